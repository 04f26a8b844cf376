import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@abialbum/web-kit';
import type { ResumableState, ResumableUploadInput } from '@abialbum/web-kit/upload';
import AlbumManager from '../../src/exposes/AlbumManager';
import { aFile, aMedia, anAlbum } from '../builders';
import { albums, envelope, media, resumable, stubEmptyAlbum, toast } from '../mock-web-kit';
import type * as MockModule from '../mock-web-kit';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockClients());
jest.mock('@abialbum/web-kit/upload', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKitUpload());

const MB = 1_048_576;

/** One resumable upload as the modal started it: its input (callbacks included), its handle, and how it ends. */
function fakeResumable() {
  const started: { file: File; input: ResumableUploadInput; pause: jest.Mock; resume: jest.Mock; finish(media: unknown): void; fail(err: unknown): void }[] = [];
  resumable.uploadResumable.mockImplementation((file: File, input: ResumableUploadInput) => {
    let finish!: (value: unknown) => void;
    let fail!: (err: unknown) => void;
    const result = new Promise((ok, ko) => {
      finish = ok;
      fail = ko;
    });
    const entry = {
      file,
      input,
      pause: jest.fn(() => input.onStateChange?.('paused')),
      resume: jest.fn(() => input.onStateChange?.('uploading')),
      finish: (item: unknown) => finish({ media: item, message: '' }),
      fail,
    };
    started.push(entry);
    return { result, pause: entry.pause, resume: entry.resume };
  });
  return started;
}

beforeEach(() => {
  jest.clearAllMocks();
  stubEmptyAlbum();
  albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
});

async function openUpload() {
  const view = renderRoute(<AlbumManager />, '/abialbum/owner');
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Upload' }));
  const dialog = screen.getByRole('dialog', { name: 'Upload to Family Memories' });
  return { ...view, user, dialog, input: within(dialog).getByLabelText('Choose files') };
}

describe('upload modal: large files by the resumable protocol', () => {
  it('sends a large file resumably with the caption, shows its progress, pauses and resumes it by keyboard, and adds its media item', async () => {
    const started = fakeResumable();
    const { user, dialog, input } = await openUpload();
    await user.upload(input, [aFile('holiday.mp4', 'video/mp4', 30 * MB)]);
    await user.type(within(dialog).getByLabelText('Caption (optional)'), 'Road trip');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(started).toHaveLength(1));
    const upload = started[0]!;
    expect(upload.file.name).toBe('holiday.mp4');
    expect(upload.input).toMatchObject({ albumId: 'al1', sectionId: null, flow: 'large', caption: 'Road trip' });
    act(() => upload.input.onProgress?.(0.4));
    expect(within(dialog).getByRole('progressbar', { name: 'Progress of holiday.mp4' })).toHaveAttribute('value', '40');

    const pause = within(dialog).getByRole('button', { name: 'Pause upload of holiday.mp4' });
    pause.focus();
    await user.keyboard('{Enter}');
    expect(upload.pause).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByText('Paused')).toBeInTheDocument();
    const resume = within(dialog).getByRole('button', { name: 'Resume upload of holiday.mp4' });
    resume.focus();
    await user.keyboard(' ');
    expect(upload.resume).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('button', { name: 'Pause upload of holiday.mp4' })).toBeInTheDocument();

    await act(async () => upload.finish(aMedia(7, { type: 'VIDEO' })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Successfully uploaded 1 files'));
    // Its media item came with the upload's end: nothing else to add.
    expect(media.createBulk).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the connection is lost and offers to resume, then goes on', async () => {
    const started = fakeResumable();
    const { user, dialog, input } = await openUpload();
    await user.upload(input, [aFile('long.mov', 'video/quicktime', 25 * MB)]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(started).toHaveLength(1));
    const upload = started[0]!;
    act(() => upload.input.onStateChange?.('offline' as ResumableState));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Connection lost: resumes when back online');
    await user.click(within(dialog).getByRole('button', { name: 'Resume upload of long.mov' }));
    expect(upload.resume).toHaveBeenCalled();
    await act(async () => upload.finish(aMedia(8, { status: 'pending' })));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Successfully uploaded 1 files. They are pending approval from the album owner.'),
    );
  });

  it("sends small files the plain way beside a large one, and tells a refused large file by the error catalogue", async () => {
    const started = fakeResumable();
    media.upload.mockImplementation((file: File) => Promise.resolve(envelope({ url: `/api/v1/files/${file.name}`, name: file.name })));
    media.createBulk.mockResolvedValue(envelope({ media: [aMedia(1)], count: 1 }));
    const { user, dialog, input } = await openUpload();
    await user.upload(input, [aFile('small.jpg', 'image/jpeg'), aFile('notes.mp4', 'video/mp4', 40 * MB)]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 Files' }));
    await waitFor(() => expect(started).toHaveLength(1));
    expect(media.upload).toHaveBeenCalledTimes(1);
    await act(async () => started[0]!.fail(new ApiError({ status: 415, message: 'File "notes.mp4" has an unsupported format.' })));
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('Uploaded 1 of 2 files'));
    // The error catalogue's words for a 415 (SPEC 8), as for any refused upload.
    expect(toast.error).toHaveBeenCalledWith('Unsupported file format. Please use a supported format.');
    expect(media.createBulk).toHaveBeenCalledWith(expect.objectContaining({ mediaFiles: [{ url: '/api/v1/files/small.jpg', caption: '' }] }));
  });
});
