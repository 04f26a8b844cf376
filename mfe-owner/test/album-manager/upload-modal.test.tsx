import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@abialbum/web-kit';
import AlbumManager from '../../src/exposes/AlbumManager';
import { aFile, aMedia, aSection, anAlbum } from '../builders';
import { albums, envelope, media, mediaPage, stubEmptyAlbum, toast } from '../mock-web-kit';
import type * as MockModule from '../mock-web-kit';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockClients());

const MB = 1_048_576;
const uploaded = (name: string) => envelope({ url: `/api/v1/files/${name}`, name, type: 'IMAGE', duplicate: false });

beforeEach(() => {
  jest.clearAllMocks();
  stubEmptyAlbum();
  albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
});

async function openUpload() {
  const view = renderRoute(<AlbumManager />, '/abialbum/owner');
  // Files of any declared type reach the checks, as they do when a user picks "All files".
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Upload' }));
  const dialog = screen.getByRole('dialog', { name: 'Upload to Family Memories' });
  return { ...view, user, dialog, input: within(dialog).getByLabelText('Choose files') };
}

describe('upload modal: files', () => {
  it('blocks a batch with more files than the flow allows', async () => {
    const { user, dialog, input } = await openUpload();
    await user.upload(input, Array.from({ length: 21 }, (_, i) => aFile(`p${i}.jpg`, 'image/jpeg')));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Maximum 20 files allowed. You selected 21 files.');
    expect(within(dialog).getByRole('button', { name: 'Upload 21 Files' })).toBeDisabled();
    expect(media.upload).not.toHaveBeenCalled();
  });

  it('names a file that is too large or not a picture or video, and sends nothing', async () => {
    const { user, dialog, input } = await openUpload();
    await user.upload(input, [aFile('ok.jpg', 'image/jpeg'), aFile('huge.mp4', 'video/mp4', 101 * MB), aFile('notes.txt', 'text/plain')]);
    const errors = within(within(dialog).getByRole('alert')).getAllByRole('listitem').map((li) => li.textContent);
    expect(errors).toEqual(['File "huge.mp4" is too large. Maximum size is 100MB.', 'File "notes.txt" has an unsupported format.']);
    expect(within(dialog).getByRole('button', { name: 'Upload 3 Files' })).toBeDisabled();
  });

  it("takes an iPhone's HEIC photo that the browser names by no type (the server judges it by its bytes)", async () => {
    const { user, dialog, input } = await openUpload();
    await user.upload(input, [aFile('IMG_0001.HEIC', ''), aFile('ok.jpg', 'image/jpeg')]);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Upload 2 Files' })).toBeEnabled();
  });

  it('shows a progress bar per file and for the batch, then adds the files to the album', async () => {
    const finish: Array<() => void> = [];
    media.upload.mockImplementation((file: File, options: { onProgress(f: number): void }) => {
      options.onProgress(0.5);
      return new Promise((resolve) => finish.push(() => resolve(uploaded(file.name))));
    });
    media.createBulk.mockResolvedValue(envelope({ media: [aMedia(1), aMedia(2)], count: 2 }));
    const { user, dialog, input } = await openUpload();
    await user.upload(input, [aFile('a.jpg', 'image/jpeg'), aFile('b.mp4', 'video/mp4')]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 Files' }));

    expect(await within(dialog).findByRole('progressbar', { name: 'Progress of a.jpg' })).toHaveAttribute('value', '50');
    expect(within(dialog).getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('value', '25');
    expect(media.upload).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ albumId: 'al1', flow: 'large' }));
    finish.shift()!();
    expect(await within(dialog).findByRole('progressbar', { name: 'Progress of b.mp4' })).toHaveAttribute('value', '50');
    expect(within(dialog).getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('value', '75');
    finish.shift()!();

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Successfully uploaded 2 files'));
    expect(media.createBulk).toHaveBeenCalledWith({
      albumId: 'al1',
      sectionId: undefined,
      mediaFiles: [
        { url: '/api/v1/files/a.jpg', caption: '' },
        { url: '/api/v1/files/b.mp4', caption: '' },
      ],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('tab', { name: /^Media/ })).toHaveTextContent('Media11');
  });

  it("reports a partial upload: 'Failed to upload {name}' and 'Uploaded X of Y files'", async () => {
    media.upload.mockImplementation((file: File) =>
      file.name === 'bad.jpg' ? Promise.reject(new ApiError({ status: 500, message: 'boom' })) : Promise.resolve(uploaded(file.name)),
    );
    media.createBulk.mockResolvedValue(envelope({ media: [aMedia(1)], count: 1 }));
    const { user, dialog, input } = await openUpload();
    await user.upload(input, [aFile('good.jpg', 'image/jpeg'), aFile('bad.jpg', 'image/jpeg')]);
    await user.type(within(dialog).getByLabelText('Caption (optional)'), ' Picnic ');
    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 Files' }));

    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('Uploaded 1 of 2 files'));
    expect(toast.error).toHaveBeenCalledWith('Failed to upload bad.jpg');
    expect(media.createBulk).toHaveBeenCalledWith(expect.objectContaining({ mediaFiles: [{ url: '/api/v1/files/good.jpg', caption: 'Picnic' }] }));
  });

  it('sends nothing to the album when every file failed', async () => {
    media.upload.mockRejectedValue(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' }));
    const { user, dialog, input } = await openUpload();
    await user.upload(input, [aFile('a.jpg', 'image/jpeg')]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to upload a.jpg'));
    expect(media.createBulk).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Failed')).toBeInTheDocument();
  });

  it("adds the note for a member's upload that waits for the owner", async () => {
    media.upload.mockImplementation((file: File) => Promise.resolve(uploaded(file.name)));
    media.createBulk.mockResolvedValue(envelope({ media: [aMedia(1, { status: 'pending' })], count: 1 }));
    const { user, dialog, input } = await openUpload();
    await user.upload(input, [aFile('a.jpg', 'image/jpeg')]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Successfully uploaded 1 files. They are pending approval from the album owner.'),
    );
  });

  it('uploads into the section being viewed', async () => {
    albums.listSections.mockResolvedValue(envelope({ sections: [aSection()] }));
    media.upload.mockImplementation((file: File) => Promise.resolve(uploaded(file.name)));
    media.createBulk.mockResolvedValue(envelope({ media: [aMedia(1)], count: 1 }));
    const view = renderRoute(<AlbumManager />, '/abialbum/owner');
    await view.user.click(await screen.findByRole('button', { name: /^My Photos/ }));
    await view.user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Upload' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload to My Photos' });
    await view.user.upload(within(dialog).getByLabelText('Choose files'), [aFile('a.jpg', 'image/jpeg')]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(media.createBulk).toHaveBeenCalledWith(expect.objectContaining({ sectionId: 's1' })));
  });
});

describe('upload modal: URLs', () => {
  async function openUrls() {
    const view = await openUpload();
    await view.user.click(within(view.dialog).getByRole('tab', { name: 'Add URLs' }));
    return { ...view, field: within(view.dialog).getByLabelText('Media URLs') };
  }

  it('lists the URLs that are not valid', async () => {
    const { user, dialog, field } = await openUrls();
    await user.type(field, 'https://ok.test/a.jpg{Enter}not a url{Enter}ftp://files.test/b.png');
    await user.click(within(dialog).getByRole('button', { name: 'Add Media' }));
    expect(within(dialog).getByText('Invalid URLs: not a url, ftp://files.test/b.png')).toBeInTheDocument();
    expect(media.createBulk).not.toHaveBeenCalled();
  });

  it('refuses more than 10 URLs', async () => {
    const { user, dialog, field } = await openUrls();
    await user.click(field);
    await user.paste(Array.from({ length: 12 }, (_, i) => `https://pics.test/${i}.jpg`).join('\n'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Media' }));
    expect(within(dialog).getByText('Maximum 10 URLs allowed. You provided 12 URLs.')).toBeInTheDocument();
  });

  it("adds the URLs: 'Successfully added N media items'", async () => {
    media.createBulk.mockResolvedValue(envelope({ media: [aMedia(1), aMedia(2)], count: 2 }));
    const { user, dialog, field } = await openUrls();
    await user.click(field);
    await user.paste('https://pics.test/1.jpg\n\nhttps://pics.test/2.mp4\n');
    await user.click(within(dialog).getByRole('button', { name: 'Add Media' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Successfully added 2 media items'));
    expect(media.createBulk).toHaveBeenCalledWith({ albumId: 'al1', sectionId: undefined, urls: ['https://pics.test/1.jpg', 'https://pics.test/2.mp4'] });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Added X of Y media items' when some were not added", async () => {
    media.createBulk.mockResolvedValue(envelope({ media: [aMedia(1)], count: 1 }));
    const { user, dialog, field } = await openUrls();
    await user.click(field);
    await user.paste('https://pics.test/1.jpg\nhttps://pics.test/2.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Add Media' }));
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('Added 1 of 2 media items'));
  });

  it("toasts 'Failed to add media' when the server gives no reason", async () => {
    media.createBulk.mockRejectedValue(new ApiError({ status: 400, message: '' }));
    media.manageMedia.mockResolvedValue(mediaPage([]));
    const { user, dialog, field } = await openUrls();
    await user.type(field, 'https://pics.test/1.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Add Media' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to add media'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
