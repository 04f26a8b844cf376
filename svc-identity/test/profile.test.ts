import { API, signUp, startIdentity, type Harness } from './support/harness';

describe('current user profile', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startIdentity();
  });
  afterAll(() => h.close());

  it('answers the signed-in user without secrets', async () => {
    const user = await signUp(h, { city: 'Lyon', state: 'Rhone', country: 'France', profileImage: '/api/v1/files/avatars/a.png' });
    const res = await h.request('GET', `${API}/users/profile`, { token: user.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      phone: null,
      profileImage: '/api/v1/files/avatars/a.png',
      city: 'Lyon',
      state: 'Rhone',
      country: 'France',
      showcreateAlbumModal: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      emailVerified: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|outbox/i);
  });

  it('needs a token', async () => {
    const res = await h.request('GET', `${API}/users/profile`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, data: null, code: 'UNAUTHORIZED' });
  });

  it('updates the given fields and clears a place sent empty', async () => {
    const user = await signUp(h, { city: 'Lyon', country: 'France' });
    const res = await h.request('PUT', `${API}/users/profile`, {
      token: user.accessToken,
      body: { name: '  Ada King ', phone: '+44 20 7946 0958', city: '', profileImage: 'https://cdn.example.test/a.webp' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(res.body.data.user).toMatchObject({
      name: 'Ada King',
      phone: '442079460958',
      city: null,
      country: 'France',
      profileImage: 'https://cdn.example.test/a.webp',
    });
    const again = await h.request('GET', `${API}/users/profile`, { token: user.accessToken });
    expect(again.body.data.user).toEqual(res.body.data.user);
  });

  it('removes a phone sent as null or empty, so that another account may use it', async () => {
    const first = await signUp(h, { phone: '5550100400' });
    const cleared = await h.request('PUT', `${API}/users/profile`, { token: first.accessToken, body: { phone: null } });
    expect(cleared.body.data.user.phone).toBeNull();
    await h.request('PUT', `${API}/users/profile`, { token: first.accessToken, body: { phone: '5550100401' } });
    const emptied = await h.request('PUT', `${API}/users/profile`, { token: first.accessToken, body: { phone: '', profileImage: '' } });
    expect(emptied.body.data.user).toMatchObject({ phone: null, profileImage: null });
    const second = await signUp(h);
    const res = await h.request('PUT', `${API}/users/profile`, { token: second.accessToken, body: { phone: '555-010-0400' } });
    expect(res.status).toBe(200);
  });

  it('answers 409 for a phone that belongs to someone else', async () => {
    await signUp(h, { phone: '5550100500' });
    const other = await signUp(h);
    const res = await h.request('PUT', `${API}/users/profile`, { token: other.accessToken, body: { phone: '5550100500' } });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ phone: 'An account with this phone number already exists' });
  });

  it('validates with the SPEC messages and refuses fields that are not the user’s to change', async () => {
    const user = await signUp(h);
    const bad = await h.request('PUT', `${API}/users/profile`, { token: user.accessToken, body: { name: 'A', phone: '12' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ name: 'Name must be at least 2 characters long', phone: 'Please enter a valid phone number (10-15 digits)' });
    const sneaky = await h.request('PUT', `${API}/users/profile`, { token: user.accessToken, body: { email: 'x@y.zz', isBlocked: false } });
    expect(sneaky.status).toBe(400);
    expect(sneaky.body.errors).toEqual({ email: 'Unknown field: email', isBlocked: 'Unknown field: isBlocked' });
  });

  it('increases the revision with each change, and not for a change to nothing', async () => {
    const user = await signUp(h);
    await h.request('PUT', `${API}/users/profile`, { token: user.accessToken, body: { city: 'Rome' } });
    await h.request('PUT', `${API}/users/profile`, { token: user.accessToken, body: { city: 'Rome' } });
    expect((await h.services.users.findById(user.id))?.revision).toBe(2);
  });

  it('keeps every one of several simultaneous changes to a user, each with its own revision', async () => {
    const user = await signUp(h);
    const cities = ['Oslo', 'Rome', 'Lima', 'Kyiv', 'Pune', 'Baku', 'Doha', 'Bern', 'Riga', 'Lodz'];
    await Promise.all(cities.map((city) => h.services.users.update(user.id, { city }, 'user.updated')));
    const stored = await h.services.users.model.findById(user.id).lean();
    expect(stored?.revision).toBe(1 + cities.length);
    expect(stored?.outbox.length ?? 0).toBeLessThanOrEqual(1 + cities.length);
    expect(new Set(stored?.outbox.map((event) => (event.data as { revision: number }).revision)).size).toBe(stored?.outbox.length);
  });
});

describe('verify', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startIdentity();
  });
  afterAll(() => h.close());

  it('answers the user for a valid token and 401 otherwise', async () => {
    const user = await signUp(h);
    const res = await h.request('GET', `${API}/user/verify`, { token: user.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: user.id, email: user.email });
    expect((await h.request('GET', `${API}/user/verify`)).status).toBe(401);
    expect((await h.request('GET', `${API}/user/verify`, { token: `${user.accessToken}x` })).status).toBe(401);
  });
});
