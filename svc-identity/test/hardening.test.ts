import { API, signUp, startIdentity, type Harness } from './support/harness';

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

describe('rate limiting of credential endpoints', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startIdentity({ rateLimitMax: 3 });
  });
  afterAll(() => h.close());

  const wrongLogin = () => h.request('POST', `${API}/users/login`, { body: { loginType: 'email', email: 'x@y.zz', password: 'Wrong@123' } });

  it('answers 429 after the allowed attempts per minute, with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await wrongLogin()).status).toBe(401);
    const limited = await wrongLogin();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, data: null, message: 'Too many attempts. Please try again later.', code: 'TOO_MANY_REQUESTS' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits signup, admin login and both refreshes too, each on its own count', async () => {
    const user = await signUp(h);
    const attempts = [
      () => h.request('POST', `${API}/users/signup`, { body: {} }),
      () => h.request('POST', `${API}/admin/login`, { body: {} }),
      () => h.request('POST', `${API}/user/refresh`, { body: { refreshToken: 'y'.repeat(43) } }),
      () => h.request('POST', `${API}/admin/refresh`, { body: { refreshToken: 'y'.repeat(43) } }),
    ];
    for (const attempt of attempts) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).status);
      expect(statuses[3]).toBe(429);
    }
    // Signed-in reads are not limited.
    for (let i = 0; i < 5; i++) expect((await h.request('GET', `${API}/users/profile`, { token: user.accessToken })).status).toBe(200);
  });

  it('counts per client address, as the gateway forwards it', async () => {
    const fromElsewhere = await h.request('POST', `${API}/users/login`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
      body: { loginType: 'email', email: 'x@y.zz', password: 'Wrong@123' },
    });
    expect(fromElsewhere.status).toBe(401);
  });
});
