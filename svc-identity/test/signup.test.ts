import { API, aSignup, signUp, startIdentity, type Harness } from './support/harness';

const WEAK = 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

describe('signup', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startIdentity();
  });
  afterAll(() => h.close());

  const signup = (body: unknown) => h.request('POST', `${API}/users/signup`, { body });

  it('creates an account and answers the tokens with 201', async () => {
    const body = aSignup({ email: 'Grace.Hopper@Example.TEST', city: '  Paris ', country: '' });
    const res = await signup(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Account created successfully! Welcome to AbiAlbum!' });
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      name: 'Ada Lovelace',
      email: 'grace.hopper@example.test',
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 900,
    });
    const profile = await h.request('GET', `${API}/users/profile`, { token: res.body.data.accessToken });
    expect(profile.body.data.user).toMatchObject({ email: 'grace.hopper@example.test', city: 'Paris', country: null, phone: null });
  });

  it('stores an argon2id hash, never the password', async () => {
    const { id, password } = await signUp(h);
    const stored = await h.services.users.model.findById(id).lean();
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain(password);
  });

  it('stores a phone as digits', async () => {
    const { id } = await signUp(h, { phone: '+1 (555) 010-0199' });
    expect((await h.services.users.findById(id))?.phone).toBe('15550100199');
  });

  it.each([
    ['name', 'missing', { name: undefined }, 'Name is required'],
    ['name', 'blank', { name: '   ' }, 'Name is required'],
    ['name', 'one character', { name: 'A' }, 'Name must be at least 2 characters long'],
    ['name', '101 characters', { name: 'x'.repeat(101) }, 'Name must be less than 100 characters'],
    ['email', 'missing', { email: undefined }, 'Email is required'],
    ['email', 'without @', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['password', 'missing', { password: undefined }, 'Password is required'],
    ['password', 'too short', { password: 'Ab@1' }, 'Password must be at least 6 characters long'],
    ['password', 'without an uppercase', { password: 'abcdef1@' }, WEAK],
    ['password', 'without a special character', { password: 'Abcdef12' }, WEAK],
    ['password', 'with a space', { password: 'Abc def1@' }, WEAK],
    ['phone', 'of 5 digits', { phone: '12345' }, 'Please enter a valid phone number (10-15 digits)'],
  ])('rejects a %s %s with the SPEC message', async (field, _case, override, message) => {
    const res = await signup(aSignup(override));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, data: null, code: 'VALIDATION_ERROR' });
    expect(res.body.errors[field]).toBe(message);
  });

  it('lists every bad field at once', async () => {
    const res = await signup({});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: 'Name is required', email: 'Email is required', password: 'Password is required' });
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const { email } = await signUp(h);
    const res = await signup(aSignup({ email: email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      message: 'An account with this email already exists',
      errors: { email: 'An account with this email already exists' },
    });
  });

  it('answers 409 for a phone number already registered', async () => {
    await signUp(h, { phone: '555 010 0200' });
    const res = await signup(aSignup({ phone: '5550100200' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this phone number already exists');
  });

  it('refuses unknown fields such as a confirmPassword or a role', async () => {
    const res = await signup(aSignup({ role: 'admin', confirmPassword: 'Secret@123' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ role: 'Unknown field: role', confirmPassword: 'Unknown field: confirmPassword' });
  });

  it('refuses a profile image that is not a URL', async () => {
    const res = await signup(aSignup({ profileImage: 'javascript:alert(1)' }));
    expect(res.status).toBe(400);
    expect(res.body.errors.profileImage).toBe('Profile image must be a URL');
  });

  it('answers 400, not 500, for wrong types', async () => {
    const res = await signup({ name: 42, email: ['a@b.c'], password: { $gt: '' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'name', 'password']);
  });
});
