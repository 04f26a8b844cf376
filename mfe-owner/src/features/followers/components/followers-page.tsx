import { EmptyState, Spinner, useTranslation } from '@abialbum/web-kit';
import { Pagination } from '@abialbum/web-kit/forms';
import { useFollowers } from '../hooks/use-followers';
import { FollowerCard } from './follower-card';
import * as styles from './followers.module.css';

/** SPEC "Followers screen" (/abialbum/followers). */
export function FollowersPage() {
  const { t } = useTranslation('owner');
  const { users, pagination, loading, page, setPage } = useFollowers();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('followers.title')}</h1>
      {pagination && <p className={styles.total}>{t('followers.total', { count: pagination.totalItems })}</p>}
      {loading ? (
        <Spinner label={t('followers.loading')} showLabel />
      ) : users.length === 0 ? (
        <EmptyState title={t('followers.emptyTitle')} description={t('followers.emptyText')} headingLevel={2} />
      ) : (
        <ul className={styles.grid}>
          {users.map((user) => (
            <FollowerCard key={user.id} user={user} />
          ))}
        </ul>
      )}
      {pagination && users.length > 0 && (
        <Pagination
          label={t('followers.pages')}
          page={page}
          totalPages={pagination.totalPages}
          onPageChange={setPage}
          disabled={loading}
          className={styles.pagination}
        />
      )}
    </div>
  );
}
