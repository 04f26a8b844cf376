import { activityMessages, COMMENTS_PAGE, COMMENTS_PER_MINUTE, type Comment } from '@abialbum/contracts';
import { ForbiddenError, isObjectId, NotFoundError, TooManyRequestsError, type AuthClaims, type UserDirectory } from '@abialbum/service-kit';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { commentEvent } from '../events/activity-events';
import type { CommentRecord, CommentStore } from '../store/comment.store';
import { loginRequired, type ActivityAccess } from './activity-access';
import type { AlbumAccess, Viewer } from './album-access';

export interface CommentsDeps {
  comments: CommentStore;
  activity: ActivityAccess;
  access: AlbumAccess;
  directory: UserDirectory;
  /** Comments a user may post in a window (default 20 a minute). */
  limit?: { points: number; windowSeconds: number };
  /** The items' own comment counts, written after their comments change (activity-counts.ts). */
  counts?: { comments(mediaIds: string[]): Promise<void> };
}

/** Comments as callers see them: the author's name and picture from the user read model. */
export function commentViews(directory: UserDirectory) {
  return async function views(records: CommentRecord[]): Promise<Comment[]> {
    const users = await directory.getMany(records.map((comment) => comment.authorId));
    return records.map((comment) => {
      const user = users.get(comment.authorId);
      return {
        id: comment.id,
        mediaId: comment.mediaId,
        text: comment.text,
        author: { id: comment.authorId, name: user?.name ?? 'Unknown user', profileImage: user?.profileImage ?? null },
        createdAt: comment.createdAt.toISOString(),
        editedAt: comment.editedAt ? comment.editedAt.toISOString() : null,
      };
    });
  };
}

const commentNotFound = () => new NotFoundError(activityMessages.commentNotFound, 'COMMENT_NOT_FOUND');

/** Comments on media items (issue 13): plain text, oldest first, by whoever may see the item and is signed in. */
export function commentService(deps: CommentsDeps) {
  const { comments, activity, directory } = deps;
  const views = commentViews(directory);
  const counted = async (mediaIds: string[]) => {
    if (mediaIds.length > 0) await deps.counts?.comments(mediaIds);
  };
  const limit = deps.limit ?? { points: COMMENTS_PER_MINUTE, windowSeconds: 60 };
  const limiter = new RateLimiterMemory({ points: limit.points, duration: limit.windowSeconds });

  async function live(commentId: string): Promise<CommentRecord> {
    const comment = isObjectId(commentId) ? await comments.findLive(commentId.toLowerCase()) : null;
    if (!comment) throw commentNotFound();
    return comment;
  }

  async function consume(userId: string): Promise<void> {
    try {
      await limiter.consume(userId);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new TooManyRequestsError(activityMessages.tooMany(seconds), seconds, 'TOO_MANY_COMMENTS');
    }
  }

  return {
    async list(mediaId: string, viewer: Viewer | undefined, page: number): Promise<{ comments: Comment[]; total: number }> {
      const { item } = await activity.forReading(mediaId, viewer);
      const { items, total } = await comments.page(item.id, { skip: (page - 1) * COMMENTS_PAGE, limit: COMMENTS_PAGE });
      return { comments: await views(items), total };
    },

    async create(mediaId: string, auth: AuthClaims | undefined, text: string): Promise<Comment> {
      const { item, userId } = await activity.forWriting(mediaId, auth);
      await consume(userId);
      const created = await comments.create({ mediaId: item.id, albumId: item.albumId, authorId: userId, text }, commentEvent('comment.created'));
      await counted([item.id]);
      const [view] = await views([created]);
      return view as Comment;
    },

    /** Only its author changes a comment. */
    async edit(commentId: string, auth: AuthClaims | undefined, text: string): Promise<Comment> {
      const { userId } = activity.writer(auth);
      const current = await live(commentId);
      if (current.authorId !== userId) throw new ForbiddenError(activityMessages.authorOnly, 'AUTHOR_ONLY');
      const edited = await comments.edit(current.id, text);
      if (!edited) throw commentNotFound();
      const [view] = await views([edited]);
      return view as Comment;
    },

    /** Its author, the album's owner, or an admin. */
    async remove(commentId: string, auth: AuthClaims | undefined): Promise<void> {
      if (!auth) throw loginRequired();
      const current = await live(commentId);
      const allowed =
        auth.role === 'admin' ||
        current.authorId === auth.userId ||
        (await deps.access.find(current.albumId).then((album) => album.ownerId === auth.userId, () => false));
      if (!allowed) throw new ForbiddenError(activityMessages.cannotDelete, 'CANNOT_DELETE_COMMENT');
      if (!(await comments.markDeleted(current.id, commentEvent('comment.deleted')))) throw commentNotFound();
      await counted([current.mediaId]);
    },

    /** Its media item is deleted. */
    removeForMedia: (mediaId: string) => comments.removeForMedia(mediaId),
    async setAuthorBlocked(authorId: string, blocked: boolean): Promise<void> {
      await counted(await comments.setAuthorBlocked(authorId, blocked));
    },
  };
}

export type CommentService = ReturnType<typeof commentService>;
