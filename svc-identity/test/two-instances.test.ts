import { spawnService, testAmqpUrl, testMongoUrl, eventually } from '@abialbum/service-kit/testing';
import { adminToken, API, aSignup, signUp, startIdentity, TEST_INTERNAL_TOKEN, type Harness } from './support/harness';

describe('two identity instances on one database', () => {
  let h: Harness;
  let other: Awaited<ReturnType<typeof spawnService>>;
  // No slowing down before the lock: the ten are all tried, each counted once.
  const limits = { slowAfter: 10, lockAfter: 10 };

  beforeAll(async () => {
    h = await startIdentity({ attemptLimits: limits });
    other = await spawnService('svc-identity/src/index.ts', {
      MONGO_URL: testMongoUrl(),
      MONGO_DB: h.dbName,
      AMQP_URL: testAmqpUrl(),
      INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
      SIGN_IN_SLOW_AFTER: String(limits.slowAfter),
      SIGN_IN_LOCK_AFTER: String(limits.lockAfter),
    });
    await eventually(async () => (await other.waitFor('/ready')).status === 200, 20_000, 200);
  }, 60_000);
  afterAll(async () => {
    await other.stop();
    await h.close();
  });

  it('locks an account at the tenth wrong password when ten are sent at once, five to each instance', async () => {
    const user = await signUp(h);
    const login = (base: string, password: string) =>
      fetch(`${base}${API}/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify({ loginType: 'email', email: user.email, password }),
      });
    const wrong = await Promise.all(Array.from({ length: 10 }, (_, i) => login(i % 2 ? other.url : h.url, 'Wrong@123')));
    expect(wrong.map((res) => res.status)).toEqual(Array.from({ length: 10 }, () => 401));
    for (const base of [h.url, other.url]) {
      const locked = await login(base, user.password);
      expect(locked.status).toBe(429);
      expect(((await locked.json()) as { message: string }).message).toBe('Too many failed sign-ins. This account is locked for 15 minutes.');
    }
  }, 60_000);

  it('lists a user who signed up through the other instance in the admin’s search within a second', async () => {
    const body = aSignup({ name: 'Zelda Instance' });
    const made = await fetch(`${other.url}${API}/users/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(made.status).toBe(201);
    const token = await adminToken(h);
    await eventually(
      async () => {
        const found = await h.request('GET', `${API}/admin/users?page=1&limit=10&search=zelda`, { token });
        return found.status === 200 && (found.body.data.users as Array<{ email: string }>).some((user) => user.email === body.email);
      },
      1_000,
      50,
    );
  }, 30_000);
});
