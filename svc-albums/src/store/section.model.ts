import { outboxFields, type OutboxDocument } from '@abialbum/service-kit';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export interface SectionDocument extends OutboxDocument {
  _id: Types.ObjectId;
  albumId: string;
  /** The album's owner (never changes), so an owner check needs no album read. */
  ownerId: string;
  title: string;
  /** Trimmed, lower-cased title: unique per album (case-insensitive duplicates). Freed on delete. */
  titleKey: string;
  description: string;
  /** 0 means "at the end". */
  order: number;
  isSharedAlbum: boolean;
  /** From the read model of approved media (the media issue fills them). */
  mediaCount: number;
  thumbnails: string[];
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<SectionDocument>(
  {
    albumId: { type: String, required: true },
    ownerId: { type: String, required: true },
    title: { type: String, required: true },
    titleKey: { type: String, required: true },
    description: { type: String, default: '' },
    order: { type: Number, default: 0 },
    isSharedAlbum: { type: Boolean, default: false },
    mediaCount: { type: Number, default: 0 },
    thumbnails: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
schema.add(outboxFields as Parameters<typeof schema.add>[0]);
schema.index({ albumId: 1, titleKey: 1 }, { unique: true });
// An album's sections in creation order (the order field is applied on top, see the store).
schema.index({ albumId: 1, deletedAt: 1, createdAt: 1 });

export function sectionModel(connection: Connection): Model<SectionDocument> {
  return (connection.models.Section as Model<SectionDocument> | undefined) ?? connection.model<SectionDocument>('Section', schema, 'sections');
}
