import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import AlbumDetail from '../../src/exposes/AlbumDetail';
import type * as MockModule from '../profile/mock-album-pages';
import { aMedia, activity, anAlbumProfile, albums, envelope, http, join, mediaList, renderAt, resetAlbumPages, signInAs, standing, toast } from '../profile/mock-album-pages';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../profile/mock-album-pages').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('../profile/mock-album-pages').mockClients());

const openAlbum = (url = '/abialbum/albums/a1') =>
  renderAt(<AlbumDetail />, { pattern: url.startsWith('/abialbum/album/') ? '/abialbum/album/:albumId' : '/abialbum/albums/:albumId', url });

const anAlbum = (overrides: Parameters<typeof anAlbumProfile>[0] = {}) => {
  const { sections: _s, mediaHighlights: _h, ...album } = anAlbumProfile(overrides);
  return album;
};

beforeEach(() => {
  resetAlbumPages();
  albums.getAlbum.mockResolvedValue(envelope({ album: anAlbum() }));
});

describe('album detail', () => {
  it.each(['/abialbum/albums/a1', '/abialbum/album/a1'])(
    'at %s shows title, description, created date, item count and the Public badge',
    async (url) => {
      http.get.mockResolvedValue(envelope({ media: mediaList(3) }));
      openAlbum(url);
      expect(screen.getByRole('status')).toHaveTextContent('Loading album...');
      expect(await screen.findByRole('heading', { level: 1, name: 'Summer in Lisbon' })).toBeInTheDocument();
      expect(albums.getAlbum).toHaveBeenCalledWith('a1');
      expect(http.get).toHaveBeenCalledWith('abialbum/albums/a1/media');
      expect(screen.getByText('Beach days and custard tarts')).toBeInTheDocument();
      expect(screen.getByText('Created March 5, 2025')).toBeInTheDocument();
      expect(screen.getByText('3 items')).toBeInTheDocument();
      expect(screen.getByText('Public')).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'Album media' })).getAllByRole('button')).toHaveLength(3);
    },
  );

  it("shows each tile's comment and reaction counts, labelled for screen readers, and none on a quiet one (issue 13)", async () => {
    http.get.mockResolvedValue(envelope({ media: [aMedia(1, { commentCount: 3, reactionCount: 5 }), aMedia(2, { commentCount: 0, reactionCount: 0 })] }));
    openAlbum();
    const grid = await screen.findByRole('list', { name: 'Album media' });
    const [busy, quiet] = within(grid).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    const counts = within(busy).getByTestId('activity-counts');
    expect(counts.querySelector('[data-count="comments"]')).toHaveTextContent(/^3$/);
    expect(counts.querySelector('[data-count="reactions"]')).toHaveTextContent(/^5$/);
    expect(within(busy).getByText('3 comments, 5 reactions')).toBeInTheDocument();
    // Beside the tile's button, whose own label would hide it.
    expect(within(busy).getByRole('button')).not.toContainElement(counts);
    expect(within(quiet).queryByTestId('activity-counts')).toBeNull();
  });

  it("shows each item's comments and reactions beside it, and asks a visitor to log in (issue 13)", async () => {
    http.get.mockResolvedValue(envelope({ media: mediaList(1) }));
    const { user } = openAlbum();
    await user.click(await screen.findByRole('button', { name: 'Open Photo number 1' }));
    // The panel's code loads when the viewer opens (issue 24): it shows a moment later.
    const panel = await within(screen.getByRole('dialog', { name: 'Summer in Lisbon' })).findByRole('region', { name: 'Comments and reactions' });
    expect(await within(panel).findByText('No comments yet')).toBeInTheDocument();
    expect(activity.comments).toHaveBeenCalledWith(mediaList(1)[0]?.id, 1);
    expect(within(panel).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Add a comment')).toBeNull();
  });

  it('opens the viewer on the item a link names (a notification: ?media=), and forgets it when closed', async () => {
    http.get.mockResolvedValue(envelope({ media: mediaList(3) }));
    const { user } = openAlbum(`/abialbum/albums/a1?media=${mediaList(3)[1]?.id ?? ''}`);
    const viewer = await screen.findByRole('dialog', { name: 'Summer in Lisbon' });
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the Private badge on a private album', async () => {
    albums.getAlbum.mockResolvedValue(envelope({ album: anAlbum({ isPublic: false }) }));
    openAlbum();
    expect(await screen.findByText('Private')).toBeInTheDocument();
  });

  it('shows an empty grid silently while the media service answers 501, with the album’s own item count', async () => {
    openAlbum();
    expect(await screen.findByRole('heading', { name: 'No media yet' })).toBeInTheDocument();
    expect(screen.getByText('12 items')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('opens the viewer: counter, caption, previous/next, and "Unsupported media type" for OTHER', async () => {
    http.get.mockResolvedValue(
      envelope({ media: [aMedia(1), aMedia(2, { type: 'VIDEO', url: '/v/2.mp4', caption: 'Cake' }), aMedia(3, { type: 'OTHER', caption: 'Menu' })] }),
    );
    const { user } = openAlbum();
    await user.click(await screen.findByRole('button', { name: 'Open Photo number 1' }));
    const viewer = screen.getByRole('dialog', { name: 'Summer in Lisbon' });
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: 'Photo number 1' })).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Next' }));
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    expect(within(viewer).getByLabelText('Cake', { selector: 'video' })).toHaveAttribute('src', '/v/2.mp4');
    await user.click(within(viewer).getByRole('button', { name: 'Next' }));
    expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();
    expect(within(viewer).getByText('Unsupported media type')).toBeInTheDocument();
    expect(within(viewer).getByText('Menu', { selector: 'figcaption' })).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Previous' }));
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
  });

  it.each([404, 403])("shows 'Album Not Found' without a toast on a %i", async (status) => {
    albums.getAlbum.mockRejectedValue(new ApiError({ status, message: 'Album not found' }));
    openAlbum();
    expect(await screen.findByRole('heading', { level: 1, name: 'Album Not Found' })).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts 'Failed to fetch album details' on any other failure, says 'Failed to load album', and loads it on Try again", async () => {
    albums.getAlbum.mockRejectedValueOnce(new ApiError({ status: 500, message: 'Internal error' }));
    const { user } = openAlbum();
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load album' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Album Not Found' })).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch album details');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer in Lisbon' })).toBeInTheDocument();
  });
});

describe('album detail actions', () => {
  it("offers the owner 'Manage Album' to /abialbum/albums and no Follow", async () => {
    signInAs('owner-1');
    openAlbum();
    expect(await screen.findByRole('link', { name: 'Manage Album' })).toHaveAttribute('href', '/abialbum/albums');
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
    expect(albums.followStatus).not.toHaveBeenCalled();
  });

  it('lets a signed-in visitor follow, from the follow status, and shows the new follower count', async () => {
    signInAs('visitor-1');
    albums.followStatus.mockResolvedValue(envelope({ isFollowing: false }));
    albums.follow.mockResolvedValue(envelope({ isFollowing: true, followers: 41 }));
    const { user } = openAlbum();
    expect(await screen.findByText('40 followers')).toBeInTheDocument();
    expect(albums.followStatus).toHaveBeenCalledWith('a1');
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(screen.getByText('41 followers')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage Album' })).toBeNull();
  });

  it("offers the original's Download to members, not to other visitors, once the owner switched downloads off", async () => {
    albums.getAlbum.mockResolvedValue(envelope({ album: anAlbum({ allowDownloads: false }) }));
    albums.followStatus.mockResolvedValue(envelope({ isFollowing: false }));
    http.get.mockResolvedValue(envelope({ media: [aMedia(1)] }));
    const downloadOffered = async (member: boolean) => {
      signInAs(member ? 'member-1' : 'visitor-1');
      join.uploadPermission.mockResolvedValue(standing(member));
      const { user, unmount } = openAlbum();
      await user.click(await screen.findByRole('button', { name: 'Open Photo number 1' }));
      await waitFor(() => expect(join.uploadPermission).toHaveBeenCalledWith('a1'));
      const viewer = screen.getByRole('dialog', { name: 'Summer in Lisbon' });
      const offered = member ? Boolean(await within(viewer).findByRole('link', { name: 'Download' })) : within(viewer).queryByRole('link', { name: 'Download' }) !== null;
      unmount();
      join.uploadPermission.mockClear();
      return offered;
    };
    expect(await downloadOffered(true)).toBe(true);
    expect(await downloadOffered(false)).toBe(false);
  });

  it('shows a signed-out visitor neither Follow nor Manage Album', async () => {
    openAlbum();
    await screen.findByRole('heading', { level: 1, name: 'Summer in Lisbon' });
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage Album' })).toBeNull();
    expect(albums.followStatus).not.toHaveBeenCalled();
  });
});
