import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { AlbumComment } from '@abialbum/contracts';
import { ApiError, formatDateTime } from '@abialbum/web-kit';
import AlbumManager from '../../src/exposes/AlbumManager';
import { aMedia, anAlbum } from '../builders';
import { activity, albums, envelope, media, mediaPage, stubEmptyAlbum, toast } from '../mock-web-kit';
import type * as MockModule from '../mock-web-kit';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockWebKit());
jest.mock('@abialbum/web-kit/clients', () => jest.requireActual<typeof MockModule>('../mock-web-kit').mockClients());

const HOUR = 3_600_000;
function aComment(n: number, overrides: Partial<AlbumComment> = {}): AlbumComment {
  return {
    id: `c${n}`,
    mediaId: `m${n}`,
    text: `Comment ${n}`,
    author: { id: `u${n}`, name: `Person ${n}`, profileImage: null },
    createdAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    editedAt: null,
    media: { id: `m${n}`, type: 'IMAGE', url: `/api/v1/files/m${n}.jpg`, thumbnailUrl: `/api/v1/files/m${n}-320.webp`, placeholder: null, caption: `Photo ${n}` },
    ...overrides,
  };
}
const commentPage = (comments: AlbumComment[], currentPage = 1, totalPages = 1) =>
  envelope({ comments, pagination: { currentPage, totalPages, hasPreviousPage: currentPage > 1, hasNextPage: currentPage < totalPages, totalItems: comments.length } });

beforeEach(() => {
  jest.clearAllMocks();
  stubEmptyAlbum();
  albums.myAlbums.mockResolvedValue(envelope({ albums: [anAlbum()] }));
});

async function openActivity() {
  const view = renderRoute(<AlbumManager />, '/abialbum/owner');
  await view.user.click(await screen.findByRole('tab', { name: 'Activity' }));
  return view;
}

describe('Activity tab', () => {
  it('lists the latest comments newest first: author, picture, thumbnail, plain text, time with the full date on hover, edited mark', async () => {
    const edited = aComment(1, {
      text: '<img src=x onerror=alert(1)>',
      author: { id: 'u1', name: 'Mia Member', profileImage: '/api/v1/files/mia.png' },
      editedAt: new Date().toISOString(),
    });
    activity.albumComments.mockResolvedValue(commentPage([edited, aComment(2)]));
    await openActivity();

    const list = await screen.findByRole('list', { name: 'Latest comments on this album' });
    expect(activity.albumComments).toHaveBeenCalledWith('al1', 1);
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Comment by Mia Member', 'Comment by Person 2']);
    const first = rows[0] as HTMLElement;
    // Shown as text, never as markup.
    expect(within(first).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(first.querySelector('img[src="x"]')).toBeNull();
    expect(first.querySelector('img[src="/api/v1/files/mia.png"]')).not.toBeNull();
    expect(first.querySelector('img[src="/api/v1/files/m1-320.webp"]')).not.toBeNull();
    const time = within(first).getByText('2 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('title', formatDateTime(edited.createdAt));
    expect(within(first).getByText('(edited)')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByText('(edited)')).toBeNull();
    expect(within(first).getByText('On Photo 1')).toBeInTheDocument();
  });

  it("says 'No comments yet' when there are none", async () => {
    await openActivity();
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
  });

  it('shows a failed read with a toast and Try again, which reads again', async () => {
    activity.albumComments.mockRejectedValueOnce(new ApiError({ status: 500, message: '' }));
    const { user } = await openActivity();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(toast.error).toHaveBeenCalledWith('Server error. Please try again later.');
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
    expect(activity.albumComments).toHaveBeenCalledTimes(2);
  });

  it('pages with Previous and Next, 20 a page', async () => {
    activity.albumComments.mockImplementation((_albumId: string, page: number) => Promise.resolve(commentPage([aComment(page * 100)], page, 3)));
    const { user } = await openActivity();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Comment 200')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(activity.albumComments).toHaveBeenLastCalledWith('al1', 2);
  });

  it("deletes a comment after the confirmation, says 'Comment deleted' and reads the page again", async () => {
    activity.albumComments.mockResolvedValueOnce(commentPage([aComment(1), aComment(2)])).mockResolvedValue(commentPage([aComment(2)]));
    activity.deleteComment.mockResolvedValue(envelope(null, 'Comment deleted'));
    const { user } = await openActivity();
    await user.click(await screen.findByRole('button', { name: 'Delete comment by Person 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Comment' });
    expect(dialog).toHaveTextContent('Delete this comment by Person 1? It cannot be recovered.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('Comment 1')).toBeNull());
    expect(activity.deleteComment).toHaveBeenCalledWith('c1');
    expect(toast.success).toHaveBeenCalledWith('Comment deleted');
    expect(screen.getByText('Comment 2')).toBeInTheDocument();
    expect(activity.albumComments).toHaveBeenCalledTimes(2);
  });

  it('keeps a comment whose deletion is cancelled or refused', async () => {
    activity.albumComments.mockResolvedValue(commentPage([aComment(1)]));
    activity.deleteComment.mockRejectedValue(new ApiError({ status: 403, message: 'Only the author, the album owner or an admin can delete this comment' }));
    const { user } = await openActivity();
    await user.click(await screen.findByRole('button', { name: 'Delete comment by Person 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(activity.deleteComment).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete comment by Person 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(screen.getByText('Comment 1')).toBeInTheDocument();
  });

  it('has no accessibility violations axe can find in the page (jsdom: colours are not checked)', async () => {
    activity.albumComments.mockResolvedValue(commentPage([aComment(1, { editedAt: new Date().toISOString() }), aComment(2, { media: null })], 1, 2));
    const { container } = await openActivity();
    await screen.findByRole('list', { name: 'Latest comments on this album' });
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

describe('media tiles', () => {
  it('show their comment and reaction counts, labelled for screen readers, and nothing when there are none', async () => {
    media.manageMedia.mockResolvedValue(mediaPage([aMedia(1, { commentCount: 3, reactionCount: 5 }), aMedia(2, { commentCount: 0, reactionCount: 0 })]));
    renderRoute(<AlbumManager />, '/abialbum/owner');
    const grid = await screen.findByRole('list', { name: 'Album media' });
    const [busy, quiet] = within(grid).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    const counts = within(busy).getByTestId('activity-counts');
    expect(counts.querySelector('[data-count="comments"]')).toHaveTextContent(/^3$/);
    expect(counts.querySelector('[data-count="reactions"]')).toHaveTextContent(/^5$/);
    expect(within(busy).getByText('3 comments, 5 reactions')).toBeInTheDocument();
    expect(within(quiet).queryByTestId('activity-counts')).toBeNull();
  });
});
