import { act, screen, within } from '@testing-library/react';
import Profile from '../../src/exposes/Profile';
import type * as MockModule from './mock-album-pages';
import { aProfileResult, albums, envelope, mediaList, renderAt, resetAlbumPages } from './mock-album-pages';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('./mock-album-pages').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('./mock-album-pages').mockClients());

const openProfile = () =>
  renderAt(<Profile />, { pattern: '/abialbum/profile/:albumId', url: '/abialbum/profile/a1', fakeTimers: true });

async function recentMedia() {
  const card = await screen.findByRole('region', { name: 'Recent media' });
  return { card, counter: () => within(card).getByText(/^\d+ \/ \d+$/).textContent };
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  resetAlbumPages();
  albums.sharedAlbum.mockResolvedValue(envelope({ sharedAlbum: [] }));
  albums.albumProfile.mockResolvedValue(envelope(aProfileResult({}, mediaList(3))));
});

afterEach(() => {
  jest.useRealTimers();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('recent-media slideshow', () => {
  it('moves to the next media every 3 s and wraps round', async () => {
    openProfile();
    const { counter, card } = await recentMedia();
    expect(counter()).toBe('1 / 3');
    expect(within(card).getByRole('button', { name: 'Photo number 1 (1 of 3)' })).toBeInTheDocument();
    await wait(2999);
    expect(counter()).toBe('1 / 3');
    await wait(1);
    expect(counter()).toBe('2 / 3');
    await wait(3000);
    await wait(3000);
    expect(counter()).toBe('1 / 3');
  });

  it('pauses while the pointer is over it, and goes on when it leaves', async () => {
    const { user } = openProfile();
    const { counter, card } = await recentMedia();
    const slideshow = within(card).getByRole('button', { name: /Photo number 1/ }).closest('[aria-roledescription="carousel"]')!;
    await user.hover(slideshow);
    await wait(9000);
    expect(counter()).toBe('1 / 3');
    await user.unhover(slideshow);
    await wait(3000);
    expect(counter()).toBe('2 / 3');
  });

  it('pauses while focus is inside, and steps with Previous and Next', async () => {
    const { user } = openProfile();
    const { counter, card } = await recentMedia();
    await user.click(within(card).getByRole('button', { name: 'Next slide' }));
    expect(counter()).toBe('2 / 3');
    await wait(9000);
    expect(counter()).toBe('2 / 3');
    await user.click(within(card).getByRole('button', { name: 'Previous slide' }));
    await user.click(within(card).getByRole('button', { name: 'Previous slide' }));
    expect(counter()).toBe('3 / 3');
  });

  it('stays still for visitors who prefer reduced motion', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    openProfile();
    const { counter } = await recentMedia();
    await wait(9000);
    expect(counter()).toBe('1 / 3');
  });

  it('opens the slide in the gallery', async () => {
    const { user } = openProfile();
    const { card } = await recentMedia();
    await user.click(within(card).getByRole('button', { name: 'Photo number 1 (1 of 3)' }));
    expect(within(await screen.findByRole('dialog', { name: 'Recent media' })).getByText('1 / 3')).toBeInTheDocument();
  });
});
