import { AdminListTab } from '../../../components/admin-list-tab';
import { useUserActions } from '../hooks/use-user-actions';
import { useUsersList } from '../hooks/use-users-list';
import { UsersTable } from './users-table';

/** SPEC "Admin dashboard" Users tab: search, table, pages, block and album-modal toggles. */
export function UsersTab() {
  const list = useUsersList();
  const actions = useUserActions(list.reload);

  return (
    <AdminListTab title="Users" placeholder="Search by name, email or phone" list={list} empty={list.users.length === 0}>
      <UsersTable
        users={list.users}
        isPending={actions.isPending}
        onToggleBlocked={actions.toggleBlocked}
        onToggleAlbumModal={actions.toggleAlbumModal}
      />
    </AdminListTab>
  );
}
