import type { CommentStore } from '../store/comment.store';
import type { MediaStore } from '../store/media.store';
import { reactionTotal, type ReactionStore } from '../store/reaction.store';

export interface ActivityCountsDeps {
  media: MediaStore;
  comments: CommentStore;
  reactions: ReactionStore;
}

/** What the start repair of the items' counts set right. */
export interface ActivityCountsReport {
  /** Items whose reaction counts (per kind) were set again from their reactions. */
  reactionCounts: number;
  /** Items whose `commentCount` or `reactionCount` were set again. */
  items: number;
}

/**
 * The comment and reaction counts each media item carries (tiles show them: a list reads no counter document). The
 * comments' item list heads and the reaction counts documents are the truth, moved with each comment or reaction
 * in its own write; the item's copy is written right after, in the item's lock, from what they hold then (so
 * writes that cross end with the newest). A crash in between leaves an item's copy behind: `repair` (at start, with
 * the list repairs) sets it again from the comments and reactions themselves.
 */
export function activityCounts(deps: ActivityCountsDeps) {
  const { media, comments, reactions } = deps;
  return {
    /** The items' comment counts, after comments of theirs changed. */
    async comments(mediaIds: string[]): Promise<void> {
      await Promise.all(mediaIds.map((id) => media.setActivityCounts(id, async () => ({ commentCount: await comments.count(id) }))));
    },

    /** The items' reaction counts, after reactions to them changed. */
    async reactions(mediaIds: string[]): Promise<void> {
      await Promise.all(mediaIds.map((id) => media.setActivityCounts(id, async () => ({ reactionCount: reactionTotal(await reactions.counts(id)) }))));
    },

    /**
     * Reaction counts from the reactions, then each item's counts from the comments and the counts: a whole pass
     * over them (the start repair), and an item that differs is counted again in its lock.
     */
    async repair(): Promise<ActivityCountsReport> {
      const reactionCounts = (await reactions.repairCounts()).length;
      const [commentsShown, reactionsShown] = await Promise.all([comments.shownPerItem(), reactions.shownPerItem()]);
      const differing: string[] = [];
      for await (const item of media.activityCounts()) {
        const same = item.commentCount === (commentsShown.get(item.id) ?? 0) && item.reactionCount === (reactionsShown.get(item.id) ?? 0);
        if (!same) differing.push(item.id);
      }
      for (const id of differing) {
        await media.setActivityCounts(id, async () => {
          const [commentCount, counts] = await Promise.all([comments.shownOn(id), reactions.counts(id)]);
          return { commentCount, reactionCount: reactionTotal(counts) };
        });
      }
      return { reactionCounts, items: differing.length };
    },
  };
}

export type ActivityCounts = ReturnType<typeof activityCounts>;
