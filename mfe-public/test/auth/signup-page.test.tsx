import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@abialbum/web-kit';
import Signup from '../../src/exposes/Signup';
import { envelope, identity, session, toast } from '../mock-web-kit';
import { renderRoute } from '../render-route';
import type * as MockModule from '../mock-web-kit';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());

const authResult = { id: 'u2', name: 'Ana', email: 'ana@example.com', accessToken: 'a', refreshToken: 'r', expiresIn: 900 };

beforeEach(() => {
  jest.clearAllMocks();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
const createButton = () => screen.getByRole('button', { name: /Create Account|Creating Account/ });
const imageFile = (type: string, bytes = 10, name = 'me.png') => new File([new Uint8Array(bytes)], name, { type });

function setup() {
  const view = renderRoute(<Signup />, { path: '/abialbum/signup' });
  const fill = async (values: Partial<Record<'name' | 'email' | 'password' | 'confirm' | 'city', string>>) => {
    const { user } = view;
    if (values.name) await user.type(field(/^Username/), values.name);
    if (values.email) await user.type(field(/^Email/), values.email);
    if (values.city) await user.type(field(/^City/), values.city);
    if (values.password) await user.type(field(/^Password/), values.password);
    if (values.confirm) await user.type(field(/^Confirm Password/), values.confirm);
  };
  return { ...view, fill };
}

const valid = { name: 'Ana', email: 'ana@example.com', password: 'Secret@1', confirm: 'Secret@1' };

describe('Signup screen', () => {
  it('is titled Create Account, shows the password hint and the terms notice', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByText('Must contain uppercase, lowercase, number, and special character')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/abialbum/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/abialbum/terms');
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/abialbum/login');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/abialbum/landing');
  });

  it('lists every required field on an empty submit', async () => {
    const { user } = setup();
    await user.click(createButton());
    for (const message of ['Name is required', 'Email is required', 'Password is required', 'Please confirm your password']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(identity.signup).not.toHaveBeenCalled();
  });

  it.each([
    [{ name: 'A' }, 'Name must be at least 2 characters long'],
    [{ name: 'x'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ email: 'ana@nowhere' }, 'Please enter a valid email address'],
    [{ password: 'Ab@1' }, 'Password must be at least 6 characters long'],
    [{ password: 'secret12' }, 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character'],
    [{ password: 'Secret@1', confirm: 'Secret@2' }, 'Passwords do not match'],
  ])('shows the SPEC message for %j', async (values, message) => {
    const { user, fill } = setup();
    await fill(values);
    await user.click(createButton());
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('clears only the edited field’s message', async () => {
    const { user, fill } = setup();
    await user.click(createButton());
    await fill({ name: 'An' });
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('refuses an image that is not JPEG, PNG, GIF, WebP or SVG', async () => {
    setup();
    // A file dialog's "All files" option gets past the input's accept list.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(field(/^Profile Image/), imageFile('application/pdf', 10, 'cv.pdf'));
    expect(screen.getByText('Please select a valid image file (JPEG, PNG, GIF, WebP, SVG)')).toBeInTheDocument();
    expect(screen.queryByAltText('Profile image preview')).not.toBeInTheDocument();
  });

  it('refuses an image over 5MB and previews one that fits', async () => {
    const { user } = setup();
    await user.upload(field(/^Profile Image/), imageFile('image/png', 5_242_881));
    expect(screen.getByText('Image size must be less than 5MB')).toBeInTheDocument();
    await user.upload(field(/^Profile Image/), imageFile('image/webp', 5_242_880, 'me.webp'));
    expect(screen.queryByText('Image size must be less than 5MB')).not.toBeInTheDocument();
    expect(screen.getByAltText('Profile image preview')).toHaveAttribute('src', 'blob:preview');
  });

  it('says Creating Account... and is disabled while busy, then welcomes the user on the dashboard', async () => {
    let finish: (value: unknown) => void = () => undefined;
    identity.signup.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, fill } = setup();
    await fill({ ...valid, city: '  Chennai ' });
    await user.click(createButton());

    expect(createButton()).toHaveTextContent('Creating Account...');
    expect(createButton()).toBeDisabled();
    expect(identity.signup).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com', city: 'Chennai', password: 'Secret@1' });

    finish(envelope(authResult));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/dashboard'));
    expect(session.signIn).toHaveBeenCalledWith(authResult);
    expect(toast.success).toHaveBeenCalledWith('Account created successfully! Welcome to AbiAlbum!');
  });

  it('uploads the profile image first and sends its URL', async () => {
    identity.uploadProfileImage.mockResolvedValue(envelope({ url: '/api/v1/files/profile/abc.png' }));
    identity.signup.mockResolvedValue(envelope(authResult));
    const { user, fill } = setup();
    await fill(valid);
    await user.upload(field(/^Profile Image/), imageFile('image/png'));
    await user.click(createButton());
    await waitFor(() => expect(identity.signup).toHaveBeenCalled());
    expect(identity.uploadProfileImage).toHaveBeenCalledWith(expect.any(File));
    expect(identity.signup.mock.calls[0][0]).toMatchObject({ profileImage: '/api/v1/files/profile/abc.png' });
  });

  it('stops with "Failed to upload profile image" when the upload fails', async () => {
    identity.uploadProfileImage.mockRejectedValue(new ApiError({ status: 415, message: 'Unsupported' }));
    const { user, fill } = setup();
    await fill(valid);
    await user.upload(field(/^Profile Image/), imageFile('image/png'));
    await user.click(createButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to upload profile image'));
    expect(identity.signup).not.toHaveBeenCalled();
    expect(createButton()).toHaveTextContent('Create Account');
  });

  it('puts the server’s field errors on the fields and toasts its message', async () => {
    identity.signup.mockRejectedValue(
      new ApiError({ status: 409, message: 'Email already registered', errors: { email: 'Email already registered' } }),
    );
    const { user, fill } = setup();
    await fill(valid);
    await user.click(createButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Email already registered'));
    expect(field(/^Email/)).toHaveAccessibleDescription('Email already registered');
  });

  it('falls back to "Signup failed" when the failure says nothing', async () => {
    identity.signup.mockRejectedValue(new ApiError({ status: 400, message: '' }));
    const { user, fill } = setup();
    await fill(valid);
    await user.click(createButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Signup failed'));
  });
});
