import { act, screen, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import SharedSection from '../../src/exposes/SharedSection';
import type * as MockModule from '../profile/mock-album-pages';
import { aMedia, aSharedSection, albums, envelope, join, mediaList, renderAt, resetAlbumPages, signInAs, standing, toast } from '../profile/mock-album-pages';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../profile/mock-album-pages').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('../profile/mock-album-pages').mockClients());

const openSection = (fakeTimers = false) =>
  renderAt(<SharedSection />, { pattern: '/abialbum/shared-section/:sectionId', url: '/abialbum/shared-section/s7', fakeTimers });

beforeEach(() => resetAlbumPages());

describe('shared section page', () => {
  it('shows title, description, owner, album, item count and the media strip', async () => {
    albums.sharedSection.mockResolvedValue(envelope({ section: aSharedSection({ media: mediaList(10) }) }));
    openSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading shared section...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wedding day' })).toBeInTheDocument();
    expect(albums.sharedSection).toHaveBeenCalledWith('s7');
    expect(screen.getByText('The best day')).toBeInTheDocument();
    expect(screen.getByText('Ana Silva')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Summer in Lisbon' })).toHaveAttribute('href', '/abialbum/profile/a1');
    expect(screen.getByText('10 items')).toBeInTheDocument();
    const strip = screen.getByRole('list', { name: 'Media in this section' });
    expect(within(strip).getAllByRole('button', { name: /^Open Photo number/ })).toHaveLength(10);
  });

  it('offers "Download section" to everyone while downloads are on; once off, to the owner and members only', async () => {
    const off = (allowDownloads: boolean) => aSharedSection({ media: mediaList(3), album: { id: 'a1', title: 'Summer in Lisbon', description: '', allowDownloads } });
    albums.sharedSection.mockResolvedValue(envelope({ section: off(true) }));
    let view = openSection();
    expect(await screen.findByRole('button', { name: 'Download section' })).toBeInTheDocument();
    view.unmount();

    albums.sharedSection.mockResolvedValue(envelope({ section: off(false) }));
    view = openSection();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wedding day' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download section' })).toBeNull();
    view.unmount();

    signInAs('owner-1');
    view = openSection();
    expect(await screen.findByRole('button', { name: 'Download section' })).toBeInTheDocument();
    view.unmount();

    signInAs('member-1');
    join.uploadPermission.mockResolvedValue(standing(true));
    openSection();
    expect(await screen.findByRole('button', { name: 'Download section' })).toBeInTheDocument();
    expect(join.uploadPermission).toHaveBeenCalledWith('a1');
  });

  it('opens the full-screen viewer: counter, caption, previous and next', async () => {
    albums.sharedSection.mockResolvedValue(envelope({ section: aSharedSection({ media: mediaList(10) }) }));
    const { user } = openSection();
    await user.click(await screen.findByRole('button', { name: 'Open Photo number 3' }));
    const viewer = screen.getByRole('dialog', { name: 'Wedding day' });
    expect(within(viewer).getByText('3 / 10')).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: 'Photo number 3' })).toHaveAttribute('src', '/api/v1/files/m3.webp');
    expect(within(viewer).getByText('Photo number 3', { selector: 'figcaption' })).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Next' }));
    expect(within(viewer).getByText('4 / 10')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Previous' }));
    await user.click(within(viewer).getByRole('button', { name: 'Previous' }));
    expect(within(viewer).getByText('2 / 10')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(viewer).getByText('10 / 10')).toBeInTheDocument();
  });

  it("says 'Unsupported media type' for a file that is neither photo nor video", async () => {
    albums.sharedSection.mockResolvedValue(
      envelope({ section: aSharedSection({ media: [aMedia(1, { type: 'OTHER', caption: 'Menu', thumbnailUrl: null })] }) }),
    );
    const { user } = openSection();
    await user.click(await screen.findByRole('button', { name: 'Open Menu' }));
    expect(within(screen.getByRole('dialog')).getByText('Unsupported media type')).toBeInTheDocument();
  });

  it("copies the page's share link and says 'Share link copied to clipboard!'", async () => {
    albums.sharedSection.mockResolvedValue(envelope({ section: aSharedSection() }));
    const { user } = openSection();
    await user.click(await screen.findByRole('button', { name: 'Share Link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/abialbum/shared-section/s7`);
    expect(toast.success).toHaveBeenCalledWith('Share link copied to clipboard!');
  });

  it('says so kindly when the section has no media yet', async () => {
    albums.sharedSection.mockResolvedValue(envelope({ section: aSharedSection({ media: [] }) }));
    openSection();
    expect(await screen.findByText('0 items')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Media in this section' })).toBeNull();
  });

  it.each([
    ['not shared (404)', new ApiError({ status: 404, message: 'This section is not available' })],
    ['the id is not one (400)', new ApiError({ status: 400, message: 'Invalid id' })],
  ])("when %s: toasts and shows 'This section is not available', then goes to the dashboard after 2000 ms", async (_case, failure) => {
    jest.useFakeTimers();
    try {
      albums.sharedSection.mockRejectedValue(failure);
      openSection(true);
      expect(await screen.findByRole('heading', { name: 'This section is not available' })).toBeInTheDocument();
      expect(toast.error).toHaveBeenCalledWith('This section is not available');
      act(() => jest.advanceTimersByTime(1999));
      expect(screen.queryByTestId('location')).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/dashboard');
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['the network fails', new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' })],
    ['the server fails (500)', new ApiError({ status: 500, message: 'Internal error' })],
  ])("when %s: toasts 'Failed to load shared section', stays, and loads it on 'Try again'", async (_case, failure) => {
    albums.sharedSection.mockRejectedValueOnce(failure).mockResolvedValue(envelope({ section: aSharedSection() }));
    const { user } = openSection();
    expect(await screen.findByRole('heading', { name: 'Failed to load shared section' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to load shared section');
    expect(toast.error).not.toHaveBeenCalledWith('This section is not available');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wedding day' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
