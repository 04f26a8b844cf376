import type { MediaSummary } from '@abialbum/contracts';
import { MediaView, mediaLabel } from '../../../components/media/media-view';
import * as styles from './shared-section.module.css';

/** A horizontal, scrollable row of the section's media; each opens the full-screen viewer. */
export function MediaStrip({ media, onOpen }: { media: MediaSummary[]; onOpen(index: number): void }) {
  return (
    <ul className={styles.strip} aria-label="Media in this section">
      {media.map((item, index) => (
        <li key={item.id} className={styles.stripItem}>
          <button type="button" className={styles.tile} aria-label={`Open ${mediaLabel(item)}`} onClick={() => onOpen(index)}>
            <MediaView media={item} mode="thumb" />
          </button>
          {item.caption && <p className={styles.tileCaption}>{item.caption}</p>}
        </li>
      ))}
    </ul>
  );
}
