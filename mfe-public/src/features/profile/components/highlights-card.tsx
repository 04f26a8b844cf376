import { useId } from 'react';
import type { MediaSummary } from '@abialbum/contracts';
import { MediaTiles } from './media-tiles';
import * as styles from './profile.module.css';

/** Middle column: the owner's chosen highlights; a tile opens the highlights gallery. */
export function HighlightsCard({ media, onOpen }: { media: MediaSummary[]; onOpen(index: number): void }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        Highlights
      </h2>
      {media.length === 0 ? <p className={styles.empty}>No highlights yet</p> : <MediaTiles media={media} onOpen={onOpen} />}
    </section>
  );
}

/** A placeholder where an advertisement will go; it says what it is to every visitor. */
export function AdBanner() {
  return (
    <aside className={styles.ad} aria-label="Advertisement">
      <p className={styles.adLabel}>Advertisement</p>
      <p className={styles.muted}>Your ad could be here</p>
    </aside>
  );
}
