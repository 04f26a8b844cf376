import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import Login from '../../src/exposes/Login';
import { envelope, identity, session, toast } from '../mock-web-kit';
import { renderRoute } from '../render-route';
import type * as MockModule from '../mock-web-kit';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());

const authResult = { id: 'u1', name: 'Demo', email: 'demo@abialbum.test', accessToken: 'a', refreshToken: 'r', expiresIn: 900 };

beforeEach(() => jest.clearAllMocks());

const submit = () => screen.getByRole('button', { name: 'Login' });
const emailInput = () => screen.getByRole('textbox', { name: /^Email/ });
const phoneInput = () => screen.getByRole('textbox', { name: /^Phone Number/ });

describe('Login screen', () => {
  it('shows the email tab by default and moves between tabs with the arrow, Home and End keys', async () => {
    const { user } = renderRoute(<Login />, { path: '/abialbum/login' });
    const emailTab = screen.getByRole('tab', { name: 'Email' });
    expect(emailTab).toHaveAttribute('aria-selected', 'true');
    expect(emailInput()).toBeInTheDocument();

    emailTab.focus();
    await user.keyboard('{ArrowRight}');
    const phoneTab = screen.getByRole('tab', { name: 'Phone' });
    expect(phoneTab).toHaveAttribute('aria-selected', 'true');
    expect(phoneTab).toHaveFocus();
    expect(phoneInput()).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Email/ })).not.toBeInTheDocument();

    await user.keyboard('{Home}');
    expect(emailTab).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(phoneTab).toHaveAttribute('aria-selected', 'true');
    expect(emailTab).toHaveAttribute('tabindex', '-1');
  });

  it('shows the required messages on submit and not before', async () => {
    const { user } = renderRoute(<Login />, { path: '/abialbum/login' });
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.click(submit());
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(identity.login).not.toHaveBeenCalled();
  });

  it('rejects a malformed email and a short password with the SPEC messages', async () => {
    const { user } = renderRoute(<Login />, { path: '/abialbum/login' });
    await user.type(emailInput(), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.click(submit());
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears a message when its field is edited, leaving the others', async () => {
    const { user } = renderRoute(<Login />, { path: '/abialbum/login' });
    await user.click(submit());
    await user.type(emailInput(), 'd');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('checks the phone number on the phone tab', async () => {
    const { user } = renderRoute(<Login />, { path: '/abialbum/login' });
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.click(submit());
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    await user.type(phoneInput(), '12-34');
    await user.click(submit());
    expect(screen.getByText('Please enter a valid phone number (10-15 digits)')).toBeInTheDocument();
  });

  it('signs in by phone, greets the user and returns to the page the guard kept', async () => {
    identity.login.mockResolvedValue(envelope(authResult));
    const { user } = renderRoute(<Login />, { path: '/abialbum/login', state: { from: { pathname: '/abialbum/joined-albums' } } });
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(phoneInput(), '+1 (555) 010-2030');
    await user.type(screen.getByLabelText(/^Password/), 'Demo@12345');
    await user.click(submit());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/joined-albums'));
    expect(identity.login).toHaveBeenCalledWith({ loginType: 'phone', phone: '+1 (555) 010-2030', password: 'Demo@12345' });
    expect(session.signIn).toHaveBeenCalledWith(authResult);
    expect(toast.success).toHaveBeenCalledWith('Login successful! Welcome back!');
  });

  it('goes to the dashboard when no page was kept', async () => {
    identity.login.mockResolvedValue(envelope(authResult));
    const { user } = renderRoute(<Login />, { path: '/abialbum/login' });
    await user.type(emailInput(), 'Demo@AbiAlbum.test');
    await user.type(screen.getByLabelText(/^Password/), 'Demo@12345');
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/dashboard'));
    expect(identity.login).toHaveBeenCalledWith({ loginType: 'email', email: 'demo@abialbum.test', password: 'Demo@12345' });
  });

  it('says the credentials are wrong on a 401', async () => {
    identity.login.mockRejectedValue(new ApiError({ status: 401, message: 'Invalid email or password' }));
    const { user } = renderRoute(<Login />, { path: '/abialbum/login' });
    await user.type(emailInput(), 'demo@abialbum.test');
    await user.type(screen.getByLabelText(/^Password/), 'Wrong@123');
    await user.click(submit());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid email or password. Please try again.'));
    expect(session.signIn).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a blocked user why, above the form and in a toast', async () => {
    const message = 'Your account has been blocked. Please contact support.';
    identity.login.mockRejectedValue(new ApiError({ status: 403, code: 'USER_BLOCKED', message }));
    const { user } = renderRoute(<Login />, { path: '/abialbum/login' });
    await user.type(emailInput(), 'demo@abialbum.test');
    await user.type(screen.getByLabelText(/^Password/), 'Demo@12345');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(toast.error).toHaveBeenCalledWith(message);
  });

  it('falls back to "Login failed" when the failure says nothing', async () => {
    identity.login.mockRejectedValue(new ApiError({ status: 400, message: '' }));
    const { user } = renderRoute(<Login />, { path: '/abialbum/login' });
    await user.type(emailInput(), 'demo@abialbum.test');
    await user.type(screen.getByLabelText(/^Password/), 'Demo@12345');
    await user.click(submit());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Login failed'));
  });

  it('links to signup and home', () => {
    renderRoute(<Login />, { path: '/abialbum/login' });
    expect(screen.getByRole('link', { name: 'Sign up here' })).toHaveAttribute('href', '/abialbum/signup');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/abialbum/landing');
  });
});
