import { documentLocks, lockKey, type Role } from '@abialbum/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';

/** A refresh token as stored: only its sha256, never the token itself. */
export interface RefreshTokenRecord {
  _id: string;
  /** The holder: a user id, or an admin id when `role` is 'admin'. */
  userId: string;
  /** Whose session it is; a token only ever renews an access token of this role. */
  role: Role;
  familyId: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
}

const schema = new Schema<RefreshTokenRecord>(
  {
    _id: { type: String },
    userId: { type: String, required: true, index: true },
    role: { type: String, enum: ['user', 'admin'], required: true },
    familyId: { type: String, required: true, index: true },
    // Expiry is checked by every query and swept by `deleteExpired` (FerretDB has no TTL index).
    expiresAt: { type: Date, required: true, index: true },
    rotatedAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export class RefreshTokenStore {
  readonly model: Model<RefreshTokenRecord>;

  constructor(connection: Connection) {
    this.model =
      (connection.models.RefreshToken as Model<RefreshTokenRecord> | undefined) ??
      connection.model<RefreshTokenRecord>('RefreshToken', schema, 'refresh_tokens');
  }

  async insert(token: Pick<RefreshTokenRecord, '_id' | 'userId' | 'role' | 'familyId' | 'expiresAt'>): Promise<void> {
    await this.model.create({ ...token, rotatedAt: null, revokedAt: null, createdAt: new Date() });
  }

  /** An unexpired token by hash, whatever its rotation state (reuse detection needs rotated ones). */
  async findLive(hash: string, now = new Date()): Promise<RefreshTokenRecord | null> {
    const found = await this.model.findOne({ _id: hash, expiresAt: { $gt: now } }).lean<RefreshTokenRecord>();
    // Tokens stored before admins had sessions carry no role: they were all users'.
    return found && { ...found, role: found.role ?? 'user' };
  }

  /**
   * `work` holding the lock of a sign-in's token family: its refresh (the token marked used, the next one inserted) and
   * its revoke take turns, whatever instance each runs on. FerretDB 1.24 writes a whole document back, so a revoke
   * between a refresh's read and write of the token would be undone by it, and a new token inserted after a revoke
   * would outlive it.
   */
  inFamily<T>(familyId: string, work: () => Promise<T>): Promise<T> {
    return documentLocks.run(lockKey('refresh_families', familyId), work);
  }

  /** Marks a token used; false when another request used or revoked it first (the caller holds its family: `inFamily`). */
  async markRotated(hash: string, now = new Date()): Promise<boolean> {
    const result = await this.model.updateOne({ _id: hash, rotatedAt: null, revokedAt: null }, { $set: { rotatedAt: now } });
    return result.modifiedCount === 1;
  }

  async revokeFamily(familyId: string, now = new Date()): Promise<void> {
    await this.inFamily(familyId, () => this.model.updateMany({ familyId, revokedAt: null }, { $set: { revokedAt: now } }));
  }

  /** Every sign-in of the holder ended (their unexpired families, each under its own lock). */
  async revokeAllForUser(userId: string, now = new Date()): Promise<void> {
    const families = (await this.model.distinct('familyId', { userId, revokedAt: null, expiresAt: { $gt: now } })) as string[];
    await Promise.all(families.map((familyId) => this.revokeFamily(familyId, now)));
  }

  async deleteExpired(now = new Date()): Promise<number> {
    const result = await this.model.deleteMany({ expiresAt: { $lte: now } });
    return result.deletedCount;
  }
}
