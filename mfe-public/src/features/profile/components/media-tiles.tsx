import type { MediaSummary } from '@abialbum/contracts';
import { MediaThumb, viewableLabel } from '@abialbum/web-kit/media';
import { useTranslation } from '@abialbum/web-kit';
import * as styles from './profile.module.css';

/** Square tiles that open the gallery at their position; `more` adds a '+N more' tile after them. */
export function MediaTiles({ media, onOpen, more = 0 }: { media: MediaSummary[]; onOpen(index: number): void; more?: number }) {
  const { t } = useTranslation('public');
  return (
    <ul className={styles.tiles}>
      {media.map((item, index) => (
        <li key={item.id}>
          <button type="button" className={styles.tile} aria-label={t('common.open', { name: viewableLabel(item) })} onClick={() => onOpen(index)}>
            <MediaThumb key={item.id} media={item} />
          </button>
        </li>
      ))}
      {more > 0 && (
        <li>
          <button type="button" className={`${styles.tile} ${styles.moreTile}`} onClick={() => onOpen(media.length)}>
            {t('profile.more', { count: more })}
          </button>
        </li>
      )}
    </ul>
  );
}
