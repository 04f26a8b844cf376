import { Button, Spinner, type AdminStats } from '@abialbum/web-kit';
import { useAdminStats } from '../hooks/use-admin-stats';
import * as styles from './dashboard.module.css';
import { StatIcon } from './stat-icon';

/** SPEC "Admin dashboard" Dashboard: the seven figures of section 3 "Admin stats". */
const CARDS: ReadonlyArray<{ key: keyof AdminStats; label: string }> = [
  { key: 'totalUsers', label: 'Total Users' },
  { key: 'totalAlbums', label: 'Total Albums' },
  { key: 'blockedUsers', label: 'Blocked Users' },
  { key: 'blockedAlbums', label: 'Blocked Albums' },
  { key: 'totalMedia', label: 'Total Media' },
  { key: 'totalComments', label: 'Total Comments' },
  { key: 'totalReactions', label: 'Total Reactions' },
];

export function DashboardTab() {
  const { state, retry } = useAdminStats();
  return (
    <section className={styles.tab} aria-labelledby="admin-stats-title">
      <h2 id="admin-stats-title" className={styles.heading}>
        Dashboard
      </h2>
      {state.status === 'loading' ? (
        <Spinner label="Loading statistics..." showLabel />
      ) : state.status === 'error' ? (
        <div className={styles.error} role="alert">
          <p>{state.message}</p>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : (
        <dl className={styles.cards}>
          {CARDS.map((card) => (
            <div key={card.key} className={styles.card}>
              <dt className={styles.label}>
                <StatIcon stat={card.key} /> {card.label}
              </dt>
              <dd className={styles.value}>{(Number(state.stats[card.key]) || 0).toLocaleString('en-US')}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
