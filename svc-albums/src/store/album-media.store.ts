import type { MediaEventData, MediaStatus, MediaType } from '@abialbum/contracts';
import { isDuplicateKey } from '@abialbum/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';
import { withDocumentLock } from './document-locks';

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
  caption: string;
  status: MediaStatus;
  createdAt: Date;
  revision: number;
  /** media.deleted: kept as a tombstone, so an older event arriving late cannot bring it back. */
  deleted: boolean;
  /** Its uploader is blocked (user.blocked): hidden from every read, as svc-media hides it, until unblocked. */
  uploaderBlocked: boolean;
}

type AlbumMediaDocument = Omit<AlbumMediaRecord, 'id'> & { _id: string };

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
    caption: { type: String, default: '' },
    status: { type: String, required: true },
    createdAt: { type: Date, required: true },
    revision: { type: Number, required: true },
    deleted: { type: Boolean, default: false },
    uploaderBlocked: { type: Boolean, default: false },
  },
  { versionKey: false },
);
// An album's approved media, newest first (recent media, cover, counts); the same per section.
schema.index({ albumId: 1, status: 1, deleted: 1, createdAt: -1 });
schema.index({ albumId: 1, sectionId: 1, status: 1, deleted: 1, createdAt: -1 });
// A blocked or unblocked uploader's media, all of them.
schema.index({ uploaderId: 1 });

/** Only approved, live media of uploaders not blocked are shown or counted (a document kept before the flag has none). */
const SHOWN = { status: 'approved', deleted: false, uploaderBlocked: { $ne: true } } as const;
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

// An upsert's `$setOnInsert` of null leaves the field out on FerretDB 1.x: absent reads as null.
const toRecord = ({ _id, ...fields }: AlbumMediaDocument): AlbumMediaRecord => ({
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

  constructor(connection: Connection) {
    this.model =
      (connection.models.AlbumMedia as Model<AlbumMediaDocument> | undefined) ??
      connection.model<AlbumMediaDocument>('AlbumMedia', schema, 'album_media');
  }

  /**
   * A versioned upsert of one event: a newer revision replaces what is held, an older or repeated one changes
   * nothing, and a deletion is final. Returns what was held before (to refresh the section it left).
   * `uploaderBlocked` is the uploader's state read within `forUploader`, so a block cannot pass it unseen.
   */
  apply(data: MediaEventData, deleted: boolean, uploaderBlocked: boolean): Promise<AlbumMediaRecord | null> {
    const id = data.mediaId.toLowerCase();
    return withDocumentLock(this.model.collection.collectionName, id, async () => {
      const current = await this.model.findById(id).lean<AlbumMediaDocument>();
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
        caption: data.caption,
        status: data.status,
        createdAt: new Date(data.createdAt),
        revision: Math.max(data.revision, previous?.revision ?? 0),
        deleted,
        uploaderBlocked,
      };
      if (previous) {
        await this.model.updateOne({ _id: id, deleted: false, revision: previous.revision }, { $set: fields });
      } else {
        await this.model.updateOne({ _id: id }, { $setOnInsert: fields }, { upsert: true }).catch((err: unknown) => {
          if (!isDuplicateKey(err)) throw err;
        });
      }
      return previous;
    });
  }

  /**
   * Runs `work` holding the lock of one uploader's media: a change of their blocked state and the write of
   * one of their items, each reading that state within it, come one after the other.
   */
  forUploader<T>(uploaderId: string, work: () => Promise<T>): Promise<T> {
    return withDocumentLock(`${this.model.collection.collectionName}.uploaders`, uploaderId, work);
  }

  /** Within `forUploader`: flags all media of the uploader; returns the albums where any of it is approved. */
  async setUploaderBlocked(uploaderId: string, uploaderBlocked: boolean): Promise<string[]> {
    await this.model.updateMany({ uploaderId, uploaderBlocked: { $ne: uploaderBlocked } }, { $set: { uploaderBlocked } });
    return (await this.model.distinct('albumId', { uploaderId, status: 'approved', deleted: false })) as string[];
  }

  /** An album's approved media, newest first; in one round trip however many (the driver's first batch is 101). */
  async recent(albumId: string, limit: number): Promise<AlbumMediaRecord[]> {
    const docs = await this.model.find({ albumId, ...SHOWN }).sort(NEWEST_FIRST).limit(limit).batchSize(limit).lean<AlbumMediaDocument[]>();
    return docs.map(toRecord);
  }

  /** The approved media of some sections of an album, newest first, in one query. */
  async ofSections(albumId: string, sectionIds: string[], limit: number): Promise<AlbumMediaRecord[]> {
    if (sectionIds.length === 0) return [];
    const docs = await this.model
      .find({ albumId, sectionId: { $in: sectionIds }, ...SHOWN })
      .sort(NEWEST_FIRST)
      .limit(limit)
      .lean<AlbumMediaDocument[]>();
    return docs.map(toRecord);
  }

  countShown(albumId: string, sectionId?: string): Promise<number> {
    return this.model.countDocuments({ albumId, ...(sectionId ? { sectionId } : {}), ...SHOWN });
  }

  async latestImage(albumId: string): Promise<AlbumMediaRecord | null> {
    const doc = await this.model.findOne({ albumId, type: 'IMAGE', ...SHOWN }).sort(NEWEST_FIRST).lean<AlbumMediaDocument>();
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
