import { identityClient } from '@abialbum/web-kit';

/** SPEC section 9: the admin lists start at page 1, ten per page. */
export const USERS_PAGE_SIZE = 10;

export async function listUsers(page: number, search: string) {
  const { data } = await identityClient.adminListUsers({ page, limit: USERS_PAGE_SIZE, search: search || undefined });
  return data;
}

/** Each mutation answers the server's own toast text ('User blocked successfully', ...). */
export async function setUserBlocked(id: string, isBlocked: boolean): Promise<string> {
  const { message } = await identityClient.adminSetBlocked(id, isBlocked);
  return message || (isBlocked ? 'User blocked successfully' : 'User unblocked successfully');
}

export async function setUserAlbumModal(id: string, show: boolean): Promise<string> {
  const { message } = await identityClient.adminSetAlbumModal(id, show);
  return message || `Create album modal ${show ? 'enabled' : 'disabled'} successfully`;
}
