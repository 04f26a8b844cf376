import { Schema, type Connection, type Model } from 'mongoose';

/**
 * Every file stored by an upload route, so that files nobody ever attached (a signup abandoned after
 * its profile image was sent) can be found and removed later.
 */
export interface UploadRecord {
  key: string;
  purpose: 'profile-image';
  contentType: string;
  size: number;
  uploaderId: string | null;
  createdAt: Date;
  attachedAt: Date | null;
}

const schema = new Schema<UploadRecord>(
  {
    key: { type: String, required: true, unique: true },
    purpose: { type: String, required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true },
    uploaderId: { type: String, default: null },
    createdAt: { type: Date, required: true },
    attachedAt: { type: Date, default: null },
  },
  { versionKey: false },
);
schema.index({ attachedAt: 1, createdAt: 1 });

export type UploadStore = ReturnType<typeof uploadStore>;

export function uploadStore(connection: Connection) {
  const Upload =
    (connection.models.Upload as Model<UploadRecord> | undefined) ?? connection.model<UploadRecord>('Upload', schema, 'uploads');
  return {
    model: Upload,
    async record(upload: Omit<UploadRecord, 'createdAt' | 'attachedAt'>): Promise<void> {
      await Upload.create({ ...upload, createdAt: new Date(), attachedAt: null });
    },
    async find(key: string): Promise<UploadRecord | null> {
      return Upload.findOne({ key }, { _id: 0 }).lean<UploadRecord>();
    },
    /** Something (a user's profile) now points at the file. Repeating it changes nothing. */
    async markAttached(key: string): Promise<void> {
      await Upload.updateOne({ key, attachedAt: null }, { $set: { attachedAt: new Date() } });
    },
    /** Uploads never attached and older than `before`: candidates for cleanup. */
    async findUnattached(before: Date, limit = 100): Promise<UploadRecord[]> {
      return Upload.find({ attachedAt: null, createdAt: { $lt: before } }, { _id: 0 })
        .sort({ createdAt: 1 })
        .limit(limit)
        .lean<UploadRecord[]>();
    },
  };
}
