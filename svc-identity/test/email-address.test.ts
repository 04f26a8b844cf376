import { API, signUp, TEST_PUBLIC_URL } from './support/harness';
import { mailedIdentity } from './support/mailed-identity';
import { linkIn } from './support/mailpit';

const MINUTE = 60_000;
const VERIFY = 'Verify your email address';
const CONFIRM_NEW = 'Confirm your new email address';

/** The address proved at sign-up, and a change of address, through a real SMTP server (a Mailpit of the test's own). */
describe('email address', () => {
  const world = mailedIdentity(2);

  const verify = (token: string) => world.h.request('POST', `${API}/users/email/verify`, { body: { token } });
  const profile = async (accessToken: string) => (await world.h.request('GET', `${API}/users/profile`, { token: accessToken })).body.data.user;
  const login = (email: string, password: string) => world.h.request('POST', `${API}/users/login`, { body: { loginType: 'email', email, password } });
  const change = (accessToken: string, body: unknown) => world.h.request('POST', `${API}/users/email/change`, { token: accessToken, body });

  it('mails a link at sign-up; signing in works before it; the link verifies the address once', async () => {
    const user = await signUp(world.h);
    expect((await login(user.email, user.password)).status).toBe(200);
    expect(await profile(user.accessToken)).toMatchObject({ emailVerified: false });

    const [mail] = await world.mailpit.waitForMails(user.email, VERIFY);
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/abialbum/verify-email#token=`);
    const res = await verify(linkIn(mail!).token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Your email address is verified.', data: { user: { id: user.id, emailVerified: true }, emailChanged: false } });
    expect(await profile(user.accessToken)).toMatchObject({ emailVerified: true });

    const again = await verify(linkIn(mail!).token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'EMAIL_LINK_INVALID', message: 'This link has expired or has already been used. Please ask for a new one.' });
  });

  it('refuses a verification link after 24 hours, and a made-up one', async () => {
    const user = await signUp(world.h);
    const [mail] = await world.mailpit.waitForMails(user.email, VERIFY);
    world.clockOffset = 24 * 60 * MINUTE + MINUTE;
    expect((await verify(linkIn(mail!).token)).body.code).toBe('EMAIL_LINK_INVALID');
    world.clockOffset = 0;
    expect((await verify('A'.repeat(43))).body.code).toBe('EMAIL_LINK_INVALID');
    expect(await profile(user.accessToken)).toMatchObject({ emailVerified: false });
  });

  it('sends another link on request, up to the limit per account', async () => {
    const user = await signUp(world.h);
    const resend = () => world.h.request('POST', `${API}/users/email/verification`, { token: user.accessToken });
    for (let i = 0; i < 2; i++) {
      const res = await resend();
      expect(res.body).toEqual({ success: true, data: null, message: `We have sent a new link to ${user.email}.` });
    }
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_EMAILS');
    const mails = await world.mailpit.waitForMails(user.email, VERIFY, 3);
    // The newest link works (the others too, until one is used).
    expect((await verify(linkIn(mails[2]!).token)).status).toBe(200);
    expect((await resend()).body.message).toBe('Your email address is already verified.');
  });

  it('changes the address once the link sent to the new one is opened, and tells the old one', async () => {
    const user = await signUp(world.h);
    const newEmail = `new.${user.email}`;
    expect((await change(user.accessToken, { email: newEmail, password: 'Wrong@999' })).body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { password: 'Password is incorrect' },
    });
    const taken = await signUp(world.h);
    const conflict = await change(user.accessToken, { email: taken.email, password: user.password });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });

    const asked = await change(user.accessToken, { email: newEmail, password: user.password });
    expect(asked.body).toEqual({ success: true, data: null, message: `We have sent a link to ${newEmail}. Your email address changes once you open it.` });
    expect(await profile(user.accessToken)).toMatchObject({ email: user.email });

    const [mail] = await world.mailpit.waitForMails(newEmail, CONFIRM_NEW);
    const confirmed = await verify(linkIn(mail!).token);
    expect(confirmed.body).toMatchObject({ message: `Your email address is now ${newEmail}.`, data: { user: { email: newEmail, emailVerified: true }, emailChanged: true } });
    expect((await login(newEmail, user.password)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(401);

    const [notice] = await world.mailpit.waitForMails(user.email, 'Your email address was changed');
    expect(notice!.text).toContain(`The email address of your AbiAlbum account is now ${newEmail}.`);
    expect(notice!.text).toContain(`${TEST_PUBLIC_URL}/abialbum/forgot-password`);
    expect((await verify(linkIn(mail!).token)).status).toBe(400);
  });
});
