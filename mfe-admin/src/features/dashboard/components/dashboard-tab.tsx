import { Button, Spinner, type AdminStats } from '@abialbum/web-kit';
import { useAdminStats } from '../hooks/use-admin-stats';
import * as styles from './dashboard.module.css';

/** SPEC "Admin dashboard" Dashboard: the seven figures of section 3 "Admin stats". */
const CARDS: ReadonlyArray<{ key: keyof AdminStats; label: string; icon: string }> = [
  { key: 'totalUsers', label: 'Total Users', icon: '👥' },
  { key: 'totalAlbums', label: 'Total Albums', icon: '📚' },
  { key: 'blockedUsers', label: 'Blocked Users', icon: '🚫' },
  { key: 'blockedAlbums', label: 'Blocked Albums', icon: '🔒' },
  { key: 'totalMedia', label: 'Total Media', icon: '🖼️' },
  { key: 'totalComments', label: 'Total Comments', icon: '💬' },
  { key: 'totalReactions', label: 'Total Reactions', icon: '❤️' },
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
                <span aria-hidden="true">{card.icon}</span> {card.label}
              </dt>
              <dd className={styles.value}>{(Number(state.stats[card.key]) || 0).toLocaleString('en-US')}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
