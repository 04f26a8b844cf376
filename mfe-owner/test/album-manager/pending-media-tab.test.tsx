import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import AlbumManager from '../../src/exposes/AlbumManager';
import { aMedia, anAlbum } from '../builders';
import { albums, envelope, media, mediaPage, stubEmptyAlbum, toast } from '../mock-web-kit';
import type * as MockModule from '../mock-web-kit';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockClients());

const byMember = (n: number) => aMedia(n, { status: 'pending', caption: `Upload ${n}`, uploader: { id: 'u9', name: 'Ana Silva', profileImage: null } });
const pendingPage = (items: ReturnType<typeof aMedia>[]) =>
  envelope({ media: items, counts: { PENDING: items.length, APPROVED: 0, REJECTED: 0 }, pagination: {} });
let prompt: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  stubEmptyAlbum();
  albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
  media.pendingMedia.mockResolvedValue(pendingPage([byMember(1), byMember(2), byMember(3)]));
  prompt = jest.spyOn(window, 'prompt');
});

afterEach(() => prompt.mockRestore());

async function openPending() {
  const view = renderRoute(<AlbumManager />, '/abialbum/owner');
  await view.user.click(await screen.findByRole('tab', { name: 'Pending Media 3 pending' }));
  const list = await screen.findByRole('list', { name: 'Media waiting for approval' });
  return { ...view, list, card: (n: number) => within(list).getByRole('listitem', { name: `Upload ${n}` }) };
}

describe('Pending Media tab', () => {
  it('shows the pending count as an orange badge and who uploaded each item', async () => {
    renderRoute(<AlbumManager />, '/abialbum/owner');
    const tab = await screen.findByRole('tab', { name: 'Pending Media 3 pending' });
    expect(within(tab).getByText('3').className).toContain('orange');
    expect(media.pendingMedia).toHaveBeenCalledWith('al1', expect.anything());
  });

  it("approves an upload: 'Media approved successfully!', then pending and album media are read again", async () => {
    media.approveMedia.mockResolvedValue(envelope({ media: aMedia(1) }, 'Media approved successfully!'));
    const { user, card } = await openPending();
    expect(card(1)).toHaveTextContent('By Ana Silva');
    media.pendingMedia.mockResolvedValue(pendingPage([byMember(2), byMember(3)]));
    media.manageMedia.mockResolvedValue(mediaPage([aMedia(1)]));
    const albumReads = media.manageMedia.mock.calls.length;
    await user.click(within(card(1)).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: 'Pending Media 2 pending' })).toBeInTheDocument());
    expect(media.approveMedia).toHaveBeenCalledWith('al1', 'm1');
    expect(toast.success).toHaveBeenCalledWith('Media approved successfully!');
    expect(media.manageMedia.mock.calls.length).toBeGreaterThan(albumReads);
    expect(screen.getByRole('tab', { name: /^Media/ })).toHaveTextContent('Media10');
  });

  it("rejects with the prompted reason: 'Media rejected'", async () => {
    prompt.mockReturnValue('Blurry');
    media.rejectMedia.mockResolvedValue(envelope({ media: byMember(2) }, 'Media rejected'));
    const { user, card } = await openPending();
    await user.click(within(card(2)).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Media rejected'));
    expect(media.rejectMedia).toHaveBeenCalledWith('al1', 'm2', 'Blurry');
  });

  it('does not reject when the prompt is cancelled', async () => {
    prompt.mockReturnValue(null);
    const { user, card } = await openPending();
    await user.click(within(card(2)).getByRole('button', { name: 'Reject' }));
    expect(media.rejectMedia).not.toHaveBeenCalled();
  });

  it('approves the checked uploads at once', async () => {
    media.bulkApprove.mockResolvedValue(envelope({ media: [], approvedCount: 2, notFound: 0 }, 'Media approved successfully!'));
    const { user, card } = await openPending();
    const approveSelected = screen.getByRole('button', { name: 'Approve Selected (0)' });
    expect(approveSelected).toBeDisabled();
    await user.click(within(card(1)).getByRole('checkbox', { name: 'Select Upload 1' }));
    await user.click(within(card(3)).getByRole('checkbox', { name: 'Select Upload 3' }));
    media.pendingMedia.mockResolvedValue(pendingPage([byMember(2)]));
    await user.click(screen.getByRole('button', { name: 'Approve Selected (2)' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: 'Pending Media 1 pending' })).toBeInTheDocument());
    expect(media.bulkApprove).toHaveBeenCalledWith('al1', ['m1', 'm3']);
    expect(toast.success).toHaveBeenCalledWith('Media approved successfully!');
    expect(screen.getByRole('button', { name: 'Approve Selected (0)' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: /^Media/ })).toHaveTextContent('Media11');
  });

  it('selects every upload with Select all', async () => {
    const { user } = await openPending();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('button', { name: 'Approve Selected (3)' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('button', { name: 'Approve Selected (0)' })).toBeDisabled();
  });

  it("toasts 'Failed to approve media' and 'Failed to reject media' when the server gives no reason", async () => {
    media.approveMedia.mockRejectedValue(new ApiError({ status: 400, message: '' }));
    media.rejectMedia.mockRejectedValue(new ApiError({ status: 400, message: '' }));
    prompt.mockReturnValue('');
    const { user, card } = await openPending();
    await user.click(within(card(1)).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to approve media'));
    await user.click(within(card(1)).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to reject media'));
  });

  it('says when nothing waits for approval', async () => {
    media.pendingMedia.mockResolvedValue(pendingPage([]));
    const { user } = renderRoute(<AlbumManager />, '/abialbum/owner');
    await user.click(await screen.findByRole('tab', { name: 'Pending Media' }));
    expect(await screen.findByText('No media waiting for approval')).toBeInTheDocument();
  });
});
