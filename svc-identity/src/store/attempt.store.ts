import { isDuplicateKey } from '@abialbum/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';

/**
 * Counters of sign-in and sign-up attempts, in the database every instance of identity shares (two instances
 * never double a limit). Each counter is one document reached by its `_id` (FerretDB pushes that equality down)
 * and moved by one atomic `$inc`: `window:<name>:<who>:<window number>` counts in fixed windows;
 * `streak:<account>` counts an account's failed sign-ins in a row.
 */
export interface AttemptRecord {
  _id: string;
  count: number;
  /** When the last attempt counted here was made (a streak older than its reset starts again). */
  lastAt: Date;
  /** After this the document is of no use: swept by `sweep` (FerretDB has no TTL index). */
  expiresAt: Date;
}

const schema = new Schema<AttemptRecord>(
  {
    _id: { type: String },
    count: { type: Number, required: true },
    lastAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export class AttemptStore {
  readonly model: Model<AttemptRecord>;

  constructor(connection: Connection) {
    this.model = (connection.models.Attempt as Model<AttemptRecord> | undefined) ?? connection.model<AttemptRecord>('Attempt', schema, 'attempts');
  }

  async find(id: string): Promise<AttemptRecord | null> {
    return this.model.findById(id).lean<AttemptRecord>();
  }

  /** Counts one more attempt; answers the count after it. */
  async add(id: string, expiresAt: Date): Promise<number> {
    const now = new Date();
    const count = () =>
      this.model
        .findOneAndUpdate({ _id: id }, { $inc: { count: 1 }, $set: { lastAt: now, expiresAt } }, { upsert: true, returnDocument: 'after' })
        .lean<AttemptRecord>();
    try {
      return (await count())?.count ?? 1;
    } catch (err) {
      // Two first attempts at once (sign-ups from one address) both upsert the counter and one insert loses to
      // the other's: the counter exists now, so counting again updates it.
      if (!isDuplicateKey(err)) throw err;
      return (await count())?.count ?? 1;
    }
  }

  async clear(id: string): Promise<void> {
    await this.model.deleteOne({ _id: id });
  }

  /** Removes the counters nobody needs any more. */
  async sweep(now = new Date()): Promise<number> {
    return (await this.model.deleteMany({ expiresAt: { $lt: now } })).deletedCount;
  }
}
