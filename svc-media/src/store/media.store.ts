import type { EventEnvelope } from '@abialbum/contracts';
import { documentLocks, findByIds, lockKey, outOfAll, PagedLists, type Listed } from '@abialbum/service-kit';
import { Types, type Connection, type Model, type QueryFilter } from 'mongoose';
import { mediaListsOf } from './media-lists';
import { mediaModel, type MediaDocument, type MediaRecord } from './media.model';

export type { MediaPlayback, MediaRecord } from './media.model';
export type NewMedia = Omit<MediaRecord, 'id' | 'revision' | 'createdAt' | 'updatedAt' | 'uploaderBlocked' | 'albumVisible' | 'playback' | 'originalName'> &
  Partial<Pick<MediaRecord, 'uploaderBlocked' | 'albumVisible' | 'playback' | 'originalName'>>;
export type EventsFor = (media: MediaRecord) => EventEnvelope[];

/** For writes that reach every media item of an album or section (equality only). */
export interface MediaScope {
  albumId?: string;
  sectionId?: string;
  uploaderId?: string;
}

/** Items per bucket of a list: about the pages they are read in (50 by default, 100 for the owner's lists). */
const BUCKET_SIZE = 50;
const PROJECTION = { outbox: 0, outboxPending: 0, deletedAt: 0, lists: 0 } as const;
const LIVE = { deletedAt: null } as const;

function toRecord(doc: MediaDocument): MediaRecord {
  const { _id, outbox: _o, outboxPending: _p, deletedAt: _d, lists: _l, listPos: _lp, ...fields } = doc;
  // Documents stored before the flags (or playback copies) existed have none.
  return {
    ...fields,
    uploaderBlocked: fields.uploaderBlocked ?? false,
    albumVisible: fields.albumVisible ?? true,
    playback: fields.playback ?? null,
    originalName: fields.originalName ?? null,
    id: String(_id),
  } as MediaRecord;
}

/** What a new item is unless told otherwise. */
const NEW_MEDIA_DEFAULTS = { uploaderBlocked: false, albumVisible: true, playback: null, originalName: null } as const;

const pushEvents = (events: EventEnvelope[]) => ({ $push: { outbox: { $each: events } } });

export type MediaStore = ReturnType<typeof mediaStore>;

/**
 * Media records; every change carries its events in the same write (the in-document outbox) and moves the item
 * between its lists (media-lists.ts), whose pages every read takes (README "Data at scale").
 */
export function mediaStore(connection: Connection) {
  const Media = mediaModel(connection);
  const lists = new PagedLists(connection, 'media_lists', BUCKET_SIZE);
  const asModel = Media as unknown as Model<never>;
  const lock = <T>(id: string, work: () => Promise<T>) => documentLocks.run(lockKey(Media.collection.collectionName, id), work);

  async function findLiveDoc(id: string): Promise<MediaDocument | null> {
    return Media.findOne({ _id: id, ...LIVE }, { outbox: 0 }).lean<MediaDocument>();
  }

  async function findLive(id: string): Promise<MediaRecord | null> {
    const doc = await findLiveDoc(id);
    return doc && toRecord(doc);
  }

  /** Applies a change of one item's state that no caller sees as an edit (no revision, no event). */
  function reflag(id: string, flags: Partial<Pick<MediaRecord, 'uploaderBlocked' | 'albumVisible'>>): Promise<boolean> {
    return lock(id, async () => {
      const doc = await findLiveDoc(id);
      if (!doc) return false;
      const next = { ...toRecord(doc), ...flags };
      await lists.placeAndWrite(asModel, doc, mediaListsOf(next), (placed) => Media.updateOne({ _id: id, ...LIVE }, { $set: { ...flags, ...placed } }));
      return true;
    });
  }

  return {
    model: Media,
    lists,
    findLive,

    async create(input: NewMedia, eventsFor: EventsFor): Promise<MediaRecord> {
      const now = new Date();
      const media: MediaRecord = {
        ...NEW_MEDIA_DEFAULTS,
        ...input,
        id: new Types.ObjectId().toHexString(),
        revision: 1,
        createdAt: now,
        updatedAt: now,
      };
      const { id, ...fields } = media;
      return lock(id, async () => {
        await lists.placeAndWrite(asModel, null, mediaListsOf(media), (placed) => Media.create({ _id: id, ...fields, ...placed, outbox: eventsFor(media), outboxPending: true }));
        return media;
      });
    },

    /**
     * Changes one media item: `next` sees the current state and returns the new one (or null for no
     * change); the write carries the events of the new state. Null when the item is gone.
     */
    change(id: string, next: (current: MediaRecord) => Partial<MediaRecord> | null, eventsFor: EventsFor): Promise<MediaRecord | null> {
      return lock(id, async () => {
        const doc = await findLiveDoc(id);
        if (!doc) return null;
        const current = toRecord(doc);
        const changes = next(current);
        if (!changes) return current;
        const updated: MediaRecord = { ...current, ...changes, revision: current.revision + 1, updatedAt: new Date() };
        const { id: _id, createdAt: _c, ...fields } = updated;
        await lists.placeAndWrite(asModel, doc, mediaListsOf(updated), (placed) =>
          Media.updateOne({ _id: id, ...LIVE }, { $set: { ...fields, ...placed, outboxPending: true }, ...pushEvents(eventsFor(updated)) }),
        );
        return updated;
      });
    },

    /** Marks the item deleted with its event, out of every list; the relay removes the document once the event is out. */
    markDeleted(id: string, eventsFor: EventsFor): Promise<MediaRecord | null> {
      return lock(id, async () => {
        const doc = await findLiveDoc(id);
        if (!doc) return null;
        const current = toRecord(doc);
        await lists.placeAndWrite(asModel, doc, outOfAll(doc), (placed) =>
          Media.updateOne({ _id: id, ...LIVE }, { $set: { deletedAt: new Date(), ...placed, outboxPending: true }, ...pushEvents(eventsFor(current)) }),
        );
        return current;
      });
    },

    /** One page of a list (media-lists.ts `mediaList`), newest first, with the list's total. */
    async page(list: string, page: { skip: number; limit: number }): Promise<{ items: MediaRecord[]; total: number }> {
      const { items, total } = await lists.page<MediaDocument>(asModel, list, page, { projection: PROJECTION });
      return { items: items.map(toRecord), total };
    },

    /** How many items each list holds. */
    totals: (ids: string[]) => lists.totals(ids),

    /** The live items among these ids (a bulk approval names them), one read each. */
    async findMany(ids: string[]): Promise<MediaRecord[]> {
      const found = await findByIds<MediaDocument>(asModel, ids, PROJECTION);
      return [...found.values()].filter((doc) => !doc.deletedAt).map(toRecord);
    },

    /**
     * Every live item, one at a time (the export its read models are repaired from: a whole-collection read, never
     * a page's; the engine streams it in batches).
     */
    async *live(): AsyncIterable<MediaRecord> {
      for await (const doc of Media.find(LIVE, PROJECTION).lean<MediaDocument[]>().cursor({ batchSize: 500 })) yield toRecord(doc as MediaDocument);
    },

    /** Every item of an album or section (an album or section deleted): a write path, by equality. */
    async ids(scope: MediaScope): Promise<string[]> {
      const docs = await Media.find({ ...LIVE, ...scope } as QueryFilter<MediaDocument>, { _id: 1 }).lean<{ _id: string }[]>();
      return docs.map((doc) => doc._id);
    },

    /** user.blocked / user.unblocked: each of the uploader's items leaves or rejoins the lists others read. */
    async setUploaderBlocked(uploaderId: string, uploaderBlocked: boolean): Promise<number> {
      let moved = 0;
      const docs = await Media.find({ uploaderId, ...LIVE, uploaderBlocked: !uploaderBlocked }, { _id: 1 }).lean<{ _id: string }[]>();
      for (const { _id } of docs) if (await reflag(_id, { uploaderBlocked })) moved += 1;
      return moved;
    },

    /** An album turned private, public, blocked or unblocked: its approved items leave or rejoin their uploaders' pages. */
    async setAlbumVisible(albumId: string, albumVisible: boolean): Promise<number> {
      let moved = 0;
      const docs = await Media.find({ albumId, ...LIVE, albumVisible: !albumVisible }, { _id: 1 }).lean<{ _id: string }[]>();
      for (const { _id } of docs) if (await reflag(_id, { albumVisible })) moved += 1;
      return moved;
    },

    /** The ids of the live items that show this stored file (its video poster arrived: each is changed). */
    async idsShowing(fileKey: string): Promise<string[]> {
      return (await Media.find({ fileKey, ...LIVE }, { _id: 1 }).lean<{ _id: string }[]>()).map((doc) => doc._id);
    },

    /**
     * An item's comment or reaction count, as `read` finds it in the item's lock (after the change of a comment or a
     * reaction, or by the repair): no caller's edit, so no revision and no event. False when the item is gone.
     */
    setActivityCounts(id: string, read: () => Promise<Pick<MediaRecord, 'commentCount' | 'reactionCount'>>): Promise<boolean> {
      return lock(id, async () => {
        const counts = await read();
        return (await Media.updateOne({ _id: id, ...LIVE }, { $set: counts })).matchedCount > 0;
      });
    },

    /** Every live item's comment and reaction counts (the start repair compares them with the comments and reactions). */
    async *activityCounts(): AsyncIterable<{ id: string; commentCount: number; reactionCount: number }> {
      const docs = Media.find(LIVE, { commentCount: 1, reactionCount: 1 }).lean<MediaDocument[]>().cursor({ batchSize: 500 });
      for await (const doc of docs) {
        const { _id, commentCount, reactionCount } = doc as MediaDocument;
        yield { id: String(_id), commentCount: commentCount ?? 0, reactionCount: reactionCount ?? 0 };
      }
    },

    /** The live items that show this stored file. */
    async showing(fileKey: string): Promise<Array<Pick<MediaRecord, 'albumId' | 'status' | 'uploaderBlocked'>>> {
      return Media.find({ fileKey, ...LIVE }, { albumId: 1, status: 1, uploaderBlocked: 1, _id: 0 }).lean<
        Array<Pick<MediaRecord, 'albumId' | 'status' | 'uploaderBlocked'>>
      >();
    },

    /** Whether a live media item still shows this stored file. */
    async usesFile(fileKey: string): Promise<boolean> {
      return Boolean(await Media.exists({ fileKey, ...LIVE }));
    },

    /**
     * Many new items at once (a bulk import, the scale benchmark's seed), in the order given (the last one is
     * the newest in each list): placed with one head write per list, inserted in batches, without events.
     */
    async importMany(records: NewMedia[]): Promise<MediaRecord[]> {
      const now = Date.now();
      const media = records.map(
        (input, i): MediaRecord => ({
          ...NEW_MEDIA_DEFAULTS,
          ...input,
          id: new Types.ObjectId().toHexString(),
          revision: 1,
          createdAt: new Date(now - (records.length - i) * 1000),
          updatedAt: new Date(now),
        }),
      );
      const placed = await lists.placeNew(media.map(mediaListsOf));
      const docs = media.map(({ id, ...fields }, i) => ({ _id: id, ...fields, ...(placed[i] as Listed), outbox: [], outboxPending: false }));
      for (let i = 0; i < docs.length; i += 1000) await Media.insertMany(docs.slice(i, i + 1000));
      return media;
    },

    /**
     * Anti-entropy of the lists: items stored before lists existed are placed, then every head is set to what
     * the items hold (a crash between a head's write and its item's leaves it off by one). One pass over the
     * items; safe while the service runs. Returns what it placed and the lists it set right.
     */
    async repairLists(): Promise<{ placed: number; repaired: string[] }> {
      let placed = 0;
      const unplaced = await Media.find({ ...LIVE, listPos: { $exists: false } }, { _id: 1 }).lean<{ _id: string }[]>();
      for (const { _id } of unplaced) {
        await lock(_id, async () => {
          const doc = await findLiveDoc(_id);
          if (!doc || doc.listPos !== undefined) return;
          await Media.updateOne({ _id, ...LIVE }, { $set: await lists.place(null, mediaListsOf(toRecord(doc))) });
          placed += 1;
        });
      }
      const items = await Media.find({}, { lists: 1, listPos: 1 }).lean<Listed[]>();
      return { placed, repaired: await lists.repair(asModel, items) };
    },
  };
}
