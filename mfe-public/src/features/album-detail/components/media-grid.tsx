import type { MediaSummary } from '@abialbum/contracts';
import { ActivityCounts, MediaThumb, viewableLabel } from '@abialbum/web-kit/media';
import { useTranslation } from '@abialbum/web-kit';
import * as styles from './album-detail.module.css';

/** The album's media as square tiles; each opens the viewer at its place. */
export function MediaGrid({ media, onOpen }: { media: MediaSummary[]; onOpen(index: number): void }) {
  const { t } = useTranslation('public');
  return (
    <ul className={styles.grid} aria-label={t('album.media')}>
      {media.map((item, index) => (
        <li key={item.id} className={styles.cell}>
          <button type="button" className={styles.tile} aria-label={t('common.open', { name: viewableLabel(item) })} onClick={() => onOpen(index)}>
            <MediaThumb key={item.id} media={item} />
          </button>
          {/* Beside the button, whose label would hide it from screen readers. */}
          <ActivityCounts comments={item.commentCount} reactions={item.reactionCount} />
        </li>
      ))}
    </ul>
  );
}
