import { z } from 'zod';
import type { Pagination } from './envelope';
import type { MediaType, Uploader } from './media.schemas';

/**
 * Comments and reactions on media items (issue 13, svc-media). The six reactions are named in the API by stable
 * words; the front ends draw them (web-kit media/reaction-icon.tsx: a heart, laughing, surprised and sad faces,
 * clapping hands, a flame).
 */
export const REACTION_KINDS = ['heart', 'laugh', 'wow', 'sad', 'clap', 'fire'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

/** Who may comment and react on an album's media: everyone who may see it (signed in), its members, or nobody. */
export const COMMENT_SETTINGS = ['everyone', 'members', 'off'] as const;
export type CommentSetting = (typeof COMMENT_SETTINGS)[number];

export const COMMENT_MAX = 1000;
export const COMMENTS_PAGE = 20;
/** Comments one user may post in a minute. */
export const COMMENTS_PER_MINUTE = 20;

export const activityMessages = {
  commentEmpty: 'Comment cannot be empty',
  commentLong: `Comment must be at most ${COMMENT_MAX} characters`,
  commentText: 'Comment must be text',
  notAllowedChar: 'Text contains a character that is not allowed',
  reactionKind: `Reaction must be one of ${REACTION_KINDS.join(', ')}`,
  loginToComment: 'Please login to comment or react',
  commentNotFound: 'Comment not found',
  notApproved: 'Only approved media can take comments and reactions',
  commentsOff: 'Comments are turned off for this album',
  membersOnly: 'Only members of this album can comment or react',
  authorOnly: 'Only the author can edit this comment',
  cannotDelete: 'Only the author, the album owner or an admin can delete this comment',
  tooMany: (seconds: number) => `You are commenting too fast. Please wait ${seconds} seconds and try again.`,
  commentAdded: 'Comment added',
  commentUpdated: 'Comment updated',
  commentDeleted: 'Comment deleted',
} as const;

/** A comment's text: trimmed, 1 to 1,000 characters, kept as plain text (the front ends escape it). */
export const commentTextSchema = z
  .string({ error: activityMessages.commentText })
  .trim()
  .min(1, activityMessages.commentEmpty)
  .max(COMMENT_MAX, activityMessages.commentLong)
  .refine((text) => !text.includes('\u0000'), activityMessages.notAllowedChar);

/** `POST albums/media/{id}/comments` and `PUT albums/media/comments/{commentId}`. */
export const commentBodySchema = z.strictObject({ text: commentTextSchema });
export type CommentBody = z.input<typeof commentBodySchema>;

/** `PUT albums/media/{id}/reaction`: the same kind again removes it, another replaces it. */
export const reactionBodySchema = z.strictObject({ kind: z.enum(REACTION_KINDS, { error: activityMessages.reactionKind }) });
export type ReactionBody = z.input<typeof reactionBodySchema>;

/** `GET albums/media/{id}/comments?page=N`: pages of 20, oldest first. */
export const commentPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1).describe('The page (20 comments each, oldest first).'),
});

export const reactionCountsSchema = z.object(Object.fromEntries(REACTION_KINDS.map((kind) => [kind, z.number().int().min(0)])) as Record<ReactionKind, z.ZodNumber>);
export type ReactionCounts = z.infer<typeof reactionCountsSchema>;

export interface Comment {
  id: string;
  mediaId: string;
  /** Plain text, as written (trimmed): never HTML. */
  text: string;
  author: Uploader;
  createdAt: string;
  /** When the author last changed it, or null. */
  editedAt: string | null;
}

export interface CommentPage {
  comments: Comment[];
  pagination: Pagination;
}

/** `GET albums/{id}/media/comments?page=N`: an album's latest comments, newest first, pages of 20 (its owner and admins). */
export const albumCommentPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1).describe('The page (20 comments each, newest first).'),
});

/** The media item a comment of an album's list is on: what its tile shows (null when it has just gone). */
export interface CommentedMedia {
  id: string;
  type: MediaType;
  url: string;
  thumbnailUrl: string | null;
  placeholder: string | null;
  caption: string;
}

/** A comment of an album's activity list (the owner's Activity tab): the comment and its media item. */
export interface AlbumComment extends Comment {
  media: CommentedMedia | null;
}

export interface AlbumCommentPage {
  comments: AlbumComment[];
  pagination: Pagination;
}

/** An item's reactions: counts per kind (blocked users' not counted), mine (null when none or signed out). */
export interface MediaReactions {
  counts: ReactionCounts;
  mine: ReactionKind | null;
  /** Comments the item shows. */
  commentCount: number;
}

export const emptyReactionCounts = (): ReactionCounts =>
  Object.fromEntries(REACTION_KINDS.map((kind) => [kind, 0])) as ReactionCounts;
