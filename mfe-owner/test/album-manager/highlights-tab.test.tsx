import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@abialbum/web-kit';
import AlbumManager from '../../src/exposes/AlbumManager';
import { aFile, aHighlight, aMedia, anAlbum } from '../builders';
import { albums, envelope, media, mediaPage, stubEmptyAlbum, toast } from '../mock-web-kit';
import type * as MockModule from '../mock-web-kit';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockClients());

const MB = 1_048_576;

beforeEach(() => {
  jest.clearAllMocks();
  stubEmptyAlbum();
  albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
});

async function openHighlights() {
  renderRoute(<AlbumManager />, '/abialbum/owner');
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('tab', { name: /Highlights/ }));
  return { user, panel: screen.getByRole('tabpanel') };
}

/** Two pages of approved media, for the Media tab and the 'Add from Album' choices alike. */
const pagedMedia = () =>
  media.manageMedia.mockImplementation((_albumId: string, { page }: { page: number }) =>
    Promise.resolve(page === 1 ? mediaPage([aMedia(1)], true) : mediaPage([aMedia(2)])),
  );

async function openCreate() {
  const view = await openHighlights();
  await view.user.click(within(view.panel).getByRole('button', { name: 'Create Highlight' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Create Highlight' }) };
}

describe('Highlights tab', () => {
  it("invites to 'Create Your First Highlight' when there are none", async () => {
    const { user, panel } = await openHighlights();
    expect(await within(panel).findByRole('heading', { name: 'No highlights yet' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Create Your First Highlight' }));
    expect(screen.getByRole('dialog', { name: 'Create Highlight' })).toBeInTheDocument();
  });

  it('removes a highlight after a confirmation', async () => {
    media.listHighlights.mockResolvedValue(envelope({ highlights: [aHighlight(1), aHighlight(2)] }));
    media.removeHighlight.mockResolvedValue({ success: true, data: null, message: 'Highlight removed successfully' });
    const { user, panel } = await openHighlights();
    const list = await within(panel).findByRole('list', { name: 'Highlights' });
    await user.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Remove highlight' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Remove Highlight' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(media.removeHighlight).toHaveBeenCalledWith('h1');
    expect(toast.success).toHaveBeenCalledWith('Highlight removed successfully');
  });

  it("toasts 'Failed to remove highlight' and keeps it when removing fails", async () => {
    media.listHighlights.mockResolvedValue(envelope({ highlights: [aHighlight(1)] }));
    media.removeHighlight.mockRejectedValue(new ApiError({ status: 400, message: '' }));
    const { user, panel } = await openHighlights();
    await user.click(await within(panel).findByRole('button', { name: 'Remove highlight' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to remove highlight'));
    expect(within(panel).getAllByRole('button', { name: 'Remove highlight' })).toHaveLength(1);
  });

  it("adds album media that is not yet a highlight with 'Add from Album'", async () => {
    media.listHighlights.mockResolvedValue(envelope({ highlights: [aHighlight(1)] }));
    media.manageMedia.mockResolvedValue(mediaPage([aMedia(1), aMedia(2)]));
    media.addExistingHighlight.mockResolvedValue(envelope({ highlight: aHighlight(2) }));
    const { user, panel } = await openHighlights();
    await user.click(within(panel).getByRole('button', { name: 'Add from Album' }));
    const dialog = screen.getByRole('dialog', { name: 'Add from Album' });
    const choices = await within(dialog).findByRole('list', { name: 'Album media' });
    expect(media.manageMedia).toHaveBeenCalledWith('al1', { status: 'approved', page: 1, limit: 60 });
    expect(within(choices).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Photo 2']);
    expect(within(dialog).getByRole('button', { name: 'Add to Highlights' })).toBeDisabled();
    await user.click(within(choices).getByRole('button', { name: 'Photo 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to Highlights' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(media.addExistingHighlight).toHaveBeenCalledWith({ albumId: 'al1', mediaId: 'm2' });
    expect(toast.success).toHaveBeenCalledWith('Media added to highlights!');
    expect(within(panel).getAllByRole('button', { name: 'Remove highlight' })).toHaveLength(2);
  });
});

describe('highlight modal', () => {
  it("requires a file: 'Please select a file'", async () => {
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: 'Create Highlight' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a file');
    expect(media.createHighlightFromFile).not.toHaveBeenCalled();
  });

  it('accepts only JPEG, PNG, GIF, WebP, MP4, MOV and WebM', async () => {
    const { user, dialog } = await openCreate();
    await user.upload(within(dialog).getByLabelText('Image or video file'), aFile('scan.bmp', 'image/bmp'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please select a valid image or video file (JPEG, PNG, GIF, WebP, MP4, MOV, WebM)',
    );
    await user.upload(within(dialog).getByLabelText('Image or video file'), aFile('clip.mov', 'video/quicktime'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('refuses a file of 100MB or more', async () => {
    const { user, dialog } = await openCreate();
    await user.upload(within(dialog).getByLabelText('Image or video file'), aFile('long.mp4', 'video/mp4', 100 * MB));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('File size must be less than 100MB');
  });

  it('creates a highlight from a file with progress and a trimmed caption', async () => {
    let finish: () => void = () => undefined;
    media.createHighlightFromFile.mockImplementation(({ onProgress }: { onProgress(f: number): void }) => {
      onProgress(0.4);
      return new Promise((resolve) => (finish = () => resolve(envelope({ highlight: aHighlight(9) }))));
    });
    const { user, panel, dialog } = await openCreate();
    await user.upload(within(dialog).getByLabelText('Image or video file'), aFile('sunset.jpg', 'image/jpeg'));
    await user.type(within(dialog).getByLabelText('Caption (optional)'), '  Sunset ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Highlight' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '40');
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(media.createHighlightFromFile).toHaveBeenCalledWith(expect.objectContaining({ albumId: 'al1', caption: 'Sunset' }));
    expect(toast.success).toHaveBeenCalledWith('Highlight created successfully!');
    expect(within(panel).getByRole('button', { name: 'Open Highlight 9' })).toBeInTheDocument();
  });

  it("shows 'Failed to upload file' in the modal when the file upload fails", async () => {
    media.createHighlightFromFile.mockRejectedValue(new ApiError({ status: 500, message: 'boom' }));
    const { user, dialog } = await openCreate();
    await user.upload(within(dialog).getByLabelText('Image or video file'), aFile('sunset.jpg', 'image/jpeg'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Highlight' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to upload file');
    expect(toast.error).toHaveBeenCalledWith('Server error. Please try again later.');
  });

  it("checks the URL: 'URL is required', then 'Please enter a valid URL'", async () => {
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('radio', { name: 'From URL' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Highlight' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('URL is required');
    await user.type(within(dialog).getByLabelText('Media URL'), 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Create Highlight' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid URL');
    expect(media.createHighlightFromUrl).not.toHaveBeenCalled();
  });

  it('creates a highlight from a URL, typed by its extension', async () => {
    media.createHighlightFromUrl.mockResolvedValue(envelope({ highlight: aHighlight(5, { type: 'VIDEO' }) }));
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('radio', { name: 'From URL' }));
    await user.type(within(dialog).getByLabelText('Media URL'), 'https://videos.test/party.mp4');
    await user.click(within(dialog).getByRole('button', { name: 'Create Highlight' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Highlight created successfully!'));
    expect(media.createHighlightFromUrl).toHaveBeenCalledWith({ albumId: 'al1', url: 'https://videos.test/party.mp4', caption: '', type: 'VIDEO' });
  });

  it("toasts 'Failed to create highlight' when a URL highlight fails without a reason", async () => {
    media.createHighlightFromUrl.mockRejectedValue(new ApiError({ status: 400, message: '' }));
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('radio', { name: 'From URL' }));
    await user.type(within(dialog).getByLabelText('Media URL'), 'https://pics.test/a.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Create Highlight' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to create highlight'));
    expect(screen.getByRole('dialog', { name: 'Create Highlight' })).toBeInTheDocument();
  });
});

describe('Highlights tab: paging and failures', () => {
  it("offers older album media with 'Load more' in 'Add from Album'", async () => {
    pagedMedia();
    const { user, panel } = await openHighlights();
    await user.click(within(panel).getByRole('button', { name: 'Add from Album' }));
    const dialog = screen.getByRole('dialog', { name: 'Add from Album' });
    const choices = await within(dialog).findByRole('list', { name: 'Album media' });
    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(choices).getAllByRole('button')).toHaveLength(2));
    expect(media.manageMedia).toHaveBeenLastCalledWith('al1', { status: 'approved', page: 2, limit: 60 });
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.click(within(choices).getByRole('button', { name: 'Photo 2' }));
    expect(within(choices).getByRole('button', { name: 'Photo 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("offers 'Load more' in 'Add from Album' when the first page is all highlights already", async () => {
    media.listHighlights.mockResolvedValue(envelope({ highlights: [aHighlight(1)] }));
    pagedMedia();
    const { user, panel } = await openHighlights();
    await user.click(within(panel).getByRole('button', { name: 'Add from Album' }));
    const dialog = screen.getByRole('dialog', { name: 'Add from Album' });
    await user.click(await within(dialog).findByRole('button', { name: 'Load more' }));
    const choices = await within(dialog).findByRole('list', { name: 'Album media' });
    expect(within(choices).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Photo 2']);
  });

  it("shows an alert with 'Try again' when the highlights cannot be read, and reads them again", async () => {
    media.listHighlights.mockRejectedValueOnce(new ApiError({ status: 500, message: 'boom' }));
    const { user, panel } = await openHighlights();
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Highlights could not be loaded.');
    expect(within(panel).queryByRole('heading', { name: 'No highlights yet' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Create Your First Highlight' })).toBeNull();
    media.listHighlights.mockResolvedValue(envelope({ highlights: [aHighlight(1)] }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await within(panel).findByRole('list', { name: 'Highlights' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(panel).queryByRole('alert')).toBeNull();
  });
});
