import { messages } from '@abialbum/contracts';
import { API, signUp, startIdentity, TEST_PUBLIC_URL, type Harness } from './support/harness';
import { mailedIdentity } from './support/mailed-identity';
import { linkIn } from './support/mailpit';

const MINUTE = 60_000;

/** Forgot password through a real SMTP server (a Mailpit of the test's own). */
describe('forgot password', () => {
  const world = mailedIdentity(100);

  const forgot = (email: string) => world.h.request('POST', `${API}/users/password/forgot`, { body: { email } });
  const reset = (token: string, password: string) => world.h.request('POST', `${API}/users/password/reset`, { body: { token, password } });
  const login = (email: string, password: string) => world.h.request('POST', `${API}/users/login`, { body: { loginType: 'email', email, password } });
  const resetMail = (email: string, count = 1) => world.mailpit.waitForMails(email, 'Reset your AbiAlbum password', count);

  it('answers the same whether or not an account uses the address, in the same time class, and mails only the account', async () => {
    const user = await signUp(world.h);
    const unknown = `nobody.${Date.now()}@example.test`;
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await forgot(email);
      return { res, ms: performance.now() - started };
    };
    const known: number[] = [];
    const stranger: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = await timed(user.email);
      const b = await timed(unknown);
      expect(a.res.status).toBe(200);
      expect(b.res.body).toEqual(a.res.body);
      known.push(a.ms);
      stranger.push(b.ms);
    }
    expect((await forgot(user.email.toUpperCase())).body).toEqual({
      success: true,
      data: null,
      message: 'If an account uses this email address, we have sent it a link to set a new password.',
    });
    // Both answers do the same writes and wait for no mail server: neither is a class apart from the other.
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[2] ?? 0;
    const [fast, slow] = [median(known), median(stranger)].sort((x, y) => x - y) as [number, number];
    expect(slow).toBeLessThan(fast * 2 + 25);

    const mails = await resetMail(user.email, 6);
    expect(mails).toHaveLength(6);
    expect(linkIn(mails[0]!).page).toBe('/abialbum/reset-password');
    expect(mails[0]!.text).toContain(`${TEST_PUBLIC_URL}/abialbum/reset-password#token=`);
    expect(mails[0]!.text).toContain('within 30 minutes');
    expect(await world.mailpit.mailsTo(unknown)).toEqual([]);
  });

  it('sets a new password once with the link, ends every session of the account and says so', async () => {
    const user = await signUp(world.h);
    const other = await login(user.email, user.password);
    await forgot(user.email);
    const { token } = linkIn((await resetMail(user.email))[0]!);

    const res = await reset(token, 'Fresh@456');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: null,
      message: 'Your password has been changed. Every session of your account has been signed out: please sign in again.',
    });
    // Both sign-ins' refresh tokens are revoked.
    for (const refreshToken of [user.refreshToken, other.body.data.refreshToken as string]) {
      const refreshed = await world.h.request('POST', `${API}/user/refresh`, { body: { refreshToken } });
      expect(refreshed.status).toBe(401);
      expect(refreshed.body.code).toBe('REFRESH_TOKEN_INVALID');
    }
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, 'Fresh@456')).status).toBe(200);

    const again = await reset(token, 'Other@789');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      success: false,
      data: null,
      code: 'EMAIL_LINK_INVALID',
      message: 'This link has expired or has already been used. Please ask for a new one.',
    });
    expect((await login(user.email, 'Fresh@456')).status).toBe(200);
    const [notice] = await world.mailpit.waitForMails(user.email, 'Your password was changed');
    expect(notice?.text).toContain('every session was signed out');
  });

  it('refuses a link after 30 minutes', async () => {
    const user = await signUp(world.h);
    await forgot(user.email);
    const { token } = linkIn((await resetMail(user.email))[0]!);
    world.clockOffset = 31 * MINUTE;
    const res = await reset(token, 'Fresh@456');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('EMAIL_LINK_INVALID');
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('keeps the sign-up rules for the new password, and a refused one leaves the link usable', async () => {
    const user = await signUp(world.h);
    await forgot(user.email);
    const { token } = linkIn((await resetMail(user.email))[0]!);
    const weak = await reset(token, 'alllowercase1');
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual({ password: messages.passwordWeak });
    expect((await reset(token, 'Fresh@456')).status).toBe(200);
  });

  it('a newer link does not keep an older one alive: a new password ends every reset link of the account', async () => {
    const user = await signUp(world.h);
    await forgot(user.email);
    await forgot(user.email);
    const [first, second] = (await resetMail(user.email, 2)).map((mail) => linkIn(mail).token);
    expect((await reset(second!, 'Fresh@456')).status).toBe(200);
    expect((await reset(first!, 'Other@789')).status).toBe(400);
  });
});

describe('forgot password limits', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startIdentity({ mailLimits: { perAccount: 2, perAddress: 5, windowMs: 60 * MINUTE } });
  });
  afterAll(() => h.close());

  const forgot = (email: string, ip: string) => h.request('POST', `${API}/users/password/forgot`, { body: { email }, headers: { 'x-forwarded-for': ip } });

  it('limits the mails per address typed the same way whether or not an account uses it', async () => {
    const user = await signUp(h);
    const unknown = `nobody.${Date.now()}@example.test`;
    for (const email of [user.email, unknown]) {
      expect((await forgot(email, '203.0.113.1')).status).toBe(200);
      expect((await forgot(email, '203.0.113.1')).status).toBe(200);
    }
    const [known, stranger] = [await forgot(user.email, '203.0.113.1'), await forgot(unknown, '203.0.113.1')];
    expect(known.status).toBe(429);
    expect(stranger.body).toEqual(known.body);
    expect(known.body).toMatchObject({ code: 'TOO_MANY_EMAILS', message: expect.stringMatching(/^Too many emails asked for\. Please try again in \d+ minutes?\.$/) });
  });
});
