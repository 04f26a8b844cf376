import type { EventEnvelope, JoinRequestCounts, JoinRequestStatus } from '@abialbum/contracts';
import { documentLocks, isDuplicateKey, isObjectId, type Listed, listId, lockKey, outOfAll, PagedLists, type WantedLists } from '@abialbum/service-kit';
import { Types, type Connection, type Model } from 'mongoose';
import type { EventsFor } from './album.store';
import { joinRequestModel, requestKeyOf, type JoinRequestDocument, type RequesterInfo } from './join-request.model';

export type { RequesterInfo } from './join-request.model';

export interface StoredJoinRequest {
  id: string;
  albumId: string;
  userId: string;
  status: JoinRequestStatus;
  message: string | null;
  rejectionReason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  updatedAt: Date;
  /** Null on requests kept before the copy existed. */
  requester: RequesterInfo | null;
}

export type JoinRequestChanges = Partial<Pick<StoredJoinRequest, 'status' | 'message' | 'rejectionReason' | 'createdAt' | 'decidedAt'>>;

export class DuplicateJoinRequestError extends Error {}

const LIVE = { deletedAt: null } as const;
const PROJECTION = { outbox: 0, outboxPending: 0, deletedAt: 0, requestKey: 0, lists: 0 } as const;
const STATUSES: JoinRequestStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

/** The lists a live request is in: its album's list of its status, its user's requests, and their memberships. */
const listsOf = (request: Pick<StoredJoinRequest, 'albumId' | 'userId' | 'status'>): WantedLists => ({
  albumRequests: `${request.albumId}:${request.status}`,
  userRequests: request.userId,
  userApproved: request.status === 'APPROVED' ? request.userId : null,
});

function toStored(doc: JoinRequestDocument): StoredJoinRequest {
  const { _id, albumId, userId, status, message, rejectionReason, createdAt, decidedAt, updatedAt } = doc;
  return { id: String(_id), albumId, userId, status, message, rejectionReason, createdAt, decidedAt, updatedAt, requester: doc.requester ?? null };
}

/** The events of a change, in the same write (no `$push` at all when there are none). */
const withEvents = (events: EventEnvelope[]) => (events.length > 0 ? { $push: { outbox: { $each: events } } } : {});

export class JoinRequestStore {
  readonly model: Model<JoinRequestDocument>;
  readonly lists: PagedLists;

  constructor(connection: Connection) {
    this.model = joinRequestModel(connection);
    this.lists = new PagedLists(connection, 'join_request_lists', 50);
  }

  private get asModel(): Model<never> {
    return this.model as unknown as Model<never>;
  }

  private async page(list: string, skip: number, limit: number): Promise<StoredJoinRequest[]> {
    const { items } = await this.lists.page<JoinRequestDocument>(this.asModel, list, { skip, limit }, { projection: PROJECTION });
    return items.map(toStored);
  }

  private exclusive<T>(id: string, work: () => Promise<T>): Promise<T> {
    return documentLocks.run(lockKey(this.model.collection.collectionName, id), work);
  }

  /** A new PENDING request; a second one for the same album and user is refused by the unique index. */
  async create(
    input: Pick<StoredJoinRequest, 'albumId' | 'userId' | 'message' | 'requester'>,
    eventsFor: EventsFor<StoredJoinRequest> = () => [],
  ): Promise<StoredJoinRequest> {
    const now = new Date();
    const request: StoredJoinRequest = { id: new Types.ObjectId().toHexString(), ...input, status: 'PENDING', rejectionReason: null, createdAt: now, decidedAt: null, updatedAt: now };
    const { id, ...fields } = request;
    const events = eventsFor(request);
    // A failure after the heads moved has the lists looked at again (placeAndWrite); a second request for the same
    // album (the unique index) leaves them at once.
    const written = await this.lists.placeAndWrite(this.asModel, null, listsOf(request), async (placed) => {
      try {
        await this.model.create({ _id: id, ...fields, ...placed, requestKey: requestKeyOf(input.albumId, input.userId), outbox: events, outboxPending: events.length > 0 });
        return true;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        await this.lists.leaveAll(placed);
        return false;
      }
    });
    if (!written) throw new DuplicateJoinRequestError();
    return request;
  }

  async findLive(id: string): Promise<StoredJoinRequest | null> {
    if (!isObjectId(id)) return null;
    const doc = await this.model.findOne({ _id: id, ...LIVE }, PROJECTION).lean<JoinRequestDocument>();
    return doc && toStored(doc);
  }

  async findFor(albumId: string, userId: string): Promise<StoredJoinRequest | null> {
    const doc = await this.model.findOne({ requestKey: requestKeyOf(albumId, userId), ...LIVE }, PROJECTION).lean<JoinRequestDocument>();
    return doc && toStored(doc);
  }

  /** Moves a request on from the status it was read in, with its events; null when it changed meanwhile. */
  change(id: string, from: JoinRequestStatus, changes: JoinRequestChanges, eventsFor: EventsFor<StoredJoinRequest>): Promise<StoredJoinRequest | null> {
    return this.exclusive(id, async () => {
      const doc = isObjectId(id) ? await this.model.findOne({ _id: id, ...LIVE }, { outbox: 0 }).lean<JoinRequestDocument>() : null;
      const current = doc && toStored(doc);
      if (!current || current.status !== from) return null;
      const next: StoredJoinRequest = { ...current, ...changes, updatedAt: new Date() };
      const events = eventsFor(next);
      const { status, message, rejectionReason, createdAt, decidedAt, updatedAt } = next;
      const result = await this.lists.placeAndWrite(this.asModel, doc, listsOf(next), (placed) =>
        this.model.updateOne(
          { _id: id, status: from, ...LIVE },
          { $set: { status, message, rejectionReason, createdAt, decidedAt, updatedAt, ...placed, ...(events.length > 0 ? { outboxPending: true } : {}) }, ...withEvents(events) },
        ),
      );
      return result.matchedCount === 1 ? next : null;
    });
  }

  /** Marks the request deleted with its events and frees its slot; the relay removes it once they are out. */
  markDeleted(id: string, eventsFor: EventsFor<StoredJoinRequest>): Promise<StoredJoinRequest | null> {
    return this.exclusive(id, async () => {
      const doc = isObjectId(id) ? await this.model.findOne({ _id: id, ...LIVE }, { outbox: 0 }).lean<JoinRequestDocument>() : null;
      if (!doc) return null;
      const current = toStored(doc);
      await this.lists.placeAndWrite(this.asModel, doc, outOfAll(doc), (placed) =>
        this.model.updateOne({ _id: id, ...LIVE }, { $set: { deletedAt: new Date(), requestKey: `deleted:${id}`, ...placed, outboxPending: true }, ...withEvents(eventsFor(current)) }),
      );
      return current;
    });
  }

  /** A page of an album's requests of one status (of every status: the newest of each, merged), newest first. */
  async listByAlbum(albumId: string, status: JoinRequestStatus | undefined, limit: number, skip = 0): Promise<StoredJoinRequest[]> {
    if (status) return this.page(listId('albumRequests', `${albumId}:${status}`), skip, limit);
    const all = (await Promise.all(STATUSES.map((one) => this.page(listId('albumRequests', `${albumId}:${one}`), 0, skip + limit)))).flat();
    return all.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime()).slice(skip, skip + limit);
  }

  /** The count of each status, from the lists' heads. */
  async countsByStatus(albumId: string): Promise<JoinRequestCounts> {
    const [PENDING = 0, APPROVED = 0, REJECTED = 0] = await this.lists.totals(STATUSES.map((status) => listId('albumRequests', `${albumId}:${status}`)));
    return { PENDING, APPROVED, REJECTED };
  }

  async listByUser(userId: string, limit: number): Promise<StoredJoinRequest[]> {
    return this.page(listId('userRequests', userId), 0, limit);
  }

  /** The albums a user is an approved member of, the most recently approved first. */
  async approvedAlbumIds(userId: string, limit = 500): Promise<string[]> {
    return (await this.page(listId('userApproved', userId), 0, limit)).map((request) => request.albumId);
  }

  /** The copy of who asked on each of a user's requests, where it is older than `info` (a user.* event). */
  async refreshRequester(userId: string, info: RequesterInfo): Promise<number> {
    const held = await this.model.find({ userId }, { requester: 1 }).lean<Array<Pick<JoinRequestDocument, '_id' | 'requester'>>>();
    let changed = 0;
    for (const doc of held) {
      if ((doc.requester?.revision ?? -1) >= info.revision) continue;
      await this.exclusive(String(doc._id), () => this.model.updateOne({ _id: doc._id }, { $set: { requester: info } }));
      changed += 1;
    }
    return changed;
  }

  /** Many requests to one album at once (the scale benchmark's seed), the last given the newest. */
  async importMany(albumId: string, requests: Array<{ userId: string; status: JoinRequestStatus; requester?: RequesterInfo }>): Promise<void> {
    const now = Date.now();
    const stored = requests.map(({ userId, status, requester }, i): StoredJoinRequest => {
      const at = new Date(now - (requests.length - i) * 1000);
      const decidedAt = status === 'PENDING' ? null : at;
      return { id: new Types.ObjectId().toHexString(), albumId, userId, status, message: null, rejectionReason: null, createdAt: at, decidedAt, updatedAt: at, requester: requester ?? null };
    });
    const placed = await this.lists.placeNew(stored.map(listsOf));
    const docs = stored.map(({ id, ...fields }, i) => ({ _id: id, ...fields, ...(placed[i] as Listed), requestKey: requestKeyOf(albumId, fields.userId), outbox: [], outboxPending: false }));
    for (let i = 0; i < docs.length; i += 1000) await this.model.insertMany(docs.slice(i, i + 1000));
  }

  /** Requests kept before lists existed are placed; heads set to what the requests hold (one pass; safe while running). */
  async repairLists(): Promise<string[]> {
    for (const doc of await this.model.find({ ...LIVE, listPos: { $exists: false } }).lean<JoinRequestDocument[]>()) {
      await this.exclusive(String(doc._id), async () => {
        const placed = await this.lists.place(null, listsOf(toStored(doc)));
        await this.model.updateOne({ _id: doc._id, ...LIVE, listPos: { $exists: false } }, { $set: placed });
      });
    }
    return this.lists.repair(this.asModel, await this.model.find({}, { lists: 1, listPos: 1 }).lean<Listed[]>());
  }

  async isApproved(albumId: string, userId: string): Promise<boolean> {
    return Boolean(await this.model.exists({ requestKey: requestKeyOf(albumId, userId), status: 'APPROVED', ...LIVE }));
  }

  async countApproved(albumId: string): Promise<number> {
    return (await this.countsByStatus(albumId)).APPROVED;
  }

  /** Approved members per album, for the reconciliation. */
  /** Every approved request (a membership), one at a time (the export svc-media's copies are repaired from). */
  async *approved(): AsyncIterable<StoredJoinRequest> {
    const docs = this.model.find({ status: 'APPROVED', ...LIVE }).lean<JoinRequestDocument[]>();
    for await (const doc of docs.cursor({ batchSize: 500 })) yield toStored(doc as JoinRequestDocument);
  }

  async approvedCountsByAlbum(): Promise<Map<string, number>> {
    const rows = await this.model.aggregate<{ _id: string; n: number }>([
      { $match: { status: 'APPROVED', ...LIVE } },
      { $group: { _id: '$albumId', n: { $sum: 1 } } },
    ]);
    return new Map(rows.map((row) => [row._id, row.n]));
  }

  async albumIds(): Promise<string[]> {
    return (await this.model.distinct('albumId')) as string[];
  }

  /** With their album: album.deleted tells the other services, so these go without events of their own. */
  async deleteAllOf(albumIds: string[]): Promise<void> {
    for (const albumId of albumIds) {
      for (const doc of await this.model.find({ albumId }).lean<JoinRequestDocument[]>()) {
        if ((await this.model.deleteOne({ _id: doc._id })).deletedCount === 1) await this.lists.leaveAll(doc);
      }
    }
  }
}
