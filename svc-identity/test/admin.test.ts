import { ADMIN, API, adminToken, signUp, startIdentity, type Harness } from './support/harness';

describe('admin', () => {
  let h: Harness;
  let admin: string;
  beforeAll(async () => {
    h = await startIdentity();
    admin = await adminToken(h);
  });
  afterAll(() => h.close());

  const asAdmin = (method: string, path: string, body?: unknown) => h.request(method, `${API}/admin${path}`, { token: admin, body });

  describe('login', () => {
    it('answers the admin session', async () => {
      const res = await h.request('POST', `${API}/admin/login`, { body: { email: ' Admin@AbiAlbum.test ', password: ADMIN.password } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Admin login successful' });
      expect(res.body.data).toEqual({
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        email: ADMIN.email,
        role: 'admin',
        expiresIn: 900,
      });
    });

    it('refuses a wrong password with 401', async () => {
      const res = await h.request('POST', `${API}/admin/login`, { body: { email: ADMIN.email, password: 'Wrong@123' } });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid email or password');
    });

    it('asks for both fields with "Please fill in all fields"', async () => {
      for (const body of [{}, { email: ADMIN.email }, { email: '', password: 'x' }]) {
        const res = await h.request('POST', `${API}/admin/login`, { body });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Please fill in all fields');
      }
    });

    it('does not let a user account sign in as admin', async () => {
      const user = await signUp(h);
      const res = await h.request('POST', `${API}/admin/login`, { body: { email: user.email, password: user.password } });
      expect(res.status).toBe(401);
    });

    it('follows the configured password when it changes', async () => {
      await h.services.adminAccounts.ensureConfigured(ADMIN.email, 'Changed@999');
      const old = await h.request('POST', `${API}/admin/login`, { body: ADMIN });
      expect(old.status).toBe(401);
      await h.services.adminAccounts.ensureConfigured(ADMIN.email, ADMIN.password);
      expect((await h.request('POST', `${API}/admin/login`, { body: ADMIN })).status).toBe(200);
    });

    it('logs out', async () => {
      const res = await asAdmin('POST', '/logout');
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Logged out successfully');
    });
  });

  describe('permissions', () => {
    // Every row has three cells: jest would take a missing one for a `done` callback.
    const routes: [string, string, unknown][] = [
      ['GET', '/users', undefined],
      ['PUT', '/users/000000000000000000000000/block', { isBlocked: true }],
      ['PUT', '/users/000000000000000000000000/toggle-album-modal', { showcreateAlbumModal: true }],
      ['POST', '/logout', undefined],
    ];

    it.each(routes)('%s %s answers 401 without a token and 403 with a user token', async (method, path, body) => {
      const user = await signUp(h);
      const anonymous = await h.request(method, `${API}/admin${path}`, { body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ success: false, data: null });
      const asUser = await h.request(method, `${API}/admin${path}`, { token: user.accessToken, body });
      expect(asUser.status).toBe(403);
      expect(asUser.body.message).toBe('Access denied. You do not have permission to perform this action.');
    });

    it('does not accept an admin token for the user routes', async () => {
      expect((await h.request('GET', `${API}/users/profile`, { token: admin })).status).toBe(403);
    });
  });

  describe('users list', () => {
    let h2: Harness;
    let token: string;
    beforeAll(async () => {
      h2 = await startIdentity();
      token = await adminToken(h2);
      for (let i = 1; i <= 12; i++) {
        await signUp(h2, { name: `Member ${String(i).padStart(2, '0')}`, email: `member${i}@example.test`, phone: `55501000${String(i).padStart(2, '0')}` });
      }
      await signUp(h2, { name: 'Zoë (Admin?) Smith', email: 'zoe@special.test' });
    });
    afterAll(() => h2.close());

    const list = (query = '') => h2.request('GET', `${API}/admin/users${query}`, { token });

    it('pages by 10, newest first, with the pagination object', async () => {
      const first = await list();
      expect(first.status).toBe(200);
      expect(first.body.data.users).toHaveLength(10);
      expect(first.body.data.users[0].name).toBe('Zoë (Admin?) Smith');
      expect(first.body.data.users[1].name).toBe('Member 12');
      expect(first.body.data.pagination).toEqual({ currentPage: 1, totalPages: 2, hasPreviousPage: false, hasNextPage: true, totalItems: 13 });
      const second = await list('?page=2');
      expect(second.body.data.users.map((u: { name: string }) => u.name)).toEqual(['Member 03', 'Member 02', 'Member 01']);
      expect(second.body.data.pagination).toMatchObject({ currentPage: 2, hasPreviousPage: true, hasNextPage: false });
    });

    it('shows the admin fields of each user', async () => {
      const res = await list('?search=member1%40');
      expect(res.body.data.users).toEqual([
        {
          id: expect.any(String),
          name: 'Member 01',
          email: 'member1@example.test',
          phone: '5550100001',
          profileImage: null,
          city: null,
          state: null,
          country: null,
          showcreateAlbumModal: true,
          createdAt: expect.any(String),
          emailVerified: false,
          isBlocked: false,
          _count: { albumsOwned: 0 },
        },
      ]);
    });

    it('honours limit up to 100 and falls back on nonsense page values', async () => {
      expect((await list('?limit=5')).body.data.users).toHaveLength(5);
      expect((await list('?limit=1000')).body.data.users).toHaveLength(10);
      const nonsense = await list('?page=abc&limit=-4');
      expect(nonsense.status).toBe(200);
      expect(nonsense.body.data.pagination.currentPage).toBe(1);
    });

    it('searches name, email and phone, case-insensitively', async () => {
      const names = async (search: string) =>
        ((await list(`?search=${encodeURIComponent(search)}`)).body.data.users as { name: string }[]).map((u) => u.name);
      expect(await names('MEMBER 1')).toEqual(['Member 12', 'Member 11', 'Member 10']);
      expect(await names('special.test')).toEqual(['Zoë (Admin?) Smith']);
      expect(await names('5550100007')).toEqual(['Member 07']);
      expect(await names('555-010-0007')).toEqual(['Member 07']);
    });

    it('treats regex characters in a search as plain text', async () => {
      const res = await list(`?search=${encodeURIComponent('(Admin?)')}`);
      expect(res.body.data.users.map((u: { name: string }) => u.name)).toEqual(['Zoë (Admin?) Smith']);
      const star = await list(`?search=${encodeURIComponent('.*')}`);
      expect(star.status).toBe(200);
      expect(star.body.data.users).toHaveLength(0);
    });
  });

  describe('block and album modal', () => {
    it('blocks and unblocks a user with the SPEC messages', async () => {
      const user = await signUp(h);
      const blocked = await asAdmin('PUT', `/users/${user.id}/block`, { isBlocked: true });
      expect(blocked.status).toBe(200);
      expect(blocked.body.message).toBe('User blocked successfully');
      expect(blocked.body.data.user).toMatchObject({ id: user.id, isBlocked: true });
      const unblocked = await asAdmin('PUT', `/users/${user.id}/block`, { isBlocked: false });
      expect(unblocked.body.message).toBe('User unblocked successfully');
      expect(unblocked.body.data.user.isBlocked).toBe(false);
    });

    it('stops a blocked user’s existing token at once, and lets it work again after unblocking', async () => {
      const user = await signUp(h);
      expect((await h.request('GET', `${API}/users/profile`, { token: user.accessToken })).status).toBe(200);
      await asAdmin('PUT', `/users/${user.id}/block`, { isBlocked: true });
      const refused = await h.request('GET', `${API}/users/profile`, { token: user.accessToken });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: 'USER_BLOCKED', message: 'Your account has been blocked. Please contact support.' });
      await asAdmin('PUT', `/users/${user.id}/block`, { isBlocked: false });
      expect((await h.request('GET', `${API}/users/profile`, { token: user.accessToken })).status).toBe(200);
    });

    it('blocking ends the user’s sign-ins: their refresh token no longer works', async () => {
      const user = await signUp(h);
      await asAdmin('PUT', `/users/${user.id}/block`, { isBlocked: true });
      await asAdmin('PUT', `/users/${user.id}/block`, { isBlocked: false });
      expect((await h.request('POST', `${API}/user/refresh`, { body: { refreshToken: user.refreshToken } })).status).toBe(401);
    });

    it('toggles the create-album modal flag', async () => {
      const user = await signUp(h);
      const off = await asAdmin('PUT', `/users/${user.id}/toggle-album-modal`, { showcreateAlbumModal: false });
      expect(off.status).toBe(200);
      expect(off.body.message).toBe('Create album modal disabled successfully');
      expect(off.body.data.user.showcreateAlbumModal).toBe(false);
      const on = await asAdmin('PUT', `/users/${user.id}/toggle-album-modal`, { showcreateAlbumModal: true });
      expect(on.body.message).toBe('Create album modal enabled successfully');
      const profile = await h.request('GET', `${API}/users/profile`, { token: user.accessToken });
      expect(profile.body.data.user.showcreateAlbumModal).toBe(true);
    });

    it('answers 404 for an unknown or malformed id, never 500', async () => {
      for (const id of ['000000000000000000000000', 'not-an-id', '%24where']) {
        const res = await asAdmin('PUT', `/users/${id}/block`, { isBlocked: true });
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ success: false, message: 'User not found' });
      }
    });

    it('validates the flags', async () => {
      const user = await signUp(h);
      const res = await asAdmin('PUT', `/users/${user.id}/block`, { isBlocked: 'yes' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ isBlocked: 'isBlocked must be true or false' });
      const modal = await asAdmin('PUT', `/users/${user.id}/toggle-album-modal`, {});
      expect(modal.body.errors).toEqual({ showcreateAlbumModal: 'showcreateAlbumModal must be true or false' });
    });
  });
});
