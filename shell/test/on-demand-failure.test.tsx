import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support';

// The parts of the top-bar layout that load on demand, as when their chunks cannot be downloaded (the network dropped).
jest.mock('../src/layout/bell/notification-bell', () => {
  throw new Error('ChunkLoadError: Loading chunk notification-bell failed');
});
jest.mock('../src/layout/verify-email-banner', () => {
  throw new Error('ChunkLoadError: Loading chunk verify-email-banner failed');
});
jest.mock('../src/layout/search-suggestions', () => {
  throw new Error('ChunkLoadError: Loading chunk search-suggestions failed');
});

const ok = (data: unknown) => ({ ok: true, status: 200, text: async () => JSON.stringify({ success: true, data, message: '' }) });

let errors: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async () => ok(null));
});
afterEach(() => jest.restoreAllMocks());

describe('a part of the top bar that cannot be loaded', () => {
  it('leaves out the bell and the banner, and the page goes on working for a signed-in user', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify({ id: '65f000000000000000000001', name: 'Demo', email: 'demo@abialbum.test', emailVerified: false }));
    renderApp('/abialbum/landing');
    await screen.findByRole('heading', { name: 'public/Landing' });
    await waitFor(() => expect(errors).toHaveBeenCalledWith('A part of the page could not be loaded', expect.anything()));

    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Email verification' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'My Albums' }));
    expect(await screen.findByRole('heading', { name: 'owner/AlbumManager' })).toBeInTheDocument();
  });

  it('leaves out the search suggestions: the box still searches', async () => {
    renderApp('/abialbum/landing');
    await screen.findByRole('heading', { name: 'public/Landing' });
    const box = screen.getByRole('combobox', { name: 'Search albums' });
    await userEvent.type(box, 'beach');
    await waitFor(() => expect(errors).toHaveBeenCalledWith('A part of the page could not be loaded', expect.anything()));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.type(box, ' day{Enter}');
    expect(await screen.findByRole('heading', { name: 'public/Search' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/search?query=beach%20day');
  });
});
