import type { HighlightEventData, MediaType, PlaybackStatus } from '@abialbum/contracts';
import { documentLocks, type HeldVersion, isDuplicateKey, lockKey } from '@abialbum/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';

/** A highlight as svc-albums keeps it from highlight.* events (shown on the album's profile). */
export interface AlbumHighlightRecord {
  id: string;
  albumId: string;
  mediaId: string | null;
  type: MediaType;
  url: string;
  thumbnailUrl: string | null;
  /** A video browsers may not play as sent: its playback copy's state, and the copy's file URL once `ready`. */
  playbackStatus: PlaybackStatus | null;
  playbackUrl: string | null;
  caption: string;
  createdAt: Date;
  /** 1 as added; highlight.updated brings higher ones, and only a higher one changes what is kept. */
  revision: number;
  /** highlight.removed: kept as a tombstone, so a late highlight.added cannot bring it back. */
  removed: boolean;
}

type AlbumHighlightDocument = Omit<AlbumHighlightRecord, 'id'> & { _id: string };

const schema = new Schema<AlbumHighlightDocument>(
  {
    _id: { type: String },
    albumId: { type: String, required: true },
    mediaId: { type: String, default: null },
    type: { type: String, required: true },
    url: { type: String, required: true },
    thumbnailUrl: { type: String, default: null },
    playbackStatus: { type: String, default: null },
    playbackUrl: { type: String, default: null },
    caption: { type: String, default: '' },
    createdAt: { type: Date, required: true },
    revision: { type: Number, default: 1 },
    removed: { type: Boolean, default: false },
  },
  { versionKey: false },
);
schema.index({ albumId: 1, removed: 1, createdAt: -1 });

const SHOWN = { removed: false } as const;
// An upsert's `$setOnInsert` of null leaves the field out on FerretDB 1.x: absent reads as null.
const toRecord = ({ _id, ...fields }: AlbumHighlightDocument): AlbumHighlightRecord => ({
  id: _id,
  ...fields,
  mediaId: fields.mediaId ?? null,
  thumbnailUrl: fields.thumbnailUrl ?? null,
  playbackStatus: fields.playbackStatus ?? null,
  playbackUrl: fields.playbackUrl ?? null,
  revision: fields.revision ?? 1,
});

export class AlbumHighlightStore {
  readonly model: Model<AlbumHighlightDocument>;

  constructor(connection: Connection) {
    this.model =
      (connection.models.AlbumHighlight as Model<AlbumHighlightDocument> | undefined) ??
      connection.model<AlbumHighlightDocument>('AlbumHighlight', schema, 'album_highlights');
  }

  /**
   * A highlight is added once, changed by revision and removed once: the first event inserts, a change
   * applies only over an older revision, a removal always wins, and nothing brings a removed one back.
   */
  apply(data: HighlightEventData & { revision?: number }, removed: boolean): Promise<void> {
    const id = data.highlightId.toLowerCase();
    const revision = data.revision ?? 1;
    const fields = {
      albumId: data.albumId.toLowerCase(),
      mediaId: data.mediaId && data.mediaId.toLowerCase(),
      type: data.type,
      url: data.url,
      thumbnailUrl: data.thumbnailUrl,
      // Messages of before highlights carried it: the original is all they tell of.
      playbackStatus: data.playbackStatus ?? null,
      playbackUrl: data.playbackUrl ?? null,
      caption: data.caption,
      createdAt: new Date(data.createdAt),
    };
    const insert = (update: object) =>
      this.model.updateOne({ _id: id }, update, { upsert: true }).catch((err: unknown) => {
        if (!isDuplicateKey(err)) throw err;
      });
    return documentLocks.run(lockKey(this.model.collection.collectionName, id), async () => {
      if (removed) {
        await insert({ $set: { removed: true }, $setOnInsert: fields });
        return;
      }
      if (revision > 1) {
        // Highlights kept before changes existed have no revision: they are at their first.
        const older = { _id: id, removed: false, $or: [{ revision: { $lt: revision } }, { revision: { $exists: false } }] };
        if ((await this.model.updateOne(older, { $set: { ...fields, revision } })).matchedCount > 0) return;
      }
      await insert({ $setOnInsert: { ...fields, revision, removed: false } });
    });
  }

  async list(albumId: string, limit: number): Promise<AlbumHighlightRecord[]> {
    const docs = await this.model.find({ albumId, ...SHOWN }).sort({ createdAt: -1, _id: -1 }).limit(limit).batchSize(limit).lean<AlbumHighlightDocument[]>();
    return docs.map(toRecord);
  }

  countShown(albumId: string): Promise<number> {
    return this.model.countDocuments({ albumId, ...SHOWN });
  }

  async shownCountsByAlbum(): Promise<Map<string, number>> {
    const rows = await this.model.aggregate<{ _id: string; n: number }>([{ $match: SHOWN }, { $group: { _id: '$albumId', n: { $sum: 1 } } }]);
    return new Map(rows.map((row) => [row._id, row.n]));
  }

  /** What is held of every highlight, for the repair from the source (a whole-collection read, never a page's). */
  async held(): Promise<Map<string, HeldVersion>> {
    const held = new Map<string, HeldVersion>();
    const docs = this.model.find({}, { revision: 1, removed: 1, createdAt: 1 }).lean<Array<Pick<AlbumHighlightDocument, '_id' | 'revision' | 'removed' | 'createdAt'>>>();
    for await (const doc of docs.cursor({ batchSize: 1000 })) held.set(doc._id, { revision: doc.revision ?? 1, deleted: doc.removed, madeAt: new Date(doc.createdAt).getTime() });
    return held;
  }

  async get(id: string): Promise<AlbumHighlightRecord | null> {
    const doc = await this.model.findById(id.toLowerCase()).lean<AlbumHighlightDocument>();
    return doc && toRecord(doc);
  }

  async albumIds(): Promise<string[]> {
    return (await this.model.distinct('albumId')) as string[];
  }

  async deleteAllOf(albumIds: string[]): Promise<void> {
    await this.model.deleteMany({ albumId: { $in: albumIds } });
  }
}
