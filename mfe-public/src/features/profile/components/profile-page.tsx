import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { MediaSummary, Section } from '@abialbum/contracts';
import { Spinner, useSession, useTranslation } from '@abialbum/web-kit';
import { fetchSectionMedia } from '../api/profile.api';
import { useAlbumProfile, type LoadedProfile } from '../hooks/use-album-profile';
import { DownloadButton } from '../../../shared/download/download-button';
import { useDownloadable } from '../../../shared/download/use-downloadable';
import { useFollow } from '../../../shared/follow/use-follow';
import { useAfterFirstPaint } from '../../../shared/paint/use-after-first-paint';
import { CollectionsCard } from './collections-card';
import { FollowersCard } from './followers-card';
import { AdBanner, HighlightsCard } from './highlights-card';
import { MediaViewer } from '@abialbum/web-kit/media';
import { OwnerCard } from './owner-card';
import * as styles from './profile.module.css';
import { RecentSlideshow } from './recent-slideshow';
import { SharedSectionsCard } from './shared-sections-card';

/** SPEC "Public album profile" (/abialbum/profile/{albumId}). */
export function ProfilePage() {
  const { t } = useTranslation('public');
  const { albumId = '' } = useParams();
  const profile = useAlbumProfile(albumId);
  if (!profile) return <Spinner label={t('profile.loading')} showLabel className={styles.loading} />;
  return <AlbumProfileView key={albumId} profile={profile} />;
}

interface Gallery {
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
        <div className={styles.columns}>
          <div className={styles.column}>
            <CollectionsCard
              albumId={album.id}
              sections={album.sections ?? []}
              total={album._count?.sections ?? album.sections?.length ?? 0}
              opening={opening}
              onOpen={(s) => void openSection(s)}
            />
            <OwnerCard album={album} isOwner={isOwner} follow={follow} />
          </div>
          <div className={styles.column}>
            <RecentSlideshow media={recentMedia} onOpen={(index) => setGallery({ title: t('profile.recent'), media: recentMedia, index })} />
            <HighlightsCard
              media={album.mediaHighlights ?? []}
              onOpen={(index) => setGallery({ title: t('profile.highlights'), media: album.mediaHighlights, index })}
            />
            <AdBanner />
          </div>
          <div className={styles.column}>
            <FollowersCard albumId={album.id} followers={follow.followers} />
            <SharedSectionsCard
              sections={sharedSections}
              onOpen={(section, index) => setGallery({ title: section.title, media: section.media, index })}
            />
          </div>
        </div>
      )}
      {gallery && (
        <MediaViewer
          title={gallery.title}
          media={gallery.media}
          startIndex={gallery.index}
          downloadable={downloadable}
          onClose={() => setGallery(null)}
        />
      )}
    </div>
  );
}
