import { screen, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import TopAlbums from '../../src/exposes/TopAlbums';
import { aSearchResult, albums, envelope, toast } from '../mock-albums-client';
import type * as MockModule from '../mock-albums-client';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-albums-client').mockWebKit());

const openTopAlbums = () => renderRoute(<TopAlbums />, { path: '/abialbum/top-albums' });

beforeEach(() => jest.clearAllMocks());

describe('Top Followed Albums', () => {
  it('shows owner, title, description, media, views and followers; a card opens the profile', async () => {
    albums.mostFollowed.mockResolvedValue(envelope({ albums: [aSearchResult({ followers: 620 })] }));
    openTopAlbums();
    expect(screen.getByRole('heading', { level: 1, name: 'Top Followed Albums' })).toBeInTheDocument();
    const card = await screen.findByRole('link');
    expect(card).toHaveAttribute('href', '/abialbum/profile/a1');
    expect(within(card).getByRole('heading', { name: 'Summer in Lisbon' })).toBeInTheDocument();
    for (const text of ['Ana Silva', 'Beach days and custard tarts', '12 media items', '300 views', '620 followers']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
  });

  it('colours the followers badge by tier: over 100, over 200 and over 500', async () => {
    const counts = [100, 101, 200, 201, 500, 501];
    albums.mostFollowed.mockResolvedValue(
      envelope({ albums: counts.map((followers, i) => aSearchResult({ id: `a${i}`, followers })) }),
    );
    openTopAlbums();
    await screen.findAllByRole('link');
    const tiers = counts.map((n) => screen.getByText(`${n} followers`).getAttribute('data-tier'));
    expect(tiers).toEqual(['base', 'rising', 'rising', 'star', 'star', 'legend']);
  });

  it("says 'No albums found' and 'No albums available at this time' when there are none", async () => {
    albums.mostFollowed.mockResolvedValue(envelope({ albums: [] }));
    openTopAlbums();
    expect(await screen.findByText('No albums found')).toBeInTheDocument();
    expect(screen.getByText('No albums available at this time')).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch top albums' when the call fails", async () => {
    albums.mostFollowed.mockRejectedValue(new ApiError({ status: 503, message: '' }));
    openTopAlbums();
    expect(await screen.findByText('No albums found')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch top albums');
  });
});
