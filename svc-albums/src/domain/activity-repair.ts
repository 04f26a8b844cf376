import { emptyReactionCounts } from '@abialbum/contracts';
import { compareWithSource, madeAtOf, type ActivityExports, type HeldVersion, type RepairCounts } from '@abialbum/service-kit';
import type { AlbumActivityStore } from '../store/album-activity.store';
import type { AlbumMediaStore } from '../store/album-media.store';
import type { AlbumActivity } from './album-activity';

export interface ActivityRepairReport {
  comments: RepairCounts;
  reactions: RepairCounts;
}

export interface ActivityRepairDeps {
  activity: AlbumActivityStore;
  media: AlbumMediaStore;
  albumActivity: AlbumActivity;
  /** svc-media's exports of live comments and of every reaction to a live item. */
  sources: ActivityExports;
  /** A second look at the differences this long after the pass (compareWithSource `recheck`); 0 or none: no second look. */
  recheckMs?: number;
}

const commentVersions = (held: Awaited<ReturnType<AlbumActivityStore['heldComments']>>) =>
  new Map<string, HeldVersion>([...held.values()].map((doc) => [doc._id, { revision: 1, deleted: doc.deleted, madeAt: madeAtOf(doc._id) }]));
const reactionVersions = (held: Awaited<ReturnType<AlbumActivityStore['heldReactions']>>) =>
  new Map<string, HeldVersion>([...held.values()].map((doc) => [doc._id, { revision: doc.revision, deleted: false, madeAt: doc.seenAt ? new Date(doc.seenAt).getTime() : 0 }]));

/**
 * The comments and reactions behind the albums' activity counters repaired from svc-media's exports (issue 12
 * "anti-entropy"), each difference applied as its lost event would have been: a comment or a newer reaction never
 * heard of is counted; a comment held live and gone there is deleted; a reaction gone there (its item deleted)
 * taken back. The reconciliation after it sets every album's counters from what is held.
 */
export class ActivityRepair {
  constructor(private readonly deps: ActivityRepairDeps) {}

  async run(): Promise<ActivityRepairReport> {
    const { activity, media, albumActivity, sources, recheckMs } = this.deps;
    const again = (held: () => Promise<Map<string, HeldVersion>>) => (recheckMs ? { afterMs: recheckMs, held } : undefined);
    const heldComments = await activity.heldComments();
    const comments = await compareWithSource({
      began: Date.now(),
      held: commentVersions(heldComments),
      recheck: again(async () => commentVersions(await activity.heldComments())),
      source: sources.comments(),
      identify: (comment) => ({ id: comment.commentId.toLowerCase(), revision: 1 }),
      apply: (comment) => albumActivity.commentChanged({ ...comment, text: '', commentCount: 0 }, false),
      remove: async (id) => {
        const doc = heldComments.get(id);
        if (!doc) return false;
        const gone = { commentId: id, mediaId: doc.mediaId, albumId: doc.albumId, authorId: '', text: '', createdAt: new Date(madeAtOf(id)).toISOString(), commentCount: 0 };
        return albumActivity.commentChanged(gone, true);
      },
    });
    const reactions = await compareWithSource({
      began: Date.now(),
      held: reactionVersions(await activity.heldReactions()),
      recheck: again(async () => reactionVersions(await activity.heldReactions())),
      source: sources.reactions(),
      identify: (reaction) => ({ id: `${reaction.mediaId.toLowerCase()}:${reaction.userId.toLowerCase()}`, revision: reaction.revision }),
      apply: async (reaction) => {
        // The export names no album: the item's, as the read model of media holds it (reactions are on approved media).
        const item = await media.get(reaction.mediaId);
        if (!item) return false;
        return albumActivity.reactionChanged({ ...reaction, albumId: item.albumId, previous: null, counts: emptyReactionCounts() });
      },
      remove: (id) => albumActivity.reactionGone(id),
    });
    return { comments, reactions };
  }
}
