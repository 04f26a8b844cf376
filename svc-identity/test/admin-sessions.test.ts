import { ADMIN, API, adminSignIn, signUp, startIdentity, type Harness } from './support/harness';

describe('admin sessions: refresh and logout', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startIdentity();
  });
  afterAll(() => h.close());

  const adminRefresh = (refreshToken: string) => h.request('POST', `${API}/admin/refresh`, { body: { refreshToken } });
  const userRefresh = (refreshToken: string) => h.request('POST', `${API}/user/refresh`, { body: { refreshToken } });

  it('rotates: a refresh gives a new admin pair, and the new access token is an admin token', async () => {
    const session = await adminSignIn(h);
    expect(session.refreshToken).toEqual(expect.any(String));

    const res = await adminRefresh(session.refreshToken);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Token refreshed' });
    expect(res.body.data).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      email: ADMIN.email,
      role: 'admin',
      expiresIn: 900,
    });
    expect(res.body.data.refreshToken).not.toBe(session.refreshToken);
    await expect(h.services.tokens.verify(res.body.data.accessToken)).resolves.toMatchObject({ role: 'admin' });
    expect((await h.request('GET', `${API}/admin/users`, { token: res.body.data.accessToken })).status).toBe(200);
  });

  it('treats a rotated admin token presented again as stolen: the whole family is revoked', async () => {
    const session = await adminSignIn(h);
    const second = (await adminRefresh(session.refreshToken)).body.data.refreshToken as string;

    const reused = await adminRefresh(session.refreshToken);

    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('REFRESH_TOKEN_REUSED');
    expect((await adminRefresh(second)).status).toBe(401);
  });

  it("never turns a user's refresh token into an admin token, and leaves the user's session alone", async () => {
    const user = await signUp(h);

    const res = await adminRefresh(user.refreshToken);

    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, data: null, code: 'REFRESH_TOKEN_INVALID' });
    const renewed = await userRefresh(user.refreshToken);
    expect(renewed.status).toBe(200);
    await expect(h.services.tokens.verify(renewed.body.data.accessToken)).resolves.toMatchObject({ role: 'user' });
  });

  it("never turns an admin's refresh token into a user token", async () => {
    const session = await adminSignIn(h);

    const res = await userRefresh(session.refreshToken);

    expect(res.status).toBe(401);
    expect(res.body.code).toBe('REFRESH_TOKEN_INVALID');
    expect((await adminRefresh(session.refreshToken)).status).toBe(200);
  });

  it('logout revokes the admin refresh token it is given', async () => {
    const session = await adminSignIn(h);

    const res = await h.request('POST', `${API}/admin/logout`, { token: session.accessToken, body: { refreshToken: session.refreshToken } });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null, message: 'Logged out successfully' });
    expect((await adminRefresh(session.refreshToken)).status).toBe(401);
  });

  it("admin logout cannot end a user's session", async () => {
    const session = await adminSignIn(h);
    const user = await signUp(h);
    await h.request('POST', `${API}/admin/logout`, { token: session.accessToken, body: { refreshToken: user.refreshToken } });
    expect((await userRefresh(user.refreshToken)).status).toBe(200);
  });

  it('refuses to refresh once the admin account is gone or its password was changed', async () => {
    const beforeRemoval = await adminSignIn(h);
    await h.services.admins.model.deleteMany({});
    await h.services.adminAccounts.ensureConfigured(ADMIN.email, ADMIN.password);
    expect((await adminRefresh(beforeRemoval.refreshToken)).status).toBe(401);

    const beforeChange = await adminSignIn(h);
    await h.services.adminAccounts.ensureConfigured(ADMIN.email, 'Changed@999');
    await h.services.adminAccounts.ensureConfigured(ADMIN.email, ADMIN.password);
    expect((await adminRefresh(beforeChange.refreshToken)).status).toBe(401);
  });

  it('validates the refresh body', async () => {
    const res = await h.request('POST', `${API}/admin/refresh`, { body: {} });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['refreshToken']);
  });
});
