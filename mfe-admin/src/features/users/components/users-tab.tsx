import { Button, EmptyState, Pagination, Spinner } from '@abialbum/web-kit';
import { useUserActions } from '../hooks/use-user-actions';
import { useUsersList } from '../hooks/use-users-list';
import { UsersSearch } from './users-search';
import { UsersTable } from './users-table';
import * as styles from './users.module.css';

/** SPEC "Admin dashboard" Users tab: search, table, pages, block and album-modal toggles. */
export function UsersTab() {
  const list = useUsersList();
  const actions = useUserActions(list.reload);

  return (
    <section className={styles.tab} aria-labelledby="admin-users-title">
      <h2 id="admin-users-title" className={styles.heading}>
        Users
      </h2>
      <UsersSearch onSearch={list.search} />
      {list.loading ? (
        <Spinner label="Loading users..." showLabel />
      ) : list.error ? (
        <div className={styles.error} role="alert">
          <p>{list.error}</p>
          <Button variant="secondary" onClick={list.retry}>
            Try again
          </Button>
        </div>
      ) : list.users.length === 0 ? (
        <EmptyState title="No users found" headingLevel={3} />
      ) : (
        <UsersTable
          users={list.users}
          isPending={actions.isPending}
          onToggleBlocked={actions.toggleBlocked}
          onToggleAlbumModal={actions.toggleAlbumModal}
        />
      )}
      {list.pagination && !list.error && (
        <Pagination
          label="Users pages"
          page={list.pagination.currentPage}
          totalPages={list.pagination.totalPages}
          onPageChange={list.goToPage}
        />
      )}
    </section>
  );
}
