import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { Comment, CommentPage, Envelope, MediaReactions } from '@abialbum/contracts';
import { activityClient } from '@abialbum/web-kit/clients';
import { ActivityCounts } from './activity-counts';
import { ActivityPanel } from './activity-panel';

const ok = <T,>(data: T): Envelope<T> => ({ success: true, data, message: 'OK' });

describe('tile counts', () => {
  const shown = (container: HTMLElement, what: 'comments' | 'reactions') => container.querySelector(`[data-count="${what}"]`);

  it('shows a drawn bubble and 3, a drawn heart and 5 (no emoji), read as "3 comments, 5 reactions"', () => {
    const { container } = render(<ActivityCounts comments={3} reactions={5} />);
    expect(shown(container, 'comments')).toHaveTextContent(/^3$/);
    expect(shown(container, 'reactions')).toHaveTextContent(/^5$/);
    expect(shown(container, 'comments')?.querySelector('svg')).not.toBeNull();
    expect(shown(container, 'reactions')?.querySelector('svg[data-reaction="heart"]')).not.toBeNull();
    expect(shown(container, 'comments')?.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('3 comments, 5 reactions')).toHaveClass('wk-visually-hidden');
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('shows only what there is, in the singular for one', () => {
    const { container, rerender } = render(<ActivityCounts comments={1} />);
    expect(shown(container, 'comments')).toHaveTextContent(/^1$/);
    expect(shown(container, 'reactions')).toBeNull();
    expect(screen.getByText('1 comment')).toBeInTheDocument();
    rerender(<ActivityCounts reactions={1} comments={0} />);
    expect(shown(container, 'reactions')).toHaveTextContent(/^1$/);
    expect(shown(container, 'comments')).toBeNull();
    expect(screen.getByText('1 reaction')).toBeInTheDocument();
  });

  it('shows nothing without comments or reactions (or counts not given)', () => {
    const { container, rerender } = render(<ActivityCounts comments={0} reactions={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ActivityCounts />);
    expect(container).toBeEmptyDOMElement();
  });
});

/**
 * axe-core on the panel as jsdom renders it: roles, names, labels and structure (jsdom lays nothing out, so colour
 * contrast and the 375 px bottom sheet are the browser journey's, e2e/journeys/accessibility.e2e.ts).
 */
describe('activity panel accessibility', () => {
  const comment = (n: number, over: Partial<Comment> = {}): Comment => ({
    id: `c${n}`,
    mediaId: 'm1',
    text: `Comment ${n}`,
    author: { id: `u${n}`, name: `Person ${n}`, profileImage: n === 1 ? '/api/v1/files/p1.png' : null },
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    editedAt: n === 1 ? new Date().toISOString() : null,
    ...over,
  });
  const reactions: MediaReactions = { counts: { heart: 2, laugh: 0, wow: 1, sad: 0, clap: 0, fire: 0 }, mine: 'heart', commentCount: 21 };
  const page: CommentPage = {
    comments: [comment(1), comment(2)],
    pagination: { currentPage: 1, totalPages: 2, hasPreviousPage: false, hasNextPage: true, totalItems: 21 },
  };
  const violations = async (container: HTMLElement) =>
    (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

  beforeEach(() => {
    jest.spyOn(activityClient, 'comments').mockResolvedValue(ok(page));
    jest.spyOn(activityClient, 'reactions').mockResolvedValue(ok(reactions));
  });
  afterEach(() => jest.restoreAllMocks());

  it('has no violations for a signed-in moderator (comments, edited mark, delete, the box)', async () => {
    const { container } = render(<ActivityPanel mediaId="m1" viewer={{ userId: 'u1', canModerate: true, onLogin: jest.fn() }} />);
    await screen.findByText('Comment 2');
    expect(screen.getByText('(edited)')).toHaveAttribute('title', expect.stringMatching(/^Edited /));
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations for a visitor (asked to log in)', async () => {
    const { container } = render(<ActivityPanel mediaId="m1" viewer={{ userId: null, onLogin: jest.fn() }} />);
    await screen.findByText('Comment 2');
    expect(await violations(container)).toEqual([]);
  });
});
