import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Media, UploadPermission } from '@abialbum/contracts';
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
  joinClient: Record<'uploadPermission', jest.Mock>;
  mediaClient: Record<'upload' | 'createBulk' | 'myUploads', jest.Mock>;
}>('@abialbum/web-kit/clients');

const standing = (overrides: Partial<UploadPermission> = {}) =>
  envelope<UploadPermission>({ canUpload: false, isOwner: false, isMember: false, requestStatus: 'NONE', rejectionReason: null, requestId: null, ...overrides });
const MEMBER = { canUpload: true, isMember: true, requestStatus: 'APPROVED' } as const;

function anUpload(n: number, overrides: Partial<Media> = {}): Media {
  return {
    id: `m${n}`,
    albumId: 'a1',
    sectionId: null,
    type: 'IMAGE',
    url: `/api/v1/files/m${n}.jpg`,
    thumbnailUrl: `/api/v1/files/m${n}-320.webp`,
    displayUrl: null,
    placeholder: null,
    width: null,
    height: null,
    duration: null,
    mimeType: 'image/jpeg',
    playbackStatus: null,
    playbackUrl: null,
    caption: `Beach ${n}`,
    status: 'pending',
    rejectionReason: null,
    uploader: { id: 'visitor-1', name: 'Rui', profileImage: null },
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const uploadsPage = (items: Media[], { total = items.length, hasNextPage = false } = {}) =>
  envelope({
    media: items,
    counts: { PENDING: 0, APPROVED: 0, REJECTED: 0 },
    pagination: { currentPage: 1, totalPages: hasNextPage ? 2 : 1, hasPreviousPage: false, hasNextPage, totalItems: total },
  });

const openProfile = () => renderAt(<Profile />, { pattern: '/abialbum/profile/:albumId', url: '/abialbum/profile/a1' });
// The member's tools are a lazy chunk: its first import in a run may take a while on a busy machine.
const myUploads = async () => screen.findByRole('region', { name: 'My uploads' }, { timeout: 3000 });

beforeEach(() => {
  resetAlbumPages();
  albums.sharedAlbum.mockResolvedValue(envelope({ sharedAlbum: [] }));
  albums.albumProfile.mockResolvedValue(envelope(aProfileResult()));
  albums.followStatus.mockResolvedValue(envelope({ isFollowing: false }));
});

describe("a member's own uploads on the album profile", () => {
  beforeEach(() => signInAs('visitor-1'));

  it('shows each upload with its thumbnail, its state and, when rejected, the reason', async () => {
    join.uploadPermission.mockResolvedValue(standing(MEMBER));
    media.myUploads.mockResolvedValue(
      uploadsPage([
        anUpload(1),
        anUpload(2, { status: 'approved', caption: '' }),
        anUpload(3, { status: 'rejected', rejectionReason: 'Blurry' }),
      ]),
    );
    openProfile();
    const list = await within(await myUploads()).findByRole('list');
    const [pending, approved, rejected] = within(list).getAllByRole('listitem');
    expect(pending).toHaveTextContent('Beach 1Pending approval');
    expect(pending!.querySelector('img')).toHaveAttribute('src', '/api/v1/files/m1-320.webp');
    expect(approved).toHaveTextContent('PhotoApproved');
    expect(rejected).toHaveTextContent('Beach 3RejectedReason: Blurry');
    expect(media.myUploads).toHaveBeenCalledWith({ albumId: 'a1', page: 1, limit: 12 });
  });

  it("shows the latest three, then all of them with 'Show all'", async () => {
    join.uploadPermission.mockResolvedValue(standing(MEMBER));
    media.myUploads
      .mockResolvedValueOnce(uploadsPage([1, 2, 3, 4].map((n) => anUpload(n)), { total: 5, hasNextPage: true }))
      .mockResolvedValueOnce(uploadsPage([anUpload(5)], { total: 5 }));
    const { user } = openProfile();
    const region = await myUploads();
    expect(await within(region).findAllByRole('listitem')).toHaveLength(3);
    await user.click(within(region).getByRole('button', { name: 'Show all (5)' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    await user.click(within(region).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(5));
    expect(media.myUploads).toHaveBeenLastCalledWith({ albumId: 'a1', page: 2, limit: 12 });
    expect(within(region).queryByRole('button', { name: 'Load more' })).toBeNull();
    const toggle = within(region).getByRole('button', { name: 'Show fewer' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAccessibleName('Show all (5)');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when the member has uploaded nothing yet, and reads the list again after an upload', async () => {
    join.uploadPermission.mockResolvedValue(standing(MEMBER));
    media.myUploads.mockResolvedValueOnce(uploadsPage([])).mockResolvedValueOnce(uploadsPage([anUpload(1)]));
    media.upload.mockResolvedValue(envelope({ url: '/api/v1/files/beach.jpg' }));
    media.createBulk.mockResolvedValue(envelope({ media: [{ id: 'm1', status: 'pending' }], count: 1 }));
    openProfile();
    const region = await myUploads();
    expect(await within(region).findByText('You have not uploaded anything to this album yet.')).toBeInTheDocument();
    const input = screen.getByLabelText('Choose photos or videos to upload');
    await userEvent.setup().upload(input, [new File(['x'], 'beach.jpg', { type: 'image/jpeg' })]);
    expect(await within(region).findByText('Pending approval')).toBeInTheDocument();
    expect(media.myUploads).toHaveBeenCalledTimes(2);
  });

  it("toasts 'Failed to fetch user uploads' and offers to try again", async () => {
    join.uploadPermission.mockResolvedValue(standing(MEMBER));
    media.myUploads.mockRejectedValueOnce(new ApiError({ status: 500, message: 'boom' })).mockResolvedValueOnce(uploadsPage([anUpload(1)]));
    const { user } = openProfile();
    const region = await myUploads();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch user uploads');
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch user uploads');
    expect(within(region).queryByText('You have not uploaded anything to this album yet.')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('Pending approval')).toBeInTheDocument();
  });

  it('asks for nothing for a viewer who is not a member', async () => {
    join.uploadPermission.mockResolvedValue(standing({ requestStatus: 'PENDING', requestId: 'r1' }));
    openProfile();
    expect(await screen.findByText('Join request pending')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My uploads' })).toBeNull();
    expect(media.myUploads).not.toHaveBeenCalled();
  });
});
