import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './support';

const ok = (data: unknown, message = '') => ({ ok: true, status: 200, text: async () => JSON.stringify({ success: true, data, message }) });
const refused = (status: number, code: string, message: string) => ({
  ok: false,
  status,
  text: async () => JSON.stringify({ success: false, data: null, code, message }),
});

/** A stored user as the session keeps it after reading the profile, and the API calls the page makes. */
function signedIn(emailVerified: boolean, resend: () => unknown = () => ok(null, 'We have sent a new link to demo@abialbum.test.')) {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify({ id: '65f000000000000000000001', name: 'Demo', email: 'demo@abialbum.test', emailVerified }));
  const calls: string[] = [];
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async (url: string, init: { method?: string } = {}) => {
    const path = new URL(url, 'http://localhost').pathname;
    calls.push(`${init.method ?? 'GET'} ${path}`);
    if (path.endsWith('/users/email/verification')) return resend();
    if (path.endsWith('/notifications')) return ok({ notifications: [], unread: 0, pagination: { currentPage: 1, totalPages: 1, hasPreviousPage: false, hasNextPage: false, totalItems: 0 } });
    return ok(null);
  });
  return calls;
}

beforeEach(() => localStorage.clear());

describe('the banner asking to verify the email address', () => {
  it('asks a signed-in user whose address is not verified, and sends another link on request', async () => {
    const calls = signedIn(false);
    renderApp('/abialbum/landing');
    const banner = await screen.findByRole('complementary', { name: 'Email verification' });
    expect(banner).toHaveTextContent('Please verify your email address: open the link we sent to demo@abialbum.test.');
    expect(within(banner).getByRole('link', { name: 'Change address' })).toHaveAttribute('href', '/abialbum/account/email');
    await userEvent.click(within(banner).getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('We have sent a new link to demo@abialbum.test.')).toBeInTheDocument();
    expect(calls).toContain('POST /api/v1/abialbum/users/email/verification');
  });

  it("says identity's refusal past the limit", async () => {
    const message = 'Too many emails asked for. Please try again in 12 minutes.';
    signedIn(false, () => refused(429, 'TOO_MANY_EMAILS', message));
    renderApp('/abialbum/landing');
    const banner = await screen.findByRole('complementary', { name: 'Email verification' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('is not there for a verified user, nor for a visitor', async () => {
    signedIn(true);
    const { unmount } = renderApp('/abialbum/landing');
    await screen.findByRole('heading', { name: 'public/Landing' });
    // The signed-in user's parts of the top bar are there (loaded on demand), the banner is not.
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByRole('complementary', { name: 'Email verification' })).not.toBeInTheDocument();
    unmount();
    localStorage.clear();
    renderApp('/abialbum/landing');
    await screen.findByRole('heading', { name: 'public/Landing' });
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Email verification' })).not.toBeInTheDocument());
  });
});
