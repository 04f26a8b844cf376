import { type TestGateway, startGatewayWithEchoes } from './support/gateway';

const A = '/api/v1/abialbum';
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGatewayWithEchoes({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
});
afterAll(() => gateway.close());

const post = (path: string) =>
  fetch(gateway.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

describe('rate limit of sign-in calls per client', () => {
  it('answers 429 with Retry-After once a client has used its logins for the minute', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post(`${A}/users/login`)).status).toBe(200);
    const limited = await post(`${A}/users/login`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({
      success: false,
      data: null,
      message: 'Too many attempts. Please try again later.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(gateway.upstreams.identity.seen.filter((r) => r.url === `${A}/users/login`)).toHaveLength(3);
  });

  it.each([`${A}/users/signup`, `${A}/admin/login`, `${A}/user/refresh`, `${A}/admin/refresh`, `${A}/userprofile/share/k1`])('limits %s the same way', async (path) => {
    for (let i = 0; i < 3; i += 1) expect((await post(path)).status).toBe(200);
    expect((await post(path)).status).toBe(429);
  });

  it('leaves other calls alone', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await fetch(`${gateway.url}${A}/users/profile`)).status).toBe(200);
    }
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  it('counts per client address the proxy appended, not per address a client claims', async () => {
    const behind = await startGatewayWithEchoes({ RATE_LIMIT_AUTH_PER_MINUTE: '2', TRUST_PROXY: 'true' });
    try {
      const login = (forwardedFor: string) =>
        fetch(`${behind.url}${A}/users/login`, { method: 'POST', headers: { 'x-forwarded-for': forwardedFor }, body: '{}' });
      expect((await login('1.1.1.1, 10.0.0.1')).status).toBe(200);
      expect((await login('2.2.2.2, 10.0.0.1')).status).toBe(200);
      // Same real client (10.0.0.1) whatever it puts in front: limited.
      expect((await login('3.3.3.3, 10.0.0.1')).status).toBe(429);
      expect((await login('10.0.0.2')).status).toBe(200);
    } finally {
      await behind.close();
    }
  });
});
