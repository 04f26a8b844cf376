import { Schema, Types, type Connection, type Model } from 'mongoose';
import type { EventEnvelope } from '@abialbum/contracts';
import {
  addListFields,
  addOutbox,
  bulkWriteAtOnce,
  documentLocks,
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

/** What a follow or an unfollow did: the album's count of followers right after it, or null when nothing. */
export type FollowOutcome = { followers: number } | null;

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

/** What a batch of follows needs of a user's follow of an album (null: none). */
type KnownFollow = Pick<FollowDocument, '_id' | 'deletedAt' | 'lists' | 'listPos' | 'outbox'>;
/** A batch remembers the follows of this many albums here, and of this many users each at most. */
const REMEMBERED_ALBUMS = 1_000;
const REMEMBERED_USERS = 10_000;

/** A batch relays its follows' events within this long, or the outbox relay's pass does. */
const BATCHES_RELAY_MS = 3_000;

/** The lock of an album's follows (FollowStore.ofAlbum). */
const followsOf = (albumId: string) => lockKey('album_follows', albumId);

/** The lists a follow is in. */
const listsOf = (albumId: string, userId: string) => ({ albumFollowers: albumId, userFollows: userId });
/** The albums a user follows: the newest this many (their page). */
export const FOLLOWED_ALBUMS_MAX = 100;

export class FollowStore {
  readonly model: Model<FollowDocument>;
  readonly lists: PagedLists;

  /** What the last batch of each album here left of its users' follows, and that batch's turn of the album's lock. */
  private readonly remembered = new Map<string, { turn: number; users: Map<string, KnownFollow | null> }>();

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

  /**
   * Where the outbox relay finds follows' events, and the lock it settles them under (their album's). A batch of
   * follows relays its own (Following): a pass relays only what a batch left pending (the broker away, a crash).
   */
  get outbox(): OutboxSource & { model: Model<never> } {
    return { model: this.asModel, lockOf: (doc) => followsOf(String(doc.albumId)), writersRelayMs: BATCHES_RELAY_MS };
  }

  /**
   * Follows and unfollows of one album, applied in their order (a user's several ones each against what the one
   * before it left); call it holding the album's lock (`ofAlbum`). A follow of a user who follows, or an unfollow of
   * one who does not, changes nothing (null); each other change answers the album's count of followers right after
   * it, and its events (`eventsFor` that change and that count) are written with it. Each user's follow is written
   * once, as the batch leaves it, with all its events: the follows in one bulk write, the heads of the album's list
   * and of each user's once for the batch (PagedLists groups them). The changes are answered (`answer`, in their
   * order) once written; then `relay` is given the documents written (with their whole outboxes) while the lock is
   * still held, and answers (as does this) true when it published and settled them. What the batch
   * leaves of each user's follow is remembered for the album's next batch here, used while the lock is handed on
   * from this one (`documentLocks.continuedFrom`): no read of them then.
   */
  async changeMany(
    albumId: string,
    changes: FollowChange[],
    { eventsFor, answer, relay }: { eventsFor: FollowEventsFor; answer: (outcomes: FollowOutcome[]) => void; relay: (written: OutboxDocument[]) => Promise<boolean> },
  ): Promise<boolean> {
    const key = followsOf(albumId);
    const memory = this.remembered.get(albumId);
    const known = memory && documentLocks.continuedFrom(key, memory.turn) ? memory.users : new Map<string, KnownFollow | null>();
    this.remembered.delete(albumId);
    const users = [...new Set(changes.map((change) => change.userId))];
    const found = await Promise.all(
      users.map((userId) =>
        known.has(userId)
          ? known.get(userId)
          : this.model.findOne({ albumId, userId }, { deletedAt: 1, lists: 1, listPos: 1, outbox: 1 }).lean<KnownFollow>(),
      ),
    );
    const docs = new Map(users.map((userId, u) => [userId, found[u] ?? null]));
    const follows = (doc: KnownFollow | null | undefined) => Boolean(doc && !doc.deletedAt);
    // Which changes change anything, walked in order from what each user's follow is now.
    const now = new Map(users.map((userId) => [userId, follows(docs.get(userId))]));
    const changing = changes.map((change) => {
      if (now.get(change.userId) === change.follow) return false;
      now.set(change.userId, change.follow);
      return true;
    });
    // Each changed user's lists move once, from where the follow was to where the batch leaves it: a user who
    // followed and follows again takes a new place (the newest follow first).
    const moved = users.filter((userId) => changes.some((change, i) => changing[i] && change.userId === userId));
    const leaving = (doc: KnownFollow | null) => Object.fromEntries(Object.keys(placesOf(doc?.listPos)).map((type) => [type, null]));
    const places = await Promise.all(
      moved.map(async (userId) => {
        const doc = docs.get(userId) ?? null;
        const [before, after] = [follows(doc), now.get(userId)];
        const left = before ? this.lists.placeCounted(doc, leaving(doc)) : null;
        const joined = after ? this.lists.placeCounted(null, listsOf(albumId, userId)) : null;
        const [leave, join] = await Promise.all([left, joined]);
        const delta = (join ? 1 : 0) - (leave ? 1 : 0);
        const total = (join ?? leave)?.totals[listId('albumFollowers', albumId)];
        return { placed: join?.placed ?? leave?.placed ?? { lists: [], listPos: '' }, delta, total };
      }),
    );
    // The count before the batch, from what the head answered to the first move (or the head, when none moved it).
    const first = places.find((place) => place.total !== undefined);
    let followers = first ? (first.total as number) - first.delta : await this.count(albumId);
    const outcomes = changes.map((change, i) => {
      if (!changing[i]) return null;
      followers = Math.max(0, followers + (change.follow ? 1 : -1));
      return { followers, events: eventsFor(change, followers) };
    });
    const at = new Date();
    const after: KnownFollow[] = [];
    const writes = moved.map((userId, k) => {
      const doc = docs.get(userId) ?? null;
      const { placed } = places[k] as (typeof places)[number];
      const events = changes.flatMap((change, i) => (change.userId === userId ? (outcomes[i]?.events ?? []) : []));
      const [before, end] = [follows(doc), now.get(userId) ?? false];
      const _id = doc?._id ?? new Types.ObjectId();
      const deletedAt = end ? null : (doc?.deletedAt ?? at);
      after.push({ _id, deletedAt, ...placed, outbox: [...(doc?.outbox ?? []), ...events] });
      if (!doc) {
        // Followed and unfollowed within the batch: written undone, for its events (then removed, once relayed).
        return { insertOne: { document: { _id, albumId, userId, createdAt: at, ...placed, outbox: events, outboxPending: true, deletedAt } } };
      }
      const set = { deletedAt, outboxPending: true, ...placed, ...(end ? { createdAt: at } : {}) };
      return { updateOne: { filter: { _id, deletedAt: before ? null : { $ne: null } }, update: { $set: set, $push: { outbox: { $each: events } } } } };
    });
    // A follow made meanwhile outside the album's lock (a seed) is refused by the index: it changed nothing.
    const refused = new Set(writes.length > 0 ? await bulkWriteAtOnce(this.asModel, writes) : []);
    for (const k of refused) {
      await this.lists.leaveAll((places[k] as (typeof places)[number]).placed);
      changes.forEach((change, i) => {
        if (change.userId === moved[k]) outcomes[i] = null;
      });
    }
    answer(outcomes.map((outcome) => outcome && { followers: outcome.followers }));
    const written = after.filter((_, k) => !refused.has(k));
    const relayed = await relay(written.map((doc) => ({ ...doc, outboxPending: true })));
    // Remembered once relayed (not relayed, some may have been settled all the same): what each user's follow is
    // now, none once undone (its document is removed).
    if (!relayed) return relayed;
    users.forEach((userId) => known.set(userId, docs.get(userId) ?? null));
    moved.forEach((userId, k) => {
      const doc = after[k] as KnownFollow;
      if (refused.has(k)) known.delete(userId);
      else known.set(userId, doc.deletedAt ? null : { ...doc, outbox: [] });
    });
    const turn = documentLocks.turnOf(key);
    if (turn === undefined || known.size > REMEMBERED_USERS) return relayed;
    // The album written longest ago is forgotten first (each batch's album goes last: deleted above, set here).
    if (this.remembered.size >= REMEMBERED_ALBUMS) this.remembered.delete(this.remembered.keys().next().value as string);
    this.remembered.set(albumId, { turn, users: known });
    return relayed;
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
