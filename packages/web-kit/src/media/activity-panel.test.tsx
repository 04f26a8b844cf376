import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comment, CommentPage, Envelope, MediaReactions } from '@abialbum/contracts';
import { ApiError, chooseLocale } from '@abialbum/web-kit';
import { activityClient } from '@abialbum/web-kit/clients';
import { ActivityPanel } from './activity-panel';
import { timeAgo } from './comment-parts';
import { MediaViewer } from './media-viewer';

const ok = <T,>(data: T, message = 'OK'): Envelope<T> => ({ success: true, data, message });
const none = { heart: 0, laugh: 0, wow: 0, sad: 0, clap: 0, fire: 0 };
const aComment = (n: number, over: Partial<Comment> = {}): Comment => ({
  id: `c${n}`,
  mediaId: 'm1',
  text: `Comment ${n}`,
  author: { id: `u${n}`, name: `Person ${n}`, profileImage: null },
  createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  editedAt: null,
  ...over,
});
const page = (comments: Comment[], currentPage = 1, hasNextPage = false): Envelope<CommentPage> =>
  ok({ comments, pagination: { currentPage, totalPages: hasNextPage ? currentPage + 1 : currentPage, hasPreviousPage: currentPage > 1, hasNextPage, totalItems: comments.length } });
const counts = (over: Partial<MediaReactions> = {}): Envelope<MediaReactions> => ok({ counts: none, mine: null, commentCount: 0, ...over });

const member = { userId: 'u1', onLogin: jest.fn() };

afterEach(() => jest.restoreAllMocks());

describe('activity panel', () => {
  it('says "No comments yet" for an item without comments, and shows the six reactions with their counts', async () => {
    jest.spyOn(activityClient, 'comments').mockResolvedValue(page([]));
    jest.spyOn(activityClient, 'reactions').mockResolvedValue(counts({ counts: { ...none, fire: 3 } }));
    render(<ActivityPanel mediaId="m1" viewer={member} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading comments...');
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
    const bar = screen.getByRole('group', { name: 'Reactions' });
    expect(within(bar).getAllByRole('button')).toHaveLength(6);
    expect(within(bar).getByRole('button', { name: 'Fire: 3' })).toHaveAttribute('aria-pressed', 'false');
    // Each drawn by us (an SVG per reaction, the same on every system), no emoji a font may lack.
    expect([...bar.querySelectorAll('svg[data-reaction]')].map((svg) => svg.getAttribute('data-reaction'))).toEqual(['heart', 'laugh', 'wow', 'sad', 'clap', 'fire']);
    expect(bar.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('lists comments oldest first as plain text, with "Load more" for the next page', async () => {
    const script = aComment(1, { text: '<script>alert(1)</script>', editedAt: new Date().toISOString() });
    jest.spyOn(activityClient, 'reactions').mockResolvedValue(counts({ commentCount: 21 }));
    const comments = jest
      .spyOn(activityClient, 'comments')
      .mockResolvedValueOnce(page([script, ...Array.from({ length: 19 }, (_, i) => aComment(i + 2))], 1, true))
      .mockResolvedValueOnce(page([aComment(21)], 2));
    const { container } = render(<ActivityPanel mediaId="m1" viewer={member} />);
    expect(await screen.findByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('(edited)')).toBeInTheDocument();
    expect(screen.getByText('Comment 2').closest('li')).toHaveTextContent('2 hours ago');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Comment 21')).toBeInTheDocument();
    expect(comments).toHaveBeenLastCalledWith('m1', 2);
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('Comment 21');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('posts a comment from the box at the bottom, with the keyboard, and toggles a reaction', async () => {
    jest.spyOn(activityClient, 'comments').mockResolvedValue(page([]));
    jest.spyOn(activityClient, 'reactions').mockResolvedValue(counts());
    const add = jest.spyOn(activityClient, 'addComment').mockResolvedValue(ok({ comment: aComment(1, { text: 'Lovely', author: { id: 'u1', name: 'Me', profileImage: null } }) }));
    const react = jest.spyOn(activityClient, 'react').mockResolvedValue(counts({ counts: { ...none, heart: 1 }, mine: 'heart' }));
    render(<ActivityPanel mediaId="m1" viewer={member} />);
    await screen.findByText('No comments yet');
    const box = screen.getByLabelText('Add a comment');
    await userEvent.type(box, '  Lovely ');
    await userEvent.keyboard('{Tab}{Enter}');
    expect(add).toHaveBeenCalledWith('m1', 'Lovely');
    expect(await screen.findByText('Lovely')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Love: 0' }));
    expect(react).toHaveBeenCalledWith('m1', 'heart');
    expect(await screen.findByRole('button', { name: 'Love: 1' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks a visitor to log in instead of showing the box', async () => {
    jest.spyOn(activityClient, 'comments').mockResolvedValue(page([aComment(1)]));
    jest.spyOn(activityClient, 'reactions').mockResolvedValue(counts());
    const react = jest.spyOn(activityClient, 'react');
    const onLogin = jest.fn();
    render(<ActivityPanel mediaId="m1" viewer={{ userId: null, onLogin }} />);
    expect(await screen.findByText('Comment 1')).toBeInTheDocument();
    expect(screen.queryByLabelText('Add a comment')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Love: 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalledTimes(2);
    expect(react).not.toHaveBeenCalled();
  });

  it('says when the comments could not be loaded, and tries again', async () => {
    jest.spyOn(activityClient, 'reactions').mockResolvedValue(counts());
    jest.spyOn(activityClient, 'comments').mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(page([]));
    render(<ActivityPanel mediaId="m1" viewer={member} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Comments could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
  });

  it('lets the author delete their comment, and shows the server message when posting is refused', async () => {
    jest.spyOn(activityClient, 'comments').mockResolvedValue(page([aComment(1), aComment(2)]));
    jest.spyOn(activityClient, 'reactions').mockResolvedValue(counts({ commentCount: 2 }));
    const remove = jest.spyOn(activityClient, 'deleteComment').mockResolvedValue(ok(null));
    jest
      .spyOn(activityClient, 'addComment')
      .mockRejectedValue(new ApiError({ status: 429, code: 'TOO_MANY_COMMENTS', message: 'You are commenting too fast. Please wait 30 seconds and try again.' }));
    render(<ActivityPanel mediaId="m1" viewer={member} />);
    await screen.findByText('Comment 1');
    expect(screen.getAllByRole('button', { name: /^Delete comment/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete comment by Person 1' }));
    expect(remove).toHaveBeenCalledWith('c1');
    await waitFor(() => expect(screen.queryByText('Comment 1')).toBeNull());
    await userEvent.type(screen.getByLabelText('Add a comment'), 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are commenting too fast. Please wait 30 seconds and try again.');
  });

  it('sits beside the item in the viewer when asked for', async () => {
    jest.spyOn(activityClient, 'comments').mockResolvedValue(page([]));
    jest.spyOn(activityClient, 'reactions').mockResolvedValue(counts());
    const item = { id: 'm1', type: 'IMAGE' as const, url: '/api/v1/files/m1.jpg', thumbnailUrl: null, displayUrl: null, caption: 'Pier' };
    render(<MediaViewer title="Album media" media={[item]} onClose={jest.fn()} activity={member} />);
    expect(await screen.findByRole('region', { name: 'Comments and reactions' })).toBeInTheDocument();
  });

  it('says how long ago, in words', () => {
    const now = Date.parse('2025-01-15T12:00:00.000Z');
    expect(timeAgo('2025-01-15T11:59:40.000Z', now)).toBe('just now');
    expect(timeAgo('2025-01-15T11:15:00.000Z', now)).toBe('45 minutes ago');
    expect(timeAgo('2025-01-15T10:00:00.000Z', now)).toBe('2 hours ago');
    expect(timeAgo('2025-01-12T12:00:00.000Z', now)).toBe('3 days ago');
  });

  it('speaks the page’s language: the panel, the reactions and how long ago', async () => {
    await act(() => chooseLocale('de'));
    try {
      const now = Date.parse('2025-01-15T12:00:00.000Z');
      expect(timeAgo('2025-01-15T10:00:00.000Z', now)).toBe('vor 2 Stunden');
      expect(timeAgo('2025-01-15T11:59:40.000Z', now)).toBe('gerade eben');
      jest.spyOn(activityClient, 'comments').mockResolvedValue(page([]));
      jest.spyOn(activityClient, 'reactions').mockResolvedValue(counts());
      render(<ActivityPanel mediaId="m1" viewer={{ userId: null, onLogin: jest.fn() }} />);
      expect(await screen.findByText('Noch keine Kommentare')).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Reaktionen' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Liebe: 0' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Melde dich an' })).toBeInTheDocument();
    } finally {
      await act(() => chooseLocale('en'));
      localStorage.clear();
    }
  });
});
