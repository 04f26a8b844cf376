/**
 * @jest-environment node
 */
import { ApiError, api, configureApi, errorMessage, identityClient, setNavigator } from '../src';
import { readAdmin, readTokens, writeAdmin, writeTokens, clearUserSession, clearAdmin } from '../src/api/token-store';
import { jwtExpiry } from '../src/api/access-token';
import { fail, fakeJwt, ok, startApiServer } from './support/api-server';

let server: Awaited<ReturnType<typeof startApiServer>>;
const navigations: Array<{ to: unknown; state?: unknown }> = [];

beforeAll(async () => {
  server = await startApiServer();
  configureApi({ baseUrl: server.baseUrl });
  setNavigator((to, options) => navigations.push({ to, state: options?.state }));
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  navigations.length = 0;
  clearUserSession();
  clearAdmin();
});

const signIn = (accessToken = fakeJwt(900), refreshToken = 'refresh-token-aaaaaaaaaaaaaaaaaaaa') =>
  writeTokens({ accessToken, refreshToken, expiresAt: jwtExpiry(accessToken) ?? Date.now() + 900_000 });

describe('api client', () => {
  it('sends JSON with the stored bearer token and returns the envelope', async () => {
    const token = fakeJwt(900);
    signIn(token);
    server.on('POST', 'abialbum/albums', ok({ id: 'a1' }, 'Album created successfully!'));

    const result = await api.post<{ id: string }>('abialbum/albums', { title: 'Summer' });

    expect(result).toEqual({ success: true, data: { id: 'a1' }, message: 'Album created successfully!' });
    expect(server.requests[0]).toMatchObject({
      authorization: `Bearer ${token}`,
      contentType: 'application/json',
      body: JSON.stringify({ title: 'Summer' }),
    });
  });

  it('puts query parameters on the URL and leaves out empty ones', async () => {
    server.on('GET', 'abialbum/search/albums', ok({ albums: [] }));
    await api.get('abialbum/search/albums', { query: { query: 'beach day', page: 2, empty: '', none: undefined } });
    expect(server.requests[0]!.path).toBe('/api/v1/abialbum/search/albums?query=beach+day&page=2');
  });

  it('throws an ApiError carrying status, code, message and field errors', async () => {
    server.on('POST', 'abialbum/users/signup', fail(400, 'Validation failed', 'VALIDATION', { email: 'Email is required' }));

    const error = await identityClient.signup({ name: 'Al', email: '', password: 'x' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Validation failed', errors: { email: 'Email is required' } });
  });

  it('turns an unreachable server into the connection message', async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:9/api/v1' });
    try {
      const error = await api.get('abialbum/stats').catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
      expect(errorMessage(error)).toBe('Please check your internet connection and try again.');
    } finally {
      configureApi({ baseUrl: server.baseUrl });
    }
  });

  it('waits for a slow answer: no time-out unless a caller sets one (SPEC 9 "HTTP client")', async () => {
    server.on('GET', 'abialbum/stats', { ...ok({ totalUsers: 3 }), delayMs: 1500 });
    await expect(api.get('abialbum/stats')).resolves.toMatchObject({ success: true, data: { totalUsers: 3 } });
  });

  it('gives up after a time-out a caller set, with the time-out message', async () => {
    server.on('GET', 'abialbum/stats', { ...ok({}), delayMs: 300 });
    const error = await api.get('abialbum/stats', { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Request timed out. Please check your internet connection.');
  });
});

describe('session rule (SPEC section 8)', () => {
  it('clears the token and goes to login when an authenticated call gets 401 and refresh fails', async () => {
    signIn();
    server.on('GET', 'abialbum/users/profile', fail(401, 'Token expired', 'UNAUTHORIZED'));
    server.on('POST', 'abialbum/user/refresh', fail(401, 'Invalid refresh token', 'UNAUTHORIZED'));

    await expect(identityClient.getProfile()).rejects.toMatchObject({ status: 401 });

    expect(readTokens()).toBeNull();
    expect(navigations).toEqual([{ to: '/abialbum/login', state: { from: undefined } }]);
  });

  it('clears the session on a 401 without a token when the path mentions follow, my, update or delete', async () => {
    for (const path of ['abialbum/social/albums/1/follow', 'abialbum/albums/my', 'abialbum/update-thing', 'abialbum/delete-thing']) {
      server.on('POST', path, fail(401, 'Unauthorized'));
      writeTokens({ accessToken: 'stored-token', refreshToken: null, expiresAt: null });
      await api.post(path, {}, { auth: 'none' }).catch(() => undefined);
      expect(readTokens()).toBeNull();
    }
    expect(navigations.map((n) => n.to)).toEqual(Array(4).fill('/abialbum/login'));
  });

  it('keeps the session on a 401 of an anonymous call elsewhere (a wrong password)', async () => {
    server.on('POST', 'abialbum/users/login', fail(401, 'Invalid email or password', 'INVALID_CREDENTIALS'));
    const error = await identityClient
      .login({ loginType: 'email', email: 'demo@abialbum.test', password: 'wrong-password' })
      .catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Invalid email or password. Please try again.');
    expect(navigations).toEqual([]);
    expect(server.requests[0]!.authorization).toBeUndefined();
  });

  it('on a 401 refreshes once, stores the rotated tokens and retries the call', async () => {
    signIn('old-access', 'old-refresh-token-aaaaaaaaaaaaaaaaaaaa');
    const fresh = fakeJwt(900);
    server.on('GET', 'abialbum/albums/my', (req) =>
      req.authorization === `Bearer ${fresh}` ? ok({ albums: [1] }) : fail(401, 'Token expired'),
    );
    server.on('POST', 'abialbum/user/refresh', (req) =>
      req.body.includes('old-refresh-token')
        ? ok({ id: 'u1', name: 'Demo', email: 'demo@abialbum.test', accessToken: fresh, refreshToken: 'new-refresh-token-bbbbbbbbbbbbbbbbbb', expiresIn: 900 })
        : fail(401, 'reused'),
    );

    const result = await api.get<{ albums: number[] }>('abialbum/albums/my');

    expect(result.data.albums).toEqual([1]);
    expect(readTokens()).toMatchObject({ accessToken: fresh, refreshToken: 'new-refresh-token-bbbbbbbbbbbbbbbbbb' });
    expect(server.requests.map((r) => r.path)).toEqual([
      '/api/v1/abialbum/albums/my',
      '/api/v1/abialbum/user/refresh',
      '/api/v1/abialbum/albums/my',
    ]);
    expect(navigations).toEqual([]);
  });

  it('refreshes before sending when the access token is about to expire, once for parallel calls', async () => {
    signIn(fakeJwt(20), 'old-refresh-token-aaaaaaaaaaaaaaaaaaaa');
    const fresh = fakeJwt(900);
    server.on('POST', 'abialbum/user/refresh', {
      ...ok({ id: 'u1', name: 'D', email: 'd@x.io', accessToken: fresh, refreshToken: 'r2-cccccccccccccccccccccccc', expiresIn: 900 }),
      delayMs: 30,
    });
    server.on('GET', 'abialbum/users/profile', ok({ user: { id: 'u1' } }));

    await Promise.all([identityClient.getProfile(), identityClient.getProfile()]);

    expect(server.requests.filter((r) => r.path.endsWith('/user/refresh'))).toHaveLength(1);
    const profileCalls = server.requests.filter((r) => r.path.endsWith('/users/profile'));
    expect(profileCalls.map((r) => r.authorization)).toEqual([`Bearer ${fresh}`, `Bearer ${fresh}`]);
  });

  it('sends the admin token on admin calls and ends only the admin session on their 401', async () => {
    signIn('user-token');
    writeAdmin({ token: 'admin-token', email: 'admin@abialbum.test', role: 'admin' });
    server.on('GET', 'abialbum/admin/users', fail(401, 'Token expired'));

    await expect(identityClient.adminListUsers({ page: 1, limit: 10 })).rejects.toMatchObject({ status: 401 });

    expect(server.requests[0]).toMatchObject({ authorization: 'Bearer admin-token', path: '/api/v1/abialbum/admin/users?page=1&limit=10' });
    expect(readAdmin()).toBeNull();
    expect(readTokens()?.accessToken).toBe('user-token');
    expect(navigations.map((n) => n.to)).toEqual(['/abialbum/admin/login']);
  });
});
