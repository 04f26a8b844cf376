import { API, signUp, startIdentity, type Harness } from './support/harness';

describe('refresh and logout', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startIdentity();
  });
  afterAll(() => h.close());

  const refresh = (refreshToken: string) => h.request('POST', `${API}/user/refresh`, { body: { refreshToken } });

  it('rotates: a refresh gives a new pair, and the new access token works', async () => {
    const user = await signUp(h);
    const res = await refresh(user.refreshToken);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 900,
    });
    expect(res.body.data.refreshToken).not.toBe(user.refreshToken);
    expect((await h.request('GET', `${API}/users/profile`, { token: res.body.data.accessToken })).status).toBe(200);
  });

  it('stores refresh tokens only as hashes', async () => {
    const user = await signUp(h);
    const stored = await h.services.refreshTokens.model.find({ userId: user.id }).lean();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(user.refreshToken);
  });

  it('treats a rotated token presented again as stolen: the whole family is revoked', async () => {
    const user = await signUp(h);
    const second = (await refresh(user.refreshToken)).body.data.refreshToken as string;
    const reused = await refresh(user.refreshToken);
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('REFRESH_TOKEN_REUSED');
    // The thief's reuse also ends the legitimate holder's newer token.
    const afterwards = await refresh(second);
    expect(afterwards.status).toBe(401);
  });

  it('lets only one of two simultaneous refreshes with the same token through', async () => {
    const user = await signUp(h);
    const statuses = (await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)])).map((res) => res.status).sort();
    expect(statuses).toEqual([200, 401]);
  });

  it('ends every sign-in of a user at once, even those refreshing at that moment (a new password)', async () => {
    const user = await signUp(h);
    // Forty sign-ins (their sessions started as a sign-in starts them), all refreshing when they are ended.
    const started = await Promise.all(Array.from({ length: 39 }, () => h.services.sessions.start(user.id, 'user')));
    const signIns = [user.refreshToken, ...started.map((session) => session.refreshToken)];
    const endWhileRefreshing = async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      await h.services.sessions.endAll(user.id);
    };
    const [refreshed] = await Promise.all([Promise.all(signIns.map(refresh)), endWhileRefreshing()]);
    // A refresh before the end got a token the end revoked; one after it was refused.
    const renewed = refreshed.filter((res) => res.status === 200).map((res) => res.body.data.refreshToken as string);
    expect(refreshed.filter((res) => res.status !== 200).map((res) => res.status)).toEqual(refreshed.filter((res) => res.status !== 200).map(() => 401));
    expect((await Promise.all(renewed.map(refresh))).map((res) => res.status)).toEqual(renewed.map(() => 401));
    expect(await h.services.refreshTokens.model.countDocuments({ userId: user.id, revokedAt: null })).toBe(0);
  });

  it('leaves other sign-ins of the same user alone when one family is revoked', async () => {
    const user = await signUp(h);
    const other = await h.request('POST', `${API}/users/login`, { body: { loginType: 'email', email: user.email, password: user.password } });
    await refresh(user.refreshToken);
    await refresh(user.refreshToken);
    expect((await refresh(other.body.data.refreshToken)).status).toBe(200);
  });

  it('refuses an unknown or expired refresh token', async () => {
    const unknown = await refresh('x'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('REFRESH_TOKEN_INVALID');

    const user = await signUp(h);
    await h.services.refreshTokens.model.updateMany({ userId: user.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await refresh(user.refreshToken)).status).toBe(401);
    expect(await h.services.refreshTokens.deleteExpired()).toBeGreaterThanOrEqual(1);
    expect(await h.services.refreshTokens.model.countDocuments({ userId: user.id })).toBe(0);
  });

  it('validates the refresh body', async () => {
    const res = await h.request('POST', `${API}/user/refresh`, { body: {} });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['refreshToken']);
  });

  it('logout revokes the refresh token it is given', async () => {
    const user = await signUp(h);
    const res = await h.request('POST', `${API}/user/logout`, { token: user.accessToken, body: { refreshToken: user.refreshToken } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null, message: 'Logged out successfully' });
    expect((await refresh(user.refreshToken)).status).toBe(401);
  });

  it('logout cannot revoke another user’s session', async () => {
    const victim = await signUp(h);
    const attacker = await signUp(h);
    await h.request('POST', `${API}/user/logout`, { token: attacker.accessToken, body: { refreshToken: victim.refreshToken } });
    expect((await refresh(victim.refreshToken)).status).toBe(200);
  });

  it('logout needs a signed-in user', async () => {
    expect((await h.request('POST', `${API}/user/logout`, { body: {} })).status).toBe(401);
  });

  it('refuses to refresh for a blocked user', async () => {
    const user = await signUp(h);
    await h.services.adminAccounts.setBlocked(user.id, true);
    const res = await refresh(user.refreshToken);
    expect(res.status).toBe(401);
  });
});
