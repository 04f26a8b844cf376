import type { MediaSummary } from '@abialbum/contracts';
import { MediaView, mediaLabel } from '../../../components/media/media-view';
import * as styles from './album-detail.module.css';

/** The album's media as square tiles; each opens the viewer at its place. */
export function MediaGrid({ media, onOpen }: { media: MediaSummary[]; onOpen(index: number): void }) {
  return (
    <ul className={styles.grid} aria-label="Album media">
      {media.map((item, index) => (
        <li key={item.id}>
          <button type="button" className={styles.tile} aria-label={`Open ${mediaLabel(item)}`} onClick={() => onOpen(index)}>
            <MediaView media={item} mode="thumb" />
          </button>
        </li>
      ))}
    </ul>
  );
}
