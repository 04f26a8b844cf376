import type { Page } from 'playwright-core';
import { expectPath, expectSignedIn, expectToast, field, hidden, logIn, logOut, newPerson, passwordField, signUp, submitLogin, visible } from '../support/app';
import { url } from '../support/browser';
import { journey } from '../support/journey';
import { linkIn, newestMail } from '../support/mailbox';

const ONE_ANSWER = 'If an account uses this email address, we have sent it a link to set a new password.';
const RESET_DONE = 'Your password has been changed. Every session of your account has been signed out: please sign in again.';

/** Issue 27 item 1: the address verified by its link, then a forgotten password set again through the mail catcher. */
describe('a user verifies their address, forgets their password and sets a new one by mail', () => {
  const { step, browsers } = journey();
  const person = newPerson('Forgetful');
  const newPassword = 'Renewed@2025';
  let page: Page;

  const banner = () => page.getByRole('complementary', { name: 'Email verification' });

  step('signs up and is asked to verify the address', async () => {
    page = await browsers().person('user');
    await signUp(page, person);
    await visible(banner().getByText(person.email));
  });

  step('opens the link mailed at sign-up: the address is verified and the banner goes', async () => {
    const mail = await newestMail(person.email, 'Verify your email address');
    await page.goto(url(linkIn(mail)));
    await visible(page.getByRole('status').getByText('Your email address is verified.'));
    await hidden(banner());
    await expectSignedIn(page);
  });

  step('asks for a link from the login page', async () => {
    await logOut(page);
    await page.goto(url('/abialbum/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/abialbum/forgot-password');
    // The address goes into this screen's field, not the login's, still shown while this screen's code loads.
    await visible(page.getByRole('heading', { name: 'Forgot your password?' }));
    await field(page, 'Email').fill(person.email);
    await page.getByRole('button', { name: 'Send Link' }).click();
    await visible(page.getByRole('status').getByText(ONE_ANSWER));
  });

  step('opens the link from the mail and sets a new password', async () => {
    const mail = await newestMail(person.email, 'Reset your AbiAlbum password');
    expect(mail.text).toContain('within 30 minutes');
    await page.goto(url(linkIn(mail)));
    await visible(page.getByRole('heading', { name: 'Set a new password' }));
    await passwordField(page, 'New Password').fill(newPassword);
    await passwordField(page, 'Confirm Password').fill(newPassword);
    await expectToast(page, RESET_DONE, () => page.getByRole('button', { name: 'Set Password' }).click());
    await expectPath(page, '/abialbum/login');
  });

  step('the old password is refused and the new one signs in', async () => {
    await expectToast(page, 'Invalid email or password. Please try again.', () => submitLogin(page, person));
    await logIn(page, { email: person.email, password: newPassword });
  });
});
