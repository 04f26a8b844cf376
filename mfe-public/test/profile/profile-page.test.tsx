import { act, screen, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import { PLAYBACK_POLL_FIRST_MS } from '@abialbum/web-kit/media';
import Profile from '../../src/exposes/Profile';
import type * as MockModule from './mock-album-pages';
import {
  aHighlight,
  aProfileResult,
  aSection,
  albums,
  envelope,
  highlightList,
  http,
  mediaList,
  playback,
  renderAt,
  resetAlbumPages,
  toast,
} from './mock-album-pages';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('./mock-album-pages').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('./mock-album-pages').mockClients());

const openProfile = () => renderAt(<Profile />, { pattern: '/abialbum/profile/:albumId', url: '/abialbum/profile/a1' });

beforeEach(() => {
  resetAlbumPages();
  albums.sharedAlbum.mockResolvedValue(envelope({ sharedAlbum: [] }));
});

describe('public album profile', () => {
  it('shows a spinner, then the album, its owner card, figures and collections', async () => {
    albums.albumProfile.mockResolvedValue(
      envelope(
        aProfileResult({
          sections: [
            aSection({ id: 's1', title: 'Family', mediaCount: 3, thumbnails: ['/api/v1/files/f1.webp'] }),
            aSection({ id: 's2', title: 'Memories', mediaCount: 0 }),
          ],
        }),
      ),
    );
    openProfile();
    expect(screen.getByRole('status')).toHaveTextContent('Loading album profile...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer in Lisbon' })).toBeInTheDocument();
    expect(albums.albumProfile).toHaveBeenCalledWith('a1');
    expect(screen.getByText('Beach days and custard tarts')).toBeInTheDocument();

    // The columns come a frame after the title and description.
    const ownerCard = await screen.findByRole('region', { name: 'Album owner' });
    expect(within(ownerCard).getByText('Ana Silva')).toBeInTheDocument();
    expect(within(ownerCard).getByText('Lisbon, Portugal')).toBeInTheDocument();
    const figures: Array<[string, string]> = [['Media', '12'], ['Sections', '2'], ['Highlights', '3'], ['Profile views', '321'], ['Total joined', '7']];
    for (const [label, value] of figures) {
      expect(within(ownerCard).getByText(label).nextSibling).toHaveTextContent(value);
    }

    const collections = screen.getByRole('region', { name: 'Collections' });
    const family = within(collections).getByRole('button', { name: /Family/ });
    expect(family).toHaveTextContent('3 items');
    expect(family.querySelector('img')).toHaveAttribute('src', '/api/v1/files/f1.webp');
    expect(within(collections).getByRole('button', { name: /Memories/ }).querySelector('img')).toBeNull();

    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();
    expect(screen.getByText('No media yet')).toBeInTheDocument();
    expect(screen.getByText('No highlights yet')).toBeInTheDocument();
    expect(screen.getByText('No shared sections yet')).toBeInTheDocument();
  });

  it("toasts 'This album is private' and goes to /abialbum on a 403", async () => {
    albums.albumProfile.mockRejectedValue(new ApiError({ status: 403, message: 'This album is private' }));
    openProfile();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/abialbum$/);
    expect(toast.error).toHaveBeenCalledWith('This album is private');
  });

  it("toasts 'Failed to fetch album profile' and goes to /abialbum on any other failure", async () => {
    albums.albumProfile.mockRejectedValue(new ApiError({ status: 404, message: 'Album not found' }));
    openProfile();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/abialbum$/);
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch album profile');
  });

  it('still shows the profile when the shared sections cannot be read', async () => {
    albums.albumProfile.mockResolvedValue(envelope(aProfileResult()));
    albums.sharedAlbum.mockRejectedValue(new ApiError({ status: 500, message: '' }));
    openProfile();
    expect(await screen.findByText('No shared sections yet')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('opens a collection in a gallery with its media from the media service', async () => {
    albums.albumProfile.mockResolvedValue(envelope(aProfileResult({ sections: [aSection({ mediaCount: 2 })] })));
    http.get.mockResolvedValue(envelope({ media: mediaList(2, { sectionId: 's1' }) }));
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: /Family/ }));
    const gallery = await screen.findByRole('dialog', { name: 'Family' });
    expect(http.get).toHaveBeenCalledWith('abialbum/albums/a1/media', { query: { sectionId: 's1' } });
    expect(within(gallery).getByText('1 / 2')).toBeInTheDocument();
    expect(within(gallery).getByRole('img', { name: 'Photo number 1' })).toHaveAttribute('src', '/api/v1/files/m1.webp');
  });

  it('falls back to the collection thumbnails while the media service does not answer', async () => {
    albums.albumProfile.mockResolvedValue(
      envelope(aProfileResult({ sections: [aSection({ mediaCount: 2, thumbnails: ['/t/1.webp', '/t/2.webp'] })] })),
    );
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: /Family/ }));
    const gallery = await screen.findByRole('dialog', { name: 'Family' });
    expect(within(gallery).getByText('1 / 2')).toBeInTheDocument();
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', '/t/1.webp');
  });

  it('opens the highlights gallery: caption, counter, previous/next by button and arrow keys', async () => {
    const highlights = highlightList(3);
    albums.albumProfile.mockResolvedValue(envelope(aProfileResult({ mediaHighlights: highlights })));
    const { user } = openProfile();
    const card = await screen.findByRole('region', { name: 'Highlights' });
    await user.click(within(card).getByRole('button', { name: 'Open Photo number 2' }));
    const gallery = screen.getByRole('dialog', { name: 'Highlights' });
    expect(within(gallery).getByText('2 / 3')).toBeInTheDocument();
    expect(within(gallery).getByText('Photo number 2', { selector: 'figcaption' })).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Next' }));
    expect(within(gallery).getByText('3 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(gallery).getByText('1 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(gallery).getByText('3 / 3')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Previous' }));
    expect(within(gallery).getByText('2 / 3')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows 8 media of a shared section, then '+N more' which opens the rest", async () => {
    albums.albumProfile.mockResolvedValue(envelope(aProfileResult()));
    albums.sharedAlbum.mockResolvedValue(
      envelope({ sharedAlbum: [{ ...aSection({ id: 's7', title: 'Wedding day', isSharedAlbum: true, mediaCount: 11 }), media: mediaList(11) }] }),
    );
    const { user } = openProfile();
    const card = await screen.findByRole('region', { name: 'Shared sections' });
    expect(within(card).getByRole('link', { name: 'Wedding day' })).toHaveAttribute('href', '/abialbum/shared-section/s7');
    expect(within(card).getByText('11 items')).toBeInTheDocument();
    expect(within(card).getAllByRole('button', { name: /^Open / })).toHaveLength(8);
    await user.click(within(card).getByRole('button', { name: '+3 more' }));
    expect(within(screen.getByRole('dialog', { name: 'Wedding day' })).getByText('9 / 11')).toBeInTheDocument();
  });

  it('shows a video tile with a play mark and plays it in the gallery', async () => {
    albums.albumProfile.mockResolvedValue(
      envelope(aProfileResult({ mediaHighlights: [aHighlight(1, { type: 'VIDEO', url: '/v/1.mp4', caption: 'Cake' })] })),
    );
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Open Cake' }));
    expect(screen.getByLabelText('Cake', { selector: 'video' })).toHaveAttribute('src', '/v/1.mp4');
  });
});

describe("the profile's highlight player: a video browsers may not play as it was sent (an iPhone's HEVC)", () => {
  const hevc = aHighlight(1, { type: 'VIDEO', url: '/api/v1/files/h1.mov', caption: 'Lake', playbackStatus: 'preparing' });
  const copy = '/api/v1/files/h1-play.mp4';
  const openHighlight = async (highlight = hevc) => {
    albums.albumProfile.mockResolvedValue(envelope(aProfileResult({ mediaHighlights: [highlight] })));
    const { user } = renderAt(<Profile />, { pattern: '/abialbum/profile/:albumId', url: '/abialbum/profile/a1', fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: 'Open Lake' }));
    return screen.getByRole('dialog', { name: 'Highlights' });
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('plays the playback copy once ready; the original stays the download', async () => {
    const gallery = await openHighlight({ ...hevc, playbackStatus: 'ready', playbackUrl: copy });
    expect(within(gallery).getByLabelText('Lake', { selector: 'video' })).toHaveAttribute('src', copy);
    expect(within(gallery).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/api/v1/files/h1.mov');
    expect(playback.getHighlight).not.toHaveBeenCalled();
  });

  it('says the video is being prepared, asks about the highlight itself, then plays the copy without a reload', async () => {
    playback.getHighlight
      .mockResolvedValueOnce(envelope({ highlight: { ...hevc, albumId: 'a1' } }))
      .mockResolvedValueOnce(envelope({ highlight: { ...hevc, albumId: 'a1', playbackStatus: 'ready', playbackUrl: copy } }));
    const gallery = await openHighlight();
    expect(within(gallery).getByRole('status')).toHaveTextContent('This video is being prepared');
    expect(within(gallery).queryByLabelText('Lake', { selector: 'video' })).toBeNull();

    await act(() => jest.advanceTimersByTimeAsync(PLAYBACK_POLL_FIRST_MS));
    expect(playback.getHighlight).toHaveBeenCalledWith('h1');
    expect(within(gallery).getByText('This video is being prepared')).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(PLAYBACK_POLL_FIRST_MS * 2));
    expect(within(gallery).getByLabelText('Lake', { selector: 'video' })).toHaveAttribute('src', copy);
    expect(playback.getMedia).not.toHaveBeenCalled();
  });

  it('asks about a highlight made from a media item as that item', async () => {
    playback.getMedia.mockResolvedValue(envelope({ media: { ...hevc, id: 'm7', playbackStatus: 'ready', playbackUrl: copy } }));
    const gallery = await openHighlight({ ...hevc, mediaId: 'm7' });
    await act(() => jest.advanceTimersByTimeAsync(PLAYBACK_POLL_FIRST_MS));
    expect(playback.getMedia).toHaveBeenCalledWith('m7');
    expect(within(gallery).getByLabelText('Lake', { selector: 'video' })).toHaveAttribute('src', copy);
  });

  it('offers the original when the copy could not be made', async () => {
    const gallery = await openHighlight({ ...hevc, playbackStatus: 'failed' });
    expect(within(gallery).getByLabelText('Lake', { selector: 'video' })).toHaveAttribute('src', '/api/v1/files/h1.mov');
  });
});
