import type { JoinRequestStatus } from '@abialbum/contracts';
import { addListFields, outboxFields, type Listed, type OutboxDocument } from '@abialbum/service-kit';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

/**
 * Who asked, as the owner's list shows them (name, picture, e-mail), copied when they ask and kept current by
 * user.* events (Owners): the list reads it with the request, never a user per row. Null on requests kept before it
 * existed (the list then looks them up).
 */
export interface RequesterInfo {
  name: string;
  profileImage: string | null;
  email: string | null;
  revision: number;
}

export interface JoinRequestDocument extends OutboxDocument, Partial<Listed> {
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
  requester?: RequesterInfo | null;
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
    requester: { type: Schema.Types.Mixed, default: null },
  },
  { versionKey: false },
);
schema.add(outboxFields as Parameters<typeof schema.add>[0]);
// Pages are read by `lists` (README "Data at scale"): an album's requests by status, a user's requests, a user's
// memberships; this serves the writes that reach all requests of an album.
addListFields(schema);
schema.index({ albumId: 1 });
// A user's changed name or picture reaches their requests by equality.
schema.index({ userId: 1 });

export const requestKeyOf = (albumId: string, userId: string) => `${albumId}:${userId}`;

export function joinRequestModel(connection: Connection): Model<JoinRequestDocument> {
  return (
    (connection.models.JoinRequest as Model<JoinRequestDocument> | undefined) ??
    connection.model<JoinRequestDocument>('JoinRequest', schema, 'join_requests')
  );
}
