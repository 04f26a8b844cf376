import type { UserSnapshot } from '@abialbum/contracts';
import { documentLocks, findByIds, isDuplicateKey, lockKey, ShortCache } from '@abialbum/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';

interface UserContactDocument {
  _id: string;
  email: string;
  revision: number;
}

const schema = new Schema<UserContactDocument>(
  { _id: { type: String }, email: { type: String, required: true }, revision: { type: Number, required: true } },
  { versionKey: false },
);

/**
 * Users' e-mail addresses from `user.*` events, kept apart from the shared user directory: only an album's
 * owner sees them, on the join requests to that album (SPEC 3 "Join request": user {name, fullName, email}).
 */
export class UserContactStore {
  readonly model: Model<UserContactDocument>;
  private readonly cache = new ShortCache<{ email: string }>({ ttlMs: 2_000, max: 10_000 });

  constructor(connection: Connection) {
    this.model =
      (connection.models.UserContact as Model<UserContactDocument> | undefined) ??
      connection.model<UserContactDocument>('UserContact', schema, 'user_contacts');
  }

  /** A versioned upsert: only a newer revision replaces what is held, whatever order events arrive in. */
  async apply({ userId, email, revision }: Pick<UserSnapshot, 'userId' | 'email' | 'revision'>): Promise<void> {
    await documentLocks.run(lockKey(this.model.collection.collectionName, userId), async () => {
      const updated = await this.model.updateOne({ _id: userId, revision: { $lt: revision } }, { $set: { email, revision } });
      this.cache.forget(userId);
      if (updated.matchedCount > 0) return;
      await this.model.updateOne({ _id: userId }, { $setOnInsert: { email, revision } }, { upsert: true }).catch((err: unknown) => {
        if (!isDuplicateKey(err)) throw err;
      });
    });
  }

  /**
   * The addresses of the users a page names, one read by id each (never an `$in`), each kept for two seconds: the
   * owner's list of requests read again soon costs no read.
   */
  async emails(userIds: string[]): Promise<Map<string, string>> {
    const found = await this.cache.many(userIds, (missing) => findByIds<UserContactDocument>(this.model as unknown as Model<never>, missing));
    return new Map([...found].map(([id, doc]) => [id, doc.email]));
  }

  /** Many users' addresses at once, as their first revision (the scale benchmark's seed). */
  async importMany(users: Array<Pick<UserSnapshot, 'userId' | 'email' | 'revision'>>): Promise<void> {
    const docs = users.map(({ userId, email, revision }) => ({ _id: userId, email, revision }));
    for (let i = 0; i < docs.length; i += 1000) await this.model.insertMany(docs.slice(i, i + 1000));
  }
}
