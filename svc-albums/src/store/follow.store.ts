import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { addListFields, isDuplicateKey, listId, PagedLists, type Listed } from '@abialbum/service-kit';

interface FollowDocument extends Partial<Listed> {
  _id: Types.ObjectId;
  albumId: string;
  userId: string;
  createdAt: Date;
}

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
   * True when this call created the follow, false when it already existed. The caller holds this follow's
   * lock, so the lists' heads move only for a follow that is really made (undone if the index refuses it).
   */
  async add(albumId: string, userId: string): Promise<boolean> {
    if (await this.exists(albumId, userId)) return false;
    const placed = await this.lists.place(null, listsOf(albumId, userId));
    try {
      await this.model.create({ albumId, userId, createdAt: new Date(), ...placed });
      return true;
    } catch (err) {
      await this.lists.leaveAll(placed);
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  /** True when this call removed the follow (the caller holds this follow's lock). */
  async remove(albumId: string, userId: string): Promise<boolean> {
    const doc = await this.model.findOne({ albumId, userId }).lean<FollowDocument>();
    if (!doc) return false;
    const result = await this.model.deleteOne({ _id: doc._id });
    if (result.deletedCount === 1) await this.lists.leaveAll(doc);
    return result.deletedCount === 1;
  }

  async exists(albumId: string, userId: string): Promise<boolean> {
    return Boolean(await this.model.exists({ albumId, userId }));
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
    const rows = await this.model.aggregate<{ _id: string; n: number }>([{ $group: { _id: '$albumId', n: { $sum: 1 } } }]);
    return new Map(rows.map((row) => [row._id, row.n]));
  }

  async albumIds(): Promise<string[]> {
    return (await this.model.distinct('albumId')) as string[];
  }

  /** Many follows of one album at once (the scale benchmark's seed): one head write per list. */
  async importMany(albumId: string, userIds: string[]): Promise<void> {
    const placed = await this.lists.placeNew(userIds.map((userId) => listsOf(albumId, userId)));
    const now = Date.now();
    const docs = userIds.map((userId, i) => ({ albumId, userId, createdAt: new Date(now - (userIds.length - i) * 1000), ...(placed[i] as Listed) }));
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
