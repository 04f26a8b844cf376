import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import AlbumManager from '../../src/exposes/AlbumManager';
import { aJoinRequest, anAlbum } from '../builders';
import { albums, envelope, join, stubEmptyAlbum, toast } from '../mock-web-kit';
import type * as MockModule from '../mock-web-kit';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockClients());

const counts = (PENDING: number, APPROVED = 0, REJECTED = 0) => ({ PENDING, APPROVED, REJECTED });
const pendingTwo = envelope({ requests: [aJoinRequest(1), aJoinRequest(2)], counts: counts(2, 1, 1) });
let prompt: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  stubEmptyAlbum();
  albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
  join.list.mockImplementation((_albumId: string, status: string) =>
    Promise.resolve(
      status === 'PENDING'
        ? pendingTwo
        : status === 'APPROVED'
          ? envelope({ requests: [aJoinRequest(3, { status: 'APPROVED' })], counts: counts(2, 1, 1) })
          : envelope({ requests: [aJoinRequest(4, { status: 'REJECTED', rejectionReason: 'We do not know you' })], counts: counts(2, 1, 1) }),
    ),
  );
  prompt = jest.spyOn(window, 'prompt');
});

afterEach(() => prompt.mockRestore());

async function openRequests() {
  const view = renderRoute(<AlbumManager />, '/abialbum/owner');
  const tab = await screen.findByRole('tab', { name: 'Join Requests 2 pending' });
  await view.user.click(tab);
  const list = await screen.findByRole('list', { name: 'Pending join requests' });
  return { ...view, tab, list };
}

describe('Join Requests tab', () => {
  it('shows the pending count as a red badge before the tab is opened', async () => {
    renderRoute(<AlbumManager />, '/abialbum/owner');
    const tab = await screen.findByRole('tab', { name: 'Join Requests 2 pending' });
    expect(within(tab).getByText('2').className).toContain('red');
    expect(join.list).toHaveBeenCalledWith('al1', 'PENDING');
  });

  it('lists pending requests first, each with the requester, the message and the actions', async () => {
    const { list } = await openRequests();
    expect(screen.getByLabelText('Status')).toHaveValue('PENDING');
    const card = within(list).getByRole('listitem', { name: 'Member 1' });
    expect(card).toHaveTextContent('“Please let me in 1”');
    expect(within(card).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('filters by status; only pending requests have actions, rejected ones show the reason', async () => {
    const { user } = await openRequests();
    await user.selectOptions(screen.getByLabelText('Status'), 'APPROVED');
    const approved = await screen.findByRole('list', { name: 'Approved join requests' });
    expect(join.list).toHaveBeenLastCalledWith('al1', 'APPROVED');
    expect(within(approved).queryByRole('button')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Status'), 'REJECTED');
    const rejected = await screen.findByRole('list', { name: 'Rejected join requests' });
    expect(rejected).toHaveTextContent('Reason: We do not know you');
    expect(within(rejected).queryByRole('button')).toBeNull();
  });

  it("approves a request: 'Join request approved successfully!' and the list is read again", async () => {
    join.approve.mockResolvedValue(envelope({}, 'Join request approved successfully!'));
    const { user, list } = await openRequests();
    join.list.mockResolvedValue(envelope({ requests: [aJoinRequest(2)], counts: counts(1, 2, 1) }));
    await user.click(within(within(list).getByRole('listitem', { name: 'Member 1' })).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(join.approve).toHaveBeenCalledWith('al1', 'r1');
    expect(toast.success).toHaveBeenCalledWith('Join request approved successfully!');
    expect(screen.getByRole('tab', { name: 'Join Requests 1 pending' })).toBeInTheDocument();
  });

  it('rejects with the reason asked by prompt', async () => {
    prompt.mockReturnValue('  Not family ');
    join.reject.mockResolvedValue(envelope({}, 'Join request rejected'));
    const { user, list } = await openRequests();
    await user.click(within(within(list).getByRole('listitem', { name: 'Member 2' })).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Join request rejected'));
    expect(join.reject).toHaveBeenCalledWith('al1', 'r2', 'Not family');
  });

  it('rejects without a reason when the prompt is left empty', async () => {
    prompt.mockReturnValue('');
    join.reject.mockResolvedValue(envelope({}));
    const { user, list } = await openRequests();
    await user.click(within(within(list).getByRole('listitem', { name: 'Member 2' })).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(join.reject).toHaveBeenCalledWith('al1', 'r2', undefined));
  });

  it('does not reject when the prompt is cancelled', async () => {
    prompt.mockReturnValue(null);
    const { user, list } = await openRequests();
    await user.click(within(within(list).getByRole('listitem', { name: 'Member 1' })).getByRole('button', { name: 'Reject' }));
    expect(prompt).toHaveBeenCalled();
    expect(join.reject).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("toasts 'Failed to approve request' or the server's reason when a decision fails", async () => {
    join.approve.mockRejectedValueOnce(new ApiError({ status: 400, message: '' }));
    join.approve.mockRejectedValueOnce(new ApiError({ status: 409, message: 'This request was already decided' }));
    const { user, list } = await openRequests();
    const approve = within(within(list).getByRole('listitem', { name: 'Member 1' })).getByRole('button', { name: 'Approve' });
    await user.click(approve);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to approve request'));
    await user.click(approve);
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith('This request was already decided'));
  });

  it("toasts 'Failed to reject request' when rejecting fails without a reason", async () => {
    prompt.mockReturnValue('no');
    join.reject.mockRejectedValue(new ApiError({ status: 400, message: '' }));
    const { user, list } = await openRequests();
    await user.click(within(within(list).getByRole('listitem', { name: 'Member 1' })).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to reject request'));
  });

  it('says when there are no requests of a status', async () => {
    join.list.mockResolvedValue(envelope({ requests: [], counts: counts(0) }));
    const { user } = renderRoute(<AlbumManager />, '/abialbum/owner');
    await user.click(await screen.findByRole('tab', { name: 'Join Requests' }));
    expect(await screen.findByText('No pending join requests')).toBeInTheDocument();
  });
});
