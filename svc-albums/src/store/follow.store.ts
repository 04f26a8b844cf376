import { Schema, Types, type Connection, type Model } from 'mongoose';
import type { EventEnvelope } from '@abialbum/contracts';
import {
  addListFields,
  addOutbox,
  documentLocks,
  duplicateKeyWrites,
  listId,
  lockKey,
  PagedLists,
  placesOf,
  type Listed,
  type OutboxDocument,
  type OutboxSource,
} from '@abialbum/service-kit';

interface FollowDocument extends Partial<Listed> {
  _id: Types.ObjectId;
  albumId: string;
  userId: string;
  createdAt: Date;
  outbox: EventEnvelope[];
  outboxPending: boolean;
  /** Set by an unfollow: the document goes once its event is published (the outbox relay removes it). */
  deletedAt: Date | null;
}

/** A user's follow (true) or unfollow (false) of an album. */
export interface FollowChange {
  userId: string;
  follow: boolean;
}

/** What a follow or an unfollow tells, made from the album's count of followers right after it. */
export type FollowEventsFor = (change: FollowChange, followers: number) => EventEnvelope[];

const schema = new Schema<FollowDocument>(
  {
    albumId: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// One follow per user and album (what a batch reads under the album's lock decides whether a follow changes
// anything; the index holds whatever writes outside it).
schema.index({ albumId: 1, userId: 1 }, { unique: true });
// Pages are read by `lists` (README "Data at scale"): an album's followers, a user's follows, newest first.
addListFields(schema);
// A follow and its event are one write (album.followed on the follow, album.unfollowed on its last write).
addOutbox(schema);
schema.index({ albumId: 1 });

/** The lock of an album's follows (FollowStore.ofAlbum). */
const followsOf = (albumId: string) => lockKey('album_follows', albumId);

/** The lists a follow is in. */
const listsOf = (albumId: string, userId: string) => ({ albumFollowers: albumId, userFollows: userId });
/** The albums a user follows: the newest this many (their page). */
export const FOLLOWED_ALBUMS_MAX = 100;

export class FollowStore {
  readonly model: Model<FollowDocument>;
  readonly lists: PagedLists;

  constructor(connection: Connection) {
    this.model = (connection.models.Follow as Model<FollowDocument> | undefined) ?? connection.model<FollowDocument>('Follow', schema, 'follows');
    this.lists = new PagedLists(connection, 'follow_lists', 60);
  }

  private get asModel(): Model<never> {
    return this.model as unknown as Model<never>;
  }

  /**
   * Runs `work` holding the lock of an album's follows: every write of its follow documents (a batch of follows and
   * unfollows, the outbox relay's settle, a cleanup) holds it, so what one reads of them under it stays true.
   */
  ofAlbum<T>(albumId: string, work: () => Promise<T>): Promise<T> {
    return documentLocks.run(followsOf(albumId), work);
  }

  /** Where the outbox relay finds follows' events, and the lock it settles them under (their album's). */
  get outbox(): OutboxSource & { model: Model<never> } {
    return { model: this.asModel, lockOf: (doc) => followsOf(String(doc.albumId)) };
  }

  /**
   * Follows and unfollows of one album, one a user at most (later ones wait for the next batch), applied in their
   * order; the caller holds the album's lock (`ofAlbum`). A follow of a user who follows, or an unfollow of one who
   * does not, changes nothing (null); each other change answers the album's count of followers right after it, and
   * its events (`eventsFor` that change and that count) are written with it. The heads of the album's list and of
   * each user's are written once for the batch (PagedLists groups them), the follows in one bulk write. Answers the
   * documents written with their whole outboxes, for the caller to relay while it still holds the lock.
   */
  async changeMany(albumId: string, changes: FollowChange[], eventsFor: FollowEventsFor): Promise<{ outcomes: Array<{ followers: number } | null>; written: OutboxDocument[] }> {
    const current = await Promise.all(
      changes.map((change) =>
        this.model.findOne({ albumId, userId: change.userId }, { deletedAt: 1, lists: 1, listPos: 1, outbox: 1 }).lean<Pick<FollowDocument, '_id' | 'deletedAt' | 'lists' | 'listPos' | 'outbox'>>(),
      ),
    );
    const moving = changes.flatMap((change, i) => {
      const doc = current[i] ?? null;
      const follows = Boolean(doc && !doc.deletedAt);
      return follows === change.follow ? [] : [{ i, change, doc }];
    });
    // Started in the batch's order, all in one tick: the album's head takes them in that order, in one write.
    const places = await Promise.all(
      moving.map(({ change, doc }) =>
        change.follow
          ? // Always a new place: the newest follow first, also for one made again.
            this.lists.placeCounted(null, listsOf(albumId, change.userId))
          : this.lists.placeCounted(doc, Object.fromEntries(Object.keys(placesOf(doc?.listPos)).map((type) => [type, null]))),
      ),
    );
    const now = new Date();
    const outcomes: Array<{ followers: number } | null> = changes.map(() => null);
    const written: OutboxDocument[] = [];
    const writes = moving.map(({ i, change, doc }, k) => {
      const { placed, totals } = places[k] as (typeof places)[number];
      const followers = totals[listId('albumFollowers', albumId)] ?? 0;
      const events = eventsFor(change, followers);
      outcomes[i] = { followers };
      if (!change.follow) {
        const id = doc?._id as Types.ObjectId;
        written.push({ _id: id, outbox: [...(doc?.outbox ?? []), ...events], outboxPending: true, deletedAt: now });
        return { updateOne: { filter: { _id: id, deletedAt: null }, update: { $set: { deletedAt: now, outboxPending: true, ...placed }, $push: { outbox: { $each: events } } } } };
      }
      if (doc) {
        // Undone a moment ago and not yet removed by the relay: made again.
        written.push({ _id: doc._id, outbox: [...(doc.outbox ?? []), ...events], outboxPending: true, deletedAt: null });
        return {
          updateOne: {
            filter: { _id: doc._id, deletedAt: { $ne: null } },
            update: { $set: { deletedAt: null, createdAt: now, outboxPending: true, ...placed }, $push: { outbox: { $each: events } } },
          },
        };
      }
      const id = new Types.ObjectId();
      written.push({ _id: id, outbox: events, outboxPending: true, deletedAt: null });
      return { insertOne: { document: { _id: id, albumId, userId: change.userId, createdAt: now, ...placed, outbox: events, outboxPending: true, deletedAt: null } } };
    });
    if (writes.length === 0) return { outcomes, written };
    try {
      await this.model.bulkWrite(writes as never, { ordered: false });
    } catch (err) {
      // A follow made meanwhile outside the album's lock (a seed): refused by the index, it changed nothing.
      const refused = new Set(duplicateKeyWrites(err));
      for (const k of refused) {
        const { i } = moving[k] as (typeof moving)[number];
        await this.lists.leaveAll((places[k] as (typeof places)[number]).placed);
        outcomes[i] = null;
      }
      return { outcomes, written: written.filter((_, k) => !refused.has(k)) };
    }
    return { outcomes, written };
  }

  async exists(albumId: string, userId: string): Promise<boolean> {
    return Boolean(await this.model.exists({ albumId, userId, deletedAt: null }));
  }

  async count(albumId: string): Promise<number> {
    const [total = 0] = await this.lists.totals([listId('albumFollowers', albumId)]);
    return total;
  }

  async followerIds(albumId: string, skip: number, limit: number): Promise<string[]> {
    const { items } = await this.lists.page<FollowDocument>(this.asModel, listId('albumFollowers', albumId), { skip, limit });
    return items.map((doc) => doc.userId);
  }

  /** The albums a user follows, the most recently followed first (the newest FOLLOWED_ALBUMS_MAX). */
  async albumIdsFollowedBy(userId: string): Promise<string[]> {
    const { items } = await this.lists.page<FollowDocument>(this.asModel, listId('userFollows', userId), { skip: 0, limit: FOLLOWED_ALBUMS_MAX });
    return items.map((doc) => doc.albumId);
  }

  /** The follows of albums that are gone, each leaving its lists (the reconciler's cleanup; by album, by equality). */
  async deleteAllOf(albumIds: string[]): Promise<void> {
    for (const albumId of albumIds) {
      await this.ofAlbum(albumId, async () => {
        for (const doc of await this.model.find({ albumId }).lean<FollowDocument[]>()) {
          if ((await this.model.deleteOne({ _id: doc._id })).deletedCount === 1) await this.lists.leaveAll(doc);
        }
      });
    }
  }

  async countsByAlbum(): Promise<Map<string, number>> {
    const rows = await this.model.aggregate<{ _id: string; n: number }>([{ $match: { deletedAt: null } }, { $group: { _id: '$albumId', n: { $sum: 1 } } }]);
    return new Map(rows.map((row) => [row._id, row.n]));
  }

  async albumIds(): Promise<string[]> {
    return (await this.model.distinct('albumId')) as string[];
  }

  /** Many follows of one album at once (the scale benchmark's seed): one head write per list. */
  async importMany(albumId: string, userIds: string[]): Promise<void> {
    const placed = await this.lists.placeNew(userIds.map((userId) => listsOf(albumId, userId)));
    const now = Date.now();
    const docs = userIds.map((userId, i) => ({
      albumId,
      userId,
      createdAt: new Date(now - (userIds.length - i) * 1000),
      ...(placed[i] as Listed),
      outbox: [],
      outboxPending: false,
      deletedAt: null,
    }));
    for (let i = 0; i < docs.length; i += 1000) await this.model.insertMany(docs.slice(i, i + 1000));
  }

  /** Follows kept before lists existed are placed; heads set to what the follows hold (one pass; safe while running). */
  async repairLists(): Promise<string[]> {
    for (const doc of await this.model.find({ listPos: { $exists: false } }).lean<FollowDocument[]>()) {
      const placed = await this.lists.place(null, listsOf(doc.albumId, doc.userId));
      await this.model.updateOne({ _id: doc._id, listPos: { $exists: false } }, { $set: placed });
    }
    return this.lists.repair(this.asModel, await this.model.find({}, { lists: 1, listPos: 1 }).lean<Listed[]>());
  }
}
