import { userEvents } from '@abialbum/contracts';
import { API, signUp, startIdentity, TEST_INTERNAL_TOKEN, type Harness } from './support/harness';

/** The export the other services repair their copies of users from (GET /internal/users on identity's own port). */
describe('identity exports its users to the services that keep copies', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startIdentity();
  });
  afterAll(() => h.close());

  const exported = async (token?: string) => {
    const res = await fetch(`${h.url}/internal/users`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const text = await res.text();
    const lines = text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
    return { status: res.status, text, items: lines.slice(0, -1), trailer: lines.at(-1) };
  };

  it('answers every user as their newest event tells them (never a password hash), then a counted trailer', async () => {
    const ada = await signUp(h, { name: 'Ada Lovelace' });
    const renamed = await h.request('PUT', `${API}/users/profile`, { token: ada.accessToken, body: { name: 'Ada King' } });
    expect(renamed.status).toBe(200);
    const grace = await signUp(h, { name: 'Grace Hopper' });

    const { status, text, items, trailer } = await exported(TEST_INTERNAL_TOKEN);
    expect(status).toBe(200);
    expect(trailer).toEqual({ end: true, count: items.length });
    const users = items.map((item) => userEvents['user.updated'].parse(item));
    expect(users.find((user) => user.userId === ada.id)).toMatchObject({ name: 'Ada King', email: ada.email, revision: 2, isBlocked: false });
    expect(users.find((user) => user.userId === grace.id)).toMatchObject({ name: 'Grace Hopper', revision: 1 });
    expect(text).not.toMatch(/password|hash/i);
  });

  it('is unknown to a caller without the platform token', async () => {
    expect((await exported()).status).toBe(404);
    expect((await exported('another-token-long-enough-to-be-one')).status).toBe(404);
  });
});
