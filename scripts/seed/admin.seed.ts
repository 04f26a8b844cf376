import type { AdminContent } from '@abialbum/contracts';
import type { SeededAlbum } from './albums.seed';
import { about, terms } from './content-text';
import { expectOk, isMissingRoute, type GatewayClient } from './gateway-client';
import type { Person } from './roster';

interface Listed {
  id: string;
  isBlocked: boolean;
}

/** The admin of identity's first start (ADMIN_EMAIL/ADMIN_PASSWORD, with the dev defaults). */
export async function adminLogin(api: GatewayClient): Promise<string> {
  const email = process.env.ADMIN_EMAIL ?? 'admin@abialbum.test';
  const password = process.env.ADMIN_PASSWORD ?? 'Admin@12345';
  return expectOk(await api.post<{ accessToken: string }>('/abialbum/admin/login', { email, password }), `admin login of ${email}`).accessToken;
}

/** About and Terms, saved through Content Management unless an admin (or an earlier run) saved them already. */
export async function seedContent(api: GatewayClient, admin: string): Promise<void> {
  const current = await api.get<AdminContent>('/abialbum/content/admin/all', admin);
  if (isMissingRoute(current)) {
    console.log('  skipped: svc-content has no content routes yet (issue 6)');
    return;
  }
  const { aboutPage, termsAndConditions } = expectOk(current, 'content/admin/all');
  if (!aboutPage) expectOk(await api.post('/abialbum/content/admin/about', about, admin), 'saving About');
  if (!termsAndConditions.updatedAt) expectOk(await api.post('/abialbum/content/admin/terms', terms, admin), 'saving Terms');
  console.log(`  About ${aboutPage ? 'already saved' : 'saved'}, Terms ${termsAndConditions.updatedAt ? 'already saved' : 'saved'}`);
}

/** Blocks the spam account (found by email in the admin's user list, since it can no longer sign in). */
export async function blockUser(api: GatewayClient, admin: string, person: Person): Promise<void> {
  const listed = await api.get<{ users: (Listed & { email: string })[] }>(`/abialbum/admin/users?search=${encodeURIComponent(person.email)}`, admin);
  const user = expectOk(listed, 'admin users').users.find((u) => u.email === person.email);
  if (!user) throw new Error(`${person.email} is not in the admin's user list`);
  if (!user.isBlocked) expectOk(await api.put(`/abialbum/admin/users/${user.id}/block`, { isBlocked: true }, admin), `blocking ${person.email}`);
  console.log(`  user ${person.name} <${person.email}> blocked`);
}

/** Blocks an album through the admin's album routes, when svc-albums has them. */
export async function blockAlbum(api: GatewayClient, admin: string, album: SeededAlbum): Promise<void> {
  const { title } = album.session.person.album;
  const listed = await api.get<{ albums: Listed[] }>(`/abialbum/admin/albums?search=${encodeURIComponent(title)}`, admin);
  if (isMissingRoute(listed)) {
    console.log('  skipped album block: svc-albums has no admin album routes yet (issue 6)');
    return;
  }
  const found = expectOk(listed, 'admin albums').albums.find((a) => a.id === album.albumId);
  if (!found?.isBlocked) {
    const answer = await api.put(`/abialbum/admin/albums/${album.albumId}/block`, { isBlocked: true }, admin);
    if (isMissingRoute(answer)) {
      console.log('  skipped album block: svc-albums has no admin album block route yet (issue 6)');
      return;
    }
    expectOk(answer, `blocking "${title}"`);
  }
  console.log(`  album "${title}" blocked`);
}
