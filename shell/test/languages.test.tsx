import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_STORAGE_KEY, LoadFailed, chooseLocale, startLocale } from '@abialbum/web-kit';
import type { RemoteLoader } from '../src/remotes/remote-loader-context';
import { renderApp } from './support';

/** A remote screen that shows a web-kit text ('Try again' of LoadFailed), as the remotes' screens do. */
const remoteWithKitText: RemoteLoader = {
  load: async (id) =>
    function RemoteScreen() {
      return (
        <div>
          <h1>{id}</h1>
          <LoadFailed message="remote text" onRetry={() => undefined} />
        </div>
      );
    },
  reset: async () => undefined,
};

const browserLanguages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
const useBrowserLanguages = (languages: string[]) =>
  Object.defineProperty(Navigator.prototype, 'languages', { configurable: true, get: () => languages });

beforeEach(() => localStorage.clear());
afterEach(async () => {
  Object.defineProperty(Navigator.prototype, 'languages', browserLanguages);
  await act(() => chooseLocale('en'));
  localStorage.clear();
});

describe('the site in ten languages', () => {
  it('switches the shell and the remotes at once when German is chosen, and marks the page German', async () => {
    const user = userEvent.setup();
    renderApp('/abialbum/landing', remoteWithKitText);
    await screen.findByRole('heading', { name: 'public/Landing' });
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await user.selectOptions(within(screen.getByRole('contentinfo')).getByRole('combobox', { name: 'Language' }), 'de');

    expect(await screen.findByRole('link', { name: 'Startseite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(screen.getByRole('combobox', { name: 'Alben suchen' })).toHaveAttribute('placeholder', 'Alben suchen...');
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de');
  });

  it('can be chosen on the admin pages too', async () => {
    const user = userEvent.setup();
    renderApp('/abialbum/admin/login');
    await screen.findByRole('heading', { name: 'admin/AdminLogin' });

    await user.selectOptions(within(screen.getByRole('contentinfo')).getByRole('combobox', { name: 'Language' }), 'es');

    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(document.documentElement).toHaveAttribute('lang', 'es');
  });

  it('follows the browser on a first visit (its first language the site offers), without keeping it as a choice', async () => {
    useBrowserLanguages(['nl-BE', 'ja-JP', 'en-US']);
    await act(() => startLocale(['shell']));

    renderApp('/abialbum/landing');

    expect(await screen.findByRole('link', { name: 'ホーム' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'アルバムを検索' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ja');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });

  it('keeps a visitor’s choice over the browser’s languages on the next visit', async () => {
    useBrowserLanguages(['ja-JP']);
    localStorage.setItem(LOCALE_STORAGE_KEY, 'pt');
    await act(() => startLocale(['shell']));

    renderApp('/abialbum/landing');

    expect(await screen.findByRole('link', { name: 'Início' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'pt');
  });

  it('shows a signed-in user’s bell and verification banner, which load when needed, in the chosen language', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'de');
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify({ id: '65f000000000000000000001', name: 'Demo', email: 'demo@abialbum.test', emailVerified: false }));
    (globalThis as { fetch?: unknown }).fetch = jest.fn(async (url: string) => ({
      ok: true,
      status: 200,
      text: async () =>
        JSON.stringify({
          success: true,
          data: url.includes('/notifications')
            ? { notifications: [], unread: 2, pagination: { currentPage: 1, totalPages: 1, hasPreviousPage: false, hasNextPage: false, totalItems: 0 } }
            : null,
          message: '',
        }),
    }));
    await act(() => startLocale(['shell']));

    renderApp('/abialbum/landing');

    expect(await screen.findByRole('button', { name: 'Benachrichtigungen, 2 ungelesen' })).toBeInTheDocument();
    const banner = await screen.findByRole('complementary', { name: 'E-Mail-Bestätigung' });
    expect(within(banner).getByRole('button', { name: 'Neuen Link senden' })).toBeInTheDocument();
    expect(banner).toHaveTextContent('Bitte bestätige deine E-Mail-Adresse: Öffne den Link, den wir an demo@abialbum.test gesendet haben.');
  });

  it('stays in English for a browser whose languages the site does not offer', async () => {
    useBrowserLanguages(['nl-NL', 'sv']);
    await act(() => startLocale(['shell']));

    renderApp('/abialbum/landing');

    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });
});
