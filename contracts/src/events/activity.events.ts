import { z } from 'zod';
import { REACTION_KINDS, reactionCountsSchema } from '../http/activity.schemas';

const reactionKind = z.enum(REACTION_KINDS);

/**
 * A comment on a media item (svc-media). `commentCount` is how many comments the item shows right after (its
 * blocked authors' left out): a consumer keeps that value, never adds a delta twice. The text is plain text.
 */
const commentData = z.object({
  commentId: z.string(),
  mediaId: z.string(),
  albumId: z.string(),
  authorId: z.string(),
  text: z.string(),
  createdAt: z.string(),
  commentCount: z.number().int().min(0),
});

/**
 * A user's reaction to a media item changed: `kind` is the reaction now (null: removed), `previous` what it was.
 * `revision` grows with every change of this user's reaction to this item (a consumer keeps the newest);
 * `counts` are the item's counts per kind right after (blocked users' left out).
 */
const reactionData = z.object({
  mediaId: z.string(),
  albumId: z.string(),
  userId: z.string(),
  kind: reactionKind.nullable(),
  previous: reactionKind.nullable(),
  revision: z.number().int().min(1),
  counts: reactionCountsSchema,
});

export const activityEvents = {
  'comment.created': commentData,
  'comment.deleted': commentData,
  'reaction.changed': reactionData,
} as const;
/**
 * What svc-media's internal exports send, one a line: every live comment (blocked authors' too), and every user's
 * reaction to a live item at its newest revision (`kind` null: taken back).
 */
export const activityExportItems = {
  comments: commentData.pick({ commentId: true, mediaId: true, albumId: true, authorId: true, createdAt: true }),
  reactions: reactionData.pick({ mediaId: true, userId: true, kind: true, revision: true }),
} as const;
export type CommentState = z.infer<typeof activityExportItems.comments>;
export type ReactionState = z.infer<typeof activityExportItems.reactions>;
export type CommentEventData = z.infer<typeof commentData>;
export type ReactionEventData = z.infer<typeof reactionData>;
