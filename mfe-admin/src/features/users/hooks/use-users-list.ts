import type { AdminUser } from '@abialbum/contracts';
import { useAdminList, type PageLoader } from '../../../lib/use-admin-list';
import { listUsers } from '../api/users.api';

const loadUsers: PageLoader<AdminUser> = async (page, search) => {
  const data = await listUsers(page, search);
  return { items: data.users, pagination: data.pagination };
};

export function useUsersList() {
  const { items, ...rest } = useAdminList(loadUsers);
  return { users: items, ...rest };
}
