import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@abialbum/web-kit';
import AlbumManager from '../../src/exposes/AlbumManager';
import { aFile, aHighlight, anAlbum } from '../builders';
import { albums, envelope, media, stubEmptyAlbum, toast } from '../mock-web-kit';
import type * as MockModule from '../mock-web-kit';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockClients());

const MB = 1_048_576;
const fromWeb = aHighlight(2, { mediaId: null, url: 'https://pics.test/old.jpg', thumbnailUrl: null, displayUrl: null, caption: 'Old' });

beforeEach(() => {
  jest.clearAllMocks();
  stubEmptyAlbum();
  albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
  media.listHighlights.mockResolvedValue(envelope({ highlights: [aHighlight(1), fromWeb] }));
});

/** The Highlights tab, then the Edit action of one highlight: the edit-mode modal. */
async function openEdit(label: string) {
  renderRoute(<AlbumManager />, '/abialbum/owner');
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('tab', { name: /Highlights/ }));
  const panel = screen.getByRole('tabpanel');
  await user.click(await within(panel).findByRole('button', { name: `Edit ${label}` }));
  return { user, panel, dialog: screen.getByRole('dialog', { name: 'Edit Highlight' }) };
}

const save = (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

describe('highlight modal in edit mode', () => {
  it('opens from the keyboard with the caption prefilled and the current media shown', async () => {
    renderRoute(<AlbumManager />, '/abialbum/owner');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: /Highlights/ }));
    const edit = await within(screen.getByRole('tabpanel')).findByRole('button', { name: 'Edit Highlight 1' });
    edit.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Edit Highlight' });
    expect(within(dialog).getByLabelText('Caption (optional)')).toHaveValue('Highlight 1');
    expect(within(dialog).getByRole('figure', { name: 'Current media' }).querySelector('img')).toHaveAttribute('src', '/api/v1/files/m1-320.webp');
    expect(within(dialog).getByRole('radio', { name: 'Upload File' })).toBeChecked();
    expect(within(dialog).queryByRole('button', { name: 'Create Highlight' })).toBeNull();
  });

  it('saves a new caption alone, keeping the media', async () => {
    media.updateHighlight.mockResolvedValue(envelope({ highlight: aHighlight(1, { caption: 'Golden hour' }) }, 'Highlight updated successfully!'));
    const { user, panel, dialog } = await openEdit('Highlight 1');
    const caption = within(dialog).getByLabelText('Caption (optional)');
    await user.clear(caption);
    await user.type(caption, ' Golden hour  ');
    await save(user, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(media.updateHighlight).toHaveBeenCalledWith('h1', { caption: 'Golden hour' });
    expect(toast.success).toHaveBeenCalledWith('Highlight updated successfully!');
    expect(within(panel).getByRole('button', { name: 'Open Golden hour' })).toBeInTheDocument();
  });

  it('replaces the media with a new file, with progress', async () => {
    let finish: () => void = () => undefined;
    media.updateHighlight.mockImplementation((_id: string, changes: { onProgress?(f: number): void }) => {
      changes.onProgress?.(0.5);
      return new Promise((resolve) => (finish = () => resolve(envelope({ highlight: aHighlight(1, { type: 'VIDEO', caption: 'Dance' }) }))));
    });
    const { user, dialog } = await openEdit('Highlight 1');
    await user.upload(within(dialog).getByLabelText('Image or video file'), aFile('dance.webm', 'video/webm'));
    await user.clear(within(dialog).getByLabelText('Caption (optional)'));
    await user.type(within(dialog).getByLabelText('Caption (optional)'), 'Dance');
    await save(user, dialog);
    expect(await within(dialog).findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '50');
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(media.updateHighlight).toHaveBeenCalledWith('h1', expect.objectContaining({ caption: 'Dance', file: expect.any(File) }));
    expect(toast.success).toHaveBeenCalledWith('Highlight updated successfully!');
  });

  it('keeps the create rules for a new file', async () => {
    const { user, dialog } = await openEdit('Highlight 1');
    await user.upload(within(dialog).getByLabelText('Image or video file'), aFile('scan.bmp', 'image/bmp'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a valid image or video file (JPEG, PNG, GIF, WebP, MP4, MOV, WebM)');
    await user.upload(within(dialog).getByLabelText('Image or video file'), aFile('long.mp4', 'video/mp4', 100 * MB));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('File size must be less than 100MB');
    await save(user, dialog);
    expect(media.updateHighlight).not.toHaveBeenCalled();
  });

  it('starts a web highlight on the URL method and replaces it with another URL, typed by its extension', async () => {
    media.updateHighlight.mockResolvedValue(envelope({ highlight: { ...fromWeb, type: 'VIDEO', url: 'https://videos.test/party.mp4' } }));
    const { user, dialog } = await openEdit('Old');
    expect(within(dialog).getByRole('radio', { name: 'From URL' })).toBeChecked();
    const field = within(dialog).getByLabelText('Media URL');
    expect(field).toHaveValue('https://pics.test/old.jpg');
    await user.clear(field);
    await save(user, dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('URL is required');
    await user.type(field, 'not a url');
    await save(user, dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid URL');
    await user.clear(field);
    await user.type(field, 'https://videos.test/party.mp4');
    await save(user, dialog);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Highlight updated successfully!'));
    expect(media.updateHighlight).toHaveBeenCalledWith('h2', { url: 'https://videos.test/party.mp4', caption: 'Old', type: 'VIDEO' });
  });

  it("toasts the server's message, else 'Failed to update highlight', and stays open", async () => {
    media.updateHighlight.mockRejectedValueOnce(new ApiError({ status: 400, message: '' }));
    media.updateHighlight.mockRejectedValueOnce(new ApiError({ status: 404, message: 'Highlight not found' }));
    const { user, dialog } = await openEdit('Highlight 1');
    await save(user, dialog);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update highlight'));
    await save(user, dialog);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Highlight not found'));
    expect(screen.getByRole('dialog', { name: 'Edit Highlight' })).toBeInTheDocument();
  });

  it("shows 'Failed to upload file' in the modal when a new file fails", async () => {
    media.updateHighlight.mockRejectedValue(new ApiError({ status: 400, message: '' }));
    const { user, dialog } = await openEdit('Highlight 1');
    await user.upload(within(dialog).getByLabelText('Image or video file'), aFile('sunset.jpg', 'image/jpeg'));
    await save(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to upload file');
    expect(toast.error).toHaveBeenCalledWith('Failed to update highlight');
  });
});
