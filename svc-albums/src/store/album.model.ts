import type { CommentSetting } from '@abialbum/contracts';
import { outboxFields, type OutboxDocument } from '@abialbum/service-kit';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** The owner as this service last heard of them (user.* events), kept on the album so a page is one query. */
export interface AlbumOwnerInfo {
  name: string;
  profileImage: string | null;
  city: string | null;
  country: string | null;
  isBlocked: boolean;
  /** The user snapshot's revision: only a newer one replaces it. 0 while the owner is not known yet. */
  revision: number;
}

export interface AlbumCounts {
  media: number;
  sections: number;
  highlights: number;
  members: number;
}

/**
 * The album's comments and reactions on its live media (svc-media's comment.* and reaction.changed events: the admin's
 * album cards), moved by AlbumActivity with each change. Absent on albums stored before it existed: none.
 */
export interface AlbumActivityCounts {
  comments: number;
  reactions: number;
}

/** A section as the album's public profile shows it (SectionSummary without the album id). */
export interface SectionPreviewDocument {
  sectionId: string;
  title: string;
  description: string;
  order: number;
  isSharedAlbum: boolean;
  mediaCount: number;
  thumbnails: string[];
  createdAt: Date;
}

export interface AlbumDocument extends OutboxDocument {
  _id: Types.ObjectId;
  ownerId: string;
  /** Unique: one live album per owner. Equal to ownerId until the album is deleted, then freed. */
  ownerKey: string;
  title: string;
  description: string;
  isPublic: boolean;
  allowDownloads?: boolean;
  comments?: CommentSetting;
  isBlocked: boolean;
  views: number;
  followers: number;
  counts: AlbumCounts;
  activity?: AlbumActivityCounts;
  coverImage: string | null;
  owner: AlbumOwnerInfo;
  /**
   * The first sections in display order, kept by svc-albums after each section or section media change: the
   * profile reads them with the album (FerretDB 1.x sorts in the app, so reading all sections grows with
   * them). Absent on albums stored before it existed until the first profile read or reconciliation.
   */
  sectionsPreview?: SectionPreviewDocument[];
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

const sectionPreviewSchema = new Schema<SectionPreviewDocument>(
  {
    sectionId: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, default: '' },
    order: { type: Number, default: 0 },
    isSharedAlbum: { type: Boolean, default: false },
    mediaCount: { type: Number, default: 0 },
    thumbnails: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
  },
  { _id: false, id: false },
);

const schema = new Schema<AlbumDocument>(
  {
    ownerId: { type: String, required: true, index: true },
    ownerKey: { type: String, required: true, unique: true },
    title: { type: String, required: true },
    description: { type: String, default: '' },
    isPublic: { type: Boolean, default: true },
    allowDownloads: { type: Boolean, default: true },
    comments: { type: String, default: 'everyone' },
    isBlocked: { type: Boolean, default: false },
    views: { type: Number, default: 0 },
    followers: { type: Number, default: 0 },
    counts: {
      media: { type: Number, default: 0 },
      sections: { type: Number, default: 0 },
      highlights: { type: Number, default: 0 },
      members: { type: Number, default: 0 },
    },
    activity: {
      comments: { type: Number, default: 0 },
      reactions: { type: Number, default: 0 },
    },
    coverImage: { type: String, default: null },
    owner: {
      name: { type: String, default: '' },
      profileImage: { type: String, default: null },
      city: { type: String, default: null },
      country: { type: String, default: null },
      isBlocked: { type: Boolean, default: false },
      revision: { type: Number, default: 0 },
    },
    // No default: an absent preview marks an album stored before it existed.
    sectionsPreview: { type: [sectionPreviewSchema], default: undefined },
    revision: { type: Number, default: 1 },
    // Set by the store: a view or a follow is no update of the album.
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
schema.add(outboxFields as Parameters<typeof schema.add>[0]);
// Search, most followed and the admin's list come from the catalogue (in memory, rebuilt from a scan of live albums).
schema.index({ deletedAt: 1 });

export function albumModel(connection: Connection): Model<AlbumDocument> {
  return (connection.models.Album as Model<AlbumDocument> | undefined) ?? connection.model<AlbumDocument>('Album', schema, 'albums');
}
