import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { MediaSummary, Section } from '@abialbum/contracts';
import { Spinner, useSession, useTranslation } from '@abialbum/web-kit';
import { fetchSectionMedia } from '../api/profile.api';
import { useAlbumProfile, type LoadedProfile } from '../hooks/use-album-profile';
import { DownloadButton } from '../../../shared/download/download-button';
import { useDownloadable } from '../../../shared/download/use-downloadable';
import { useFollow } from '../../../shared/follow/use-follow';
import { useAfterFirstPaint } from '../../../shared/paint/use-after-first-paint';
import * as styles from './profile.module.css';

// The title and description are the page's largest paint: only their code loads with the page. The three columns'
// code loads once they are on screen (and is not in the gateway's preload of this screen), the viewer's on a click.
const ProfileColumns = lazy(() => import('./profile-columns').then(({ ProfileColumns }) => ({ default: ProfileColumns })));
const MediaViewer = lazy(() => import('@abialbum/web-kit/media').then(({ MediaViewer }) => ({ default: MediaViewer })));

/** SPEC "Public album profile" (/abialbum/profile/{albumId}). */
export function ProfilePage() {
  const { t } = useTranslation('public');
  const { albumId = '' } = useParams();
  const profile = useAlbumProfile(albumId);
  if (!profile) return <Spinner label={t('profile.loading')} showLabel className={styles.loading} />;
  return <AlbumProfileView key={albumId} profile={profile} />;
}

export interface Gallery {
  title: string;
  media: MediaSummary[];
  index: number;
}

function AlbumProfileView({ profile }: { profile: LoadedProfile }) {
  const { t } = useTranslation('public');
  const { album, recentMedia, sharedSections } = profile;
  const { user } = useSession();
  const isOwner = !!user?.id && user.id === album.owner?.id;
  const follow = useFollow(album, !isOwner);
  const [gallery, setGallery] = useState<Gallery | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  // The owner may switch downloads off for visitors (issue 14); the owner and members keep them.
  const downloadable = useDownloadable({ id: album.id, allowDownloads: album.allowDownloads, ownerId: album.owner?.id });
  // The title and description first; the three columns (and their pictures) once those are on screen.
  const columnsShown = useAfterFirstPaint();

  const openSection = async (section: Section) => {
    const shared = sharedSections.find((s) => s.id === section.id)?.media;
    if (shared?.length) return setGallery({ title: section.title, media: shared, index: 0 });
    setOpening(section.id);
    const media = await fetchSectionMedia(album.id, section);
    setOpening(null);
    setGallery({ title: section.title, media, index: 0 });
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{album.title}</h1>
        {album.description && <p className={styles.description}>{album.description}</p>}
        {downloadable && (album._count?.media ?? 0) > 0 && (
          <div className={styles.headerActions}>
            <DownloadButton albumId={album.id} />
          </div>
        )}
      </header>
      {columnsShown && (
        <Suspense fallback={<Spinner label={t('profile.loading')} className={styles.loading} />}>
          <ProfileColumns
            album={album}
            isOwner={isOwner}
            follow={follow}
            recentMedia={recentMedia}
            sharedSections={sharedSections}
            opening={opening}
            onOpenSection={(section) => void openSection(section)}
            onOpenGallery={setGallery}
          />
        </Suspense>
      )}
      {gallery && (
        <Suspense fallback={<Spinner label={t('profile.loading')} />}>
          <MediaViewer
            title={gallery.title}
            media={gallery.media}
            startIndex={gallery.index}
            downloadable={downloadable}
            onClose={() => setGallery(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
