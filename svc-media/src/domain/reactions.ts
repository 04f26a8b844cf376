import type { MediaReactions, ReactionKind } from '@abialbum/contracts';
import type { AuthClaims } from '@abialbum/service-kit';
import { reactionChanged } from '../events/activity-events';
import type { CommentStore } from '../store/comment.store';
import type { ReactionStore } from '../store/reaction.store';
import type { ActivityAccess } from './activity-access';
import type { Viewer } from './album-access';

export interface ReactionsDeps {
  reactions: ReactionStore;
  comments: CommentStore;
  activity: ActivityAccess;
  /** The items' own reaction counts, written after their reactions change (activity-counts.ts). */
  counts?: { reactions(mediaIds: string[]): Promise<void> };
}

/** Reactions on media items (issue 13): one per user per item; the same again removes it, another replaces it. */
export function reactionService(deps: ReactionsDeps) {
  const { reactions, comments, activity } = deps;
  return {
    async get(mediaId: string, viewer: Viewer | undefined): Promise<MediaReactions> {
      const { item } = await activity.forReading(mediaId, viewer);
      const [counts, mine, commentCount] = await Promise.all([
        reactions.counts(item.id),
        viewer ? reactions.mine(item.id, viewer.userId) : Promise.resolve(null),
        comments.count(item.id),
      ]);
      return { counts, mine, commentCount };
    },

    async toggle(mediaId: string, auth: AuthClaims | undefined, kind: ReactionKind): Promise<MediaReactions> {
      const { item, userId } = await activity.forWriting(mediaId, auth);
      const change = await reactions.set(item.id, userId, (current) => (current === kind ? null : kind), reactionChanged(item.albumId));
      await deps.counts?.reactions([item.id]);
      return { counts: change.counts, mine: change.reaction.kind, commentCount: await comments.count(item.id) };
    },

    removeForMedia: (mediaId: string) => reactions.removeForMedia(mediaId),
    async setUserHidden(userId: string, hidden: boolean): Promise<void> {
      const moved = await reactions.setUserHidden(userId, hidden);
      if (moved.length > 0) await deps.counts?.reactions(moved);
    },
  };
}

export type ReactionService = ReturnType<typeof reactionService>;
