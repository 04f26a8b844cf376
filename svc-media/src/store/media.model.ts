import { addOutbox, type OutboxDocument } from '@abialbum/service-kit';
import type { MediaStatus, MediaType } from '@abialbum/contracts';
import { Schema, type Connection, type Model } from 'mongoose';

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
  caption: string;
  status: MediaStatus;
  rejectionReason: string | null;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

export type MediaDocument = Omit<MediaRecord, 'id'> & OutboxDocument & { _id: string };

const schema = addOutbox(
  new Schema<MediaDocument>(
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
      caption: { type: String, default: '' },
      status: { type: String, required: true },
      rejectionReason: { type: String, default: null },
      revision: { type: Number, required: true },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
    },
    { versionKey: false },
  ),
);
schema.index({ albumId: 1, status: 1, createdAt: -1 });
schema.index({ albumId: 1, sectionId: 1, createdAt: -1 });
schema.index({ uploaderId: 1, status: 1, createdAt: -1 });

export function mediaModel(connection: Connection): Model<MediaDocument> {
  return (connection.models.Media as Model<MediaDocument> | undefined) ?? connection.model<MediaDocument>('Media', schema, 'media');
}
