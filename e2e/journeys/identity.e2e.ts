import type { Page } from 'playwright-core';
import {
  TEXT,
  adminLogIn,
  expectPath,
  expectSignedIn,
  expectToast,
  hidden,
  logIn,
  logOut,
  newPerson,
  signUp,
  submitLogin,
  visible,
} from '../support/app';
import { url } from '../support/browser';
import { journey } from '../support/journey';

// What svc-identity answers a blocked account (SPEC leaves the wording open; the user must learn why).
const BLOCKED = 'Your account has been blocked. Please contact support.';

/** Issue 3 "Browser journey": sign-up, sign-in and out, and an admin blocking and unblocking the account. */
describe('a visitor becomes a user, an admin blocks and unblocks them', () => {
  const { step, browsers } = journey();
  const person = newPerson('Member');
  let user: Page;
  let admin: Page;
  let phone: Page;

  /** The admin's Users tab, narrowed to our person; their row in the table. */
  const personRow = () =>
    admin.getByRole('region', { name: 'Users table' }).getByRole('row').filter({ hasText: person.email });

  const setBlocked = async (blocked: boolean) => {
    const button = personRow().getByRole('button', { name: `${blocked ? 'Block' : 'Unblock'} ${person.name}` });
    await expectToast(admin, blocked ? TEXT.userBlocked : TEXT.userUnblocked, () => button.click());
    await visible(personRow().getByText(blocked ? 'Blocked' : 'Active', { exact: true }));
    await visible(personRow().getByRole('button', { name: `${blocked ? 'Unblock' : 'Block'} ${person.name}` }));
  };

  step('signs up and lands on the dashboard signed in', async () => {
    user = await browsers().person('user');
    await signUp(user, person);
  });

  step('logs out', async () => {
    await logOut(user);
    await expectPath(user, '/abialbum/login');
  });

  step('logs back in with their email', async () => {
    await logIn(user, person);
    await logOut(user);
  });

  step('an admin logs in and finds the user in the Users tab', async () => {
    admin = await browsers().person('admin');
    await adminLogIn(admin);
    await admin.getByRole('tab', { name: 'Users' }).click();
    const search = admin.getByRole('search');
    await search.getByRole('searchbox', { name: 'Search users' }).fill(person.email);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await visible(personRow().getByRole('rowheader', { name: person.name }));
    await visible(personRow().getByText('Active', { exact: true }));
  });

  step('the admin blocks the user', async () => {
    await setBlocked(true);
  });

  step("the blocked user's login is refused with the reason", async () => {
    await expectToast(user, BLOCKED, () => submitLogin(user, person));
    await visible(user.getByRole('alert').getByText(BLOCKED, { exact: true }));
    expect(new URL(user.url()).pathname).toBe('/abialbum/login');
    await visible(user.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login', exact: true }));
  });

  step('the admin unblocks the user and their login works again', async () => {
    await setBlocked(false);
    await logIn(user, person);
  });

  step(
    'at 375 px wide the login page fits and the menu toggle opens the links',
    async () => {
      phone = await browsers().person('phone', { viewport: { width: 375, height: 740 } });
      await phone.goto(url('/abialbum/login'));
      await visible(phone.getByRole('heading', { name: 'Welcome Back' }));
      // Nothing wider than the screen: no sideways scrolling on a phone.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      const nav = phone.getByRole('navigation', { name: 'Main' });
      await hidden(nav.getByRole('link', { name: 'Login', exact: true }));
      await phone.getByRole('button', { name: 'Open menu' }).click();
      await visible(nav.getByRole('link', { name: 'Login', exact: true }));
      await visible(nav.getByRole('link', { name: 'Join' }));
      await phone.getByRole('button', { name: 'Close menu' }).click();
      await hidden(nav.getByRole('link', { name: 'Join' }));
    },
    { needs: [] },
  );

  step(
    'at 375 px wide the user logs in and finds their links in the menu',
    async () => {
      await expectToast(phone, TEXT.loggedIn, () => submitLogin(phone, person));
      await expectPath(phone, '/abialbum/dashboard');
      // Right away, while the welcome toast still shows: a toast must not cover the menu toggle.
      await phone.getByRole('button', { name: 'Open menu' }).click({ timeout: 2_000 });
      await expectSignedIn(phone);
    },
    {
      needs: [
        'signs up and lands on the dashboard signed in',
        'the admin unblocks the user and their login works again',
        'at 375 px wide the login page fits and the menu toggle opens the links',
      ],
    },
  );
});
