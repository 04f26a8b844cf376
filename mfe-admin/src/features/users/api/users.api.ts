import { i18n, identityClient } from '@abialbum/web-kit';

/** SPEC section 9: the admin lists start at page 1, ten per page. */
export const USERS_PAGE_SIZE = 10;

export async function listUsers(page: number, search: string) {
  const { data } = await identityClient.adminListUsers({ page, limit: USERS_PAGE_SIZE, search: search || undefined });
  return data;
}

/** Each mutation answers its toast text in the page's language (SPEC section 8: 'User blocked successfully', ...). */
export async function setUserBlocked(id: string, isBlocked: boolean): Promise<string> {
  await identityClient.adminSetBlocked(id, isBlocked);
  return isBlocked ? i18n.t('users.blockedToast', { ns: 'admin' }) : i18n.t('users.unblockedToast', { ns: 'admin' });
}

export async function setUserAlbumModal(id: string, show: boolean): Promise<string> {
  await identityClient.adminSetAlbumModal(id, show);
  return show ? i18n.t('users.modalEnabledToast', { ns: 'admin' }) : i18n.t('users.modalDisabledToast', { ns: 'admin' });
}
