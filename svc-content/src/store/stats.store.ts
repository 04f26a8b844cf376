import { documentLocks, lockKey } from '@abialbum/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';

/**
 * The statistics read model: one document per album and per media item as this service last heard of it,
 * so every figure is a count over documents (exact, and idempotent under repeated or reordered events).
 * A deletion leaves a tombstone, so a late older event cannot bring the entity back.
 */
export interface AlbumStat {
  _id: string;
  ownerId: string;
  isPublic: boolean;
  isBlocked: boolean;
  /** The album's revision (album events carry it): only a newer one replaces what we hold. */
  revision: number;
  deleted: boolean;
}

export interface MediaStat {
  _id: string;
  albumId: string;
  /** pending, approved or rejected: only approved media count. */
  status: string;
  revision: number;
  deleted: boolean;
}

const albumSchema = new Schema<AlbumStat>(
  {
    _id: { type: String },
    ownerId: { type: String, required: true, index: true },
    isPublic: { type: Boolean, required: true, index: true },
    isBlocked: { type: Boolean, required: true, index: true },
    revision: { type: Number, required: true },
    deleted: { type: Boolean, default: false, index: true },
  },
  { versionKey: false },
);

const mediaSchema = new Schema<MediaStat>(
  {
    _id: { type: String },
    albumId: { type: String, required: true, index: true },
    status: { type: String, required: true, index: true },
    revision: { type: Number, required: true },
    deleted: { type: Boolean, default: false, index: true },
  },
  { versionKey: false },
);

const ignoreDuplicate = (err: { code?: number }) => {
  if (err.code !== 11000) throw err;
};

function modelOf<T>(connection: Connection, name: string, schema: Schema<T>, collection: string): Model<T> {
  return (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema, collection);
}

export class StatsStore {
  readonly albums: Model<AlbumStat>;
  readonly media: Model<MediaStat>;

  constructor(connection: Connection) {
    this.albums = modelOf(connection, 'AlbumStat', albumSchema, 'albums_stats');
    this.media = modelOf(connection, 'MediaStat', mediaSchema, 'media_stats');
  }

  /** A created, updated, blocked or unblocked album: a newer revision wins; a deleted one stays deleted. */
  putAlbum(album: Omit<AlbumStat, 'deleted'>): Promise<void> {
    return versionedPut(this.albums, 'albums_stats', album);
  }

  deleteAlbum(album: Omit<AlbumStat, 'deleted'>): Promise<void> {
    return tombstone(this.albums, 'albums_stats', album);
  }

  /** An uploaded, approved, rejected or updated media item, as its newest event tells it. */
  putMedia(media: Omit<MediaStat, 'deleted'>): Promise<void> {
    return versionedPut(this.media, 'media_stats', media);
  }

  deleteMedia(media: Omit<MediaStat, 'deleted'>): Promise<void> {
    return tombstone(this.media, 'media_stats', media);
  }
}

type Versioned = { _id: string; revision: number; deleted: boolean };

/** Locked (FerretDB 1.x loses concurrent updates of one document); the first event inserts, a newer one replaces. */
function versionedPut<T extends Versioned>(model: Model<T>, collection: string, entity: Omit<T, 'deleted'>): Promise<void> {
  const { _id, ...fields } = entity;
  return documentLocks.run(lockKey(collection, _id), async () => {
    const newer = await model.updateOne({ _id, deleted: false, revision: { $lt: entity.revision } } as never, { $set: fields } as never);
    if (newer.matchedCount > 0) return;
    await model.updateOne({ _id } as never, { $setOnInsert: { ...fields, deleted: false } } as never, { upsert: true }).catch(ignoreDuplicate);
  });
}

function tombstone<T extends Versioned>(model: Model<T>, collection: string, entity: Omit<T, 'deleted'>): Promise<void> {
  const { _id, ...fields } = entity;
  return documentLocks.run(lockKey(collection, _id), async () => {
    await model.updateOne({ _id } as never, { $set: { ...fields, deleted: true } } as never, { upsert: true });
  });
}
