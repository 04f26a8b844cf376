import { albumCommentPageQuerySchema, commentBodySchema, commentPageQuerySchema, reactionBodySchema, reactionCountsSchema, REACTION_KINDS } from '../http/activity.schemas';
import { type ApiOperation, shapes } from './operation';
import { albumId, API, mediaId } from './paths';
import { created, deleted, ok, page } from './responses';

const { object, named, integer } = shapes;
const commentId = { commentId: 'The comment id.' };
const comment = object({ comment: named('Comment', 'A comment: id, mediaId, text (plain text), author {id, name, profileImage}, createdAt, editedAt.') });
const reactions = object({
  counts: reactionCountsSchema,
  mine: { anyOf: [{ type: 'string', enum: [...REACTION_KINDS] }, { type: 'null' }], description: "The caller's reaction, or null." },
  commentCount: integer('Comments the item shows.'),
});
const who =
  'Signed-in users on media they may see (public albums, albums they belong to, their own); the album owner may limit it to ' +
  'members or turn it off. Only approved media take any. Visitors are asked to log in (401).';

/** svc-media's comments and reactions on media items (activity.routes.ts, issue 13). */
export const activityOperations: ApiOperation[] = [
  {
    method: 'get',
    path: `${API}/albums/media/{id}/comments`,
    summary: "A media item's comments",
    description: 'Oldest first, 20 a page. Whoever may see the item may read them; blocked users\' comments are left out.',
    tag: 'Activity',
    access: 'optional',
    params: mediaId,
    query: commentPageQuerySchema,
    success: ok('A page of comments.', page('comments', named('Comment'))),
    errors: [400, 403, 404],
  },
  {
    method: 'get',
    path: `${API}/albums/{id}/media/comments`,
    summary: "An album's latest comments",
    description:
      "The album owner's Activity tab: comments on the album's media, newest first, 20 a page, each with its media item " +
      "(id, type, url, thumbnailUrl, placeholder, caption; null when it has just gone). Only the album's owner or an admin " +
      "(401 signed out, 403 anyone else); blocked users' comments are left out.",
    tag: 'Activity',
    access: 'optional',
    params: albumId,
    query: albumCommentPageQuerySchema,
    success: ok(
      'A page of comments.',
      page('comments', named('AlbumComment', 'A Comment with `media` {id, type, url, thumbnailUrl, placeholder, caption} or null.')),
    ),
    errors: [404],
  },
  {
    method: 'post',
    path: `${API}/albums/media/{id}/comments`,
    summary: 'Comment on a media item',
    description: `${who} Plain text of 1 to 1,000 characters (trimmed); at most 20 comments a minute per user (429 with Retry-After).`,
    tag: 'Activity',
    access: 'user',
    params: mediaId,
    body: commentBodySchema,
    success: created('The comment.', comment),
    errors: [400, 404, 429],
  },
  {
    method: 'put',
    path: `${API}/albums/media/comments/{commentId}`,
    summary: 'Edit your comment',
    description: 'Only its author.',
    tag: 'Activity',
    access: 'user',
    params: commentId,
    body: commentBodySchema,
    success: ok('The comment as changed.', comment),
    errors: [400, 404],
  },
  {
    method: 'delete',
    path: `${API}/albums/media/comments/{commentId}`,
    summary: 'Delete a comment',
    description: 'Its author, the album owner, or an admin (with an admin token).',
    tag: 'Activity',
    access: 'user',
    params: commentId,
    success: deleted,
    errors: [400, 404],
  },
  {
    method: 'get',
    path: `${API}/albums/media/{id}/reactions`,
    summary: "A media item's reactions",
    description: "Counts per kind (blocked users' left out), the caller's own, and how many comments it shows.",
    tag: 'Activity',
    access: 'optional',
    params: mediaId,
    success: ok('The counts.', reactions),
    errors: [400, 403, 404],
  },
  {
    method: 'put',
    path: `${API}/albums/media/{id}/reaction`,
    summary: 'React to a media item',
    description: `${who} One reaction per user per item: the same kind again removes it, another replaces it.`,
    tag: 'Activity',
    access: 'user',
    params: mediaId,
    body: reactionBodySchema,
    success: ok('The counts after.', reactions),
    errors: [400, 404],
  },
];
