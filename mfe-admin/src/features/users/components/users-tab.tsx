import { useTranslation } from '@abialbum/web-kit';
import { AdminListTab } from '../../../components/admin-list-tab';
import { useUserActions } from '../hooks/use-user-actions';
import { useUsersList } from '../hooks/use-users-list';
import { UsersTable } from './users-table';

/** SPEC "Admin dashboard" Users tab: search, table, pages, block and album-modal toggles. */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const list = useUsersList();
  const actions = useUserActions(list.reload);

  return (
    <AdminListTab
      texts={{
        title: t('users.title'),
        search: t('users.search'),
        placeholder: t('users.placeholder'),
        loading: t('users.loading'),
        empty: t('users.empty'),
        pages: t('users.pages'),
      }}
      list={list} empty={list.users.length === 0}>
      <UsersTable
        users={list.users}
        isPending={actions.isPending}
        onToggleBlocked={actions.toggleBlocked}
        onToggleAlbumModal={actions.toggleAlbumModal}
      />
    </AdminListTab>
  );
}
