import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import AdminDashboard from '../../src/exposes/AdminDashboard';
import { adminAlbums, envelope, toast } from '../mock-web-kit';
import { renderRoute } from '../render-route';
import type * as MockModule from '../mock-web-kit';
import { aPage } from '../users/builders';
import { aMedia, anAdminAlbum } from './builders';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/admin', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKitAdmin());

const sixMedia = Array.from({ length: 6 }, (_, i) =>
  aMedia({ id: `m${i}`, type: i === 1 ? 'VIDEO' : 'IMAGE', url: `/api/v1/files/m${i}.${i === 1 ? 'mp4' : 'jpg'}`, fileName: `photo-${i}` }),
);
const lisbon = anAdminAlbum({ media: sixMedia, _count: { media: 6, comments: 3, reactions: 9 } });
const porto = anAdminAlbum({
  id: 'a2',
  title: 'Porto Weekend',
  description: null,
  isBlocked: true,
  owner: { id: 'u2', name: 'Bruno Costa', isBlocked: true },
});

beforeEach(() => {
  jest.clearAllMocks();
  adminAlbums.list.mockResolvedValue(envelope({ albums: [lisbon, porto], pagination: aPage(1, 2) }));
  // The card shows the first 4; 'View All Media' asks for the whole list.
  adminAlbums.media.mockImplementation((id: unknown) =>
    Promise.resolve(envelope({ media: [lisbon, porto].find((album) => album.id === id)?.media ?? [] })),
  );
});

async function openAlbumsTab() {
  const view = renderRoute(<AdminDashboard />, { path: '/abialbum/admin/dashboard' });
  await view.user.click(screen.getByRole('tab', { name: 'Albums' }));
  await screen.findAllByRole('article');
  return view;
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('Admin dashboard, Albums tab', () => {
  it('shows title, description, owner, counts and both status badges', async () => {
    await openAlbumsTab();
    const first = card('Summer in Lisbon');
    for (const text of ['Beach days', 'Owner: Ana Silva', 'Media: 6', 'Comments: 3', 'Reactions: 9', 'Album: Active', 'Owner: Active']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    const second = card('Porto Weekend');
    for (const text of ['No description', 'Album: Blocked', 'Owner: Blocked']) {
      expect(within(second).getByText(text)).toBeInTheDocument();
    }
    expect(within(second).getByRole('button', { name: 'Unblock Album' })).toBeInTheDocument();
    expect(adminAlbums.list).toHaveBeenCalledWith({ page: 1, limit: 10, search: undefined });
  });

  it("shows the first 4 media, a VIDEO tile for videos and a '+N' tile for the rest", async () => {
    await openAlbumsTab();
    const tiles = within(within(card('Summer in Lisbon')).getByRole('list', { name: 'Media of Summer in Lisbon' })).getAllByRole('listitem');
    expect(tiles).toHaveLength(5);
    expect(tiles[0]!.querySelector('img')).toHaveAttribute('src', '/api/v1/files/m0.jpg');
    expect(tiles[1]).toHaveTextContent('VIDEO');
    expect(within(tiles[4]!).getByText('+2')).toBeInTheDocument();
    expect(within(card('Porto Weekend')).queryByRole('list', { name: /^Media of/ })).toBeNull();
  });

  it("lists every media item in 'View All Media (n)', or says 'No media in this album'", async () => {
    const { user } = await openAlbumsTab();
    await user.click(within(card('Summer in Lisbon')).getByRole('button', { name: 'View All Media (6)' }));
    const dialog = screen.getByRole('dialog', { name: 'All Media - Summer in Lisbon' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(adminAlbums.media).toHaveBeenCalledWith('a1');
    expect(items[0]).toHaveTextContent('IMAGE');
    expect(items[0]).toHaveTextContent('photo-0');
    expect(items[0]).toHaveTextContent('May 1, 2025');
    expect(items[1]).toHaveTextContent('VIDEO');
    expect(items[1]!.querySelector('video')).toHaveAttribute('controls');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(card('Porto Weekend')).getByRole('button', { name: 'View All Media (0)' }));
    expect(await within(screen.getByRole('dialog')).findByText('No media in this album')).toBeInTheDocument();
  });

  it("plays an iPhone video from its playback copy, and says when the copy is still being prepared", async () => {
    const videos = [
      aMedia({ id: 'v1', type: 'VIDEO', url: '/api/v1/files/v1.mov', fileName: 'v1.mov', playbackStatus: 'ready', playbackUrl: '/api/v1/files/v1-play.mp4' }),
      aMedia({ id: 'v2', type: 'VIDEO', url: '/api/v1/files/v2.mov', fileName: 'v2.mov', playbackStatus: 'preparing', playbackUrl: null }),
      aMedia({ id: 'v3', type: 'VIDEO', url: '/api/v1/files/v3.mp4', fileName: 'v3.mp4', playbackStatus: null, playbackUrl: null }),
    ];
    adminAlbums.list.mockResolvedValue(envelope({ albums: [anAdminAlbum({ media: videos, _count: { media: 3, comments: 0, reactions: 0 } })], pagination: aPage(1, 1) }));
    adminAlbums.media.mockResolvedValue(envelope({ media: videos }));
    const { user } = await openAlbumsTab();
    await user.click(screen.getByRole('button', { name: 'View All Media (3)' }));
    const items = await within(screen.getByRole('dialog')).findAllByRole('listitem');
    expect(items[0]!.querySelector('video')).toHaveAttribute('src', '/api/v1/files/v1-play.mp4');
    expect(within(items[1]!).getByRole('status')).toHaveTextContent('This video is being prepared');
    expect(items[1]!.querySelector('video')).toBeNull();
    expect(items[2]!.querySelector('video')).toHaveAttribute('src', '/api/v1/files/v3.mp4');
  });

  it('names a media item by the last part of its address when no file name was kept', async () => {
    adminAlbums.list.mockResolvedValue(envelope({ albums: [anAdminAlbum({ media: [aMedia()], _count: { media: 1, comments: 0, reactions: 0 } })], pagination: aPage(1, 1) }));
    adminAlbums.media.mockResolvedValue(envelope({ media: [aMedia()] }));
    const { user } = await openAlbumsTab();
    await user.click(screen.getByRole('button', { name: 'View All Media (1)' }));
    expect(await within(screen.getByRole('dialog')).findByText('beach day.jpg')).toBeInTheDocument();
  });

  it('disables Block Album while pending, then toasts and reloads the list', async () => {
    let answer: (value: unknown) => void = () => undefined;
    adminAlbums.setBlocked.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = await openAlbumsTab();
    const block = within(card('Summer in Lisbon')).getByRole('button', { name: 'Block Album' });
    await user.click(block);
    expect(block).toBeDisabled();
    expect(within(card('Porto Weekend')).getByRole('button', { name: 'Unblock Album' })).toBeEnabled();
    expect(adminAlbums.setBlocked).toHaveBeenCalledWith('a1', true);

    adminAlbums.list.mockResolvedValue(envelope({ albums: [{ ...lisbon, isBlocked: true }, porto], pagination: aPage(1, 2) }));
    answer(envelope({ album: { ...lisbon, isBlocked: true } }));
    await waitFor(() => expect(within(card('Summer in Lisbon')).getByRole('button', { name: 'Unblock Album' })).toBeEnabled());
    expect(toast.success).toHaveBeenCalledWith('Album blocked successfully');
    expect(adminAlbums.list).toHaveBeenCalledTimes(2);
    expect(within(card('Summer in Lisbon')).getByText('Album: Blocked')).toBeInTheDocument();
  });

  it("unblocks with 'Album unblocked successfully', and reports a failure", async () => {
    adminAlbums.setBlocked.mockResolvedValueOnce(envelope({ album: porto }));
    const { user } = await openAlbumsTab();
    await user.click(within(card('Porto Weekend')).getByRole('button', { name: 'Unblock Album' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Album unblocked successfully'));
    expect(adminAlbums.setBlocked).toHaveBeenCalledWith('a2', false);

    adminAlbums.setBlocked.mockRejectedValueOnce(new ApiError({ status: 500, message: 'boom' }));
    const block = within(card('Summer in Lisbon')).getByRole('button', { name: 'Block Album' });
    await user.click(block);
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(block).toBeEnabled();
  });

  it('searches by title, description or owner from page 1, and pages with Previous and Next', async () => {
    const { user } = await openAlbumsTab();
    expect(screen.getByRole('searchbox', { name: 'Search albums' })).toHaveAttribute('placeholder', 'Search by title, description or owner');
    adminAlbums.list.mockResolvedValue(envelope({ albums: [porto], pagination: aPage(2, 2) }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    expect(adminAlbums.list).toHaveBeenLastCalledWith({ page: 2, limit: 10, search: undefined });

    adminAlbums.list.mockResolvedValue(envelope({ albums: [porto], pagination: aPage(1, 1) }));
    await user.type(screen.getByRole('searchbox', { name: 'Search albums' }), ' bruno ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Page 1 of 1');
    expect(adminAlbums.list).toHaveBeenLastCalledWith({ page: 1, limit: 10, search: 'bruno' });
  });

  it('shows an error with a retry, and reloads when the tab is opened again', async () => {
    adminAlbums.list.mockRejectedValueOnce(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' }));
    const { user } = renderRoute(<AdminDashboard />, { path: '/abialbum/admin/dashboard' });
    await user.click(screen.getByRole('tab', { name: 'Albums' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check your internet connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    await user.click(screen.getByRole('tab', { name: 'Albums' }));
    await screen.findAllByRole('article');
    expect(adminAlbums.list).toHaveBeenCalledTimes(3);
  });
});
