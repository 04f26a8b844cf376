import { screen, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import AlbumManager from '../../src/exposes/AlbumManager';
import { aHighlight, aSection, anAlbum } from '../builders';
import { albums, envelope, media, stubEmptyAlbum, toast } from '../mock-web-kit';
import type * as MockModule from '../mock-web-kit';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockClients());

const openManager = () => renderRoute(<AlbumManager />, '/abialbum/owner');

beforeEach(() => {
  jest.clearAllMocks();
  stubEmptyAlbum();
});

describe('album manager', () => {
  it('shows a loader, then welcomes a user without an album and offers to create one', async () => {
    albums.myAlbums.mockResolvedValue(envelope({ albums: [] }));
    const { user } = openManager();
    expect(screen.getByText('Loading your album...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome to Album Manager' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Your Album' }));
    expect(screen.getByRole('dialog', { name: 'Create Your Album' })).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch your albums' when the album cannot be read", async () => {
    albums.myAlbums.mockRejectedValue(new ApiError({ status: 500, message: 'boom' }));
    openManager();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your album could not be loaded.');
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch your albums');
  });

  it('has a header with the way back, the title, the description, the profile, followers and Edit Album', async () => {
    albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
    openManager();
    expect(await screen.findByRole('heading', { level: 1, name: 'Family Memories' })).toBeInTheDocument();
    expect(screen.getByText('Our best days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/abialbum/dashboard');
    expect(screen.getByRole('link', { name: 'View Public Profile' })).toHaveAttribute('href', '/abialbum/profile/al1');
    expect(screen.getByRole('link', { name: 'Followers (7)' })).toHaveAttribute('href', '/abialbum/followers');
    expect(screen.getByRole('button', { name: 'Edit Album' })).toBeInTheDocument();
  });

  it("opens the owner's profile image in a view, and closes it with Escape", async () => {
    const owner = { ...anAlbum().owner, profileImage: '/api/v1/files/0123456789abcdef0123456789abcdef.webp' };
    albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum({ owner })] }));
    const { user } = openManager();
    await user.click(await screen.findByRole('button', { name: "View Demo User's profile image" }));
    const view = screen.getByRole('dialog', { name: 'Demo User' });
    expect(within(view).getByRole('img', { name: "Demo User's profile image" })).toHaveAttribute('src', owner.profileImage);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the initial of an owner without a profile image, with nothing to open', async () => {
    albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
    openManager();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /profile image/ })).not.toBeInTheDocument();
  });

  it("says 'Manage your album' when the album has no description", async () => {
    albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum({ description: '' })] }));
    openManager();
    expect(await screen.findByText('Manage your album')).toBeInTheDocument();
  });

  it('has the Media, Highlights, Join Requests, Pending Media and Activity tabs with their counts', async () => {
    albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
    const { user } = openManager();
    media.listHighlights.mockResolvedValue(envelope({ highlights: [aHighlight(1), aHighlight(2), aHighlight(3)] }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Media9', 'Highlights3', 'Join Requests', 'Pending Media', 'Activity']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('All Album Media');
    await user.click(screen.getByRole('tab', { name: 'Highlights 3' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Highlights' })).toBeInTheDocument();
  });

  it.each([
    ['requests', 'Join Requests'],
    ['pending', 'Pending Media'],
    ['activity', 'Activity'],
  ])('opens on the tab a link names (a notification: ?tab=%s)', async (tab, name) => {
    albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
    renderRoute(<AlbumManager />, `/abialbum/owner?tab=${tab}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(name);
  });

  it('lists sections with title, description, media count, up to 4 thumbnails and a Shared badge', async () => {
    albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
    albums.listSections.mockResolvedValue(
      envelope({
        sections: [
          aSection({ thumbnails: ['/t/1.webp', '/t/2.webp', '/t/3.webp', '/t/4.webp', '/t/5.webp'] }),
          aSection({ id: 's2', title: 'Family', description: '', mediaCount: 1, isSharedAlbum: true }),
        ],
      }),
    );
    openManager();
    const panel = await screen.findByRole('complementary', { name: 'Sections' });
    expect(within(panel).getByRole('button', { name: /All Album Media/ })).toHaveTextContent('All Album Media9');
    expect(within(panel).getByRole('button', { name: 'Add Section' })).toBeInTheDocument();
    const items = await within(panel).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('My PhotosEveryday snaps5 media items');
    expect(items[0]!.querySelectorAll('img')).toHaveLength(4);
    expect(within(items[0]!).queryByText('Shared')).toBeNull();
    expect(items[1]).toHaveTextContent('FamilyShared1 media item');
    expect(albums.listSections).toHaveBeenCalledWith('al1');
  });

  it("toasts 'Failed to fetch sections' when the sections cannot be read", async () => {
    albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
    albums.listSections.mockRejectedValue(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' }));
    openManager();
    await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByText('No sections yet. Add one to organise your media.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch sections');
  });
});
