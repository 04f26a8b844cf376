import type { AlbumEventData, CommentSetting } from '@abialbum/contracts';
import { documentLocks, lockKey } from '@abialbum/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';

/**
 * What svc-media knows of albums, from svc-albums' events (ARCHITECTURE: a read model, never a call):
 * who owns each album, whether it is public, blocked or gone; its sections; its approved members.
 */
export interface AlbumInfo {
  _id: string;
  ownerId: string;
  title: string;
  isPublic: boolean;
  /** Visitors may download the album (issue 14). */
  allowDownloads: boolean;
  /** Who may comment and react (issue 13); absent from copies made before it existed: everyone. */
  comments?: CommentSetting;
  isBlocked: boolean;
  deleted: boolean;
  revision: number;
}

export interface SectionInfo {
  _id: string;
  albumId: string;
  deleted: boolean;
}

export interface MemberInfo {
  _id: string;
  albumId: string;
  userId: string;
  isMember: boolean;
  /** When the newest event about this membership happened: an older one changes nothing. */
  at: Date;
}

/** What svc-media holds of svc-albums' albums, sections (by id) and memberships (by `albumId:userId`). */
export interface HeldCopies {
  albums: Map<string, AlbumInfo>;
  sections: Map<string, SectionInfo>;
  members: Map<string, MemberInfo>;
}

const albumSchema = new Schema<AlbumInfo>(
  {
    _id: { type: String },
    ownerId: { type: String, required: true, index: true },
    title: { type: String, default: '' },
    isPublic: { type: Boolean, required: true },
    allowDownloads: { type: Boolean, default: true },
    comments: { type: String, default: 'everyone' },
    isBlocked: { type: Boolean, default: false },
    deleted: { type: Boolean, default: false },
    revision: { type: Number, required: true },
  },
  { versionKey: false },
);
const sectionSchema = new Schema<SectionInfo>(
  { _id: { type: String }, albumId: { type: String, required: true, index: true }, deleted: { type: Boolean, default: false } },
  { versionKey: false },
);
const memberSchema = new Schema<MemberInfo>(
  {
    _id: { type: String },
    albumId: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    isMember: { type: Boolean, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

const model = <T>(connection: Connection, name: string, schema: Schema<T>, collection: string) =>
  (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema, collection);

const ignoreDuplicate = (err: { code?: number }) => {
  if (err.code !== 11000) throw err;
};

export type AlbumAccessStore = ReturnType<typeof albumAccessStore>;

export function albumAccessStore(connection: Connection) {
  const Album = model(connection, 'AlbumInfo', albumSchema, 'album_access');
  const Section = model(connection, 'SectionInfo', sectionSchema, 'album_sections');
  const Member = model(connection, 'MemberInfo', memberSchema, 'album_members');

  const store = {
    model: Album,
    /** Told after each album applied here (what is decided from albums is decided again: InstanceHints). */
    changed: (_albumId: string): void => undefined,
    /** Keeps the newest revision of an album; a deleted album stays deleted whatever arrives later. */
    applyAlbum(data: AlbumEventData, deleted = false): Promise<AlbumInfo | null> {
      const { albumId, ownerId, title, isPublic, isBlocked, revision } = data;
      const fields = { ownerId, title, isPublic, allowDownloads: data.allowDownloads ?? true, comments: data.comments ?? 'everyone', isBlocked, revision };
      return documentLocks.run(lockKey('album_access', albumId), async () => {
        if (deleted) {
          await Album.updateOne({ _id: albumId }, { $set: { deleted: true }, $setOnInsert: fields }, { upsert: true });
        } else {
          const updated = await Album.updateOne({ _id: albumId, deleted: false, revision: { $lt: revision } }, { $set: fields });
          if (updated.matchedCount === 0) {
            await Album.updateOne({ _id: albumId }, { $setOnInsert: { ...fields, deleted: false } }, { upsert: true }).catch(ignoreDuplicate);
          }
        }
        return Album.findById(albumId).lean<AlbumInfo>();
      }).finally(() => store.changed(albumId));
    },
    async album(albumId: string): Promise<AlbumInfo | null> {
      return Album.findById(albumId).lean<AlbumInfo>();
    },

    async applySection(sectionId: string, albumId: string, deleted: boolean): Promise<void> {
      await documentLocks.run(lockKey('album_sections', sectionId), async () => {
        if (deleted) await Section.updateOne({ _id: sectionId }, { $set: { albumId, deleted: true } }, { upsert: true });
        else await Section.updateOne({ _id: sectionId }, { $setOnInsert: { albumId, deleted: false } }, { upsert: true }).catch(ignoreDuplicate);
      });
    },
    async sectionOf(sectionId: string): Promise<SectionInfo | null> {
      return Section.findById(sectionId).lean<SectionInfo>();
    },

    async applyMember(albumId: string, userId: string, isMember: boolean, at: Date): Promise<void> {
      const _id = `${albumId}:${userId}`;
      await documentLocks.run(lockKey('album_members', _id), async () => {
        const updated = await Member.updateOne({ _id, at: { $lte: at } }, { $set: { isMember, at } });
        if (updated.matchedCount === 0) {
          await Member.updateOne({ _id }, { $setOnInsert: { albumId, userId, isMember, at } }, { upsert: true }).catch(ignoreDuplicate);
        }
      });
    },
    /** Every copy held (albums, sections, memberships), for the repair from svc-albums: whole-collection reads. */
    async held(): Promise<HeldCopies> {
      const [albums, sections, members] = [new Map<string, AlbumInfo>(), new Map<string, SectionInfo>(), new Map<string, MemberInfo>()];
      for await (const doc of Album.find({}).lean<AlbumInfo[]>().cursor({ batchSize: 1000 })) albums.set(doc._id, doc as AlbumInfo);
      for await (const doc of Section.find({}).lean<SectionInfo[]>().cursor({ batchSize: 1000 })) sections.set(doc._id, doc as SectionInfo);
      for await (const doc of Member.find({}).lean<MemberInfo[]>().cursor({ batchSize: 1000 })) members.set(doc._id, doc as MemberInfo);
      return { albums, sections, members };
    },
    async isMember(albumId: string, userId: string): Promise<boolean> {
      return Boolean(await Member.exists({ _id: `${albumId}:${userId}`, isMember: true }));
    },
  };
  return store;
}
