import { outboxFields, type OutboxDocument } from '@abialbum/service-kit';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export interface UserDocument extends OutboxDocument {
  _id: Types.ObjectId;
  name: string;
  email: string;
  /** Digits only; absent (not null) when the user has none, so the sparse unique index ignores it. */
  phone?: string;
  passwordHash: string;
  profileImage: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  isBlocked: boolean;
  /** Proved by a mailed link; absent on users stored before addresses were verified (read as false). */
  emailVerified?: boolean;
  showcreateAlbumModal: boolean;
  /** Filled from album events in a later issue; read by the admin list as `_count.albumsOwned`. */
  albumsOwnedCount: number;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<UserDocument>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true, unique: true },
    phone: { type: String, unique: true, sparse: true },
    passwordHash: { type: String, required: true },
    profileImage: { type: String, default: null },
    city: { type: String, default: null },
    state: { type: String, default: null },
    country: { type: String, default: null },
    isBlocked: { type: Boolean, default: false },
    emailVerified: { type: Boolean, default: false },
    showcreateAlbumModal: { type: Boolean, default: true },
    albumsOwnedCount: { type: Number, default: 0 },
    revision: { type: Number, required: true, default: 1 },
  },
  { versionKey: false, timestamps: true },
);
// The kit's field definitions are untyped Mixed; this schema's type describes the envelopes they hold.
schema.add(outboxFields as Parameters<typeof schema.add>[0]);
// The admin list: newest first.
schema.index({ createdAt: -1, _id: -1 });

export function userModel(connection: Connection): Model<UserDocument> {
  return (connection.models.User as Model<UserDocument> | undefined) ?? connection.model<UserDocument>('User', schema, 'users');
}
