import type { CommentEventData } from '@abialbum/contracts';
import { eventFactory } from '@abialbum/service-kit';
import type { CommentRecord } from '../store/comment.store';
import type { ReactionChange } from '../store/reaction.store';

const event = eventFactory('svc-media');

const commentData = (comment: CommentRecord, commentCount: number): CommentEventData => ({
  commentId: comment.id,
  mediaId: comment.mediaId,
  albumId: comment.albumId,
  authorId: comment.authorId,
  text: comment.text,
  createdAt: comment.createdAt.toISOString(),
  commentCount,
});

/** A comment made or deleted, with how many its item shows right after; through the comment's own outbox. */
export const commentEvent = (type: 'comment.created' | 'comment.deleted') => (comment: CommentRecord, commentCount: number) => [
  event(type, commentData(comment, commentCount)),
];

/** A user's reaction changed, with the item's counts right after; through the reaction's own outbox. */
export const reactionChanged = (albumId: string) => (change: ReactionChange) => [
  event('reaction.changed', {
    mediaId: change.reaction.mediaId,
    albumId,
    userId: change.reaction.userId,
    kind: change.reaction.kind,
    previous: change.previous,
    revision: change.reaction.revision,
    counts: change.counts,
  }),
];
