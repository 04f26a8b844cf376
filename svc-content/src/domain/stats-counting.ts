import type { CommentEventData, ReactionEventData, UserSnapshot } from '@abialbum/contracts';
import { documentLocks, OwedRecounts, type DirectoryUser, type Logger, type UserDirectory } from '@abialbum/service-kit';
import type { PlatformCounts, StatsCounters } from '../store/stats-counters.store';
import type { AlbumStat, CommentStat, MediaStat, ReactionStat, StatsStore } from '../store/stats.store';

export interface StatsCountingDeps {
  store: StatsStore;
  counters: StatsCounters;
  directory: UserDirectory;
  /** Where a recount that failed (the database still away) is told. */
  logger?: Pick<Logger, 'warn'>;
}

/** One change of the statistics at a time (in this process): the figures move with the documents they count. */
const STATS_LOCK = 'stats:changes';
/** What OwedRecounts counts again: the figures are one set, recounted whole. */
const PLATFORM_FIGURES = 'platform';

type AlbumState = Pick<AlbumStat, 'ownerId' | 'isPublic' | 'isBlocked' | 'deleted'> | null;
const live = (album: AlbumState) => Boolean(album && !album.deleted);
const shown = (album: AlbumState) => Boolean(album && !album.deleted && album.isPublic && !album.isBlocked);
const approved = (media: Pick<MediaStat, 'status' | 'deleted'> | null) => Boolean(media && !media.deleted && media.status === 'approved');
const step = (before: boolean, after: boolean) => Number(after) - Number(before);

/**
 * The statistics read model (SPEC 3 "Public stats", "Admin stats"): each event changes the per-entity document
 * (versioned, idempotent) and, by the difference between its state before and after, the platform's figures,
 * so a read is one document whatever the size of the platform. The document and the figures are two writes:
 * `recount` sets the figures from the documents, at start (a crash between the two) and, through `owed`, every
 * second after a change failed part way until a recount succeeds (a database outage between the two: the retry
 * finds the document already changed, so its difference is 0 and only a recount puts the figures right).
 */
export class StatsCounting {
  /** The platform's figures, owed a recount after a change failed part way (index.ts starts it). */
  readonly owed: OwedRecounts;

  constructor(private readonly deps: StatsCountingDeps) {
    this.owed = new OwedRecounts('platform statistics', async () => void (await this.recount()), deps.logger);
  }

  /** One change of the documents and figures at a time; one that fails leaves the figures owed a recount. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    return documentLocks.run(STATS_LOCK, async () => {
      try {
        return await work();
      } catch (error) {
        this.owed.owe(PLATFORM_FIGURES);
        throw error;
      }
    });
  }

  userChanged(snapshot: UserSnapshot): Promise<void> {
    const { directory, counters } = this.deps;
    return this.exclusive(async () => {
      const before = await directory.get(snapshot.userId);
      await directory.apply(snapshot);
      const after = await directory.get(snapshot.userId);
      const blocked = (user: DirectoryUser | null) => Boolean(user?.isBlocked);
      const delta: Partial<PlatformCounts> = { users: step(Boolean(before), Boolean(after)), blockedUsers: step(blocked(before), blocked(after)) };
      if (blocked(before) !== blocked(after)) {
        // The owner's public albums leave or come back into what visitors see.
        const owner = await counters.owner(snapshot.userId);
        delta.publicAlbums = blocked(after) ? -owner.publicAlbums : owner.publicAlbums;
      }
      await counters.add(delta);
    });
  }

  albumChanged(album: Omit<AlbumStat, 'deleted'>, deleted: boolean): Promise<void> {
    const { store, counters, directory } = this.deps;
    return this.exclusive(async () => {
      const before = await store.albums.findById(album._id).lean<AlbumStat>();
      await (deleted ? store.deleteAlbum(album) : store.putAlbum(album));
      const after = await store.albums.findById(album._id).lean<AlbumStat>();
      const owners = new Set([before?.ownerId, after?.ownerId].filter((id): id is string => Boolean(id)));
      let albumOwners = 0;
      let publicAlbums = 0;
      for (const ownerId of owners) {
        const mine = (state: AlbumState) => (state?.ownerId === ownerId ? state : null);
        const current = await counters.owner(ownerId);
        const next = {
          _id: ownerId,
          albums: current.albums + step(live(mine(before)), live(mine(after))),
          publicAlbums: current.publicAlbums + step(shown(mine(before)), shown(mine(after))),
        };
        await counters.setOwner(next);
        albumOwners += step(current.albums > 0, next.albums > 0);
        if (!(await directory.get(ownerId))?.isBlocked) publicAlbums += next.publicAlbums - current.publicAlbums;
      }
      await counters.add({
        albums: step(live(before), live(after)),
        blockedAlbums: step(live(before) && Boolean(before?.isBlocked), live(after) && Boolean(after?.isBlocked)),
        albumOwners,
        publicAlbums,
      });
    });
  }

  mediaChanged(media: Omit<MediaStat, 'deleted'>, deleted: boolean): Promise<void> {
    const { store, counters } = this.deps;
    return this.exclusive(async () => {
      const before = await store.media.findById(media._id).lean<MediaStat>();
      await (deleted ? store.deleteMedia(media) : store.putMedia(media));
      const after = await store.media.findById(media._id).lean<MediaStat>();
      const delta: Partial<PlatformCounts> = { media: step(approved(before), approved(after)) };
      // A deleted item's comments and reactions go with it (svc-media deletes them with it, without events).
      if (deleted && !before?.deleted) {
        const comments = await store.comments.countDocuments({ mediaId: media._id, deleted: false });
        await store.comments.updateMany({ mediaId: media._id, deleted: false }, { $set: { deleted: true } });
        const reactions = await store.reactions.countDocuments({ mediaId: media._id, kind: { $ne: null } });
        await store.reactions.updateMany({ mediaId: media._id }, { $set: { kind: null } });
        delta.comments = -comments;
        delta.reactions = -reactions;
      }
      await counters.add(delta);
    });
  }

  /** comment.created / comment.deleted: counted while the comment and its item live (idempotent, in any order). */
  commentChanged(data: CommentEventData, deleted: boolean): Promise<void> {
    const { store, counters } = this.deps;
    return this.exclusive(async () => {
      const comment = { _id: data.commentId, mediaId: data.mediaId };
      const itemGone = Boolean((await store.media.findById(data.mediaId).lean<MediaStat>())?.deleted);
      const counted = (stat: CommentStat | null) => Boolean(stat && !stat.deleted && !itemGone);
      const before = await store.comments.findById(comment._id).lean<CommentStat>();
      await (deleted || itemGone ? store.deleteComment(comment) : store.putComment(comment));
      const after = await store.comments.findById(comment._id).lean<CommentStat>();
      await counters.add({ comments: step(counted(before), counted(after)) });
    });
  }

  /** reaction.changed: the newest revision of a user's reaction to an item decides whether it counts. */
  reactionChanged(data: ReactionEventData): Promise<void> {
    const { store, counters } = this.deps;
    return this.exclusive(async () => {
      const _id = `${data.mediaId}:${data.userId}`;
      const itemGone = Boolean((await store.media.findById(data.mediaId).lean<MediaStat>())?.deleted);
      const counted = (stat: ReactionStat | null) => Boolean(stat && stat.kind !== null && !itemGone);
      const before = await store.reactions.findById(_id).lean<ReactionStat>();
      await store.putReaction({ _id, mediaId: data.mediaId, kind: itemGone ? null : data.kind, revision: data.revision });
      const after = await store.reactions.findById(_id).lean<ReactionStat>();
      await counters.add({ reactions: step(counted(before), counted(after)) });
    });
  }

  /** Every figure counted afresh from the documents (one pass over each collection). Returns what changed. */
  recount(): Promise<{ before: PlatformCounts; after: PlatformCounts }> {
    return this.exclusive(async () => {
      const { store, counters, directory } = this.deps;
      const before = await counters.get();
      const users = await directory.model.find({}, { isBlocked: 1 }).lean<Array<Pick<DirectoryUser, '_id' | 'isBlocked'>>>();
      const blockedUsers = new Set(users.filter((user) => user.isBlocked).map((user) => user._id));
      const owners = new Map<string, { _id: string; albums: number; publicAlbums: number }>();
      const after: PlatformCounts = { users: users.length, blockedUsers: blockedUsers.size, albums: 0, blockedAlbums: 0, publicAlbums: 0, albumOwners: 0, media: 0, comments: 0, reactions: 0 };
      for await (const album of store.albums.find({ deleted: false }).lean<AlbumStat>().cursor()) {
        const owner = owners.get(album.ownerId) ?? { _id: album.ownerId, albums: 0, publicAlbums: 0 };
        owner.albums += 1;
        after.albums += 1;
        if (album.isBlocked) after.blockedAlbums += 1;
        if (shown(album)) {
          owner.publicAlbums += 1;
          if (!blockedUsers.has(album.ownerId)) after.publicAlbums += 1;
        }
        owners.set(album.ownerId, owner);
      }
      after.albumOwners = owners.size;
      for await (const media of store.media.find({ deleted: false, status: 'approved' }, { _id: 1 }).lean().cursor()) if (media) after.media += 1;
      for await (const comment of store.comments.find({ deleted: false }, { _id: 1 }).lean().cursor()) if (comment) after.comments += 1;
      for await (const reaction of store.reactions.find({ kind: { $ne: null } }, { _id: 1 }).lean().cursor()) if (reaction) after.reactions += 1;
      await counters.replace(after, [...owners.values()]);
      return { before, after };
    });
  }
}
