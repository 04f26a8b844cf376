import type { EventEnvelope, MediaType } from '@abialbum/contracts';
import type { MediaPlayback } from './media.model';
import { addListFields, addOutbox, documentLocks, listId, lockKey, outOfAll, PagedLists, type Listed, type OutboxDocument } from '@abialbum/service-kit';
import { Schema, Types, type Connection, type Model } from 'mongoose';

/** A highlight of an album: made from one of its media items, or from a file or URL of its own. */
export interface HighlightRecord {
  id: string;
  albumId: string;
  mediaId: string | null;
  type: MediaType;
  url: string;
  fileKey: string | null;
  thumbnailUrl: string | null;
  displayUrl: string | null;
  placeholder: string | null;
  /** The playback copy of a video browsers may not play (its file's, copied here when it changes). */
  playback: MediaPlayback | null;
  caption: string;
  createdBy: string;
  /** 1 when added; grows with every change (the order of highlight.updated events). */
  revision: number;
  createdAt: Date;
}

type HighlightDocument = Omit<HighlightRecord, 'id'> & OutboxDocument & Partial<Listed> & { _id: string };
export type NewHighlight = Omit<HighlightRecord, 'id' | 'revision' | 'createdAt'>;
/** What an owner may change: the caption, and the media it shows. */
export type HighlightChange = Partial<Omit<HighlightRecord, 'id' | 'albumId' | 'createdBy' | 'revision' | 'createdAt'>>;
type EventsFor = (highlight: HighlightRecord) => EventEnvelope[];

const schema = addOutbox(
  new Schema<HighlightDocument>(
    {
      _id: { type: String },
      albumId: { type: String, required: true, index: true },
      mediaId: { type: String, default: null, index: true },
      type: { type: String, required: true },
      url: { type: String, required: true },
      fileKey: { type: String, default: null, index: true },
      thumbnailUrl: { type: String, default: null },
      displayUrl: { type: String, default: null },
      placeholder: { type: String, default: null },
      playback: { type: Schema.Types.Mixed, default: null },
      caption: { type: String, default: '' },
      createdBy: { type: String, required: true },
      revision: { type: Number, default: 1 },
      createdAt: { type: Date, required: true },
    },
    { versionKey: false },
  ),
);
addListFields(schema);

const PROJECTION = { outbox: 0, outboxPending: 0, deletedAt: 0, lists: 0 } as const;
/** An album's highlights, newest first (one list per album; the profile and the owner read its first page). */
const albumHighlights = (albumId: string) => ({ albumHighlights: albumId });
export const HIGHLIGHTS_PAGE = 100;
const LIVE = { deletedAt: null } as const;

function toRecord(doc: HighlightDocument): HighlightRecord {
  const { _id, outbox: _o, outboxPending: _p, deletedAt: _d, lists: _l, listPos: _lp, ...fields } = doc;
  // Highlights stored before edits existed have no revision: they are at their first.
  return { id: String(_id), ...fields, revision: fields.revision ?? 1, playback: fields.playback ?? null } as HighlightRecord;
}

export type HighlightStore = ReturnType<typeof highlightStore>;

export function highlightStore(connection: Connection) {
  const Highlight =
    (connection.models.Highlight as Model<HighlightDocument> | undefined) ??
    connection.model<HighlightDocument>('Highlight', schema, 'highlights');
  const lock = <T>(id: string, work: () => Promise<T>) => documentLocks.run(lockKey(Highlight.collection.collectionName, id), work);
  const lists = new PagedLists(connection, 'highlight_lists', HIGHLIGHTS_PAGE);
  const asModel = Highlight as unknown as Model<never>;

  async function findLive(id: string): Promise<HighlightRecord | null> {
    const doc = await Highlight.findOne({ _id: id, ...LIVE }, PROJECTION).lean<HighlightDocument>();
    return doc && toRecord(doc);
  }

  return {
    model: Highlight,
    findLive,
    async create(input: NewHighlight, eventsFor: EventsFor): Promise<HighlightRecord> {
      const highlight: HighlightRecord = { id: new Types.ObjectId().toHexString(), ...input, revision: 1, createdAt: new Date() };
      const { id, ...fields } = highlight;
      return lock(id, async () => {
        await lists.placeAndWrite(asModel, null, albumHighlights(input.albumId), (placed) => Highlight.create({ _id: id, ...fields, ...placed, outbox: eventsFor(highlight), outboxPending: true }));
        return highlight;
      });
    },
    /**
     * Changes one highlight with the events of its new state in the same write; answers it before and
     * after, or null when it is gone.
     */
    change(id: string, next: (current: HighlightRecord) => HighlightChange, eventsFor: EventsFor) {
      return lock(id, async (): Promise<{ previous: HighlightRecord; updated: HighlightRecord } | null> => {
        const previous = await findLive(id);
        if (!previous) return null;
        const updated: HighlightRecord = { ...previous, ...next(previous), revision: previous.revision + 1 };
        const { id: _id, createdAt: _c, ...fields } = updated;
        await Highlight.updateOne(
          { _id: id, ...LIVE },
          { $set: { ...fields, outboxPending: true }, $push: { outbox: { $each: eventsFor(updated) } } },
        );
        return { previous, updated };
      });
    },
    markDeleted(id: string, eventsFor: EventsFor): Promise<HighlightRecord | null> {
      return lock(id, async () => {
        const doc = await Highlight.findOne({ _id: id, ...LIVE }, { outbox: 0 }).lean<HighlightDocument>();
        if (!doc) return null;
        const current = toRecord(doc);
        await lists.placeAndWrite(asModel, doc, outOfAll(doc), (placed) =>
          Highlight.updateOne({ _id: id, ...LIVE }, { $set: { deletedAt: new Date(), ...placed, outboxPending: true }, $push: { outbox: { $each: eventsFor(current) } } }),
        );
        return current;
      });
    },
    /** An album's first page of highlights, newest first. */
    async list(albumId: string): Promise<HighlightRecord[]> {
      const list = listId('albumHighlights', albumId);
      const { items } = await lists.page<HighlightDocument>(asModel, list, { skip: 0, limit: HIGHLIGHTS_PAGE }, { projection: PROJECTION });
      return items.map(toRecord);
    },
    /** Every live highlight, one at a time (the export its read models are repaired from: a whole-collection read). */
    async *live(): AsyncIterable<HighlightRecord> {
      for await (const doc of Highlight.find(LIVE, PROJECTION).lean<HighlightDocument[]>().cursor({ batchSize: 500 })) yield toRecord(doc as HighlightDocument);
    },
    /** Every live highlight of an album (it is deleted: a write path, by equality). */
    async allOf(albumId: string): Promise<HighlightRecord[]> {
      return (await Highlight.find({ albumId, ...LIVE }, PROJECTION).lean<HighlightDocument[]>()).map(toRecord);
    },
    /** Highlights stored before lists existed are placed; heads set to what the highlights hold. */
    async repairLists(): Promise<string[]> {
      for (const doc of await Highlight.find({ ...LIVE, listPos: { $exists: false } }, { _id: 1, albumId: 1 }).lean<HighlightDocument[]>()) {
        await lock(doc._id, async () => {
          const placed = await lists.place(null, albumHighlights(doc.albumId));
          await Highlight.updateOne({ _id: doc._id, ...LIVE, listPos: { $exists: false } }, { $set: placed });
        });
      }
      return lists.repair(asModel, await Highlight.find({}, { lists: 1, listPos: 1 }).lean<Listed[]>());
    },
    async ofMedia(mediaId: string): Promise<HighlightRecord[]> {
      const docs = await Highlight.find({ mediaId, ...LIVE }, PROJECTION).lean<HighlightDocument[]>();
      return docs.map(toRecord);
    },
    /** The ids of the live highlights that show this stored file. */
    async idsShowing(fileKey: string): Promise<string[]> {
      return (await Highlight.find({ fileKey, ...LIVE }, { _id: 1 }).lean<Array<{ _id: string }>>()).map((doc) => doc._id);
    },
    /** The albums whose live highlights show this stored file. */
    async albumsShowing(fileKey: string): Promise<string[]> {
      const docs = await Highlight.find({ fileKey, ...LIVE }, { albumId: 1, _id: 0 }).lean<Array<{ albumId: string }>>();
      return docs.map((doc) => doc.albumId);
    },
    async usesFile(fileKey: string): Promise<boolean> {
      return Boolean(await Highlight.exists({ fileKey, ...LIVE }));
    },
  };
}
