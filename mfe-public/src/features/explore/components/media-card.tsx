import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { ExploreMedia } from '../api/explore.api';
import { useTranslation } from '@abialbum/web-kit';
import { MediaThumb } from './media-thumb';
import * as styles from './explore.module.css';

/**
 * SPEC "Explore page": album title, 'by {owner name}' and caption; opens the album's profile. Memoised: the grid grows
 * as albums answer, and the cards already shown (the same media objects) are not drawn again each time.
 */
export const MediaCard = memo(function MediaCard({ media, priority }: { media: ExploreMedia; priority?: 'high' | 'auto' }) {
  const { t } = useTranslation('public');
  return (
    <li className={styles.item}>
      <Link to={`/abialbum/profile/${encodeURIComponent(media.albumId)}`} className={styles.card}>
        <span className={styles.media}>
          <MediaThumb type={media.type} url={media.url} thumbnailUrl={media.thumbnailUrl} priority={priority} />
          {media.type === 'VIDEO' && <span className={styles.badge}>{t('explore.videoBadge')}</span>}
        </span>
        <span className={styles.body}>
          <span className={styles.cardTitle}>{media.albumTitle}</span>
          <span className={styles.muted}>{t('common.by', { name: media.ownerName || t('common.unknown') })}</span>
          {media.caption && <span className={styles.caption}>{media.caption}</span>}
        </span>
      </Link>
    </li>
  );
});

/** A grey card while the grid loads. */
export function PlaceholderCard() {
  return (
    <li className={styles.item} aria-hidden="true" data-testid="placeholder-card">
      <span className={`${styles.card} ${styles.skeleton}`}>
        <span className={styles.media} />
        <span className={styles.body}>
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLine} />
        </span>
      </span>
    </li>
  );
}
