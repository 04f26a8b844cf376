import type { JWK } from 'jose';
import { Schema, type Connection, type Model } from 'mongoose';

export interface SigningKeyRecord {
  _id: string;
  /** Unique: exactly one key signs at a time, whichever instance made it. */
  slot: string;
  publicJwk: JWK;
  privateJwk: JWK;
  createdAt: Date;
}

const schema = new Schema<SigningKeyRecord>(
  {
    _id: { type: String },
    slot: { type: String, required: true, unique: true },
    publicJwk: { type: Schema.Types.Mixed, required: true },
    privateJwk: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export const ACTIVE_SLOT = 'active';

export class SigningKeyStore {
  readonly model: Model<SigningKeyRecord>;

  constructor(connection: Connection) {
    this.model =
      (connection.models.SigningKey as Model<SigningKeyRecord> | undefined) ??
      connection.model<SigningKeyRecord>('SigningKey', schema, 'signing_keys');
  }

  async findActive(): Promise<SigningKeyRecord | null> {
    return this.model.findOne({ slot: ACTIVE_SLOT }).lean<SigningKeyRecord>();
  }

  /** Every key whose tokens may still be live: all of them are published in the JWKS. */
  async all(): Promise<SigningKeyRecord[]> {
    return this.model.find({}).sort({ createdAt: -1 }).lean<SigningKeyRecord[]>();
  }

  /** Inserts the key unless another instance got there first; returns the key that won. */
  async insertActive(key: Omit<SigningKeyRecord, 'slot' | 'createdAt'>): Promise<SigningKeyRecord> {
    try {
      await this.model.create({ ...key, slot: ACTIVE_SLOT, createdAt: new Date() });
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) throw err;
    }
    const active = await this.findActive();
    if (!active) throw new Error('no active signing key after insert');
    return active;
  }
}
