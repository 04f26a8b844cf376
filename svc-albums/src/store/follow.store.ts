import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { EventEnvelope } from '@abialbum/contracts';
import { addListFields, addOutbox, isDuplicateKey, listId, PagedLists, placesOf, type Listed } from '@abialbum/service-kit';
import { withDocumentLock } from './document-locks';

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

/** What a follow or an unfollow tells, made from the album's count of followers right after it. */
export type FollowEventsFor = (followers: number) => EventEnvelope[];

const schema = new Schema<FollowDocument>(
  {
    albumId: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// One follow per user and album: the index, not a read, decides whether a follow changed anything.
schema.index({ albumId: 1, userId: 1 }, { unique: true });
// Pages are read by `lists` (README "Data at scale"): an album's followers, a user's follows, newest first.
addListFields(schema);
// A follow and its event are one write (album.followed on the follow, album.unfollowed on its last write).
addOutbox(schema);
schema.index({ albumId: 1 });

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
   * The follow made, with its event (`eventsFor` the count after it), or null when it already existed. The
   * caller holds this follow's lock, so the lists' heads move only for a follow that is really made (undone if
   * the index refuses it). A follow undone a moment ago whose document the relay has not removed yet is made again.
   */
  async add(albumId: string, userId: string, eventsFor: FollowEventsFor): Promise<{ followers: number } | null> {
    const doc = await this.model.findOne({ albumId, userId }, { deletedAt: 1 }).lean<Pick<FollowDocument, '_id' | 'deletedAt'>>();
    if (doc && !doc.deletedAt) return null;
    // Always a new place: the newest follow first, also for one made again.
    const { placed, totals } = await this.lists.placeCounted(null, listsOf(albumId, userId));
    const followers = totals[listId('albumFollowers', albumId)] ?? 0;
    const events = eventsFor(followers);
    if (doc) {
      const revived = await this.ofDocument(doc._id, () =>
        this.model.updateOne(
          { _id: doc._id, deletedAt: { $ne: null } },
          { $set: { deletedAt: null, createdAt: new Date(), outboxPending: true, ...placed }, $push: { outbox: { $each: events } } },
        ),
      );
      if (revived.modifiedCount === 1) return { followers };
    }
    try {
      await this.model.create({ albumId, userId, createdAt: new Date(), ...placed, outbox: events, outboxPending: true, deletedAt: null });
      return { followers };
    } catch (err) {
      await this.lists.leaveAll(placed);
      if (isDuplicateKey(err)) return null;
      throw err;
    }
  }

  /** The follow undone, with its event, or null when there was none (the caller holds this follow's lock). */
  async remove(albumId: string, userId: string, eventsFor: FollowEventsFor): Promise<{ followers: number } | null> {
    const doc = await this.model.findOne({ albumId, userId, deletedAt: null }).lean<FollowDocument>();
    if (!doc) return null;
    const { placed, totals } = await this.lists.placeCounted(doc, Object.fromEntries(Object.keys(placesOf(doc.listPos)).map((type) => [type, null])));
    const followers = totals[listId('albumFollowers', albumId)] ?? 0;
    const result = await this.ofDocument(doc._id, () =>
      this.model.updateOne(
        { _id: doc._id, deletedAt: null },
        { $set: { deletedAt: new Date(), outboxPending: true, ...placed }, $push: { outbox: { $each: eventsFor(followers) } } },
      ),
    );
    return result.modifiedCount === 1 ? { followers } : null;
  }

  /** The relay's lock of one follow document (it removes an undone follow once published). */
  private ofDocument<T>(id: Types.ObjectId, work: () => Promise<T>): Promise<T> {
    return withDocumentLock(this.model.collection.collectionName, String(id), work);
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
      for (const doc of await this.model.find({ albumId }).lean<FollowDocument[]>()) {
        if ((await this.model.deleteOne({ _id: doc._id })).deletedCount === 1) await this.lists.leaveAll(doc);
      }
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
