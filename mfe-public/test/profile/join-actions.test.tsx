import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadPermission } from '@abialbum/contracts';
import { ApiError } from '@abialbum/web-kit';
import Profile from '../../src/exposes/Profile';
import type * as MockModule from './mock-album-pages';
import { aProfileResult, albums, envelope, renderAt, resetAlbumPages, signInAs, toast } from './mock-album-pages';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('./mock-album-pages').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => ({
  ...jest.requireActual<typeof MockModule>('./mock-album-pages').mockClients(),
  joinClient: { send: jest.fn(), cancel: jest.fn(), uploadPermission: jest.fn() },
  mediaClient: { upload: jest.fn(), createBulk: jest.fn(), myUploads: jest.fn() },
}));

const { joinClient: join, mediaClient: media } = jest.requireMock<{
  joinClient: Record<'send' | 'cancel' | 'uploadPermission', jest.Mock>;
  mediaClient: Record<'upload' | 'createBulk' | 'myUploads', jest.Mock>;
}>('@abialbum/web-kit/clients');

const standing = (overrides: Partial<UploadPermission> = {}) =>
  envelope<UploadPermission>({
    canUpload: false,
    isOwner: false,
    isMember: false,
    requestStatus: 'NONE',
    rejectionReason: null,
    requestId: null,
    ...overrides,
  });

const aFile = (name: string, type: string, size = 1024) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const openProfile = () => renderAt(<Profile />, { pattern: '/abialbum/profile/:albumId', url: '/abialbum/profile/a1' });
const ownerCard = async () => screen.findByRole('region', { name: 'Album owner' });

beforeEach(() => {
  resetAlbumPages();
  albums.sharedAlbum.mockResolvedValue(envelope({ sharedAlbum: [] }));
  albums.albumProfile.mockResolvedValue(envelope(aProfileResult()));
  albums.followStatus.mockResolvedValue(envelope({ isFollowing: false }));
  media.myUploads.mockResolvedValue(envelope({ media: [], pagination: { currentPage: 1, totalPages: 1, hasPreviousPage: false, hasNextPage: false, totalItems: 0 } }));
});

describe('profile join actions: signed out', () => {
  it("asks a visitor to log in: 'Please login to send join requests', then the login page", async () => {
    const { user } = openProfile();
    await user.click(within(await ownerCard()).getByRole('button', { name: 'Request to Join' }));
    expect(toast.error).toHaveBeenCalledWith('Please login to send join requests');
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/abialbum/login');
    expect(JSON.parse(location.dataset.state!)).toEqual({ from: { pathname: '/abialbum/profile/a1', search: '', hash: '' } });
    expect(join.uploadPermission).not.toHaveBeenCalled();
  });
});

describe('profile join actions: signed in', () => {
  beforeEach(() => signInAs('visitor-1'));

  it("sends a request with an optional message: 'Join request sent successfully!', then shows it pending", async () => {
    join.uploadPermission.mockResolvedValueOnce(standing()).mockResolvedValue(standing({ requestStatus: 'PENDING', requestId: 'r1' }));
    join.send.mockResolvedValue(envelope({}, 'Join request sent successfully!'));
    const { user } = openProfile();
    await user.click(await within(await ownerCard()).findByRole('button', { name: 'Request to Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request to Join' });
    await user.type(within(dialog).getByLabelText('Message (optional)'), '  I am your cousin ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText('Join request pending')).toBeInTheDocument();
    expect(join.uploadPermission).toHaveBeenCalledWith('a1');
    expect(join.send).toHaveBeenCalledWith('a1', 'I am your cousin');
    expect(toast.success).toHaveBeenCalledWith('Join request sent successfully!');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends no message when none was written', async () => {
    join.uploadPermission.mockResolvedValue(standing());
    join.send.mockResolvedValue(envelope({}));
    const { user } = openProfile();
    await user.click(await within(await ownerCard()).findByRole('button', { name: 'Request to Join' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(join.send).toHaveBeenCalledWith('a1', undefined));
  });

  it("toasts 'Failed to send join request' and keeps the form open when sending fails", async () => {
    join.uploadPermission.mockResolvedValue(standing());
    join.send.mockRejectedValue(new ApiError({ status: 400, message: '' }));
    const { user } = openProfile();
    await user.click(await within(await ownerCard()).findByRole('button', { name: 'Request to Join' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to send join request'));
    expect(screen.getByRole('dialog', { name: 'Request to Join' })).toBeInTheDocument();
  });

  it('sends to login when the server answers 401', async () => {
    join.uploadPermission.mockResolvedValue(standing());
    join.send.mockRejectedValue(new ApiError({ status: 401, message: 'Unauthorized' }));
    const { user } = openProfile();
    await user.click(await within(await ownerCard()).findByRole('button', { name: 'Request to Join' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Please login to send join requests'));
    expect(screen.getByTestId('location')).toHaveTextContent('/abialbum/login');
  });

  it('shows a pending request, which the requester may cancel', async () => {
    join.uploadPermission.mockResolvedValueOnce(standing({ requestStatus: 'PENDING', requestId: 'r1' })).mockResolvedValue(standing());
    join.cancel.mockResolvedValue(envelope(null, 'Join request cancelled'));
    const { user } = openProfile();
    const card = await ownerCard();
    expect(await within(card).findByText('Join request pending')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Cancel Request' }));
    expect(await within(card).findByRole('button', { name: 'Request to Join' })).toBeInTheDocument();
    expect(join.cancel).toHaveBeenCalledWith('a1', 'r1');
    expect(toast.success).toHaveBeenCalledWith('Join request cancelled');
  });

  it("shows a rejection with its reason and 'Request Again'", async () => {
    join.uploadPermission
      .mockResolvedValueOnce(standing({ requestStatus: 'REJECTED', rejectionReason: 'We do not know you', requestId: 'r1' }))
      .mockResolvedValue(standing({ requestStatus: 'PENDING', requestId: 'r2' }));
    join.send.mockResolvedValue(envelope({}));
    const { user } = openProfile();
    const card = await ownerCard();
    expect(await within(card).findByText('Your join request was rejected')).toBeInTheDocument();
    expect(card).toHaveTextContent('Reason: We do not know you');
    await user.click(within(card).getByRole('button', { name: 'Request Again' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Request to Join' })).getByRole('button', { name: 'Send Request' }));
    expect(await within(card).findByText('Join request pending')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Join request sent successfully!');
  });

  it('lets a member upload: the default checks, a progress bar, and the pending note', async () => {
    join.uploadPermission.mockResolvedValue(standing({ canUpload: true, isMember: true, requestStatus: 'APPROVED' }));
    let finish: () => void = () => undefined;
    media.upload.mockImplementation((file: File, options: { onProgress(f: number): void }) => {
      options.onProgress(0.5);
      return new Promise((resolve) => (finish = () => resolve(envelope({ url: `/api/v1/files/${file.name}` }))));
    });
    media.createBulk.mockResolvedValue(envelope({ media: [{ id: 'm1', status: 'pending' }], count: 1 }));
    openProfile();
    const card = await ownerCard();
    expect(await within(card).findByText('You are a member of this album')).toBeInTheDocument();
    const user = userEvent.setup({ applyAccept: false });
    const input = await within(card).findByLabelText('Choose photos or videos to upload');

    await user.upload(input, Array.from({ length: 11 }, (_, i) => aFile(`p${i}.jpg`, 'image/jpeg')));
    expect(within(card).getByRole('alert')).toHaveTextContent('Maximum 10 files allowed. You selected 11 files.');
    expect(media.upload).not.toHaveBeenCalled();

    await user.upload(input, [aFile('big.mp4', 'video/mp4', 51 * 1_048_576)]);
    expect(within(card).getByRole('alert')).toHaveTextContent('File "big.mp4" is too large. Maximum size is 50MB.');

    await user.upload(input, [aFile('beach.jpg', 'image/jpeg')]);
    expect(await within(card).findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '50');
    expect(media.upload).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ albumId: 'a1' }));
    finish();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Successfully uploaded 1 files. They are pending approval from the album owner.'),
    );
    expect(media.createBulk).toHaveBeenCalledWith({ albumId: 'a1', mediaFiles: [{ url: '/api/v1/files/beach.jpg' }] });
    expect(within(card).queryByRole('progressbar')).toBeNull();
  });

  it("tells a member which file failed: 'Failed to upload {name}'", async () => {
    join.uploadPermission.mockResolvedValue(standing({ canUpload: true, isMember: true, requestStatus: 'APPROVED' }));
    media.upload.mockRejectedValue(new ApiError({ status: 500, message: 'boom' }));
    openProfile();
    const card = await ownerCard();
    const input = await within(card).findByLabelText('Choose photos or videos to upload');
    await userEvent.setup().upload(input, [aFile('beach.jpg', 'image/jpeg')]);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to upload beach.jpg'));
    expect(media.createBulk).not.toHaveBeenCalled();
  });

  it('shows no join actions to the owner', async () => {
    signInAs('owner-1');
    openProfile();
    const card = await ownerCard();
    expect(within(card).getByRole('link', { name: 'Manage Album' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Request to Join' })).toBeNull();
    expect(join.uploadPermission).not.toHaveBeenCalled();
  });
});
