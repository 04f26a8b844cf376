import type { EventEnvelope, MediaStatus } from '@abialbum/contracts';
import { documentLocks, lockKey } from '@abialbum/service-kit';
import { Types, type Connection, type QueryFilter } from 'mongoose';
import { mediaModel, type MediaDocument, type MediaRecord } from './media.model';

export type { MediaRecord } from './media.model';
export type NewMedia = Omit<MediaRecord, 'id' | 'revision' | 'createdAt' | 'updatedAt'>;
export type EventsFor = (media: MediaRecord) => EventEnvelope[];

export interface MediaFilter {
  albumId?: string;
  albumIds?: string[];
  sectionId?: string;
  uploaderId?: string;
  statuses?: MediaStatus[];
  /** Uploaders whose media is hidden (blocked users). */
  hideUploaders?: string[];
}

const PROJECTION = { outbox: 0, outboxPending: 0, deletedAt: 0 } as const;
const LIVE = { deletedAt: null } as const;

function toRecord(doc: MediaDocument): MediaRecord {
  const { _id, outbox: _o, outboxPending: _p, deletedAt: _d, ...fields } = doc;
  return { id: String(_id), ...fields } as MediaRecord;
}

function toQuery(filter: MediaFilter): QueryFilter<MediaDocument> {
  const query: QueryFilter<MediaDocument> = { ...LIVE };
  if (filter.albumId) query.albumId = filter.albumId;
  if (filter.albumIds) query.albumId = { $in: filter.albumIds };
  if (filter.sectionId) query.sectionId = filter.sectionId;
  if (filter.statuses) query.status = { $in: filter.statuses };
  if (filter.uploaderId) query.uploaderId = filter.uploaderId;
  else if (filter.hideUploaders?.length) query.uploaderId = { $nin: filter.hideUploaders };
  return query;
}

const pushEvents = (events: EventEnvelope[]) => ({ $push: { outbox: { $each: events } } });

export type MediaStore = ReturnType<typeof mediaStore>;

/** Media records; every change carries its events in the same write (the in-document outbox). */
export function mediaStore(connection: Connection) {
  const Media = mediaModel(connection);
  const lock = <T>(id: string, work: () => Promise<T>) => documentLocks.run(lockKey(Media.collection.collectionName, id), work);

  async function findLive(id: string): Promise<MediaRecord | null> {
    const doc = await Media.findOne({ _id: id, ...LIVE }, PROJECTION).lean<MediaDocument>();
    return doc && toRecord(doc);
  }

  return {
    model: Media,
    findLive,

    async create(input: NewMedia, eventsFor: EventsFor): Promise<MediaRecord> {
      const now = new Date();
      const media: MediaRecord = { id: new Types.ObjectId().toHexString(), ...input, revision: 1, createdAt: now, updatedAt: now };
      const { id, ...fields } = media;
      await Media.create({ _id: id, ...fields, outbox: eventsFor(media), outboxPending: true });
      return media;
    },

    /**
     * Changes one media item: `next` sees the current state and returns the new one (or null for no
     * change); the write carries the events of the new state. Null when the item is gone.
     */
    change(id: string, next: (current: MediaRecord) => Partial<MediaRecord> | null, eventsFor: EventsFor): Promise<MediaRecord | null> {
      return lock(id, async () => {
        const current = await findLive(id);
        if (!current) return null;
        const changes = next(current);
        if (!changes) return current;
        const updated: MediaRecord = { ...current, ...changes, revision: current.revision + 1, updatedAt: new Date() };
        const { id: _id, createdAt: _c, ...fields } = updated;
        await Media.updateOne({ _id: id, ...LIVE }, { $set: { ...fields, outboxPending: true }, ...pushEvents(eventsFor(updated)) });
        return updated;
      });
    },

    /** Marks the item deleted with its event; the relay removes the document once the event is out. */
    markDeleted(id: string, eventsFor: EventsFor): Promise<MediaRecord | null> {
      return lock(id, async () => {
        const current = await findLive(id);
        if (!current) return null;
        await Media.updateOne({ _id: id, ...LIVE }, { $set: { deletedAt: new Date(), outboxPending: true }, ...pushEvents(eventsFor(current)) });
        return current;
      });
    },

    async list(filter: MediaFilter, page: { skip: number; limit: number }): Promise<{ items: MediaRecord[]; total: number }> {
      const query = toQuery(filter);
      const [docs, total] = await Promise.all([
        Media.find(query, PROJECTION).sort({ createdAt: -1, _id: -1 }).skip(page.skip).limit(page.limit).lean<MediaDocument[]>(),
        Media.countDocuments(query),
      ]);
      return { items: docs.map(toRecord), total };
    },

    async count(filter: MediaFilter): Promise<number> {
      return Media.countDocuments(toQuery(filter));
    },

    async findMany(ids: string[], filter: MediaFilter = {}): Promise<MediaRecord[]> {
      const docs = await Media.find({ ...toQuery(filter), _id: { $in: ids } }, PROJECTION).lean<MediaDocument[]>();
      return docs.map(toRecord);
    },

    async ids(filter: MediaFilter): Promise<string[]> {
      const docs = await Media.find(toQuery(filter), { _id: 1 }).lean<{ _id: string }[]>();
      return docs.map((doc) => doc._id);
    },

    async distinctAlbums(filter: MediaFilter): Promise<string[]> {
      return (await Media.distinct('albumId', toQuery(filter))) as string[];
    },

    /** Whether a live media item still shows this stored file. */
    async usesFile(fileKey: string): Promise<boolean> {
      return Boolean(await Media.exists({ fileKey, ...LIVE }));
    },
  };
}
