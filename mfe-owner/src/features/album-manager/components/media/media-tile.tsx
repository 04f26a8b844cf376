import type { Media } from '@abialbum/contracts';
import { useTranslation } from '@abialbum/web-kit';
import { ActivityCounts, MediaThumb, viewableLabel } from '@abialbum/web-kit/media';
import * as styles from './media-grid.module.css';

interface MediaTileProps {
  media: Media;
  highlighted: boolean;
  adding: boolean;
  onOpen(): void;
  onAddToHighlights(): void;
  onDelete(): void;
}

/** A grid tile: opens the viewer; on hover or focus it offers 'add to highlights' and delete. */
export function MediaTile({ media, highlighted, adding, onOpen, onAddToHighlights, onDelete }: MediaTileProps) {
  const { t } = useTranslation('owner');
  const label = viewableLabel(media);
  return (
    <li className={styles.tile}>
      <button type="button" className={styles.open} onClick={onOpen} aria-label={t('common.open', { media: label })}>
        <MediaThumb key={media.id} media={media} />
      </button>
      <ActivityCounts comments={media.commentCount} reactions={media.reactionCount} className={styles.counts} />
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          onClick={onAddToHighlights}
          disabled={highlighted || adding}
          aria-label={highlighted ? t('media.inHighlights') : t('media.addToHighlights')}
          title={highlighted ? t('media.inHighlights') : t('media.addToHighlights')}
        >
          <span aria-hidden="true">★</span>
        </button>
        <button type="button" className={`${styles.action} ${styles.danger}`} onClick={onDelete} aria-label={t('media.delete')} title={t('media.delete')}>
          <span aria-hidden="true">🗑</span>
        </button>
      </div>
      {media.caption && <p className={styles.caption}>{media.caption}</p>}
    </li>
  );
}
