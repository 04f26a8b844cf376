import { useRef } from 'react';
import { Spinner, formatNumber, useTranslation, type PublicStats } from '@abialbum/web-kit';
import { useCountUp } from '../hooks/use-count-up';
import { useInView } from '../hooks/use-in-view';
import { usePublicStats } from '../hooks/use-public-stats';
import * as styles from './landing.module.css';

const FIGURES: ReadonlyArray<{ key: keyof PublicStats; label: string }> = [
  { key: 'totalUsers', label: 'landing.statUsers' },
  { key: 'totalAlbums', label: 'landing.statAlbums' },
  { key: 'totalAlbumOwners', label: 'landing.statOwners' },
  { key: 'totalMedia', label: 'landing.statMedia' },
  { key: 'publicAlbums', label: 'landing.statPublic' },
];

/** SPEC section 9: each counter runs between 1800 and 2500 ms; staggered so they land one after another. */
export const counterDuration = (index: number) => Math.min(2500, 1800 + index * 175);

function Counter({ target, label, durationMs, start }: { target: number; label: string; durationMs: number; start: boolean }) {
  const value = useCountUp(target, durationMs, start);
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{`${formatNumber(Math.round(value))}+`}</dd>
    </div>
  );
}

export function StatsBlock() {
  const { t } = useTranslation('landing');
  const state = usePublicStats();
  const ref = useRef<HTMLElement>(null);
  const visible = useInView(ref);

  return (
    <section ref={ref} className={styles.statsBlock} aria-labelledby="stats-title" aria-busy={state.status === 'loading'}>
      <h2 id="stats-title" className={styles.blockTitle}>
        {t('landing.statsTitle')}
      </h2>
      {state.status === 'loading' ? (
        <Spinner label={t('landing.statsLoading')} />
      ) : state.status === 'unavailable' ? (
        <p className={styles.statsUnavailable}>{t('landing.statsUnavailable')}</p>
      ) : (
        <dl className={styles.stats}>
          {FIGURES.map((figure, index) => (
            <Counter
              key={figure.key}
              label={t(figure.label)}
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
