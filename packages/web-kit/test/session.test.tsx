import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthResult } from '@abialbum/contracts';
import { SessionProvider, ToastProvider, api, setNavigator, useSession } from '../src';
import { AdminSessionProvider, useAdminSession } from '../src/entries/admin';
import { installFetch } from './support/fake-fetch';

const fullUser = {
  id: '65f000000000000000000001',
  name: 'Demo User',
  email: 'demo@abialbum.test',
  phone: null,
  profileImage: null,
  city: 'Pune',
  state: null,
  country: 'India',
  showcreateAlbumModal: true,
  createdAt: '2024-01-01T00:00:00.000Z',
};
const authResult: AuthResult = {
  id: fullUser.id,
  name: 'Demo User',
  email: 'demo@abialbum.test',
  accessToken: 'access-1',
  refreshToken: 'refresh-1-aaaaaaaaaaaaaaaaaaaaaa',
  expiresIn: 900,
};
const navigations: unknown[] = [];

function Probe() {
  const { user, status, signIn, signOut } = useSession();
  return (
    <div>
      <p>status: {status}</p>
      <p>user: {user ? `${user.name} (${user.id}) ${user.city ?? '-'}` : 'none'}</p>
      <button onClick={() => void signIn(authResult)}>sign in</button>
      <button onClick={() => void signOut()}>sign out</button>
    </div>
  );
}

const renderSession = () =>
  render(
    <ToastProvider>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </ToastProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  navigations.length = 0;
  setNavigator((to, options) => navigations.push({ to, state: options?.state }));
  jest.restoreAllMocks();
});

describe('session restore at start', () => {
  it('restores a stored token and saved user at once, without asking the server', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify(fullUser));
    const calls = installFetch({});
    renderSession();
    // The first render already knows: no loading pass.
    expect(screen.getByText('status: signedIn')).toBeInTheDocument();
    expect(screen.getByText(`user: Demo User (${fullUser.id}) Pune`)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refetches and stores the profile when the saved user lacks a valid id', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify({ name: 'Demo User', email: 'demo@abialbum.test', id: 'undefined' }));
    const calls = installFetch({ 'GET /api/v1/abialbum/users/profile': { status: 200, body: { success: true, data: { user: fullUser }, message: '' } } });
    renderSession();
    expect(await screen.findByText(`user: Demo User (${fullUser.id}) Pune`)).toBeInTheDocument();
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ id: fullUser.id });
  });

  it('only logs a failed refetch and keeps the saved user', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify({ name: 'Demo User', email: 'demo@abialbum.test' }));
    installFetch({ 'GET /api/v1/abialbum/users/profile': { status: 500, body: { success: false, message: 'boom' } } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSession();
    expect(await screen.findByText('status: signedIn')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('starts signed out at once without a stored token', () => {
    const calls = installFetch({});
    renderSession();
    expect(screen.getByText('status: signedOut')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('is loading only while a saved user without a valid id is refetched', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify({ name: 'Demo User', email: 'demo@abialbum.test', id: '' }));
    installFetch({ 'GET /api/v1/abialbum/users/profile': { status: 200, body: { success: true, data: { user: fullUser }, message: '' } } });
    renderSession();
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(await screen.findByText('status: signedIn')).toBeInTheDocument();
  });
});

describe('sign in and out', () => {
  it('stores tokens and user, then fetches the full profile', async () => {
    installFetch({ 'GET /api/v1/abialbum/users/profile': { status: 200, body: { success: true, data: { user: fullUser }, message: '' } } });
    renderSession();
    await screen.findByText('status: signedOut');
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(await screen.findByText(`user: Demo User (${fullUser.id}) Pune`)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1-aaaaaaaaaaaaaaaaaaaaaa');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ city: 'Pune' });
  });

  it("keeps the basic user when the profile cannot be fetched after signup, saying 'Failed to fetch user profile'", async () => {
    installFetch({ 'GET /api/v1/abialbum/users/profile': { status: 503, body: { success: false, message: 'down' } } });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSession();
    await screen.findByText('status: signedOut');
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(await screen.findByText(`user: Demo User (${fullUser.id}) -`)).toBeInTheDocument();
    expect(screen.getByText('status: signedIn')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch user profile')).toBeInTheDocument();
  });

  it("says 'Failed to save login information' when local storage refuses the tokens", async () => {
    installFetch({ 'GET /api/v1/abialbum/users/profile': { status: 200, body: { success: true, data: { user: fullUser }, message: '' } } });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    renderSession();
    await screen.findByText('status: signedOut');
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(await screen.findByText('Failed to save login information')).toBeInTheDocument();
    expect(screen.getByText('status: signedIn')).toBeInTheDocument();
  });

  it("logs out: clears storage and toasts 'Logged out successfully', even if the server call fails", async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('refreshToken', 'refresh-1-aaaaaaaaaaaaaaaaaaaaaa');
    localStorage.setItem('user', JSON.stringify(fullUser));
    const calls = installFetch({});
    renderSession();
    await screen.findByText('status: signedIn');
    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(screen.getByText('status: signedOut')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(calls[0]).toMatchObject({ key: 'POST /api/v1/abialbum/user/logout' });
  });

  it('ends the session on screen when a call is answered 401, and goes to login keeping the origin', async () => {
    window.history.pushState({}, '', '/abialbum/owner?tab=media');
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify(fullUser));
    installFetch({ 'GET /api/v1/abialbum/albums/my': { status: 401, body: { success: false, message: 'Unauthorized' } } });
    renderSession();
    await screen.findByText('status: signedIn');
    await act(() => api.get('abialbum/albums/my').catch(() => undefined));
    expect(await screen.findByText('status: signedOut')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigations).toEqual([
      { to: '/abialbum/login', state: { from: { pathname: '/abialbum/owner', search: '?tab=media', hash: '' } } },
    ]);
  });
});

describe('admin session', () => {
  const adminResult = { accessToken: 'adm', refreshToken: 'adm-refresh-aaaaaaaaaaaaaaaaaaaa', email: 'admin@abialbum.test', role: 'admin', expiresIn: 900 } as const;

  function AdminProbe() {
    const { admin, signIn, signOut } = useAdminSession();
    return (
      <div>
        <p>admin: {admin ? `${admin.email} ${admin.role}` : 'none'}</p>
        <button onClick={() => signIn({ ...adminResult })}>admin in</button>
        <button onClick={() => void signOut()}>admin out</button>
      </div>
    );
  }

  it('keeps the admin apart from the user and on logout goes to /admin/login even when the call fails', async () => {
    const calls = installFetch({ 'POST /api/v1/abialbum/admin/logout': { status: 500, body: { success: false, message: 'boom' } } });
    render(
      <ToastProvider>
        <AdminSessionProvider>
          <AdminProbe />
        </AdminSessionProvider>
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'admin in' }));
    expect(screen.getByText('admin: admin@abialbum.test admin')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(JSON.parse(localStorage.getItem('adminSession')!)).toMatchObject({ token: 'adm', refreshToken: adminResult.refreshToken });

    await userEvent.click(screen.getByRole('button', { name: 'admin out' }));
    await waitFor(() => expect(screen.getByText('admin: none')).toBeInTheDocument());
    expect(calls[0]).toMatchObject({ key: 'POST /api/v1/abialbum/admin/logout', body: JSON.stringify({ refreshToken: adminResult.refreshToken }) });
    expect(localStorage.getItem('adminSession')).toBeNull();
    expect(navigations).toEqual([{ to: '/admin/login', state: undefined }]);
  });
});
