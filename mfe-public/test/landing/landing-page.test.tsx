import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import Landing from '../../src/exposes/Landing';
import { forgetFeaturedAlbumConfig } from '../../src/features/landing/config/featured-album';
import { counterDuration } from '../../src/features/landing/components/stats-block';
import { aSection, albums, content, envelope, toast } from '../mock-content-client';
import type * as MockModule from '../mock-content-client';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-content-client').mockWebKit());

const openLanding = () => renderRoute(<Landing />, { path: '/abialbum/landing' });
const stats = { totalUsers: 42, totalAlbums: 7, totalAlbumOwners: 5, totalMedia: 1234, publicAlbums: 6 };
const collections = () => screen.getByRole('region', { name: 'Featured Collections' });
const statsBlock = () => screen.getByRole('region', { name: 'Our Growing Community' });
/** Lets the page's calls answer, so that no update lands after the test. */
const settled = async () => {
  await within(statsBlock()).findAllByRole('definition');
  await waitFor(() => expect(within(collections()).queryByRole('status')).toBeNull());
};

beforeEach(() => {
  jest.clearAllMocks();
  forgetFeaturedAlbumConfig();
  window.__ABIALBUM_CONFIG__ = { featuredAlbumId: '14' };
  albums.listSections.mockResolvedValue(envelope({ sections: [] }));
  content.publicStats.mockResolvedValue(envelope(stats));
});

afterEach(() => {
  delete window.__ABIALBUM_CONFIG__;
  jest.useRealTimers();
});

describe('Landing page', () => {
  it('greets visitors and links Explore, Get Started Free, the feature cards and the featured album', async () => {
    openLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Abi Social Album' })).toBeInTheDocument();
    expect(screen.getByText('Keep the memories forever')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/abialbum/home');
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/abialbum/signup');
    expect(screen.getByRole('link', { name: /Share Photos & Videos/ })).toHaveAttribute('href', '/abialbum/home');
    expect(screen.getByRole('link', { name: /Organize in Sections/ })).toHaveAttribute('href', '/abialbum/owner');
    expect(screen.getByRole('link', { name: /^Share Sections/ })).toHaveAttribute('href', '/abialbum/owner');
    // Each feature card's icon is a drawing of ours (an emoji is an empty box where the system has no emoji font).
    const features = within(screen.getByRole('region', { name: 'Everything you need to keep your memories' })).getAllByRole('link');
    expect(features.map((card) => card.querySelector('svg[aria-hidden="true"]')?.getAttribute('data-icon'))).toEqual(['camera', 'folders', 'link']);
    expect(features.map((card) => card.textContent).join('')).not.toMatch(/\p{Extended_Pictographic}/u);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Explore More Collections' })).toHaveAttribute('href', '/abialbum/profile/14'),
    );
    expect(screen.getByRole('link', { name: 'Open the featured album' })).toHaveAttribute('href', '/abialbum/profile/14');
    const people = within(screen.getByRole('region', { name: 'Friends and Family Around the World' })).getAllByRole('link');
    expect(people.length).toBeGreaterThan(0);
    people.forEach((person) => expect(person).toHaveAttribute('href', '/abialbum/profile/14'));
    await settled();
  });

  it('explains How It Works in three numbered steps', async () => {
    openLanding();
    await settled();
    const steps = within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Create Your Album',
      'Upload & Organize',
      'Share & Enjoy',
    ]);
    expect(steps.map((step) => step.textContent?.slice(0, 2))).toEqual(['01', '02', '03']);
  });

  it('shows a spinner, then the first 6 sections of the featured album, each opening its profile', async () => {
    const sections = Array.from({ length: 8 }, (_, i) => aSection({ id: `s${i}`, title: `Section ${i + 1}` }));
    albums.listSections.mockResolvedValue(envelope({ sections }));
    openLanding();
    expect(within(collections()).getByText('Loading collections...')).toBeInTheDocument();
    const links = await within(collections()).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      ['Section 1', 'Section 2', 'Section 3', 'Section 4', 'Section 5', 'Section 6'].map((t) => `${t}3 items`),
    );
    links.forEach((link) => expect(link).toHaveAttribute('href', '/abialbum/profile/14'));
    expect(albums.listSections).toHaveBeenCalledWith('14');
  });

  it('keeps the place of 6 collections while they load, then fetches the pictures of the first row at once', async () => {
    const sections = Array.from({ length: 6 }, (_, i) => aSection({ id: `s${i}`, title: `Section ${i + 1}`, thumbnails: [`/api/v1/files/t${i}.webp`] }));
    albums.listSections.mockResolvedValue(envelope({ sections }));
    openLanding();
    expect(within(collections()).getAllByRole('listitem', { hidden: true })).toHaveLength(6);
    const pictures = (await within(collections()).findAllByRole('link')).map((link) => link.querySelector('img'));
    expect(pictures.map((img) => img?.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(pictures.map((img) => img?.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null]);
    await settled();
  });

  it("says 'No collections available at the moment' when the featured album has no sections", async () => {
    openLanding();
    expect(await within(collections()).findByText('No collections available at the moment')).toBeInTheDocument();
  });

  it('only logs a failure to load the sections', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    albums.listSections.mockRejectedValue(new ApiError({ status: 500, message: 'boom' }));
    openLanding();
    expect(await within(collections()).findByText('No collections available at the moment')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('reads the featured album id from /config.json when the page does not set one', async () => {
    delete window.__ABIALBUM_CONFIG__;
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve({ featuredAlbumId: 'abc123' }) });
    Object.assign(globalThis, { fetch: fetchMock });
    openLanding();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Explore More Collections' })).toHaveAttribute('href', '/abialbum/profile/abc123'),
    );
    expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.anything());
    expect(albums.listSections).toHaveBeenCalledWith('abc123');
  });

  it('has no featured album when none is configured', async () => {
    delete window.__ABIALBUM_CONFIG__;
    Object.assign(globalThis, { fetch: jest.fn().mockResolvedValue({ ok: false, json: () => Promise.reject(new Error('html')) }) });
    openLanding();
    expect(await within(collections()).findByText('No collections available at the moment')).toBeInTheDocument();
    expect(albums.listSections).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Explore More Collections' })).toHaveAttribute('href', '/abialbum/home');
  });
});

describe('Landing statistics', () => {
  const values = () => within(statsBlock()).getAllByRole('definition').map((dd) => dd.textContent);

  it('shows a loading state, then the figures with a + suffix', async () => {
    openLanding();
    expect(within(statsBlock()).getByText('Loading stats...')).toBeInTheDocument();
    expect(await within(statsBlock()).findByText('1,234+')).toBeInTheDocument();
    expect(values()).toEqual(['42+', '7+', '5+', '1,234+', '6+']);
    expect(within(statsBlock()).getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'Happy Users',
      'Albums Created',
      'Album Owners',
      'Memories Shared',
      'Public Albums',
    ]);
  });

  it('shows the sample numbers when the request fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    content.publicStats.mockRejectedValue(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' }));
    openLanding();
    expect(await within(statsBlock()).findByText('1,250+')).toBeInTheDocument();
    expect(values()).toEqual(['1,250+', '3,400+', '980+', '15,600+', '2,100+']);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts 'Failed to fetch stats' and says 'Unable to load stats' for an answer without success", async () => {
    content.publicStats.mockResolvedValue({ success: false, data: null, message: '' });
    openLanding();
    expect(await within(statsBlock()).findByText('Unable to load stats')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch stats');
  });

  it('counts up to each figure in 1800 to 2500 ms', async () => {
    expect([0, 1, 2, 3, 4].map(counterDuration)).toEqual([1800, 1975, 2150, 2325, 2500]);
    jest.useFakeTimers();
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    try {
      openLanding();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(values()).toEqual(['0+', '0+', '0+', '0+', '0+']);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(900);
      });
      const midway = Number(values()[3]!.replace(/[,+]/g, ''));
      expect(midway).toBeGreaterThan(0);
      expect(midway).toBeLessThan(1234);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1700);
      });
      expect(values()).toEqual(['42+', '7+', '5+', '1,234+', '6+']);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});
