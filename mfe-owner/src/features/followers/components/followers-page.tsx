import { EmptyState, Pagination, Spinner } from '@abialbum/web-kit';
import { useFollowers } from '../hooks/use-followers';
import { FollowerCard } from './follower-card';
import * as styles from './followers.module.css';

/** SPEC "Followers screen" (/abialbum/followers). */
export function FollowersPage() {
  const { users, pagination, loading, page, setPage } = useFollowers();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your Followers</h1>
      {pagination && <p className={styles.total}>{`${pagination.totalItems} ${pagination.totalItems === 1 ? 'follower' : 'followers'}`}</p>}
      {loading ? (
        <Spinner label="Loading followers..." showLabel />
      ) : users.length === 0 ? (
        <EmptyState title="No followers yet" description="People who follow your album will appear here." headingLevel={2} />
      ) : (
        <ul className={styles.grid}>
          {users.map((user) => (
            <FollowerCard key={user.id} user={user} />
          ))}
        </ul>
      )}
      {pagination && users.length > 0 && (
        <Pagination
          label="Followers pages"
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
