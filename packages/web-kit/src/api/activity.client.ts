import type { AlbumCommentPage, Comment, CommentPage, MediaReactions, ReactionKind } from '@abialbum/contracts';
import { api } from '@abialbum/web-kit';

const id = (value: string) => encodeURIComponent(value);
const media = (mediaId: string, suffix: string) => `abialbum/albums/media/${id(mediaId)}${suffix}`;
const comment = (commentId: string) => `abialbum/albums/media/comments/${id(commentId)}`;

/** Comments and reactions on a media item (svc-media, issue 13). Reading needs no sign-in on public albums. */
export const activityClient = {
  comments: (mediaId: string, page = 1) => api.get<CommentPage>(media(mediaId, '/comments'), { query: { page } }),
  addComment: (mediaId: string, text: string) => api.post<{ comment: Comment }>(media(mediaId, '/comments'), { text }),
  editComment: (commentId: string, text: string) => api.put<{ comment: Comment }>(comment(commentId), { text }),
  deleteComment: (commentId: string) => api.delete<null>(comment(commentId)),
  reactions: (mediaId: string) => api.get<MediaReactions>(media(mediaId, '/reactions')),
  /** The same kind again removes it, another replaces it. */
  react: (mediaId: string, kind: ReactionKind) => api.put<MediaReactions>(media(mediaId, '/reaction'), { kind }),
  /** An album's latest comments, newest first, each with its media item (its owner's Activity tab; admins too). */
  albumComments: (albumId: string, page = 1) => api.get<AlbumCommentPage>(`abialbum/albums/${id(albumId)}/media/comments`, { query: { page } }),
};
