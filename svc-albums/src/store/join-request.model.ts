import type { JoinRequestStatus } from '@abialbum/contracts';
import { outboxFields, type OutboxDocument } from '@abialbum/service-kit';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export interface JoinRequestDocument extends OutboxDocument {
  _id: Types.ObjectId;
  albumId: string;
  userId: string;
  /** Unique: one current request per album and user. `albumId:userId` while live, freed on delete. */
  requestKey: string;
  status: JoinRequestStatus;
  message: string | null;
  rejectionReason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  updatedAt: Date;
}

const schema = new Schema<JoinRequestDocument>(
  {
    albumId: { type: String, required: true },
    userId: { type: String, required: true },
    requestKey: { type: String, required: true, unique: true },
    status: { type: String, required: true },
    message: { type: String, default: null },
    rejectionReason: { type: String, default: null },
    createdAt: { type: Date, required: true },
    decidedAt: { type: Date, default: null },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
schema.add(outboxFields as Parameters<typeof schema.add>[0]);
// The owner's list by status, newest first; the members of an album.
schema.index({ albumId: 1, status: 1, deletedAt: 1, createdAt: -1 });
// A user's own requests and joined albums.
schema.index({ userId: 1, status: 1, deletedAt: 1, createdAt: -1 });

export const requestKeyOf = (albumId: string, userId: string) => `${albumId}:${userId}`;

export function joinRequestModel(connection: Connection): Model<JoinRequestDocument> {
  return (
    (connection.models.JoinRequest as Model<JoinRequestDocument> | undefined) ??
    connection.model<JoinRequestDocument>('JoinRequest', schema, 'join_requests')
  );
}
