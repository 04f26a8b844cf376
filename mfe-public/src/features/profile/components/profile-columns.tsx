import { useEffect } from 'react';
import type { MediaSummary, Section } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';
import type { LoadedProfile } from '../hooks/use-album-profile';
import type { useFollow } from '../../../shared/follow/use-follow';
import { CollectionsCard } from './collections-card';
import { FollowersCard } from './followers-card';
import { AdBanner, HighlightsCard } from './highlights-card';
import { OwnerCard } from './owner-card';
import type { Gallery } from './profile-page';
import * as styles from './profile.module.css';
import { RecentSlideshow } from './recent-slideshow';
import { SharedSectionsCard } from './shared-sections-card';

interface ProfileColumnsProps {
  album: LoadedProfile['album'];
  isOwner: boolean;
  follow: ReturnType<typeof useFollow>;
  recentMedia: MediaSummary[];
  sharedSections: LoadedProfile['sharedSections'];
  /** The collection being opened (its media loading), if any. */
  opening: string | null;
  onOpenSection: (section: Section) => void;
  onOpenGallery: (gallery: Gallery) => void;
}

/** The profile's three columns under its title (profile-page.tsx loads them once the title is on screen). */
export function ProfileColumns({ album, isOwner, follow, recentMedia, sharedSections, opening, onOpenSection, onOpenGallery }: ProfileColumnsProps) {
  const { t } = useTranslation('public');
  // The viewer's code, fetched while the visitor looks at the columns: the first picture opened does not wait for it.
  useEffect(() => {
    void import('@abialbum/web-kit/media').catch(() => undefined);
  }, []);
  return (
    <div className={styles.columns}>
      <div className={styles.column}>
        <CollectionsCard
          albumId={album.id}
          sections={album.sections ?? []}
          total={album._count?.sections ?? album.sections?.length ?? 0}
          opening={opening}
          onOpen={onOpenSection}
        />
        <OwnerCard album={album} isOwner={isOwner} follow={follow} />
      </div>
      <div className={styles.column}>
        <RecentSlideshow media={recentMedia} onOpen={(index) => onOpenGallery({ title: t('profile.recent'), media: recentMedia, index })} />
        <HighlightsCard
          media={album.mediaHighlights ?? []}
          onOpen={(index) => onOpenGallery({ title: t('profile.highlights'), media: album.mediaHighlights, index })}
        />
        <AdBanner />
      </div>
      <div className={styles.column}>
        <FollowersCard albumId={album.id} followers={follow.followers} />
        <SharedSectionsCard sections={sharedSections} onOpen={(section, index) => onOpenGallery({ title: section.title, media: section.media, index })} />
      </div>
    </div>
  );
}
