import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInStored } from './support';

beforeEach(() => localStorage.clear());

describe('top bar', () => {
  it('offers Login and Join to a visitor', async () => {
    renderApp('/abialbum/landing');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/abialbum/login');
    expect(within(nav).getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/abialbum/signup');
    expect(within(nav).queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('offers My Albums, Joined Albums, Account and Logout when signed in; Logout signs out', async () => {
    signInStored();
    (globalThis as { fetch?: unknown }).fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => '{"success":true,"data":null,"message":""}' }));
    renderApp('/abialbum/landing');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'My Albums' })).toHaveAttribute('href', '/abialbum/owner');
    expect(within(nav).getByRole('link', { name: 'Joined Albums' })).toHaveAttribute('href', '/abialbum/joined-albums');
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/abialbum/account/email');

    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'public/Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('searches albums on submit and ignores blank text', async () => {
    renderApp('/abialbum/landing');
    await screen.findByRole('heading', { name: 'public/Landing' });
    const box = screen.getByRole('combobox', { name: 'Search albums' });
    await userEvent.type(box, '   {Enter}');
    expect(await screen.findByRole('heading', { name: 'public/Landing' })).toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.type(box, 'beach day{Enter}');
    expect(await screen.findByRole('heading', { name: 'public/Search' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/search?query=beach%20day');
  });

  it('has a menu toggle that says whether the menu is open', async () => {
    renderApp('/abialbum/landing');
    await screen.findByRole('heading', { name: 'public/Landing' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('has a footer with home, about, terms and a contact mail link', async () => {
    renderApp('/abialbum/landing');
    await screen.findByRole('heading', { name: 'public/Landing' });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/abialbum/landing');
    expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/abialbum/about');
    expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/abialbum/terms');
    expect(footer.getByRole('link', { name: 'Contact' }).getAttribute('href')).toMatch(/^mailto:/);
  });
});
