import { ADMIN, API, aSignup, signUp, startIdentity, type Harness } from './support/harness';

describe('bad input never answers 500', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startIdentity();
  });
  afterAll(() => h.close());

  it('answers 400 for malformed JSON', async () => {
    const res = await h.request('POST', `${API}/users/login`, { raw: '{"loginType":"email",' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, data: null, message: 'Malformed JSON body', code: 'MALFORMED_BODY' });
  });

  it('answers 400 for JSON that is not an object', async () => {
    for (const raw of ['[]', '"text"', 'null', '42']) {
      const res = await h.request('POST', `${API}/users/signup`, { raw });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it('answers 413 for an oversized body', async () => {
    const res = await h.request('POST', `${API}/users/signup`, { body: { name: 'x'.repeat(64 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, data: null, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 400 for unknown fields', async () => {
    const res = await h.request('POST', `${API}/users/login`, { body: { loginType: 'email', email: 'a@b.co', password: 'Secret@1', admin: true } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ admin: 'Unknown field: admin' });
  });

  it('answers 400 for operator objects where strings belong', async () => {
    const res = await h.request('POST', `${API}/users/login`, { body: { loginType: 'email', email: { $ne: null }, password: { $ne: null } } });
    expect(res.status).toBe(400);
  });

  it('treats a body sent as text as missing fields, not as a crash', async () => {
    const res = await h.request('POST', `${API}/users/signup`, { raw: 'name=x', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('refuses a NUL character in text it would store or look up with 400 (found by the API fuzzing)', async () => {
    const user = await signUp(h);
    const profile = await h.request('PUT', `${API}/users/profile`, { token: user.accessToken, body: { name: 'Yg', country: '\u0000x' } });
    expect(profile.status).toBe(400);
    expect(profile.body.errors).toEqual({ country: 'Text contains a character that is not allowed' });
    for (const body of [aSignup({ name: 'Ada\u0000' }), aSignup({ city: '\u0000' }), aSignup({ profileImage: 'https://a.test/\u0000' })]) {
      expect((await h.request('POST', `${API}/users/signup`, { body })).status).toBe(400);
    }
    const login = await h.request('POST', `${API}/users/login`, { body: { loginType: 'email', email: 'a\u0000@b.co', password: 'Secret@1' } });
    expect(login.status).toBe(400);
  });

  it('answers the 404 envelope for unknown routes and 405 for wrong methods', async () => {
    const unknown = await h.request('GET', `${API}/users/nowhere`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(false);
    const wrong = await h.request('DELETE', `${API}/users/profile`);
    expect(wrong.status).toBe(405);
  });

  it('reports readiness of the database and the broker', async () => {
    const res = await h.request('GET', '/ready');
    expect(res.status).toBe(200);
    expect(res.body.data.checks).toEqual({ database: true, broker: true });
  });
});

describe('fair limits on signing in and up (issue 15)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startIdentity({ attemptLimits: { slowAfter: 2, lockAfter: 4, lockMs: 60_000, failuresPerAddress: 8, signupsPerAddress: 60 } });
  });
  afterAll(() => h.close());

  const login = (email: string, password: string, address = '198.51.100.1') =>
    h.request('POST', `${API}/users/login`, { headers: { 'x-forwarded-for': address }, body: { loginType: 'email', email, password } });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("slows an account down after failed sign-ins in a row, then locks it, saying for how long; other accounts are not slowed", async () => {
    const user = await signUp(h);
    const other = await signUp(h);
    for (let i = 0; i < 2; i++) expect((await login(user.email, 'Wrong@123')).status).toBe(401);
    const slowed = await login(user.email, user.password);
    expect([slowed.status, slowed.body.message, slowed.body.code]).toEqual([429, 'Too many failed sign-ins. Please wait 1 second and try again.', 'TOO_MANY_FAILED_SIGN_INS']);
    expect(slowed.headers.get('retry-after')).toBe('1');
    // (The waits are counted from the last failure: 1 s after the second, 2 s after the third.)
    expect((await login(other.email, other.password)).status).toBe(200);

    await sleep(1_100);
    expect((await login(user.email, 'Wrong@123')).status).toBe(401);
    expect((await login(user.email, user.password)).body.message).toBe('Too many failed sign-ins. Please wait 2 seconds and try again.');
    await sleep(2_100);
    expect((await login(user.email, 'Wrong@123')).status).toBe(401);
    const locked = await login(user.email, user.password, '203.0.113.50');
    expect([locked.status, locked.body.message]).toEqual([429, 'Too many failed sign-ins. This account is locked for 1 minute.']);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(50);
  });

  it('forgets the streak once the right password comes', async () => {
    const user = await signUp(h);
    expect((await login(user.email, 'Wrong@123')).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(200);
    expect((await login(user.email, 'Wrong@123')).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('counts failures per address across accounts, and never successes: a failing account behind a noisy address is stopped, others still sign in', async () => {
    const address = '192.0.2.77';
    const user = await signUp(h);
    for (let i = 0; i < 20; i++) expect((await login(user.email, user.password, address)).status).toBe(200);
    for (let i = 0; i < 8; i++) expect((await login(`nobody${i}@example.com`, 'Wrong@123', address)).status).toBe(401);
    // nobody0 failed once already: its next try from this address is stopped.
    const refused = await login('nobody0@example.com', 'Wrong@123', address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many failed sign-ins from your network\. Please try again in \d+ (?:seconds?|minutes?)\.$/);
    expect((await login('nobody0@example.com', 'Wrong@123', '192.0.2.78')).status).toBe(401);
    // Someone with no failures signs in from the noisy address (a class behind one address).
    expect((await login(user.email, user.password, address)).status).toBe(200);
  });

  it('counts guesses sent all at once as they come: no more pass than a streak allows', async () => {
    // The first guesses at an account nobody tried yet: its counter is made by one of them, never a 500.
    const fresh = await Promise.all(Array.from({ length: 6 }, () => login('nobody.at.all@example.com', 'Wrong@123', '198.51.100.21').then((res) => res.status)));
    expect(fresh.every((status) => status === 401 || status === 429)).toBe(true);
    const user = await signUp(h);
    const statuses = await Promise.all(Array.from({ length: 10 }, () => login(user.email, 'Wrong@123', '198.51.100.20').then((res) => res.status)));
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(8);
  });

  it('lets 50 people behind one address sign up and sign in within a minute', async () => {
    const address = '192.0.2.200';
    const people = [];
    for (let i = 0; i < 50; i++) {
      const body = aSignup();
      const res = await h.request('POST', `${API}/users/signup`, { headers: { 'x-forwarded-for': address }, body });
      expect(res.status).toBe(201);
      people.push(body);
    }
    for (const person of people) expect((await login(person.email as string, person.password as string, address)).status).toBe(200);
  });

  it('limits sign-ups per address, saying so', async () => {
    const limited = await startIdentity({ sameDatabaseAs: h, attemptLimits: { signupsPerAddress: 2 } });
    try {
      const signup = () => limited.request('POST', `${API}/users/signup`, { headers: { 'x-forwarded-for': '192.0.2.9' }, body: aSignup() });
      expect([(await signup()).status, (await signup()).status]).toEqual([201, 201]);
      const refused = await signup();
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many sign-ups from your network\. Please try again in \d+ (?:seconds?|minutes?)\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('keeps the counts where every instance reads them: a second instance sees the first one\'s failures', async () => {
    const second = await startIdentity({ sameDatabaseAs: h, attemptLimits: { slowAfter: 2, lockAfter: 4, lockMs: 60_000 } });
    try {
      const user = await signUp(h);
      for (let i = 0; i < 2; i++) expect((await login(user.email, 'Wrong@123')).status).toBe(401);
      const elsewhere = await second.request('POST', `${API}/users/login`, { headers: { 'x-forwarded-for': '198.51.100.3' }, body: { loginType: 'email', email: user.email, password: user.password } });
      expect(elsewhere.status).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('counts the admin sign-in the same way', async () => {
    const admin = (password: string) => h.request('POST', `${API}/admin/login`, { headers: { 'x-forwarded-for': '198.51.100.9' }, body: { email: ADMIN.email, password } });
    for (let i = 0; i < 2; i++) expect((await admin('Wrong@12345')).status).toBe(401);
    expect((await admin(ADMIN.password)).status).toBe(429);
  });
});

describe('rate limiting of the refresh endpoints (per process)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startIdentity({ rateLimitMax: 3 });
  });
  afterAll(() => h.close());

  it('answers 429 past the allowed refreshes per minute, each route on its own count, with Retry-After', async () => {
    const user = await signUp(h);
    for (const route of ['user/refresh', 'admin/refresh']) {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<Harness['request']>> | undefined;
      for (let i = 0; i < 4; i++) {
        last = await h.request('POST', `${API}/${route}`, { body: { refreshToken: 'y'.repeat(43) } });
        statuses.push(last.status);
      }
      expect(statuses[3]).toBe(429);
      expect(last?.body).toEqual({ success: false, data: null, message: 'Too many attempts. Please try again later.', code: 'TOO_MANY_REQUESTS' });
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Signed-in reads are not limited.
    for (let i = 0; i < 5; i++) expect((await h.request('GET', `${API}/users/profile`, { token: user.accessToken })).status).toBe(200);
  });
});


describe('attempts counted at once', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startIdentity();
  });
  afterAll(() => h.close());

  it('signs up several people from one address at the same moment without a 500', async () => {
    // The first attempts of a window race to create its counter (found by the authorisation matrix's set-up):
    // every address below starts a window, with four sign-ups at once.
    const addresses = Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 1}`);
    const answers = await Promise.all(
      addresses.flatMap((address) =>
        Array.from({ length: 4 }, () => h.request('POST', `${API}/users/signup`, { headers: { 'x-forwarded-for': address }, body: aSignup() })),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(40).fill(201));
  });
});
