import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import AdminDashboard from '../../src/exposes/AdminDashboard';
import { adminSession, envelope, identity, toast } from '../mock-web-kit';
import { renderRoute } from '../render-route';
import type * as MockModule from '../mock-web-kit';
import { aPage, anAdminUser } from './builders';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/admin', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKitAdmin());

const ana = anAdminUser();
const bruno = anAdminUser({
  id: 'u2',
  name: 'Bruno Costa',
  email: 'bruno@example.com',
  phone: '5550102030',
  isBlocked: true,
  showcreateAlbumModal: false,
  _count: { albumsOwned: 0 },
});

beforeEach(() => {
  jest.clearAllMocks();
  identity.adminListUsers.mockResolvedValue(envelope({ users: [ana, bruno], pagination: aPage(1, 3) }));
});

async function openUsersTab() {
  const view = renderRoute(<AdminDashboard />, { path: '/abialbum/admin/dashboard' });
  await view.user.click(screen.getByRole('tab', { name: 'Users' }));
  await screen.findByRole('table');
  return view;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('Admin dashboard, Users tab', () => {
  it('has the admin email, a working Logout and the four tabs', async () => {
    const { user } = renderRoute(<AdminDashboard />, { path: '/abialbum/admin/dashboard' });
    expect(screen.getByText('admin@abialbum.test')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'Users',
      'Albums',
      'Content Management',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Content Management' }));
    expect(screen.getByRole('heading', { name: 'Content Management' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(adminSession.signOut).toHaveBeenCalled();
  });

  it('shows each user with phone or a dash, album count, status and both toggles', async () => {
    await openUsersTab();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Phone', 'Albums', 'Status', 'Album Modal', 'Action']);

    const anaCells = within(rowOf('Ana Silva')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(anaCells).toEqual(['ana@example.com', '-', '1', 'Active', 'Enabled', 'Block']);
    const brunoCells = within(rowOf('Bruno Costa')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(brunoCells).toEqual(['bruno@example.com', '5550102030', '0', 'Blocked', 'Disabled', 'Unblock']);
    expect(identity.adminListUsers).toHaveBeenCalledWith({ page: 1, limit: 10, search: undefined });
  });

  it('pages with Previous and Next and says which page it is on', async () => {
    const { user } = await openUsersTab();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    identity.adminListUsers.mockResolvedValue(envelope({ users: [bruno], pagination: aPage(2, 3) }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(identity.adminListUsers).toHaveBeenLastCalledWith({ page: 2, limit: 10, search: undefined });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('searches from page 1', async () => {
    const { user } = await openUsersTab();
    identity.adminListUsers.mockResolvedValue(envelope({ users: [bruno], pagination: aPage(2, 3) }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');

    identity.adminListUsers.mockResolvedValue(envelope({ users: [bruno], pagination: aPage(1, 1) }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), ' bruno ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Page 1 of 1');
    expect(identity.adminListUsers).toHaveBeenLastCalledWith({ page: 1, limit: 10, search: 'bruno' });
  });

  it('disables a toggle while its request is pending, then toasts and reloads the list', async () => {
    let answer: (value: unknown) => void = () => undefined;
    identity.adminSetBlocked.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = await openUsersTab();
    const block = within(rowOf('Ana Silva')).getByRole('button', { name: 'Block Ana Silva' });
    await user.click(block);

    expect(block).toBeDisabled();
    expect(within(rowOf('Ana Silva')).getByRole('switch')).toBeEnabled();
    expect(identity.adminSetBlocked).toHaveBeenCalledWith('u1', true);

    identity.adminListUsers.mockResolvedValue(
      envelope({ users: [{ ...ana, isBlocked: true }, bruno], pagination: aPage(1, 3) }),
    );
    answer(envelope({ user: { ...ana, isBlocked: true } }, 'User blocked successfully'));
    await waitFor(() => expect(within(rowOf('Ana Silva')).getByRole('button', { name: 'Unblock Ana Silva' })).toBeEnabled());
    expect(toast.success).toHaveBeenCalledWith('User blocked successfully');
    expect(identity.adminListUsers).toHaveBeenCalledTimes(2);
    expect(within(rowOf('Ana Silva')).getByText('Blocked')).toBeInTheDocument();
  });

  it('toggles the create-album modal flag and shows the server message', async () => {
    identity.adminSetAlbumModal.mockResolvedValue(envelope({ user: bruno }, 'Create album modal enabled successfully'));
    const { user } = await openUsersTab();
    const toggle = within(rowOf('Bruno Costa')).getByRole('switch');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Create album modal enabled successfully'));
    expect(identity.adminSetAlbumModal).toHaveBeenCalledWith('u2', true);
  });

  it('reports a failed toggle and enables the button again', async () => {
    identity.adminSetBlocked.mockRejectedValue(new ApiError({ status: 404, message: 'User not found' }));
    const { user } = await openUsersTab();
    const unblock = within(rowOf('Bruno Costa')).getByRole('button', { name: 'Unblock Bruno Costa' });
    await user.click(unblock);
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(unblock).toBeEnabled();
  });

  it('shows a loading state, then an error with a retry', async () => {
    let fail: (reason: unknown) => void = () => undefined;
    identity.adminListUsers.mockReturnValueOnce(new Promise((_resolve, reject) => (fail = reject)));
    const { user } = renderRoute(<AdminDashboard />, { path: '/abialbum/admin/dashboard' });
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByText('Loading users...')).toBeInTheDocument();
    fail(new ApiError({ status: 500, message: 'boom' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('reloads the users when the tab is opened again', async () => {
    const { user } = await openUsersTab();
    await user.click(screen.getByRole('tab', { name: 'Albums' }));
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    await screen.findByRole('table');
    expect(identity.adminListUsers).toHaveBeenCalledTimes(2);
  });
});
