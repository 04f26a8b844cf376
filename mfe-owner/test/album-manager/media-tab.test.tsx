import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import AlbumManager from '../../src/exposes/AlbumManager';
import { aHighlight, aMedia, aSection, anAlbum } from '../builders';
import { activity, albums, envelope, media, mediaPage, stubEmptyAlbum, toast } from '../mock-web-kit';
import type * as MockModule from '../mock-web-kit';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockClients());

beforeEach(() => {
  jest.clearAllMocks();
  stubEmptyAlbum();
  albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
});

async function openGrid() {
  const view = renderRoute(<AlbumManager />, '/abialbum/owner');
  const grid = await screen.findByRole('list', { name: 'Album media' });
  return { ...view, grid };
}

describe('Media tab', () => {
  it('shows the approved media (the owner\'s list filtered by the service) as thumbnails from the derivatives, lazily loaded over the blur placeholder', async () => {
    media.manageMedia.mockResolvedValue(mediaPage([aMedia(1)]));
    const { grid } = await openGrid();
    expect(media.manageMedia).toHaveBeenCalledWith('al1', { status: 'approved', page: 1, limit: 60 });
    expect(media.listAlbumMedia).not.toHaveBeenCalled();
    const tiles = within(grid).getAllByRole('listitem');
    expect(tiles).toHaveLength(1);
    const img = tiles[0]!.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/api/v1/files/m1-320.webp');
    expect(img).toHaveAttribute('srcset', '/api/v1/files/m1-320.webp 320w, /api/v1/files/m1-1280.webp 1280w');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.parentElement!.style.backgroundImage).toContain('data:image/webp;base64,UklGRh4AAABXRUJQVlA4');
    fireEvent.load(img);
    expect(img.parentElement!.style.backgroundImage).toBe('');
  });

  it('shows a placeholder when a thumbnail fails to load', async () => {
    media.manageMedia.mockResolvedValue(mediaPage([aMedia(1)]));
    const { grid } = await openGrid();
    fireEvent.error(grid.querySelector('img')!);
    expect(grid.querySelector('img')).toBeNull();
    expect(within(grid).getByTestId('media-fallback')).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch album media' when the media cannot be read, says so instead of the empty grid, and tries again", async () => {
    media.manageMedia.mockRejectedValueOnce(new ApiError({ status: 500, message: 'boom' })).mockResolvedValue(mediaPage([aMedia(1)]));
    renderRoute(<AlbumManager />, '/abialbum/owner');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Media could not be loaded.');
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch album media');
    expect(screen.queryByText('No media yet. Use Upload to add photos and videos.')).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Album media' })).toBeInTheDocument();
  });

  it("adds a media item to the highlights: 'Media added to highlights!' and the button says it is in them", async () => {
    media.manageMedia.mockResolvedValue(mediaPage([aMedia(1), aMedia(2)]));
    media.addExistingHighlight.mockResolvedValue(envelope({ highlight: aHighlight(1) }, 'Media added to highlights!'));
    const { user, grid } = await openGrid();
    const [first, second] = within(grid).getAllByRole('listitem');
    await user.click(within(first!).getByRole('button', { name: 'Add to highlights' }));
    expect(media.addExistingHighlight).toHaveBeenCalledWith({ albumId: 'al1', mediaId: 'm1' });
    expect(toast.success).toHaveBeenCalledWith('Media added to highlights!');
    expect(within(first!).getByRole('button', { name: 'In highlights' })).toBeDisabled();
    expect(within(second!).getByRole('button', { name: 'Add to highlights' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: /Highlights/ })).toHaveTextContent('Highlights1');
  });

  it('shows the server’s reason when adding to highlights fails', async () => {
    media.manageMedia.mockResolvedValue(mediaPage([aMedia(1)]));
    media.addExistingHighlight.mockRejectedValue(new ApiError({ status: 409, message: 'This media is already in highlights' }));
    const { user, grid } = await openGrid();
    await user.click(within(grid).getByRole('button', { name: 'Add to highlights' }));
    expect(toast.error).toHaveBeenCalledWith('This media is already in highlights');
  });

  it('asks before deleting media; Cancel keeps it', async () => {
    media.manageMedia.mockResolvedValue(mediaPage([aMedia(1)]));
    const { user, grid } = await openGrid();
    await user.click(within(grid).getByRole('button', { name: 'Delete media' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Media' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(media.deleteMedia).not.toHaveBeenCalled();
    expect(within(grid).getAllByRole('listitem')).toHaveLength(1);
  });

  it('deletes media once confirmed and lowers the count', async () => {
    media.manageMedia.mockResolvedValueOnce(mediaPage([aMedia(1), aMedia(2)])).mockResolvedValue(mediaPage([aMedia(2)]));
    media.deleteMedia.mockResolvedValue({ success: true, data: null, message: 'Media deleted successfully' });
    const { user, grid } = await openGrid();
    await user.click(within(within(grid).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Delete media' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(1));
    expect(media.deleteMedia).toHaveBeenCalledWith('m1');
    expect(toast.success).toHaveBeenCalledWith('Media deleted successfully');
    expect(screen.getByRole('tab', { name: /^Media/ })).toHaveTextContent('Media8');
  });

  it("toasts 'Failed to delete media' when the deletion fails without a reason", async () => {
    media.manageMedia.mockResolvedValue(mediaPage([aMedia(1)]));
    media.deleteMedia.mockRejectedValue(new ApiError({ status: 400, message: '' }));
    const { user, grid } = await openGrid();
    await user.click(within(grid).getByRole('button', { name: 'Delete media' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete media'));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(1);
  });

  it('opens the viewer on a tile, with the display image and the caption', async () => {
    media.manageMedia.mockResolvedValue(mediaPage([aMedia(1), aMedia(2)]));
    const { user, grid } = await openGrid();
    await user.click(within(grid).getByRole('button', { name: 'Open Photo 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Album media' });
    expect(within(dialog).getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', '/api/v1/files/m2-1280.webp');
    expect(dialog).toHaveTextContent('2 / 2');
  });

  it("shows each item's comments beside it, with the comment box, and lets the owner delete anyone's comment (issue 13)", async () => {
    media.manageMedia.mockResolvedValue(mediaPage([aMedia(1)]));
    const comment = { id: 'c1', mediaId: 'm1', text: 'Lovely', author: { id: 'u9', name: 'Mia', profileImage: null }, createdAt: new Date().toISOString(), editedAt: null };
    const pagination = { currentPage: 1, totalPages: 1, hasPreviousPage: false, hasNextPage: false, totalItems: 1 };
    activity.comments.mockResolvedValue(envelope({ comments: [comment], pagination }));
    activity.deleteComment.mockResolvedValue(envelope(null, 'Comment deleted'));
    const { user, grid } = await openGrid();
    await user.click(within(grid).getByRole('button', { name: 'Open Photo 1' }));
    const panel = within(screen.getByRole('dialog', { name: 'Album media' })).getByRole('region', { name: 'Comments and reactions' });
    expect(await within(panel).findByText('Lovely')).toBeInTheDocument();
    expect(activity.comments).toHaveBeenCalledWith('m1', 1);
    expect(within(panel).getByLabelText('Add a comment')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Delete comment by Mia' }));
    expect(activity.deleteComment).toHaveBeenCalledWith('c1');
    await waitFor(() => expect(within(panel).getByText('No comments yet')).toBeInTheDocument());
  });

  it("shows a section's own media in the section view", async () => {
    albums.listSections.mockResolvedValue(envelope({ sections: [aSection()] }));
    media.manageMedia.mockResolvedValue(mediaPage([aMedia(1)]));
    media.listAlbumMedia.mockResolvedValue(
      mediaPage([aMedia(7, { sectionId: 's1', caption: 'In the section' }), aMedia(8, { sectionId: 's1', status: 'pending' })]),
    );
    const { user } = await openGrid();
    await user.click(await screen.findByRole('button', { name: /^My Photos/ }));
    const grid = await screen.findByRole('list', { name: 'My Photos media' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(1);
    expect(within(grid).getByRole('button', { name: 'Open In the section' })).toBeInTheDocument();
    expect(media.listAlbumMedia).toHaveBeenCalledWith('al1', expect.objectContaining({ sectionId: 's1' }));
  });

  it('loads more media when the album has another page', async () => {
    media.manageMedia.mockResolvedValueOnce(mediaPage([aMedia(1)], true)).mockResolvedValueOnce(mediaPage([aMedia(2)]));
    const { user, grid } = await openGrid();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(2));
    expect(media.manageMedia).toHaveBeenLastCalledWith('al1', { status: 'approved', page: 2, limit: 60 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
