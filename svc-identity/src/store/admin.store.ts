import { documentLocks, isObjectId, lockKey } from '@abialbum/service-kit';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export interface AdminRecord {
  _id: Types.ObjectId;
  email: string;
  passwordHash: string;
  /** Set when the configuration named another admin; absent on records stored before admins could retire. */
  retiredAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface RetiredAdmin {
  id: string;
  email: string;
}

const schema = new Schema<AdminRecord>(
  {
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    retiredAt: { type: Date, default: null },
  },
  { versionKey: false, timestamps: true },
);

export const isRetired = (admin: AdminRecord): boolean => Boolean(admin.retiredAt);

export class AdminStore {
  readonly model: Model<AdminRecord>;

  constructor(connection: Connection) {
    this.model = (connection.models.Admin as Model<AdminRecord> | undefined) ?? connection.model<AdminRecord>('Admin', schema, 'admins');
  }

  // Admins are locked by email, their unique key: the configured admin is written by email before it has an id.
  private lock<T>(email: string, work: () => Promise<T>): Promise<T> {
    return documentLocks.run(lockKey(this.model.collection.collectionName, email), work);
  }

  /**
   * Creates the configured admin, or gives it the configured password, and makes it active again if it was
   * retired. Safe when several instances start at once.
   */
  async activate(email: string, passwordHash: string): Promise<void> {
    const change = { $set: { passwordHash, retiredAt: null } };
    await this.lock(email, async () => {
      try {
        await this.model.updateOne({ email }, change, { upsert: true });
      } catch (err) {
        if ((err as { code?: number }).code !== 11000) throw err;
        await this.model.updateOne({ email }, change);
      }
    });
  }

  /** Retires every active admin but the one with this email; answers those it retired (none when run again). */
  async retireAllBut(email: string, now = new Date()): Promise<RetiredAdmin[]> {
    // `retiredAt: null` also matches records stored before the field existed (FerretDB 1.x as MongoDB).
    const others = await this.model.find({ email: { $ne: email }, retiredAt: null }, { email: 1 }).lean<Pick<AdminRecord, '_id' | 'email'>[]>();
    const retired: RetiredAdmin[] = [];
    for (const other of others) {
      const changed = await this.lock(other.email, () => this.model.updateOne({ _id: other._id, retiredAt: null }, { $set: { retiredAt: now } }));
      if (changed.modifiedCount === 1) retired.push({ id: other._id.toString(), email: other.email });
    }
    return retired;
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
