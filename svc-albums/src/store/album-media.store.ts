import type { MediaEventData, MediaStatus, MediaType, PlaybackStatus } from '@abialbum/contracts';
import { addListFields, documentLocks, type HeldVersion, isDuplicateKey, type Listed, listId, lockKey, PagedLists, type WantedLists } from '@abialbum/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';

/** A media item as svc-albums keeps it from media.* events (the read model of approved media). */
export interface AlbumMediaRecord {
  id: string;
  albumId: string;
  sectionId: string | null;
  uploaderId: string;
  type: MediaType;
  url: string;
  thumbnailUrl: string | null;
  displayUrl: string | null;
  placeholder: string | null;
  /**
   * A video's playback copy as svc-media tells it (`status` null: browsers play the original; `url` once ready).
   * Absent when its events did not tell it (sent before they carried it): a viewer then asks svc-media.
   */
  playback?: { status: PlaybackStatus | null; url: string | null };
  caption: string;
  status: MediaStatus;
  createdAt: Date;
  revision: number;
  /** media.deleted: kept as a tombstone, so an older event arriving late cannot bring it back. */
  deleted: boolean;
  /** Its uploader is blocked (user.blocked): hidden from every read, as svc-media hides it, until unblocked. */
  uploaderBlocked: boolean;
}

type AlbumMediaDocument = Omit<AlbumMediaRecord, 'id'> & Partial<Listed> & { _id: string };

const schema = new Schema<AlbumMediaDocument>(
  {
    _id: { type: String },
    albumId: { type: String, required: true },
    sectionId: { type: String, default: null },
    uploaderId: { type: String, required: true },
    type: { type: String, required: true },
    url: { type: String, required: true },
    thumbnailUrl: { type: String, default: null },
    displayUrl: { type: String, default: null },
    placeholder: { type: String, default: null },
    playback: { type: Schema.Types.Mixed },
    caption: { type: String, default: '' },
    status: { type: String, required: true },
    createdAt: { type: Date, required: true },
    revision: { type: Number, required: true },
    deleted: { type: Boolean, default: false },
    uploaderBlocked: { type: Boolean, default: false },
  },
  { versionKey: false },
);
// Pages are read by `lists` (README "Data at scale"); these serve writes reaching all media of an album or uploader.
addListFields(schema);
schema.index({ albumId: 1 });
schema.index({ uploaderId: 1 });

/** Only approved, live media of uploaders not blocked are shown or counted (a document kept before the flag has none). */
const SHOWN = { status: 'approved', deleted: false, uploaderBlocked: { $ne: true } } as const;
const isShown = (media: Pick<AlbumMediaRecord, 'status' | 'deleted' | 'uploaderBlocked'>) => media.status === 'approved' && !media.deleted && !media.uploaderBlocked;

/**
 * The lists of shown media (README "Data at scale"): per album (recent media, counts), per section (its count,
 * thumbnails and shared page) and the album's images (the cover is the newest one), each read a page at a time.
 */
function listsOf(media: Omit<AlbumMediaRecord, 'id'>): WantedLists {
  const shown = isShown(media);
  return {
    shown: shown ? media.albumId : null,
    sectionShown: shown && media.sectionId ? media.sectionId : null,
    shownImages: shown && media.type === 'IMAGE' ? media.albumId : null,
  };
}
const PROJECTION = { lists: 0 } as const;

// An upsert's `$setOnInsert` of null leaves the field out on FerretDB 1.x: absent reads as null.
const toRecord = ({ _id, lists: _l, listPos: _p, ...fields }: AlbumMediaDocument): AlbumMediaRecord => ({
  id: _id,
  ...fields,
  sectionId: fields.sectionId ?? null,
  thumbnailUrl: fields.thumbnailUrl ?? null,
  displayUrl: fields.displayUrl ?? null,
  placeholder: fields.placeholder ?? null,
  uploaderBlocked: fields.uploaderBlocked ?? false,
});

const lower = (id: string | null) => id && id.toLowerCase();

export class AlbumMediaStore {
  readonly model: Model<AlbumMediaDocument>;
  readonly lists: PagedLists;

  constructor(connection: Connection) {
    this.model =
      (connection.models.AlbumMedia as Model<AlbumMediaDocument> | undefined) ??
      connection.model<AlbumMediaDocument>('AlbumMedia', schema, 'album_media');
    this.lists = new PagedLists(connection, 'album_media_lists', 50);
  }

  private get asModel(): Model<never> {
    return this.model as unknown as Model<never>;
  }

  private async page(list: string, limit: number): Promise<AlbumMediaRecord[]> {
    const { items } = await this.lists.page<AlbumMediaDocument>(this.asModel, list, { skip: 0, limit }, { projection: PROJECTION });
    return items.map(toRecord);
  }

  /**
   * A versioned upsert of one event: a newer revision replaces what is held, an older or repeated one changes
   * nothing, and a deletion is final. Returns what was held before (to refresh the section it left).
   * `uploaderBlocked` is the uploader's state read within `forUploader`, so a block cannot pass it unseen.
   */
  apply(data: MediaEventData, deleted: boolean, uploaderBlocked: boolean): Promise<AlbumMediaRecord | null> {
    const id = data.mediaId.toLowerCase();
    return documentLocks.run(lockKey(this.model.collection.collectionName, id), async () => {
      const current = await this.model.findById(id).lean<AlbumMediaDocument>();
      const currentListed = current ?? null;
      const previous = current && toRecord(current);
      if (previous?.deleted) return previous;
      if (previous && previous.revision >= data.revision && !deleted) return previous;
      const fields = {
        albumId: data.albumId.toLowerCase(),
        sectionId: lower(data.sectionId),
        uploaderId: data.uploaderId,
        type: data.type,
        url: data.url,
        thumbnailUrl: data.thumbnailUrl,
        displayUrl: data.displayUrl,
        placeholder: data.placeholder,
        // An object, never a bare null (an upsert's null is left out on FerretDB 1.x, and absent means "not told").
        ...(data.playbackStatus === undefined ? {} : { playback: { status: data.playbackStatus, url: data.playbackUrl ?? null } }),
        caption: data.caption,
        status: data.status,
        createdAt: new Date(data.createdAt),
        revision: Math.max(data.revision, previous?.revision ?? 0),
        deleted,
        uploaderBlocked,
      };
      await this.lists.placeAndWrite(this.asModel, currentListed, listsOf(fields), async (placed) => {
        if (previous) {
          await this.model.updateOne({ _id: id, deleted: false, revision: previous.revision }, { $set: { ...fields, ...placed } });
        } else {
          await this.model.updateOne({ _id: id }, { $setOnInsert: { ...fields, ...placed } }, { upsert: true }).catch((err: unknown) => {
            if (!isDuplicateKey(err)) throw err;
          });
        }
      });
      return previous;
    });
  }

  /**
   * Runs `work` holding the lock of one uploader's media: a change of their blocked state and the write of
   * one of their items, each reading that state within it, come one after the other.
   */
  forUploader<T>(uploaderId: string, work: () => Promise<T>): Promise<T> {
    return documentLocks.run(lockKey(`${this.model.collection.collectionName}.uploaders`, uploaderId), work);
  }

  /**
   * Within `forUploader`: flags all media of the uploader, each item leaving or rejoining its lists; returns
   * the albums where any of it is approved.
   */
  async setUploaderBlocked(uploaderId: string, uploaderBlocked: boolean): Promise<string[]> {
    const albums = new Set<string>();
    for (const { _id } of await this.model.find({ uploaderId }, { _id: 1 }).lean<Array<{ _id: string }>>()) {
      await documentLocks.run(lockKey(this.model.collection.collectionName, _id), async () => {
        const doc = await this.model.findById(_id).lean<AlbumMediaDocument>();
        if (!doc) return;
        if (doc.status === 'approved' && !doc.deleted) albums.add(doc.albumId);
        if ((doc.uploaderBlocked ?? false) === uploaderBlocked && doc.listPos !== undefined) return;
        await this.lists.placeAndWrite(this.asModel, doc, listsOf({ ...toRecord(doc), uploaderBlocked }), (placed) => this.model.updateOne({ _id }, { $set: { uploaderBlocked, ...placed } }));
      });
    }
    return [...albums];
  }

  /** An album's shown media, newest first: the first page of its list. */
  recent(albumId: string, limit: number): Promise<AlbumMediaRecord[]> {
    return this.page(listId('shown', albumId), limit);
  }

  /** The shown media of some sections, newest first: the first page of each section's list. */
  async ofSections(albumId: string, sectionIds: string[], limit: number): Promise<AlbumMediaRecord[]> {
    const pages = await Promise.all(sectionIds.map((sectionId) => this.page(listId('sectionShown', sectionId), limit)));
    return pages.flat().filter((media) => media.albumId === albumId);
  }

  async countShown(albumId: string, sectionId?: string): Promise<number> {
    const [total = 0] = await this.lists.totals([sectionId ? listId('sectionShown', sectionId) : listId('shown', albumId)]);
    return total;
  }

  async latestImage(albumId: string): Promise<AlbumMediaRecord | null> {
    const [newest] = await this.page(listId('shownImages', albumId), 1);
    return newest ?? null;
  }

  /** Many shown items at once (a bulk import, the scale benchmark's seed), the last given the newest. */
  async importMany(records: Array<Omit<AlbumMediaRecord, 'id' | 'deleted' | 'uploaderBlocked'> & { id: string }>): Promise<void> {
    const items = records.map(({ id, ...fields }) => ({ _id: id.toLowerCase(), ...fields, deleted: false, uploaderBlocked: false }));
    const placed = await this.lists.placeNew(items.map((item) => listsOf(item)));
    const docs = items.map((item, i) => ({ ...item, ...(placed[i] as Listed) }));
    for (let i = 0; i < docs.length; i += 1000) await this.model.insertMany(docs.slice(i, i + 1000));
  }

  /** Items kept before lists existed are placed; every head set to what the items hold (one pass; safe while running). */
  async repairLists(): Promise<{ placed: number; repaired: string[] }> {
    let placed = 0;
    for (const { _id } of await this.model.find({ listPos: { $exists: false } }, { _id: 1 }).lean<Array<{ _id: string }>>()) {
      await documentLocks.run(lockKey(this.model.collection.collectionName, _id), async () => {
        const doc = await this.model.findById(_id).lean<AlbumMediaDocument>();
        if (!doc || doc.listPos !== undefined) return;
        await this.model.updateOne({ _id }, { $set: await this.lists.place(null, listsOf(toRecord(doc))) });
        placed += 1;
      });
    }
    const items = await this.model.find({}, { lists: 1, listPos: 1 }).lean<Listed[]>();
    return { placed, repaired: await this.lists.repair(this.asModel, items) };
  }

  /** What is held of every item, for the repair from the source (a whole-collection read, never a page's). */
  async held(): Promise<Map<string, HeldVersion>> {
    const held = new Map<string, HeldVersion>();
    const docs = this.model.find({}, { revision: 1, deleted: 1, createdAt: 1 }).lean<Array<Pick<AlbumMediaDocument, '_id' | 'revision' | 'deleted' | 'createdAt'>>>();
    for await (const doc of docs.cursor({ batchSize: 1000 })) held.set(doc._id, { revision: doc.revision, deleted: doc.deleted, madeAt: new Date(doc.createdAt).getTime() });
    return held;
  }

  async get(id: string): Promise<AlbumMediaRecord | null> {
    const doc = await this.model.findById(id.toLowerCase(), PROJECTION).lean<AlbumMediaDocument>();
    return doc && toRecord(doc);
  }

  /** Approved media per album and per section, for the reconciliation. */
  async shownCounts(): Promise<{ byAlbum: Map<string, number>; bySection: Map<string, number> }> {
    const rows = await this.model.aggregate<{ _id: { albumId: string; sectionId: string | null }; n: number }>([
      { $match: SHOWN },
      { $group: { _id: { albumId: '$albumId', sectionId: '$sectionId' }, n: { $sum: 1 } } },
    ]);
    const byAlbum = new Map<string, number>();
    const bySection = new Map<string, number>();
    for (const { _id, n } of rows) {
      byAlbum.set(_id.albumId, (byAlbum.get(_id.albumId) ?? 0) + n);
      if (_id.sectionId) bySection.set(_id.sectionId, n);
    }
    return { byAlbum, bySection };
  }

  async albumIds(): Promise<string[]> {
    return (await this.model.distinct('albumId')) as string[];
  }

  async deleteAllOf(albumIds: string[]): Promise<void> {
    await this.model.deleteMany({ albumId: { $in: albumIds } });
  }
}
