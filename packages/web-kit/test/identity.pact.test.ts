import { MatchersV3 } from '@pact-foundation/pact';
import { identityClient } from '../src';
import { refreshAccessToken } from '../src/api/access-token';
import { readAdmin, readTokens, writeAdmin, writeTokens } from '../src/api/token-store';
import { JSON_HEADERS, adminBearer, settled, userBearer, webPact, clearSessions, useMockServer } from './support/web-pact';

const { like, integer, boolean, string, eachLike, fromProviderState } = MatchersV3;

/** Consumer: every front end's identity client (web-kit). Provider: svc-identity, verified by its own suite. */
const pact = webPact('svc-identity');

const DEMO = { email: 'demo@abialbum.test', password: 'Demo@12345', phone: '5550100100' };
const DEMO_STATE = 'a user demo@abialbum.test exists with password Demo@12345';

const authResult = (email: string) => ({
  id: string('65f000000000000000000001'),
  name: string('Demo User'),
  email,
  accessToken: string('eyJhbGciOiJFZERTQSJ9.e30.sig'),
  refreshToken: string('r-0123456789abcdef0123456789abcdef'),
  expiresIn: integer(900),
});

const user = (overrides: Record<string, unknown> = {}) => ({
  id: string('65f000000000000000000001'),
  name: string('Demo User'),
  email: string(DEMO.email),
  showcreateAlbumModal: boolean(true),
  createdAt: string('2024-01-01T00:00:00.000Z'),
  ...overrides,
});

const envelope = (data: unknown) => ({ success: true, data, message: like('OK') });

/** A refresh token of a real sign-in, made by the provider state (the example is what the consumer stores). */
const EXAMPLE_REFRESH = 'r-0123456789abcdef0123456789abcdef';
const refreshTokenOfState = fromProviderState('${refreshToken}', EXAMPLE_REFRESH);
/** The key of a mailed link the provider state made (the example is what a mail would carry). */
const EXAMPLE_LINK_KEY = 'k-0123456789abcdef0123456789abcdef0123456';
const linkKeyOfState = fromProviderState('${token}', EXAMPLE_LINK_KEY);
const FORGOT_ANSWER = 'If an account uses this email address, we have sent it a link to set a new password.';
const RESET_ANSWER = 'Your password has been changed. Every session of your account has been signed out: please sign in again.';
const adminSession = {
  accessToken: string('eyJhbGciOiJFZERTQSJ9.e30.sig'),
  refreshToken: string('r-fedcba9876543210fedcba9876543210'),
  email: 'admin@abialbum.test',
  role: 'admin',
  expiresIn: integer(900),
};

beforeEach(clearSessions);

const useMock = (url: string) => useMockServer(url, 'none');

describe('identity client against svc-identity', () => {
  it('signs up a new user', () =>
    pact
      .addInteraction()
      .given('no user exists with email new@abialbum.test')
      .uponReceiving('a signup of a new user')
      .withRequest('POST', '/api/v1/abialbum/users/signup', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ name: 'New User', email: 'new@abialbum.test', password: 'New@12345', city: 'Pune', country: 'India' }),
      )
      .willRespondWith(201, (b) => b.headers(JSON_HEADERS).jsonBody(envelope(authResult('new@abialbum.test'))))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await identityClient.signup({ name: 'New User', email: 'new@abialbum.test', password: 'New@12345', city: 'Pune', country: 'India' });
        expect(data.email).toBe('new@abialbum.test');
        expect(typeof data.accessToken).toBe('string');
      })));

  it('logs in by email', () =>
    pact
      .addInteraction()
      .given(DEMO_STATE, DEMO)
      .uponReceiving('a login by email with the right password')
      .withRequest('POST', '/api/v1/abialbum/users/login', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ loginType: 'email', email: DEMO.email, password: DEMO.password }),
      )
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope(authResult(DEMO.email))))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await identityClient.login({ loginType: 'email', email: DEMO.email, password: DEMO.password });
        expect(data.refreshToken).toBeTruthy();
      })));

  it('logs in by phone', () =>
    pact
      .addInteraction()
      .given(DEMO_STATE, DEMO)
      .uponReceiving('a login by phone with the right password')
      .withRequest('POST', '/api/v1/abialbum/users/login', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ loginType: 'phone', phone: DEMO.phone, password: DEMO.password }),
      )
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope(authResult(DEMO.email))))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await identityClient.login({ loginType: 'phone', phone: DEMO.phone, password: DEMO.password });
        expect(data.email).toBe(DEMO.email);
      })));

  it('reads the current profile', () =>
    pact
      .addInteraction()
      .given(DEMO_STATE, DEMO)
      .uponReceiving('a request for the current profile')
      .withRequest('GET', '/api/v1/abialbum/users/profile', (b) => b.headers(userBearer))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ user: user() })))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        writeTokens({ accessToken: 'user-access-token', refreshToken: null, expiresAt: null });
        const { data } = await identityClient.getProfile();
        expect(data.user.email).toBe(DEMO.email);
      })));

  it('updates the current profile', () =>
    pact
      .addInteraction()
      .given(DEMO_STATE, DEMO)
      .uponReceiving('an update of the current profile')
      .withRequest('PUT', '/api/v1/abialbum/users/profile', (b) =>
        b.headers({ ...userBearer, ...JSON_HEADERS }).jsonBody({ name: 'Demo Renamed', city: 'Lyon' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ user: user({ name: 'Demo Renamed', city: 'Lyon' }) })),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        writeTokens({ accessToken: 'user-access-token', refreshToken: null, expiresAt: null });
        const { data } = await identityClient.updateProfile({ name: 'Demo Renamed', city: 'Lyon' });
        expect(data.user).toMatchObject({ name: 'Demo Renamed', city: 'Lyon' });
      })));

  it('asks for a link to set a new password (one answer whether or not an account uses the address)', () =>
    pact
      .addInteraction()
      .given(DEMO_STATE, DEMO)
      .uponReceiving('a request for a link to set a new password')
      .withRequest('POST', '/api/v1/abialbum/users/password/forgot', (b) => b.headers(JSON_HEADERS).jsonBody({ email: DEMO.email }))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody({ success: true, data: null, message: like(FORGOT_ANSWER) }))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await identityClient.forgotPassword(DEMO.email);
        expect(result.success).toBe(true);
      })));

  it('sets a new password with the key of a mailed link', () =>
    pact
      .addInteraction()
      .given('the demo user has asked for a link to set a new password')
      .uponReceiving('a new password with the key of that link')
      .withRequest('POST', '/api/v1/abialbum/users/password/reset', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ token: linkKeyOfState, password: 'Fresh@4567' }),
      )
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody({ success: true, data: null, message: like(RESET_ANSWER) }))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const result = await identityClient.resetPassword(EXAMPLE_LINK_KEY, 'Fresh@4567');
        expect(result.success).toBe(true);
      })));

  it('verifies an email address with the key of a mailed link', () =>
    pact
      .addInteraction()
      .given('the demo user has a link that verifies their email address')
      .uponReceiving('the key of that link')
      .withRequest('POST', '/api/v1/abialbum/users/email/verify', (b) => b.headers(JSON_HEADERS).jsonBody({ token: linkKeyOfState }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ user: user({ emailVerified: true }), emailChanged: boolean(false) })),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await identityClient.verifyEmail(EXAMPLE_LINK_KEY);
        expect(data).toMatchObject({ user: { email: DEMO.email, emailVerified: true }, emailChanged: false });
      })));

  it('asks for another link that verifies the email address', () =>
    pact
      .addInteraction()
      .given(DEMO_STATE, DEMO)
      .uponReceiving('a signed-in request for another verification link')
      .withRequest('POST', '/api/v1/abialbum/users/email/verification', (b) => b.headers({ ...userBearer, ...JSON_HEADERS }).jsonBody({}))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody({ success: true, data: null, message: like(`We have sent a new link to ${DEMO.email}.`) }))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        writeTokens({ accessToken: 'user-access-token', refreshToken: null, expiresAt: null });
        expect((await identityClient.resendVerification()).success).toBe(true);
      })));

  it('asks to change the email address, with the current password', () =>
    pact
      .addInteraction()
      .given(DEMO_STATE, DEMO)
      .uponReceiving('a signed-in change of email address with the right password')
      .withRequest('POST', '/api/v1/abialbum/users/email/change', (b) =>
        b.headers({ ...userBearer, ...JSON_HEADERS }).jsonBody({ email: 'demo.new@abialbum.test', password: DEMO.password }),
      )
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody({ success: true, data: null, message: like('We have sent a link to demo.new@abialbum.test.') }))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        writeTokens({ accessToken: 'user-access-token', refreshToken: null, expiresAt: null });
        expect((await identityClient.changeEmail({ email: 'demo.new@abialbum.test', password: DEMO.password })).success).toBe(true);
      })));

  it('logs an admin in', () =>
    pact
      .addInteraction()
      .given('an admin exists')
      .uponReceiving('an admin login with the right password')
      .withRequest('POST', '/api/v1/abialbum/admin/login', (b) =>
        b.headers(JSON_HEADERS).jsonBody({ email: 'admin@abialbum.test', password: 'Admin@12345' }),
      )
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope(adminSession)))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        const { data } = await identityClient.adminLogin({ email: 'admin@abialbum.test', password: 'Admin@12345' });
        expect(data.role).toBe('admin');
        expect(data.refreshToken).toBeTruthy();
      })));

  it("refreshes an admin's session when the admin token has expired", () =>
    pact
      .addInteraction()
      .given('an admin has signed in')
      .uponReceiving('an admin refresh with the refresh token of that sign-in')
      .withRequest('POST', '/api/v1/abialbum/admin/refresh', (b) => b.headers(JSON_HEADERS).jsonBody({ refreshToken: refreshTokenOfState }))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope(adminSession)))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        writeAdmin({ token: 'expired-admin-token', email: 'admin@abialbum.test', role: 'admin', refreshToken: EXAMPLE_REFRESH, expiresAt: 1 });
        expect(await refreshAccessToken('admin')).toBe('eyJhbGciOiJFZERTQSJ9.e30.sig');
        expect(readAdmin()).toMatchObject({ email: 'admin@abialbum.test', refreshToken: 'r-fedcba9876543210fedcba9876543210' });
      })));

  it("refreshes a user's session when the access token has expired", () =>
    pact
      .addInteraction()
      .given('the demo user has signed in')
      .uponReceiving('a user refresh with the refresh token of that sign-in')
      .withRequest('POST', '/api/v1/abialbum/user/refresh', (b) => b.headers(JSON_HEADERS).jsonBody({ refreshToken: refreshTokenOfState }))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope(authResult(DEMO.email))))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        writeTokens({ accessToken: 'expired-user-token', refreshToken: EXAMPLE_REFRESH, expiresAt: 1 });
        expect(await refreshAccessToken('user')).toBe('eyJhbGciOiJFZERTQSJ9.e30.sig');
        expect(readTokens()).toMatchObject({ accessToken: 'eyJhbGciOiJFZERTQSJ9.e30.sig', expiresAt: expect.any(Number) });
      })));

  it('logs an admin out, ending the sign-in of the refresh token', () =>
    pact
      .addInteraction()
      .given('an admin has signed in')
      .uponReceiving('an admin logout with the refresh token of that sign-in')
      .withRequest('POST', '/api/v1/abialbum/admin/logout', (b) =>
        b.headers({ ...adminBearer, ...JSON_HEADERS }).jsonBody({ refreshToken: refreshTokenOfState }),
      )
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody({ success: true, data: null, message: 'Logged out successfully' }))
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        writeAdmin({ token: 'admin-access-token', email: 'admin@abialbum.test', role: 'admin', refreshToken: EXAMPLE_REFRESH, expiresAt: null });
        const result = await identityClient.adminLogout(EXAMPLE_REFRESH);
        expect(result.message).toBe('Logged out successfully');
      })));

  it('lists users for the admin', () =>
    pact
      .addInteraction()
      .given('an admin exists')
      .given('users exist')
      .uponReceiving('an admin request for the first page of users')
      .withRequest('GET', '/api/v1/abialbum/admin/users', (b) => b.headers(adminBearer).query({ page: '1', limit: '10' }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({
            users: eachLike(user({ isBlocked: boolean(false), _count: { albumsOwned: integer(0) } })),
            pagination: {
              currentPage: 1,
              totalPages: integer(1),
              hasPreviousPage: false,
              hasNextPage: boolean(false),
              totalItems: integer(3),
            },
          }),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        writeAdmin({ token: 'admin-access-token', email: 'admin@abialbum.test', role: 'admin' });
        const { data } = await identityClient.adminListUsers({ page: 1, limit: 10 });
        expect(data.users.length).toBeGreaterThan(0);
        expect(data.pagination.currentPage).toBe(1);
      })));

  it('blocks a user', () =>
    pact
      .addInteraction()
      .given('an admin exists')
      .given('users exist')
      .uponReceiving('an admin request to block a user')
      .withRequest(
        'PUT',
        fromProviderState('/api/v1/abialbum/admin/users/${userId}/block', '/api/v1/abialbum/admin/users/65f000000000000000000001/block'),
        (b) => b.headers({ ...adminBearer, ...JSON_HEADERS }).jsonBody({ isBlocked: true }),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody({ success: true, data: { user: user({ isBlocked: true }) }, message: 'User blocked successfully' }),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        writeAdmin({ token: 'admin-access-token', email: 'admin@abialbum.test', role: 'admin' });
        const result = await identityClient.adminSetBlocked('65f000000000000000000001', true);
        expect(result.message).toBe('User blocked successfully');
      })));

  it("toggles a user's create-album modal flag", () =>
    pact
      .addInteraction()
      .given('an admin exists')
      .given('users exist')
      .uponReceiving('an admin request to disable the create-album modal of a user')
      .withRequest(
        'PUT',
        fromProviderState(
          '/api/v1/abialbum/admin/users/${userId}/toggle-album-modal',
          '/api/v1/abialbum/admin/users/65f000000000000000000001/toggle-album-modal',
        ),
        (b) => b.headers({ ...adminBearer, ...JSON_HEADERS }).jsonBody({ showcreateAlbumModal: false }),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody({
          success: true,
          data: { user: user({ showcreateAlbumModal: false }) },
          message: 'Create album modal disabled successfully',
        }),
      )
      .executeTest(settled(async (mock) => {
        useMock(mock.url);
        writeAdmin({ token: 'admin-access-token', email: 'admin@abialbum.test', role: 'admin' });
        const result = await identityClient.adminSetAlbumModal('65f000000000000000000001', false);
        expect(result.message).toBe('Create album modal disabled successfully');
      })));
});
