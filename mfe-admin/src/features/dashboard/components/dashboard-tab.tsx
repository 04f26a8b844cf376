import { Button, formatNumber, Spinner, useTranslation, type AdminStats } from '@abialbum/web-kit';
import { useAdminStats } from '../hooks/use-admin-stats';
import * as styles from './dashboard.module.css';
import { StatIcon } from './stat-icon';

/** SPEC "Admin dashboard" Dashboard: the seven figures of section 3 "Admin stats". */
const CARDS: ReadonlyArray<{ key: keyof AdminStats; label: string }> = [
  { key: 'totalUsers', label: 'stats.totalUsers' },
  { key: 'totalAlbums', label: 'stats.totalAlbums' },
  { key: 'blockedUsers', label: 'stats.blockedUsers' },
  { key: 'blockedAlbums', label: 'stats.blockedAlbums' },
  { key: 'totalMedia', label: 'stats.totalMedia' },
  { key: 'totalComments', label: 'stats.totalComments' },
  { key: 'totalReactions', label: 'stats.totalReactions' },
];

export function DashboardTab() {
  const { t } = useTranslation('admin');
  const { state, retry } = useAdminStats();
  return (
    <section className={styles.tab} aria-labelledby="admin-stats-title">
      <h2 id="admin-stats-title" className={styles.heading}>
        {t('tabs.dashboard')}
      </h2>
      {state.status === 'loading' ? (
        <Spinner label={t('stats.loading')} showLabel />
      ) : state.status === 'error' ? (
        <div className={styles.error} role="alert">
          <p>{state.message}</p>
          <Button variant="secondary" onClick={retry}>
            {t('list.tryAgain')}
          </Button>
        </div>
      ) : (
        <dl className={styles.cards}>
          {CARDS.map((card) => (
            <div key={card.key} className={styles.card}>
              <dt className={styles.label}>
                <StatIcon stat={card.key} /> {t(card.label)}
              </dt>
              <dd className={styles.value}>{formatNumber(Number(state.stats[card.key]) || 0)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
