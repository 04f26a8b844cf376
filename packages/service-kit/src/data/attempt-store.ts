import { isDuplicateKey } from './mongo';
import { documentLocks, lockKey } from './document-locks';
import { Schema, type Connection, type Model } from 'mongoose';

/**
 * Counters of password attempts (AttemptLimits), in the database every instance of a service shares (two instances
 * never double a limit). Each counter is one document reached by its `_id` (FerretDB pushes that equality down)
 * and moved by `$inc` holding the counter's lock (atomic on MongoDB; FerretDB 1.24's `$inc` is not atomic across
 * connections, and the lock's lease in the database makes it one write at a time across every instance):
 * `window:<name>:<who>:<window number>` counts in fixed windows; `streak:<account>` counts an account's sign-ins in
 * a row that did not succeed.
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
    return documentLocks.run(lockKey('attempts', id), () => this.added(id, expiresAt));
  }

  private async added(id: string, expiresAt: Date): Promise<number> {
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

  /** Counts one more attempt and answers the counter as it was before it (null: none yet), in one atomic write. */
  async reserve(id: string, expiresAt: Date): Promise<AttemptRecord | null> {
    // One at a time per counter across every instance (the lock's lease): FerretDB 1.24 does not make `$inc`
    // atomic across connections (TOOLCHAIN.md); MongoDB does.
    return documentLocks.run(lockKey('attempts', id), () => this.counted(id, expiresAt));
  }

  private async counted(id: string, expiresAt: Date): Promise<AttemptRecord | null> {
    const count = () =>
      this.model
        .findOneAndUpdate({ _id: id }, { $inc: { count: 1 }, $set: { lastAt: new Date(), expiresAt } }, { upsert: true, returnDocument: 'before' })
        .lean<AttemptRecord>();
    try {
      return await count();
    } catch (err) {
      // Two first attempts at once: one insert loses to the other's, and counting again updates the counter.
      if (!isDuplicateKey(err)) throw err;
      return count();
    }
  }

  /** Takes back an attempt `reserve` counted (it was refused before it was tried). */
  async release(id: string, previous: AttemptRecord | null): Promise<void> {
    await documentLocks.run(lockKey('attempts', id), () => this.uncounted(id, previous));
  }

  private async uncounted(id: string, previous: AttemptRecord | null): Promise<void> {
    if (!previous) await this.model.updateOne({ _id: id, count: { $gt: 0 } }, { $inc: { count: -1 } });
    else await this.model.updateOne({ _id: id }, { $inc: { count: -1 }, $set: { lastAt: previous.lastAt } });
  }

  /** A counter started again from this attempt. */
  async restart(id: string): Promise<void> {
    await documentLocks.run(lockKey('attempts', id), () => this.model.updateOne({ _id: id }, { $set: { count: 1, lastAt: new Date() } }));
  }

  async clear(id: string): Promise<void> {
    await this.model.deleteOne({ _id: id });
  }

  /** Removes the counters nobody needs any more. */
  async sweep(now = new Date()): Promise<number> {
    return (await this.model.deleteMany({ expiresAt: { $lt: now } })).deletedCount;
  }
}
