import { hashPassword } from '../src/domain/passwords';
import { ADMIN, API, adminSignIn, startIdentity, type Harness } from './support/harness';

/** ADMIN_EMAIL names the only admin: changing it retires the one it named before, and changing it back restores it. */
describe('admin retirement when the configured admin changes', () => {
  let h: Harness;
  beforeAll(async () => {
    // Its steps fail sign-ins of one admin on purpose, more often than a person would: not slowed down here.
    h = await startIdentity({ attemptLimits: { slowAfter: 1_000, lockAfter: 1_000 } });
  });
  afterAll(() => h.close());

  const OTHER = { email: 'second.admin@abialbum.test', password: 'Second@123' };
  const login = (body: { email: string; password: string }) => h.request('POST', `${API}/admin/login`, { body });
  const refresh = (refreshToken: string) => h.request('POST', `${API}/admin/refresh`, { body: { refreshToken } });
  const configure = (admin: { email: string; password: string }) => h.services.adminAccounts.ensureConfigured(admin.email, admin.password);
  const idOf = async (email: string) => (await h.services.admins.findByEmail(email))!._id.toString();

  it('retires the old admin: its login answers like a wrong password, its refresh token is refused; the new one signs in', async () => {
    const before = await adminSignIn(h);
    const wrongPassword = await login({ email: ADMIN.email, password: 'Wrong@123' });

    const retired = await configure(OTHER);

    expect(retired).toEqual([{ id: await idOf(ADMIN.email), email: ADMIN.email }]);
    const old = await login(ADMIN);
    expect(old.status).toBe(401);
    expect(old.body).toEqual(wrongPassword.body);
    expect(old.body).toEqual({ success: false, data: null, message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    const refused = await refresh(before.refreshToken);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('REFRESH_TOKEN_INVALID');

    const current = await login(OTHER);
    expect(current.status).toBe(200);
    expect(current.body.data).toMatchObject({ email: OTHER.email, role: 'admin' });
    expect((await h.request('GET', `${API}/admin/users`, { token: current.body.data.accessToken })).status).toBe(200);
    expect((await refresh(current.body.data.refreshToken)).status).toBe(200);
  });

  it('retires nothing more when started again with the same configuration', async () => {
    expect(await configure(OTHER)).toEqual([]);
    expect((await login(OTHER)).status).toBe(200);
    expect((await login(ADMIN)).status).toBe(401);
  });

  it('changed back, makes the earlier admin the admin again (with the configured password) and retires the other', async () => {
    const otherSession = (await login(OTHER)).body.data as { refreshToken: string };

    const retired = await configure({ email: ADMIN.email, password: 'Again@12345' });

    expect(retired).toEqual([{ id: await idOf(OTHER.email), email: OTHER.email }]);
    expect((await login(ADMIN)).status).toBe(401);
    const back = await login({ email: ADMIN.email, password: 'Again@12345' });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ email: ADMIN.email, role: 'admin' });
    expect((await login(OTHER)).status).toBe(401);
    expect((await refresh(otherSession.refreshToken)).status).toBe(401);

    await configure(ADMIN);
    expect((await login(ADMIN)).status).toBe(200);
  });

  it('does not revive the sign-ins the earlier admin had before it was retired', async () => {
    const before = await adminSignIn(h);
    await configure(OTHER);
    await configure(ADMIN);

    const res = await refresh(before.refreshToken);

    expect(res.status).toBe(401);
    expect(res.body.code).toBe('REFRESH_TOKEN_INVALID');
    expect((await login(ADMIN)).status).toBe(200);
  });

  it('refuses the refresh of a retired admin even if a stop came before its tokens were revoked', async () => {
    const before = await adminSignIn(h);
    await h.services.admins.retireAllBut(OTHER.email);

    const res = await refresh(before.refreshToken);

    expect(res.status).toBe(401);
    expect(res.body.code).toBe('REFRESH_TOKEN_INVALID');
    await configure(ADMIN);
  });

  it('retires admin records stored before admins could retire', async () => {
    const legacy = { email: 'legacy.admin@abialbum.test', password: 'Legacy@123' };
    const now = new Date();
    await h.services.admins.model.collection.insertOne({
      email: legacy.email,
      passwordHash: await hashPassword(legacy.password),
      createdAt: now,
      updatedAt: now,
    });
    expect((await login(legacy)).status).toBe(200);

    const retired = await configure(ADMIN);

    expect(retired).toEqual([{ id: await idOf(legacy.email), email: legacy.email }]);
    expect((await login(legacy)).status).toBe(401);
    expect((await login(ADMIN)).status).toBe(200);
  });
});
