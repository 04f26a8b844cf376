import type { NotificationKind } from '@abialbum/contracts';
import { addListFields, listId, PagedLists, placesOf, type Listed } from '@abialbum/service-kit';
import { Schema, Types, type Connection, type Model } from 'mongoose';

/** A notification as kept: one per happening, or one for a group of them (`count`) while it is unread. */
export interface NotificationDocument extends Partial<Listed> {
  _id: string;
  userId: string;
  kind: NotificationKind;
  albumId: string;
  albumTitle: string;
  mediaId: string | null;
  mediaType: string | null;
  /** The latest actor of the group (null for an owner's decision told to a requester or an uploader). */
  actorId: string | null;
  actorName: string | null;
  actorImage: string | null;
  /** The group's distinct recent actors (a follower who follows again is not a new follower). */
  actors: string[];
  count: number;
  reason: string | null;
  read: boolean;
  /** `<userId>|<group>` while unread: the notification a new happening of the same group joins. Null once read. */
  openKey: string | null;
  /** The source events applied to it (the newest few): a redelivered one changes nothing. */
  sources: string[];
  createdAt: Date;
  updatedAt: Date;
  /** Gone after this (90 days after its last change); `expiresDay` (YYYY-MM-DD) is how the sweep finds them by equality. */
  expiresAt: Date;
  expiresDay: string;
}

export type StoredNotification = NotificationDocument & { seq: number };
export type NewNotification = Omit<NotificationDocument, '_id' | 'lists' | 'listPos' | 'read' | 'openKey' | 'createdAt' | 'updatedAt' | 'expiresAt' | 'expiresDay'>;

interface UnreadCounter {
  _id: string;
  unread: number;
}

const schema = new Schema<NotificationDocument>(
  {
    _id: { type: String },
    userId: { type: String, required: true },
    kind: { type: String, required: true },
    albumId: { type: String, required: true },
    albumTitle: { type: String, default: '' },
    mediaId: { type: String, default: null },
    mediaType: { type: String, default: null },
    actorId: { type: String, default: null },
    actorName: { type: String, default: null },
    actorImage: { type: String, default: null },
    actors: { type: [String], default: [] },
    count: { type: Number, default: 1 },
    reason: { type: String, default: null },
    read: { type: Boolean, default: false },
    openKey: { type: String, default: null },
    sources: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    expiresDay: { type: String, required: true },
  },
  { versionKey: false, minimize: false },
);
addListFields(schema);
schema.index({ openKey: 1 });
schema.index({ userId: 1, read: 1 });
schema.index({ expiresDay: 1 });

const counterSchema = new Schema<UnreadCounter>({ _id: { type: String }, unread: { type: Number, default: 0 } }, { versionKey: false });

export const LIST = 'userNotifications';
/**
 * Sources kept per notification: a redelivery comes soon after its first delivery, at worst with every event its
 * consumers held unacked (100 each: event-bus.ts) and a user's happenings are written a batch at a time. Pages leave
 * them out.
 */
const SOURCES_KEPT = 256;
const ACTORS_KEPT = 20;

/** What a notification shows of its latest happening. */
type Shown = Pick<NotificationDocument, 'actorId' | 'actorName' | 'actorImage' | 'reason' | 'mediaId' | 'mediaType'>;

/** One happening as its group's notification takes it in: what it shows, its source, whether it adds to the count. */
export type Absorbed = Shown & { source: string; counts: boolean };

type Gathered = Pick<NotificationDocument, 'actors' | 'count' | 'sources'>;

/**
 * A group's notification after it took in `changes` (in order): the latest one shown, the distinct recent actors (the
 * latest last), the count, the newest sources (a redelivered one is known by them).
 */
export function takenIn(current: Gathered, changes: Absorbed[]): Gathered & Partial<Shown> {
  let { actors, count, sources } = current;
  for (const change of changes) {
    if (change.actorId) actors = [...actors.filter((id) => id !== change.actorId), change.actorId].slice(-ACTORS_KEPT);
    count += change.counts ? 1 : 0;
    sources = [...sources, change.source].slice(-SOURCES_KEPT);
  }
  const last = changes[changes.length - 1];
  if (!last) return { actors, count, sources };
  const { actorId, actorName, actorImage, reason, mediaId, mediaType } = last;
  return { actorId, actorName, actorImage, reason, mediaId, mediaType, actors, count, sources };
}
/** What a page shows: everything but the bookkeeping of redeliveries. */
const PAGE_PROJECTION = { sources: 0, lists: 0 } as const;

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

const DAY_MS = 24 * 60 * 60_000;
/** How many days a sweep looks back past what it keeps (each day one read by equality): it runs every few hours. */
const SWEEP_DAYS = 31;

/** The days a sweep of what is kept `keptDays` reads, by equality, oldest first: SWEEP_DAYS of them before that. */
export function sweptDays(now: Date, keptDays: number): string[] {
  return Array.from({ length: SWEEP_DAYS + 1 }, (_, i) => dayOf(new Date(now.getTime() - (keptDays + SWEEP_DAYS - i) * DAY_MS)));
}
const seqOf = (doc: Partial<Listed>) => placesOf(doc.listPos)[LIST]?.seq ?? 0;
const withSeq = (doc: NotificationDocument): StoredNotification => ({ ...doc, seq: seqOf(doc) });

/**
 * A user's notifications, newest first (a PagedLists list per user: a page costs a page, whatever the count), and
 * their unread count kept in a document. Every write here is made by the caller holding the user's lock
 * (domain/notifications.ts), so a read-then-write is safe within the process.
 */
export class NotificationStore {
  readonly model: Model<NotificationDocument>;
  readonly counters: Model<UnreadCounter>;
  readonly lists: PagedLists;

  constructor(connection: Connection) {
    this.model =
      (connection.models.Notification as Model<NotificationDocument> | undefined) ??
      connection.model<NotificationDocument>('Notification', schema, 'notifications');
    this.counters =
      (connection.models.NotificationCounter as Model<UnreadCounter> | undefined) ??
      connection.model<UnreadCounter>('NotificationCounter', counterSchema, 'notification_counters');
    // Buckets of 50 for pages of 20: a page reads one bucket, or two where it straddles them.
    this.lists = new PagedLists(connection, 'notification_lists', 50);
  }

  private get asModel(): Model<never> {
    return this.model as unknown as Model<never>;
  }

  /** Told of a user whose unread counter missed a move after the notification's own write (services.ts: OwedRecounts). */
  unreadMissed: (userId: string) => void = () => undefined;

  /** Writes that change a user's unread counter; when they fail, the counter is owed a recount. */
  private async unreadWrite(userId: string, write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.unreadMissed(userId);
      throw error;
    }
  }

  /** Moves a user's unread counter (never below 0). */
  private moveUnread(userId: string, move: { $inc: { unread: 1 | -1 } }): Promise<void> {
    const filter = move.$inc.unread > 0 ? { _id: userId } : { _id: userId, unread: { $gt: 0 } };
    return this.unreadWrite(userId, () => this.counters.updateOne(filter, move, { upsert: move.$inc.unread > 0 }));
  }

  findOpen(userId: string, group: string): Promise<NotificationDocument | null> {
    return this.model.findOne({ openKey: `${userId}|${group}` }).lean<NotificationDocument>();
  }

  /** A new unread notification, the newest of its user's list; the unread count rises. */
  async insert(input: NewNotification, group: string, retentionMs: number, now = new Date()): Promise<StoredNotification> {
    const expiresAt = new Date(now.getTime() + retentionMs);
    const doc = await this.lists.placeAndWrite(this.asModel, null, { [LIST]: input.userId }, async (placed) => {
      const written: NotificationDocument = {
        _id: new Types.ObjectId().toHexString(),
        ...input,
        read: false,
        openKey: `${input.userId}|${group}`,
        createdAt: now,
        updatedAt: now,
        expiresAt,
        expiresDay: dayOf(expiresAt),
        ...placed,
      };
      await this.model.create(written);
      return written;
    });
    await this.moveUnread(input.userId, { $inc: { unread: 1 } });
    return withSeq(doc);
  }

  /** An unread notification takes in more happenings of its group (in order): it moves to the top of the list. */
  async absorb(current: NotificationDocument, changes: Absorbed[], retentionMs: number, now = new Date()): Promise<StoredNotification> {
    // Out of its place and in at the top, one write of the list's head: a new sequence number, which the stream sends
    // again. A failure part way has the user's list looked at again (placeAndWrite).
    const expiresAt = new Date(now.getTime() + retentionMs);
    const toTop = { toTop: true };
    const fields = await this.lists.placeAndWrite(
      this.asModel,
      current,
      { [LIST]: current.userId },
      async (placed) => {
        const changed = { ...takenIn(current, changes), updatedAt: now, expiresAt, expiresDay: dayOf(expiresAt), ...placed };
        await this.model.updateOne({ _id: current._id }, { $set: changed });
        return changed;
      },
      toTop,
    );
    return withSeq({ ...current, ...fields });
  }

  /** A page of a user's notifications, newest first, unexpired, with the list's total. */
  async page(userId: string, skip: number, limit: number, now = new Date()): Promise<{ items: StoredNotification[]; total: number }> {
    const { items, total } = await this.lists.page<NotificationDocument>(this.asModel, listId(LIST, userId), { skip, limit }, { projection: PAGE_PROJECTION });
    return { items: items.filter((doc) => new Date(doc.expiresAt) > now).map(withSeq), total };
  }

  /** The sequence number the next change of the user's list will take (its head: one read by id). */
  async nextSeq(userId: string): Promise<number> {
    const head = await this.lists.heads.findById(listId(LIST, userId), { next: 1 }).lean<{ next?: number }>();
    return head?.next ?? 0;
  }

  async unread(userId: string): Promise<number> {
    const counter = await this.counters.findById(userId).lean<UnreadCounter>();
    return Math.max(0, counter?.unread ?? 0);
  }

  async find(userId: string, id: string): Promise<StoredNotification | null> {
    const doc = await this.model.findOne({ _id: id, userId }, { sources: 0 }).lean<NotificationDocument>();
    return doc && withSeq(doc);
  }

  /** Answers whether it was unread until now. */
  async markRead(doc: NotificationDocument): Promise<boolean> {
    if (doc.read) return false;
    const result = await this.model.updateOne({ _id: doc._id, read: false }, { $set: { read: true, openKey: null } });
    if (result.modifiedCount !== 1) return false;
    await this.moveUnread(doc.userId, { $inc: { unread: -1 } });
    return true;
  }

  /** Every unread notification of the user read (by equality on the user and the flag); the count set to 0. */
  async markAllRead(userId: string): Promise<void> {
    await this.model.updateMany({ userId, read: false }, { $set: { read: true, openKey: null } });
    await this.unreadWrite(userId, () => this.counters.updateOne({ _id: userId }, { $set: { unread: 0 } }, { upsert: true }));
  }

  /** The notifications whose 90 days ended on `day` (by equality on the day). */
  expiringOn(day: string): Promise<NotificationDocument[]> {
    return this.model.find({ expiresDay: day }, { sources: 0 }).lean<NotificationDocument[]>();
  }

  /** The list heads set to what the notifications hold (a crash between a head's write and its notification's). */
  async repairLists(): Promise<string[]> {
    return this.lists.repair(this.asModel, await this.model.find({}, { lists: 1, listPos: 1 }).lean<Listed[]>());
  }

  /** Each user's unread counter as held, and their unread notifications as counted (the repair compares them). */
  async unreadHeldAndCounted(): Promise<{ held: Map<string, number>; counted: Map<string, number> }> {
    const held = new Map<string, number>();
    for (const counter of await this.counters.find({}).lean<UnreadCounter[]>()) held.set(counter._id, counter.unread);
    const counted = new Map<string, number>();
    for await (const doc of this.model.find({ read: false }, { userId: 1 }).lean<Array<{ userId: string }>>().cursor({ batchSize: 500 })) {
      const { userId } = doc as { userId: string };
      counted.set(userId, (counted.get(userId) ?? 0) + 1);
    }
    return { held, counted };
  }

  /** The user's unread counter set to their unread notifications (the caller holds the user's lock). Whether it moved. */
  async recountUnread(userId: string): Promise<boolean> {
    const unread = await this.model.countDocuments({ userId, read: false });
    const before = await this.counters.findOneAndUpdate({ _id: userId }, { $set: { unread } }, { upsert: true }).lean<UnreadCounter>();
    return (before?.unread ?? 0) !== unread;
  }

  /** One expired notification removed from its list (the caller holds its user's lock and checked it expired). */
  async remove(doc: NotificationDocument): Promise<boolean> {
    const current = await this.model.findById(doc._id).lean<NotificationDocument>();
    if (!current || new Date(current.expiresAt) > new Date()) return false;
    if ((await this.model.deleteOne({ _id: doc._id })).deletedCount !== 1) return false;
    // The notification is gone, so the next sweep finds nothing to take out: a failure here owes its user a recount.
    await this.unreadWrite(current.userId, async () => {
      await this.lists.leaveAll(current);
      if (!current.read) await this.moveUnread(current.userId, { $inc: { unread: -1 } });
    });
    return true;
  }
}
