import { addListFields, addOutbox, type Listed, type OutboxDocument } from '@abialbum/service-kit';
import type { MediaStatus, MediaType, PlaybackStatus } from '@abialbum/contracts';
import { Schema, type Connection, type Model } from 'mongoose';

/** The playback copy of a video browsers may not play as it is (its upload's, copied here when it changes). */
export interface MediaPlayback {
  status: PlaybackStatus;
  key: string | null;
}

/** A media item of an album, as stored. `fileKey` is the upload it shows (null for a web URL). */
export interface MediaRecord {
  id: string;
  albumId: string;
  sectionId: string | null;
  uploaderId: string;
  type: MediaType;
  url: string;
  fileKey: string | null;
  mimeType: string | null;
  thumbnailUrl: string | null;
  displayUrl: string | null;
  placeholder: string | null;
  width: number | null;
  height: number | null;
  duration: number | null;
  /** Null when browsers play the file as it is. */
  playback: MediaPlayback | null;
  caption: string;
  /** Its file's name on the sender's device (null for a web URL, and for items stored before it was kept). */
  originalName: string | null;
  status: MediaStatus;
  rejectionReason: string | null;
  /** Its uploader is blocked (user.blocked): out of every list but the uploader's own until unblocked. */
  uploaderBlocked: boolean;
  /** Its album is public and not blocked (album.* events): only then on the uploader's public page. */
  albumVisible: boolean;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  /**
   * Comments and reactions it shows (blocked users' left out), written after each change of them (their counts
   * documents are the truth: the start repair sets these from them). Absent on items stored before they existed.
   */
  commentCount?: number;
  reactionCount?: number;
}

export type MediaDocument = Omit<MediaRecord, 'id'> & OutboxDocument & Listed & { _id: string };

const schema = new Schema<MediaDocument>(
  {
    _id: { type: String },
    albumId: { type: String, required: true },
    sectionId: { type: String, default: null },
    uploaderId: { type: String, required: true },
    type: { type: String, required: true },
    url: { type: String, required: true },
    fileKey: { type: String, default: null, index: true },
    mimeType: { type: String, default: null },
    thumbnailUrl: { type: String, default: null },
    displayUrl: { type: String, default: null },
    placeholder: { type: String, default: null },
    width: { type: Number, default: null },
    height: { type: Number, default: null },
    duration: { type: Number, default: null },
    playback: { type: Schema.Types.Mixed, default: null },
    caption: { type: String, default: '' },
    originalName: { type: String, default: null },
    status: { type: String, required: true },
    rejectionReason: { type: String, default: null },
    uploaderBlocked: { type: Boolean, default: false },
    albumVisible: { type: Boolean, default: true },
    revision: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    commentCount: { type: Number, default: 0 },
    reactionCount: { type: Number, default: 0 },
  },
  { versionKey: false },
);
addOutbox(schema);
addListFields(schema);
// Every page is read by `lists` (addListFields); these serve the writes that reach all media of an album, a
// section or an uploader (an album deleted, a section deleted, an uploader blocked), by equality.
schema.index({ albumId: 1 });
schema.index({ sectionId: 1 });
schema.index({ uploaderId: 1 });

export function mediaModel(connection: Connection): Model<MediaDocument> {
  return (connection.models.Media as Model<MediaDocument> | undefined) ?? connection.model<MediaDocument>('Media', schema, 'media');
}
