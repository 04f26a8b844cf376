import { Schema, Types, type Connection, type Model } from 'mongoose';
import type { EventEnvelope } from '@abialbum/contracts';
import { addListFields, addOutbox, duplicatesOf, isDuplicateKey, listId, PagedLists, ServiceUnavailableError, type Listed } from '@abialbum/service-kit';
import { followEvent } from '../events/album-events';

interface FollowDocument extends Partial<Listed> {
  _id: Types.ObjectId;
  albumId: string;
  userId: string;
  createdAt: Date;
  outbox: EventEnvelope[];
  outboxPending: boolean;
  /** Set by an unfollow of the code before issue 25 item 9 (now: the follow is deleted): the relay removes it. */
  deletedAt: Date | null;
}

/** What a follow or an unfollow tells, made from the album's count of followers right after it. */
export type FollowEventsFor = (followers: number) => EventEnvelope[];
/**
 * Sets the album's follower counter from its list, once the list moved: run beside the follow's own last write (the
 * two are independent), so a follow waits for the longer of them, not for both.
 */
export type Recount = () => Promise<void>;

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
// A follow and its event are one write (album.followed on the follow; album.unfollowed on its end, FollowEndDocument).
addOutbox(schema);
schema.index({ albumId: 1 });

/**
 * The end of one follow (its document's `_id`), taken before that follow's document is deleted: first as an intent
 * (no event, not pending), then, by the unfollow that deleted the follow, armed with `album.unfollowed` (pending,
 * marked deleted: the relay removes it once published). Its `_id` is the follow's, which no other follow ever has.
 */
interface FollowEndDocument {
  _id: string;
  albumId: string;
  userId: string;
  createdAt: Date;
  /** The follow's own events the relay had not settled when the unfollow read it (they go out with the end's). */
  carried: EventEnvelope[];
  outbox: EventEnvelope[];
  outboxPending: boolean;
  deletedAt: Date | null;
}

const endSchema = new Schema<FollowEndDocument>(
  {
    _id: { type: String },
    albumId: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
    carried: { type: [Schema.Types.Mixed], default: [] } as never,
  },
  { versionKey: false },
);
addOutbox(endSchema);
endSchema.index({ albumId: 1 });

/**
 * An end the relay published, by its `_id`, remembered before the relay removes the end (END_TOLD_KEPT_MS): an
 * unfollow of the same follow that lost its delete and whose own end went in only after that one was removed sees
 * that its unfollow was told, and takes its end away again (`remove`).
 */
interface FollowEndToldDocument {
  _id: string;
  toldAt: Date;
}

const endToldSchema = new Schema<FollowEndToldDocument>({ _id: { type: String }, toldAt: { type: Date, required: true } }, { versionKey: false });

/**
 * What a follow did: made (with the count after it), or nothing; `listsMoved` when it joined the lists and left them
 * again (its document was taken away meanwhile): their count is what it was, but a counter read in between may not be.
 */
export type FollowMade = { made: true; followers: number; recounted: Promise<void> } | { made: false; listsMoved?: true };

/** An unfollow intent older than this whose follow is gone was left by an unfollow that stopped before telling. */
const END_LEFT_MS = 60_000;
/**
 * An end told is remembered this long: far longer than a call of the same follow under way then may take (the gateway
 * gives up on a call after 30 s; the intent it would leave is told by `repairEnds` after END_LEFT_MS at the soonest).
 */
export const END_TOLD_KEPT_MS = 5 * 60_000;
/** A follow not placed in its lists this long after its insert was left by a follow that stopped before placing it. */
const FOLLOW_LEFT_MS = 60_000;
/** A follow found undone by the code before this one waits this long at most for its document to go (the relay). */
const OLD_UNDO_WAIT_MS = 3_000;

/** Whether a follow's document holds its places (a follow's insert is followed by its places: until then, no follow). */
const isPlaced = (doc: Partial<Listed>) => (doc.lists?.length ?? 0) > 0;
const isLeftBehind = (doc: { createdAt: Date }) => doc.createdAt.getTime() < Date.now() - FOLLOW_LEFT_MS;

/** The lists a follow is in. */
const listsOf = (albumId: string, userId: string) => ({ albumFollowers: albumId, userFollows: userId });
/** The albums a user follows: the newest this many (their page). */
export const FOLLOWED_ALBUMS_MAX = 100;

/**
 * Follows, correct whatever instance makes them, without a lock of their own (issue 25 item 9): on FerretDB 1.24
 * only a unique insert and a delete's count are atomic across connections (TOOLCHAIN.md), so
 * - a follow is an insert under the unique index {albumId, userId}, with its places and its event: the lists' heads
 *   move first (PagedLists: a process that stops between the two leaves a head the repair sets right) and back when the
 *   index refuses it, which is rare (the same call of one user under way here is answered once: Following.once). A
 *   follow inserted before its places (`isPlaced`: by the code before this one, which placed it after) is no follow
 *   until placed;
 * - an unfollow is the delete of that document, whose count decides; its event goes into the follow's end
 *   (FollowEndDocument), written as an intent before the delete and armed after it by the one delete that counted,
 *   so that no unfollow is told twice and none is lost when a process dies between the two (`repairEnds`); the
 *   follow's own event, when the relay had not settled it yet, goes into the end too, before it.
 * A follow document is updated after its insert only by the outbox relay's settle (and, one of the code before this,
 * by its own placing, before it is pending), and a follow end only by its unfollow's arming before it is
 * pending, then by the relay: no two writers of one document overlap, and an update
 * that comes after a delete changes nothing (FerretDB updates by `_id`), so neither takes a lock.
 */
export class FollowStore {
  readonly model: Model<FollowDocument>;
  readonly ends: Model<FollowEndDocument>;
  readonly endsTold: Model<FollowEndToldDocument>;
  readonly lists: PagedLists;

  constructor(connection: Connection) {
    this.model = (connection.models.Follow as Model<FollowDocument> | undefined) ?? connection.model<FollowDocument>('Follow', schema, 'follows');
    this.ends = (connection.models.FollowEnd as Model<FollowEndDocument> | undefined) ?? connection.model<FollowEndDocument>('FollowEnd', endSchema, 'follow_ends');
    this.endsTold =
      (connection.models.FollowEndTold as Model<FollowEndToldDocument> | undefined) ?? connection.model<FollowEndToldDocument>('FollowEndTold', endToldSchema, 'follow_ends_told');
    this.lists = new PagedLists(connection, 'follow_lists', 60);
  }

  /**
   * Told of a follow whose unfollow deleted it and then failed to leave its lists (services.ts: OwedRecounts): their
   * heads may still count it, until `repairListsOf` sets them right.
   */
  listsMissed: (albumId: string, userId: string) => void = () => undefined;

  private get asModel(): Model<never> {
    return this.model as unknown as Model<never>;
  }

  /**
   * The follow made, with its event (`eventsFor` the count after it), or nothing when it already existed: read first
   * (most calls of a follow already made end there), then the lists' heads move and the document goes in with its
   * places and its event in one insert, which the unique index decides; one refused leaves the lists again
   * (`listsMoved`). `recount` runs once the lists moved, beside the insert.
   */
  async add(albumId: string, userId: string, eventsFor: FollowEventsFor, recount: Recount): Promise<FollowMade> {
    const waitUntil = Date.now() + OLD_UNDO_WAIT_MS;
    let listsMoved = false;
    for (;;) {
      type Read = Pick<FollowDocument, '_id' | 'deletedAt' | 'lists' | 'createdAt'>;
      const doc = await this.model.findOne({ albumId, userId }, { deletedAt: 1, lists: 1, createdAt: 1 }).lean<Read>();
      if (doc && !doc.deletedAt) {
        if (isPlaced(doc)) return listsMoved ? { made: false, listsMoved } : { made: false };
        // Inserted before its places by the code before this one (a rolling deploy): its answer is this one's once it
        // is placed, within moments. One not placed by then was left by a follow whose process stopped between its
        // insert and its places: it never counted, so it goes and this follow is made.
        if (!isLeftBehind(doc) && Date.now() < waitUntil) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          continue;
        }
        await this.model.deleteOne({ _id: doc._id });
        continue;
      }
      if (doc) {
        // Undone by the code before this one (a rolling deploy): its document goes once its event is out.
        if (Date.now() > waitUntil) throw new ServiceUnavailableError();
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      // None: this follow joins its lists (always a new place: the newest follow first, also for one made again), then
      // its document goes in with its places and its event, and the unique index decides.
      const { placed, totals } = await this.lists.placeCounted(null, listsOf(albumId, userId));
      const followers = totals[listId('albumFollowers', albumId)] ?? 0;
      const _id = new Types.ObjectId();
      const follow = { _id, albumId, userId, createdAt: new Date(), ...placed, outbox: eventsFor(followers), outboxPending: true, deletedAt: null };
      const recounted = recount();
      const [inserted] = await Promise.allSettled([this.model.create(follow), recounted]);
      // Its counter's outcome is the caller's (settled by now): a counter that failed is owed, not a follow that failed.
      if (inserted.status === 'fulfilled') return { made: true, followers, recounted };
      // Not in: no follow. A failed insert may have landed (its answer lost): it goes. The lists it joined are left
      // (when that fails too, they are counted again soon); one refused (another call inserted it first) reads again.
      const refused = isDuplicateKey(inserted.reason);
      if (!refused) await this.model.deleteOne({ _id }).catch(() => undefined);
      await this.lists.leaveAll(placed).catch((err: unknown) => {
        this.listsMissed(albumId, userId);
        throw err;
      });
      if (!refused) throw inserted.reason;
      listsMoved = true;
    }
  }

  /**
   * The follow undone, with its event (`eventsFor` the count after it), or null when there was none to undo.
   * `recount` runs once the lists moved; an undone follow returns it (`recounted`), as `add` does.
   */
  async remove(albumId: string, userId: string, eventsFor: FollowEventsFor, recount: Recount): Promise<{ followers: number; recounted: Promise<void> } | null> {
    type Read = Pick<FollowDocument, '_id' | 'lists' | 'listPos' | 'outbox' | 'outboxPending' | 'createdAt'>;
    const doc = await this.model.findOne({ albumId, userId, deletedAt: null }, { lists: 1, listPos: 1, outbox: 1, outboxPending: 1, createdAt: 1 }).lean<Read>();
    if (!doc) return null;
    if (!isPlaced(doc)) {
      // A follow being made (it is not one until placed: this unfollow came first), or one left behind, which goes.
      if (isLeftBehind(doc)) await this.model.deleteOne({ _id: doc._id });
      return null;
    }
    const id = String(doc._id);
    // The follow's own event goes with it when the relay has not settled it yet (published again at worst: the
    // consumers know an event by its id), before the unfollow's.
    const carried = doc.outboxPending ? (doc.outbox ?? []) : [];
    // Three moves, each as soon as it may: the end (the intent) goes in and the lists are left side by side, the delete
    // decides once the end is in, and the counter is set from the lists once they moved. One step less than the delete
    // after the end and the counter after both (a made unfollow was the slowest call of a busy album).
    const leaving = this.lists.placeCounted(doc, { albumFollowers: null, userFollows: null });
    const recounting = leaving.then(() => recount());
    recounting.catch(() => undefined);
    // Refused: another unfollow of this follow wrote it (or one that stopped before its delete), most often one of the
    // same user at the same moment (a follow between two of them, which `Following.once` cannot join).
    const ending = this.ends.create({ _id: id, albumId, userId, createdAt: new Date(), carried, outbox: [], outboxPending: false, deletedAt: null }).then(
      () => 'written' as const,
      (err: unknown) => {
        if (!isDuplicateKey(err)) throw err;
        return 'refused' as const;
      },
    );
    const deleting = ending.then(() => this.model.deleteOne({ _id: doc._id }));
    const [ended, deleted, left] = await Promise.allSettled([ending, deleting, leaving]);
    if (ended.status === 'rejected' || (deleted.status === 'fulfilled' && deleted.value.deletedCount !== 1)) {
      // No end, so no delete: the follow stays. Or another unfollow of this follow deleted it first (it left the lists
      // too; its answer and event may count one follower too few, read between the two moves). Either way the lists are
      // joined again at the same places, and the counter set from them again.
      if (left.status === 'fulfilled') await this.lists.place(left.value.placed, listsOf(albumId, userId)).catch(() => this.listsMissed(albumId, userId));
      else this.listsMissed(albumId, userId);
      await recounting.catch(() => undefined);
      const again = recount();
      if (ended.status === 'rejected') {
        await again.catch(() => undefined);
        throw ended.reason;
      }
      // This one's end went in because the winner's was already told and removed: it goes again, or a repair would
      // tell this follow's unfollow a second time. (When the winner's insert was refused by this one's end instead, it
      // arms this end, and no end of this id is told before that: then this end stays.)
      if (ended.value === 'written' && (await this.endsTold.exists({ _id: id }))) await this.ends.deleteOne({ _id: id, outboxPending: false, deletedAt: null });
      await again;
      return null;
    }
    if (deleted.status === 'rejected' || left.status === 'rejected') {
      // The follow may be gone while its heads still count it, or still there while they do not (a move or a delete
      // that failed, or whose answer was lost: trying it again could count it twice). They are counted again from the
      // follows soon.
      this.listsMissed(albumId, userId);
      throw deleted.status === 'rejected' ? deleted.reason : (left as PromiseRejectedResult).reason;
    }
    const followers = left.value.totals[listId('albumFollowers', albumId)] ?? 0;
    const events = [...carried, ...eventsFor(followers)];
    await this.arm(id, events);
    return { followers, recounted: recounting };
  }

  /** Puts an unfollow's event into its end, for the relay (which removes the end once it is published). */
  private async arm(id: string, events: EventEnvelope[]): Promise<void> {
    await this.ends.updateOne({ _id: id, outboxPending: false }, { $set: { outbox: events, outboxPending: true, deletedAt: new Date() } });
  }

  /** Remembers the ends the relay published, before it removes them (services.ts: the relay's `beforeRemove`). */
  async rememberTold(ids: unknown[]): Promise<void> {
    const toldAt = new Date();
    await this.endsTold.insertMany(ids.map((id) => ({ _id: String(id), toldAt })), { ordered: false }).catch((err: unknown) => {
      // Told before (a second pass of the relay over the same end): remembered already.
      if (!duplicatesOf(err)) throw err;
    });
  }

  /**
   * Unfollows that deleted their follow and stopped before telling (their process died): their end is armed now, the
   * count as the album's list holds it. An intent whose follow is still there changes nothing (an unfollow of that
   * follow takes it again); an intent of an album that is gone goes with it (`deleteAllOf`). Ends told longer ago
   * than END_TOLD_KEPT_MS are forgotten first (a delete: two instances at once forget each once).
   */
  async repairEnds(): Promise<number> {
    await this.endsTold.deleteMany({ toldAt: { $lt: new Date(Date.now() - END_TOLD_KEPT_MS) } });
    let told = 0;
    for (const end of await this.ends.find({ outboxPending: false, deletedAt: null }).lean<FollowEndDocument[]>()) {
      if (end.createdAt.getTime() > Date.now() - END_LEFT_MS || (await this.model.exists({ _id: end._id }))) continue;
      await this.arm(end._id, [...(end.carried ?? []), ...followEvent('album.unfollowed', end.albumId, end.userId, await this.count(end.albumId))]);
      told++;
    }
    return told;
  }

  /**
   * The heads of an album's follower list and a user's list of follows set to the follows they hold (PagedLists
   * `repairList`); `busy` when one still differs while it is being written, to be tried again.
   */
  async repairListsOf(albumId: string, userId: string): Promise<'agrees' | 'repaired' | 'busy'> {
    const outcomes = await Promise.all([listId('albumFollowers', albumId), listId('userFollows', userId)].map((list) => this.lists.repairList(this.asModel, list)));
    return outcomes.includes('busy') ? 'busy' : outcomes.includes('repaired') ? 'repaired' : 'agrees';
  }

  async exists(albumId: string, userId: string): Promise<boolean> {
    const doc = await this.model.findOne({ albumId, userId, deletedAt: null }, { lists: 1 }).lean<Pick<FollowDocument, 'lists'>>();
    return doc !== null && isPlaced(doc);
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
      // Unfollow intents of these follows tell nothing: the follows go without an event.
      await this.ends.deleteMany({ albumId, outboxPending: false });
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

  /**
   * Follows kept before lists existed are placed; heads set to what the follows hold (one pass; safe while running);
   * unfollows that stopped before telling are told (`repairEnds`); follows left before their places (`add`) go.
   */
  async repairLists(): Promise<string[]> {
    await this.repairEnds();
    for (const doc of await this.model.find({ listPos: '' }, { lists: 1, createdAt: 1 }).lean<Array<Pick<FollowDocument, '_id' | 'lists' | 'createdAt'>>>()) {
      if (!isPlaced(doc) && isLeftBehind(doc)) await this.model.deleteOne({ _id: doc._id });
    }
    for (const doc of await this.model.find({ listPos: { $exists: false } }).lean<FollowDocument[]>()) {
      const placed = await this.lists.place(null, listsOf(doc.albumId, doc.userId));
      await this.model.updateOne({ _id: doc._id, listPos: { $exists: false } }, { $set: placed });
    }
    return this.lists.repair(this.asModel, await this.model.find({}, { lists: 1, listPos: 1 }).lean<Listed[]>());
  }
}
