/**
 * @jest-environment node
 */
import { configureApi, identityClient, setNavigator } from '../src';
import { clearAdmin, clearUserSession, readAdmin, readTokens, writeAdmin, writeTokens } from '../src/api/token-store';
import { fail, fakeJwt, ok, startApiServer } from './support/api-server';

let server: Awaited<ReturnType<typeof startApiServer>>;
const navigations: unknown[] = [];

beforeAll(async () => {
  server = await startApiServer();
  configureApi({ baseUrl: server.baseUrl });
  setNavigator((to) => navigations.push(to));
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  navigations.length = 0;
  clearUserSession();
  clearAdmin();
});

const ADMIN_REFRESH = 'admin-refresh-token-aaaaaaaaaaaaaaaaaa';
const signInAdmin = (token: string, expiresAt: number | null) =>
  writeAdmin({ token, email: 'admin@abialbum.test', role: 'admin', refreshToken: ADMIN_REFRESH, expiresAt });
const adminAnswer = (accessToken: string) =>
  ok({ accessToken, refreshToken: 'admin-refresh-token-bbbbbbbbbbbbbbbbbb', email: 'admin@abialbum.test', role: 'admin', expiresIn: 900 }, 'Token refreshed');
const usersPage = ok({ users: [], pagination: { currentPage: 1, totalPages: 1, hasPreviousPage: false, hasNextPage: false, totalItems: 0 } });

describe('admin session refresh', () => {
  it('refreshes an expired admin token before an admin call, which then succeeds', async () => {
    const expired = fakeJwt(-60, 'admin-1');
    signInAdmin(expired, Date.now() - 60_000);
    writeTokens({ accessToken: 'user-token', refreshToken: 'user-refresh-token-aaaaaaaaaaaaaaaa', expiresAt: null });
    const fresh = fakeJwt(900, 'admin-1');
    server.on('POST', 'abialbum/admin/refresh', (req) => (req.body.includes(ADMIN_REFRESH) ? adminAnswer(fresh) : fail(401, 'reused')));
    server.on('GET', 'abialbum/admin/users', (req) => (req.authorization === `Bearer ${fresh}` ? usersPage : fail(401, 'Token expired')));

    const result = await identityClient.adminListUsers({ page: 1 });

    expect(result.success).toBe(true);
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v1/abialbum/admin/refresh', '/api/v1/abialbum/admin/users?page=1']);
    expect(readAdmin()).toMatchObject({ token: fresh, email: 'admin@abialbum.test', role: 'admin', refreshToken: 'admin-refresh-token-bbbbbbbbbbbbbbbbbb' });
    expect(readTokens()?.accessToken).toBe('user-token');
    expect(navigations).toEqual([]);
  });

  it('on a 401 of an admin call refreshes once and retries, also for parallel calls', async () => {
    signInAdmin('old-admin-token', null);
    const fresh = fakeJwt(900, 'admin-1');
    server.on('POST', 'abialbum/admin/refresh', { ...adminAnswer(fresh), delayMs: 30 });
    server.on('GET', 'abialbum/admin/users', (req) => (req.authorization === `Bearer ${fresh}` ? usersPage : fail(401, 'Token expired')));

    await Promise.all([identityClient.adminListUsers(), identityClient.adminListUsers()]);

    expect(server.requests.filter((r) => r.path.endsWith('/admin/refresh'))).toHaveLength(1);
    expect(server.requests.filter((r) => r.path.endsWith('/user/refresh'))).toHaveLength(0);
    expect(readAdmin()?.token).toBe(fresh);
    expect(navigations).toEqual([]);
  });

  it('ends only the admin session and goes to the admin login when the refresh fails', async () => {
    signInAdmin(fakeJwt(-60, 'admin-1'), Date.now() - 60_000);
    writeTokens({ accessToken: 'user-token', refreshToken: null, expiresAt: null });
    server.on('POST', 'abialbum/admin/refresh', fail(401, 'Your session has expired. Please sign in again.', 'REFRESH_TOKEN_INVALID'));
    server.on('GET', 'abialbum/admin/users', fail(401, 'Unauthorized: token expired', 'TOKEN_EXPIRED'));

    await expect(identityClient.adminListUsers()).rejects.toMatchObject({ status: 401 });

    expect(readAdmin()).toBeNull();
    expect(readTokens()?.accessToken).toBe('user-token');
    expect(navigations).toEqual(['/abialbum/admin/login']);
  });
});
