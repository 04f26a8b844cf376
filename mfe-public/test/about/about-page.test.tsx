import { screen, within } from '@testing-library/react';
import { ApiError, type AboutContent } from '@abialbum/web-kit';
import About from '../../src/exposes/About';
import { content, envelope } from '../mock-content-client';
import type * as MockModule from '../mock-content-client';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-content-client').mockWebKit());

const openAbout = () => renderRoute(<About />, { path: '/abialbum/about' });

const saved: AboutContent = {
  title: 'About Us',
  content: 'We keep memories.\nFor everyone.',
  mission: 'Keep every memory.',
  vision: 'Families everywhere.',
  features: [
    { icon: '⭐', title: 'Fast', description: 'Quick uploads' },
    { title: 'Safe', description: 'Your data stays yours' },
  ],
  updatedBy: 'admin@abialbum.test',
  updatedAt: '2025-03-04T12:00:00.000Z',
};

beforeEach(() => jest.clearAllMocks());

describe('About page', () => {
  it('shows the title, content, mission, vision, the Why Choose grid, the calls to action and the date', async () => {
    content.about.mockResolvedValue(envelope(saved));
    openAbout();
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText('We keep memories.')).toBeInTheDocument();
    expect(screen.getByText('For everyone.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Our Mission' })).getByText('Keep every memory.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Our Vision' })).getByText('Families everywhere.')).toBeInTheDocument();
    const grid = screen.getByRole('region', { name: /^Why Choose/ });
    expect(within(grid).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Fast', 'Safe']);
    expect(within(grid).getByText('Quick uploads')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your Album' })).toHaveAttribute('href', '/abialbum/signup');
    expect(screen.getByRole('link', { name: 'Explore Albums' })).toHaveAttribute('href', '/abialbum/dashboard');
    expect(screen.getByText('Last updated: March 4, 2025')).toBeInTheDocument();
  });

  it('shows stored markup as text', async () => {
    content.about.mockResolvedValue(envelope({ ...saved, content: '<img src=x onerror=alert(1)><script>alert(2)</script>' }));
    const { container } = openAbout();
    expect(await screen.findByText('<img src=x onerror=alert(1)><script>alert(2)</script>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('falls back to the built-in text with its three features when the fetch fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    content.about.mockRejectedValue(new ApiError({ status: 502, message: 'Bad gateway' }));
    openAbout();
    expect(await screen.findByRole('heading', { level: 1, name: 'About Abi Social Album' })).toBeInTheDocument();
    const grid = screen.getByRole('region', { name: /^Why Choose/ });
    expect(within(grid).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Photo & Video Storage',
      'Easy Sharing',
      'Privacy First',
    ]);
    expect(screen.getByRole('region', { name: 'Our Mission' })).toBeInTheDocument();
  });

  it("says 'Content Not Available - Please check back later.' when nothing was ever saved", async () => {
    content.about.mockResolvedValue(envelope(null));
    openAbout();
    expect(await screen.findByText('Content Not Available - Please check back later.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our Mission' })).toBeNull();
  });
});
