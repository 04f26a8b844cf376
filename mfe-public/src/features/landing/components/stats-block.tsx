import { useRef } from 'react';
import { Spinner, type PublicStats } from '@abialbum/web-kit';
import { useCountUp } from '../hooks/use-count-up';
import { useInView } from '../hooks/use-in-view';
import { usePublicStats } from '../hooks/use-public-stats';
import * as styles from './landing.module.css';

const FIGURES: ReadonlyArray<{ key: keyof PublicStats; label: string }> = [
  { key: 'totalUsers', label: 'Happy Users' },
  { key: 'totalAlbums', label: 'Albums Created' },
  { key: 'totalAlbumOwners', label: 'Album Owners' },
  { key: 'totalMedia', label: 'Memories Shared' },
  { key: 'publicAlbums', label: 'Public Albums' },
];

/** SPEC section 9: each counter runs between 1800 and 2500 ms; staggered so they land one after another. */
export const counterDuration = (index: number) => Math.min(2500, 1800 + index * 175);

/** 1234 -> '1,234'. Not toLocaleString: its first call loads the locale data, a long task on a slow phone. */
export const grouped = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function Counter({ target, label, durationMs, start }: { target: number; label: string; durationMs: number; start: boolean }) {
  const value = useCountUp(target, durationMs, start);
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{`${grouped(value)}+`}</dd>
    </div>
  );
}

export function StatsBlock() {
  const state = usePublicStats();
  const ref = useRef<HTMLElement>(null);
  const visible = useInView(ref);

  return (
    <section ref={ref} className={styles.statsBlock} aria-labelledby="stats-title" aria-busy={state.status === 'loading'}>
      <h2 id="stats-title" className={styles.blockTitle}>
        Our Growing Community
      </h2>
      {state.status === 'loading' ? (
        <Spinner label="Loading stats..." />
      ) : state.status === 'unavailable' ? (
        <p className={styles.statsUnavailable}>Unable to load stats</p>
      ) : (
        <dl className={styles.stats}>
          {FIGURES.map((figure, index) => (
            <Counter
              key={figure.key}
              label={figure.label}
              target={Number(state.stats[figure.key]) || 0}
              durationMs={counterDuration(index)}
              start={visible}
            />
          ))}
        </dl>
      )}
    </section>
  );
}
