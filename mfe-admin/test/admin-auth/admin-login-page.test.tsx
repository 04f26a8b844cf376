import { screen, waitFor } from '@testing-library/react';
import AdminLogin from '../../src/exposes/AdminLogin';
import { adminSession, envelope, identity, toast } from '../mock-web-kit';
import { renderRoute } from '../render-route';
import type * as MockModule from '../mock-web-kit';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/admin', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKitAdmin());

beforeEach(() => jest.clearAllMocks());

describe('Admin login', () => {
  it('is titled Admin Panel and asks for both fields', async () => {
    const { user } = renderRoute(<AdminLogin />, { path: '/abialbum/admin/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'admin@abialbum.test');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(identity.adminLogin).not.toHaveBeenCalled();
  });

  it('signs the admin in and opens the dashboard', async () => {
    const result = { accessToken: 't', email: 'admin@abialbum.test', role: 'admin' };
    identity.adminLogin.mockResolvedValue(envelope(result));
    const { user } = renderRoute(<AdminLogin />, { path: '/abialbum/admin/login' });
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'admin@abialbum.test');
    await user.type(screen.getByLabelText(/^Password/), 'Admin@12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/admin/dashboard'));
    expect(adminSession.signIn).toHaveBeenCalledWith(result);
    expect(toast.success).toHaveBeenCalledWith('Admin login successful');
  });
});
