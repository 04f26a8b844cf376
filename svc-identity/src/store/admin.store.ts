import { isObjectId } from '@abialbum/service-kit';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export interface AdminRecord {
  _id: Types.ObjectId;
  email: string;
  passwordHash: string;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<AdminRecord>(
  {
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
  },
  { versionKey: false, timestamps: true },
);

export class AdminStore {
  readonly model: Model<AdminRecord>;

  constructor(connection: Connection) {
    this.model = (connection.models.Admin as Model<AdminRecord> | undefined) ?? connection.model<AdminRecord>('Admin', schema, 'admins');
  }

  /** Creates the configured admin, or gives it the configured password. Safe when several instances start at once. */
  async upsert(email: string, passwordHash: string): Promise<void> {
    try {
      await this.model.updateOne({ email }, { $set: { passwordHash } }, { upsert: true });
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) throw err;
      await this.model.updateOne({ email }, { $set: { passwordHash } });
    }
  }

  async findByEmail(email: string): Promise<AdminRecord | null> {
    return this.model.findOne({ email }).lean<AdminRecord>();
  }

  async findById(id: string): Promise<AdminRecord | null> {
    return isObjectId(id) ? this.model.findById(id).lean<AdminRecord>() : null;
  }

  async exists(id: string): Promise<boolean> {
    return isObjectId(id) && Boolean(await this.model.exists({ _id: id }));
  }
}
