import { API, adminToken, signUp, startIdentity, type Harness } from './support/harness';

describe('login', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startIdentity();
  });
  afterAll(() => h.close());

  const login = (body: unknown) => h.request('POST', `${API}/users/login`, { body });

  it('signs in by email, whatever its case, with fresh tokens', async () => {
    const user = await signUp(h);
    const res = await login({ loginType: 'email', email: user.email.toUpperCase(), password: user.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Login successful! Welcome back!' });
    expect(res.body.data).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 900,
    });
    expect(res.body.data.refreshToken).not.toBe(user.refreshToken);
  });

  it('signs in by phone written in any format', async () => {
    const user = await signUp(h, { phone: '555-010-0300' });
    const res = await login({ loginType: 'phone', phone: '(555) 010 0300', password: user.password });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(user.id);
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const user = await signUp(h);
    const wrong = await login({ loginType: 'email', email: user.email, password: 'Wrong@123' });
    const unknown = await login({ loginType: 'email', email: 'nobody@example.test', password: 'Wrong@123' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, data: null, message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('answers 401 "Invalid phone number or password" for a phone sign-in', async () => {
    const res = await login({ loginType: 'phone', phone: '5550109999', password: 'Wrong@123' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid phone number or password');
  });

  it('refuses a blocked user with 403 USER_BLOCKED, and lets them in once unblocked', async () => {
    const user = await signUp(h);
    const admin = await adminToken(h);
    await h.request('PUT', `${API}/admin/users/${user.id}/block`, { token: admin, body: { isBlocked: true } });
    const refused = await login({ loginType: 'email', email: user.email, password: user.password });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'USER_BLOCKED', message: 'Your account has been blocked. Please contact support.' });

    await h.request('PUT', `${API}/admin/users/${user.id}/block`, { token: admin, body: { isBlocked: false } });
    expect((await login({ loginType: 'email', email: user.email, password: user.password })).status).toBe(200);
  });

  it('does not tell a stranger that an account is blocked', async () => {
    const user = await signUp(h);
    await h.services.adminAccounts.setBlocked(user.id, true);
    const res = await login({ loginType: 'email', email: user.email, password: 'Wrong@123' });
    expect(res.status).toBe(401);
  });

  it.each([
    ['email', { loginType: 'email', password: 'Secret@123' }, 'Email is required'],
    ['email', { loginType: 'email', email: 'nope', password: 'Secret@123' }, 'Please enter a valid email address'],
    ['phone', { loginType: 'phone', password: 'Secret@123' }, 'Phone number is required'],
    ['phone', { loginType: 'phone', phone: '123-456', password: 'Secret@123' }, 'Please enter a valid phone number (10-15 digits)'],
    ['password', { loginType: 'email', email: 'a@b.co' }, 'Password is required'],
    ['password', { loginType: 'email', email: 'a@b.co', password: '' }, 'Password is required'],
    ['password', { loginType: 'email', email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters long'],
  ])('rejects a bad %s with the SPEC message: %j', async (field, body, message) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('requires a loginType of email or phone', async () => {
    const res = await login({ loginType: 'username', email: 'a@b.co', password: 'Secret@123' });
    expect(res.status).toBe(400);
    expect(res.body.errors.loginType).toBe('loginType must be email or phone');
  });

  it('signs in even when the client still sends a stale token', async () => {
    const user = await signUp(h);
    const res = await h.request('POST', `${API}/users/login`, {
      token: 'stale.token.value',
      body: { loginType: 'email', email: user.email, password: user.password },
    });
    expect(res.status).toBe(200);
  });
});
