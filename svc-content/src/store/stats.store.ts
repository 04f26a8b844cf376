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

/** A comment on a media item (svc-media's comment.* events): counted while live and its item is. */
export interface CommentStat {
  _id: string;
  mediaId: string;
  deleted: boolean;
}

/** A user's reaction to a media item (reaction.changed): the newest revision's kind, counted when not null. */
export interface ReactionStat {
  _id: string;
  mediaId: string;
  kind: string | null;
  revision: number;
  /** When this service last wrote it: one written after an export began may be missing from it. */
  seenAt?: Date;
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

const commentSchema = new Schema<CommentStat>(
  { _id: { type: String }, mediaId: { type: String, required: true, index: true }, deleted: { type: Boolean, default: false, index: true } },
  { versionKey: false },
);

const reactionSchema = new Schema<ReactionStat>(
  {
    _id: { type: String },
    mediaId: { type: String, required: true, index: true },
    kind: { type: String, default: null },
    revision: { type: Number, required: true },
    seenAt: { type: Date, default: null },
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
  readonly comments: Model<CommentStat>;
  readonly reactions: Model<ReactionStat>;

  constructor(connection: Connection) {
    this.albums = modelOf(connection, 'AlbumStat', albumSchema, 'albums_stats');
    this.media = modelOf(connection, 'MediaStat', mediaSchema, 'media_stats');
    this.comments = modelOf(connection, 'CommentStat', commentSchema, 'comments_stats');
    this.reactions = modelOf(connection, 'ReactionStat', reactionSchema, 'reactions_stats');
  }

  /** A comment made (once: a deleted one stays deleted whatever arrives later). */
  putComment(comment: Omit<CommentStat, 'deleted'>): Promise<void> {
    return documentLocks.run(lockKey('comments_stats', comment._id), async () => {
      await this.comments.updateOne({ _id: comment._id }, { $setOnInsert: { mediaId: comment.mediaId, deleted: false } }, { upsert: true }).catch(ignoreDuplicate);
    });
  }

  deleteComment(comment: Omit<CommentStat, 'deleted'>): Promise<void> {
    return documentLocks.run(lockKey('comments_stats', comment._id), async () => {
      await this.comments.updateOne({ _id: comment._id }, { $set: { mediaId: comment.mediaId, deleted: true } }, { upsert: true });
    });
  }

  /** A user's reaction as its newest revision tells it. */
  putReaction(reaction: ReactionStat): Promise<void> {
    const { _id, ...rest } = reaction;
    const fields = { ...rest, seenAt: new Date() };
    return documentLocks.run(lockKey('reactions_stats', _id), async () => {
      const newer = await this.reactions.updateOne({ _id, revision: { $lt: reaction.revision } }, { $set: fields });
      if (newer.matchedCount > 0) return;
      await this.reactions.updateOne({ _id }, { $setOnInsert: fields }, { upsert: true }).catch(ignoreDuplicate);
    });
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
