import { screen } from '@testing-library/react';
import Contact from '../../src/exposes/Contact';
import { renderRoute } from '../render-route';

const openContact = () => renderRoute(<Contact />, { path: '/abialbum/contact' });

let opened: string[] = [];
beforeEach(() => {
  opened = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    opened.push(this.href);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('Contact page', () => {
  it('gives the contact address as a mail link', () => {
    openContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact@abialbum.com' })).toHaveAttribute('href', 'mailto:contact@abialbum.com');
  });

  it('says what is missing or wrong, per field, and opens nothing', async () => {
    const { user } = openContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('Name is required');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Email is required');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription('Message is required');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'A');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Name must be at least 2 characters long')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(opened).toEqual([]);
  });

  it('opens the mail client with the message addressed to contact@abialbum.com', async () => {
    const { user } = openContact();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ana Silva');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello & thanks!');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(opened).toHaveLength(1);
    const link = new URL(opened[0]!);
    expect(link.protocol).toBe('mailto:');
    expect(link.pathname).toBe('contact@abialbum.com');
    expect(link.searchParams.get('subject')).toBe('Message from Ana Silva');
    expect(link.searchParams.get('body')).toBe('Hello & thanks!\n\nAna Silva <ana@example.com>');
    expect(screen.getByRole('status')).toHaveTextContent('Your mail app should open with your message.');
  });
});
