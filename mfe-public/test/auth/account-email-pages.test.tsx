import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import AccountEmail from '../../src/exposes/AccountEmail';
import ForgotPassword from '../../src/exposes/ForgotPassword';
import ResetPassword from '../../src/exposes/ResetPassword';
import VerifyEmail from '../../src/exposes/VerifyEmail';
import { envelope, identity, session, toast } from '../mock-web-kit';
import { renderRoute } from '../render-route';
import type * as MockModule from '../mock-web-kit';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());

const KEY = 'k-0123456789abcdef0123456789abcdef0123456';
const LINK_USED = 'This link has expired or has already been used. Please ask for a new one.';
const demo = { id: 'u1', name: 'Demo', email: 'demo@abialbum.test', emailVerified: false };

beforeEach(() => {
  jest.clearAllMocks();
  Object.assign(session, { user: null, status: 'signedOut' });
});

describe('Forgot password screen', () => {
  const render = () => renderRoute(<ForgotPassword />, { path: '/abialbum/forgot-password' });

  it('checks the address before asking, then shows the one answer', async () => {
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'Demo@AbiAlbum.test');
    identity.forgotPassword.mockResolvedValue(envelope(null, 'ignored: the page says it in its language'));
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses this email address, we have sent it a link to set a new password.');
    expect(identity.forgotPassword).toHaveBeenCalledWith('demo@abialbum.test');
    expect(screen.queryByRole('button', { name: 'Send Link' })).not.toBeInTheDocument();
  });

  it("says identity's refusal when too many links were asked for", async () => {
    const { user } = render();
    const message = 'Too many emails asked for. Please try again in 42 minutes.';
    identity.forgotPassword.mockRejectedValue(new ApiError({ status: 429, code: 'TOO_MANY_EMAILS', message }));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'demo@abialbum.test');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
  });
});

describe('Reset password screen', () => {
  const render = () => renderRoute(<ResetPassword />, { path: '/abialbum/reset-password', hash: `#token=${KEY}` });
  const fill = async (user: ReturnType<typeof render>['user'], password: string, confirm = password) => {
    await user.type(screen.getByLabelText(/^New Password/), password);
    await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
  };

  it('says a link without its key is not complete, with no form', () => {
    renderRoute(<ResetPassword />, { path: '/abialbum/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not complete. Please ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/abialbum/forgot-password');
    expect(screen.queryByRole('button', { name: 'Set Password' })).not.toBeInTheDocument();
  });

  it('keeps the sign-up rules and the confirmation', async () => {
    const { user } = render();
    await fill(user, 'weakpassword', 'other');
    expect(screen.getByText('Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(identity.resetPassword).not.toHaveBeenCalled();
  });

  it('sets the password with the key, signs this browser out, says every session ended and goes to sign in', async () => {
    Object.assign(session, { user: demo, status: 'signedIn' });
    identity.resetPassword.mockResolvedValue(envelope(null));
    const { user } = render();
    await fill(user, 'Fresh@4567');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/login'));
    expect(identity.resetPassword).toHaveBeenCalledWith(KEY, 'Fresh@4567');
    expect(session.signOut).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Your password has been changed. Every session of your account has been signed out: please sign in again.');
  });

  it('says a used or late link is refused, and offers a new one', async () => {
    identity.resetPassword.mockRejectedValue(new ApiError({ status: 400, code: 'EMAIL_LINK_INVALID', message: LINK_USED }));
    const { user } = render();
    await fill(user, 'Fresh@4567');
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_USED);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});

describe('Address link screen', () => {
  const render = () => renderRoute(<VerifyEmail />, { path: '/abialbum/verify-email', hash: `#token=${KEY}` });

  it('uses the link once and says the address is verified; a signed-in user is read again (the banner goes)', async () => {
    Object.assign(session, { user: demo, status: 'signedIn' });
    session.refreshProfile.mockResolvedValue({ ...demo, emailVerified: true });
    identity.verifyEmail.mockResolvedValue(envelope({ user: { ...demo, emailVerified: true }, emailChanged: false }));
    render();
    // The spinner is a status too: the answer is waited for by its words.
    expect(await screen.findByText('Your email address is verified.')).toHaveAttribute('role', 'status');
    expect(identity.verifyEmail).toHaveBeenCalledTimes(1);
    expect(identity.verifyEmail).toHaveBeenCalledWith(KEY);
    await waitFor(() => expect(session.refreshProfile).toHaveBeenCalled());
  });

  it('says the new address after a change', async () => {
    identity.verifyEmail.mockResolvedValue(envelope({ user: { ...demo, email: 'new@abialbum.test', emailVerified: true }, emailChanged: true }));
    render();
    expect(await screen.findByText('Your email address is now new@abialbum.test.')).toHaveAttribute('role', 'status');
  });

  it('says a used or late link is refused', async () => {
    identity.verifyEmail.mockRejectedValue(new ApiError({ status: 400, code: 'EMAIL_LINK_INVALID', message: LINK_USED }));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_USED);
  });
});

describe('Email address screen', () => {
  beforeEach(() => Object.assign(session, { user: demo, status: 'signedIn' }));
  const render = () => renderRoute(<AccountEmail />, { path: '/abialbum/account/email' });

  it('shows the address not verified yet and sends another link', async () => {
    identity.resendVerification.mockResolvedValue(envelope(null));
    const { user } = render();
    expect(screen.getByText('demo@abialbum.test')).toBeInTheDocument();
    expect(screen.getByText('(not verified yet)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a New Link' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('We have sent a new link to demo@abialbum.test.'));
  });

  it('asks a change with the current password and says where the link went', async () => {
    identity.changeEmail.mockResolvedValue(envelope(null));
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^New Email/ }), 'New@AbiAlbum.test');
    await user.type(screen.getByLabelText(/^Current Password/), 'Demo@12345');
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a link to new@abialbum.test. Your email address changes once you open it.');
    expect(identity.changeEmail).toHaveBeenCalledWith({ email: 'new@abialbum.test', password: 'Demo@12345' });
  });

  it('shows a wrong password where identity says it', async () => {
    identity.changeEmail.mockRejectedValue(new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Password is incorrect', errors: { password: 'Password is incorrect' } }));
    const { user } = render();
    await user.type(screen.getByRole('textbox', { name: /^New Email/ }), 'new@abialbum.test');
    await user.type(screen.getByLabelText(/^Current Password/), 'Wrong@12345');
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Password is incorrect'));
  });
});
