import type { MediaSummary } from '@abialbum/contracts';
import { MediaThumb, viewableLabel } from '@abialbum/web-kit/media';
import { useTranslation } from '@abialbum/web-kit';
import * as styles from './shared-section.module.css';

/** A horizontal, scrollable row of the section's media; each opens the full-screen viewer. */
export function MediaStrip({ media, onOpen }: { media: MediaSummary[]; onOpen(index: number): void }) {
  const { t } = useTranslation('public');
  return (
    <ul className={styles.strip} aria-label={t('shared.media')}>
      {media.map((item, index) => (
        <li key={item.id} className={styles.stripItem}>
          <button type="button" className={styles.tile} aria-label={t('common.open', { name: viewableLabel(item) })} onClick={() => onOpen(index)}>
            <MediaThumb key={item.id} media={item} />
          </button>
          {item.caption && <p className={styles.tileCaption}>{item.caption}</p>}
        </li>
      ))}
    </ul>
  );
}
