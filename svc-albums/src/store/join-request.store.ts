import type { EventEnvelope, JoinRequestCounts, JoinRequestStatus } from '@abialbum/contracts';
import { isDuplicateKey, isObjectId } from '@abialbum/service-kit';
import { Types, type Connection, type Model } from 'mongoose';
import type { EventsFor } from './album.store';
import { withDocumentLock } from './document-locks';
import { joinRequestModel, requestKeyOf, type JoinRequestDocument } from './join-request.model';

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
}

export type JoinRequestChanges = Partial<Pick<StoredJoinRequest, 'status' | 'message' | 'rejectionReason' | 'createdAt' | 'decidedAt'>>;

export class DuplicateJoinRequestError extends Error {}

const LIVE = { deletedAt: null } as const;
const PROJECTION = { outbox: 0, outboxPending: 0, deletedAt: 0, requestKey: 0 } as const;
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

function toStored(doc: JoinRequestDocument): StoredJoinRequest {
  const { _id, albumId, userId, status, message, rejectionReason, createdAt, decidedAt, updatedAt } = doc;
  return { id: String(_id), albumId, userId, status, message, rejectionReason, createdAt, decidedAt, updatedAt };
}

/** The events of a change, in the same write (no `$push` at all when there are none). */
const withEvents = (events: EventEnvelope[]) => (events.length > 0 ? { $push: { outbox: { $each: events } } } : {});

export class JoinRequestStore {
  readonly model: Model<JoinRequestDocument>;

  constructor(connection: Connection) {
    this.model = joinRequestModel(connection);
  }

  private exclusive<T>(id: string, work: () => Promise<T>): Promise<T> {
    return withDocumentLock(this.model.collection.collectionName, id, work);
  }

  /** A new PENDING request; a second one for the same album and user is refused by the unique index. */
  async create(input: Pick<StoredJoinRequest, 'albumId' | 'userId' | 'message'>): Promise<StoredJoinRequest> {
    const now = new Date();
    const request: StoredJoinRequest = { id: new Types.ObjectId().toHexString(), ...input, status: 'PENDING', rejectionReason: null, createdAt: now, decidedAt: null, updatedAt: now };
    const { id, ...fields } = request;
    try {
      await this.model.create({ _id: id, ...fields, requestKey: requestKeyOf(input.albumId, input.userId) });
    } catch (err) {
      if (isDuplicateKey(err)) throw new DuplicateJoinRequestError();
      throw err;
    }
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
      const current = await this.findLive(id);
      if (!current || current.status !== from) return null;
      const next: StoredJoinRequest = { ...current, ...changes, updatedAt: new Date() };
      const events = eventsFor(next);
      const { status, message, rejectionReason, createdAt, decidedAt, updatedAt } = next;
      const result = await this.model.updateOne(
        { _id: id, status: from, ...LIVE },
        { $set: { status, message, rejectionReason, createdAt, decidedAt, updatedAt, ...(events.length > 0 ? { outboxPending: true } : {}) }, ...withEvents(events) },
      );
      return result.matchedCount === 1 ? next : null;
    });
  }

  /** Marks the request deleted with its events and frees its slot; the relay removes it once they are out. */
  markDeleted(id: string, eventsFor: EventsFor<StoredJoinRequest>): Promise<StoredJoinRequest | null> {
    return this.exclusive(id, async () => {
      const current = await this.findLive(id);
      if (!current) return null;
      await this.model.updateOne(
        { _id: id, ...LIVE },
        { $set: { deletedAt: new Date(), requestKey: `deleted:${id}`, outboxPending: true }, ...withEvents(eventsFor(current)) },
      );
      return current;
    });
  }

  async listByAlbum(albumId: string, status: JoinRequestStatus | undefined, limit: number): Promise<StoredJoinRequest[]> {
    const filter = { albumId, ...LIVE, ...(status ? { status } : {}) };
    const docs = await this.model.find(filter, PROJECTION).sort(NEWEST_FIRST).limit(limit).lean<JoinRequestDocument[]>();
    return docs.map(toStored);
  }

  async countsByStatus(albumId: string): Promise<JoinRequestCounts> {
    const rows = await this.model.aggregate<{ _id: JoinRequestStatus; n: number }>([
      { $match: { albumId, ...LIVE } },
      { $group: { _id: '$status', n: { $sum: 1 } } },
    ]);
    const counts: JoinRequestCounts = { PENDING: 0, APPROVED: 0, REJECTED: 0 };
    for (const row of rows) if (row._id in counts) counts[row._id] = row.n;
    return counts;
  }

  async listByUser(userId: string, limit: number): Promise<StoredJoinRequest[]> {
    const docs = await this.model.find({ userId, ...LIVE }, PROJECTION).sort(NEWEST_FIRST).limit(limit).lean<JoinRequestDocument[]>();
    return docs.map(toStored);
  }

  /** The albums a user is an approved member of, the most recently approved first. */
  async approvedAlbumIds(userId: string): Promise<string[]> {
    const docs = await this.model
      .find({ userId, status: 'APPROVED', ...LIVE }, { albumId: 1 })
      .sort({ decidedAt: -1, _id: -1 })
      .lean<Array<Pick<JoinRequestDocument, 'albumId'>>>();
    return docs.map((doc) => doc.albumId);
  }

  async isApproved(albumId: string, userId: string): Promise<boolean> {
    return Boolean(await this.model.exists({ requestKey: requestKeyOf(albumId, userId), status: 'APPROVED', ...LIVE }));
  }

  async countApproved(albumId: string): Promise<number> {
    return this.model.countDocuments({ albumId, status: 'APPROVED', ...LIVE });
  }

  /** Approved members per album, for the reconciliation. */
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
    await this.model.deleteMany({ albumId: { $in: albumIds } });
  }
}
