import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { url } from './browser';

/** The texts a user reads (SPEC section 8), quoted once for every journey. */
export const TEXT = {
  signedUp: 'Account created successfully! Welcome to AbiAlbum!',
  loggedIn: 'Login successful! Welcome back!',
  loggedOut: 'Logged out successfully',
  adminLoggedIn: 'Admin login successful',
  userBlocked: 'User blocked successfully',
  userUnblocked: 'User unblocked successfully',
} as const;

export const ADMIN = { email: 'admin@abialbum.test', password: 'Admin@12345' } as const;

export interface Person {
  name: string;
  email: string;
  password: string;
}

/** Someone who has never used the platform: a name and an email no earlier run has taken. */
export function newPerson(role: string): Person {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return { name: `E2E ${role} ${tag}`, email: `e2e-${role.toLowerCase()}-${tag}@abialbum.test`, password: 'Journey@2024' };
}

/** A run's unique word, for titles that a search must find. */
export const uniqueWord = (prefix: string) => `${prefix}${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

/** The text input (or text area) named `label`. */
export const field = (scope: Page | Locator, label: string): Locator => scope.getByRole('textbox', { name: label, exact: true });

/**
 * The password input labelled `label` (password inputs have no role). A required field's label ends in a
 * decorative ' *' that is hidden from screen readers but not from Playwright's label matching.
 */
export const passwordField = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

const notifications = (page: Page) => page.getByRole('status', { name: 'Notifications' });

/**
 * Does `action` and waits for the toast `text` it must show. Toasts already on screen are closed first, so an
 * older toast with the same words cannot stand in for the new one.
 */
export async function expectToast(page: Page, text: string, action: () => Promise<unknown>): Promise<void> {
  for (const close of await notifications(page).getByRole('button', { name: 'Close notification' }).all()) {
    // A toast may time out while we close the others: nothing left to close then.
    await close.click({ timeout: 1_000 }).catch(() => undefined);
  }
  await action();
  await notifications(page).getByText(text, { exact: true }).last().waitFor();
}

/** Waits until the browser shows `path` (no query, no hash). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((current) => current.pathname === path);
}

export const visible = (locator: Locator) => locator.waitFor({ state: 'visible' });
export const hidden = (locator: Locator) => locator.waitFor({ state: 'hidden' });

/** The top bar of a signed-in user: My Albums and Logout. */
export async function expectSignedIn(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await visible(nav.getByRole('link', { name: 'My Albums' }));
  await visible(nav.getByRole('button', { name: 'Logout' }));
}

export async function signUp(page: Page, person: Person): Promise<void> {
  await page.goto(url('/abialbum/signup'));
  await visible(page.getByRole('heading', { name: 'Create Account' }));
  await field(page, 'Username').fill(person.name);
  await field(page, 'Email').fill(person.email);
  await passwordField(page, 'Password').fill(person.password);
  await passwordField(page, 'Confirm Password').fill(person.password);
  await expectToast(page, TEXT.signedUp, () => page.getByRole('button', { name: 'Create Account' }).click());
  await expectPath(page, '/abialbum/dashboard');
  await expectSignedIn(page);
}

/** Fills and sends the login form by email; the caller checks what the platform answered. */
export async function submitLogin(page: Page, person: Pick<Person, 'email' | 'password'>): Promise<void> {
  await page.goto(url('/abialbum/login'));
  await visible(page.getByRole('heading', { name: 'Welcome Back' }));
  await field(page, 'Email').fill(person.email);
  await passwordField(page, 'Password').fill(person.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function logIn(page: Page, person: Pick<Person, 'email' | 'password'>): Promise<void> {
  await expectToast(page, TEXT.loggedIn, () => submitLogin(page, person));
  await expectPath(page, '/abialbum/dashboard');
  await expectSignedIn(page);
}

export async function logOut(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expectToast(page, TEXT.loggedOut, () => nav.getByRole('button', { name: 'Logout' }).click());
  await visible(nav.getByRole('link', { name: 'Login', exact: true }));
}

export async function adminLogIn(page: Page): Promise<void> {
  await page.goto(url('/abialbum/admin/login'));
  await visible(page.getByRole('heading', { name: 'Admin Panel' }));
  await field(page, 'Email').fill(ADMIN.email);
  await passwordField(page, 'Password').fill(ADMIN.password);
  await expectToast(page, TEXT.adminLoggedIn, () => page.getByRole('button', { name: 'Sign In' }).click());
  await expectPath(page, '/abialbum/admin/dashboard');
}
