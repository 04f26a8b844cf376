import type { HandlerMap } from '../events/consumer';
import type { UserSnapshot } from '@abialbum/contracts';
import { Schema, type Connection, type Model } from 'mongoose';
import { documentLocks, lockKey } from './document-locks';
import { isDuplicateKey } from './mongo';
import { ShortCache } from './short-cache';
import { findByIds } from './paged-lists';

export interface DirectoryUser {
  _id: string;
  name: string;
  profileImage: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  isBlocked: boolean;
  revision: number;
}

const schema = new Schema<DirectoryUser>(
  {
    _id: { type: String },
    name: { type: String, required: true },
    profileImage: { type: String, default: null },
    city: { type: String, default: null },
    state: { type: String, default: null },
    country: { type: String, default: null },
    isBlocked: { type: Boolean, default: false, index: true },
    revision: { type: Number, required: true },
  },
  { versionKey: false, timestamps: true },
);

/**
 * Names, pictures and the blocked state are kept this long. A change applied here forgets the user at once, and one
 * applied by another instance as soon as its hint comes (shareDirectory: within a moment, and everything is forgotten
 * after a gap in hearing them); so the time only bounds how long a copy could outlive a hint lost otherwise. Each
 * instance reads each busy user once in that time (a page, a request's blocked check), not every two seconds.
 */
const CACHE = { ttlMs: 30_000, max: 10_000 };

/**
 * The read model of users that every consuming service keeps from `user.*` events (ARCHITECTURE: owners of
 * albums, uploaders of media, and who is blocked). Versioned upserts make it idempotent and order-proof.
 */
export class UserDirectory {
  readonly model: Model<DirectoryUser>;
  private readonly blockedCache = new ShortCache<{ blocked: boolean }>(CACHE);
  private readonly userCache = new ShortCache<DirectoryUser>(CACHE);

  constructor(connection: Connection) {
    this.model =
      (connection.models.DirectoryUser as Model<DirectoryUser> | undefined) ??
      connection.model<DirectoryUser>('DirectoryUser', schema, 'user_directory');
  }

  async apply(snapshot: UserSnapshot): Promise<void> {
    await documentLocks.run(lockKey('user_directory', snapshot.userId), () => this.applyUnlocked(snapshot));
  }

  private async applyUnlocked(snapshot: UserSnapshot): Promise<void> {
    const { userId, revision, name, profileImage, city, state, country, isBlocked } = snapshot;
    const fields = { name, profileImage, city, state, country, isBlocked, revision };
    // Only a newer revision replaces what we hold; the first one inserts.
    const updated = await this.model.updateOne({ _id: userId, revision: { $lt: revision } }, { $set: fields });
    if (updated.matchedCount === 0) {
      // An insert, not an upsert: FerretDB 1.x drops null fields set by `$setOnInsert`. A duplicate means we
      // already hold this revision or a newer one.
      await this.model.create({ _id: userId, ...fields }).catch((err: unknown) => {
        if (!isDuplicateKey(err)) throw err;
      });
    }
    this.forget(userId);
    this.applied?.(userId);
  }

  /** Told after each snapshot applied here (the service tells its other instances: InstanceHints). */
  applied?: (userId: string) => void;

  /** Drops what is kept of a user: the next read asks the database (another instance applied a snapshot). */
  forget(userId: string): void {
    this.blockedCache.forget(userId);
    this.userCache.forget(userId);
  }

  /** Drops every copy kept (this instance may have missed other instances' hints). */
  forgetAll(): void {
    this.blockedCache.forgetAll();
    this.userCache.forgetAll();
  }

  /** Many users at once, as their first revision (a bulk import, a seed), in batches of a thousand. */
  async importMany(snapshots: UserSnapshot[]): Promise<void> {
    const docs = snapshots.map(({ userId, name, profileImage, city, state, country, isBlocked, revision }) => ({
      _id: userId, name, profileImage, city, state, country, isBlocked, revision,
    }));
    for (let i = 0; i < docs.length; i += 1000) await this.model.insertMany(docs.slice(i, i + 1000));
  }

  async get(userId: string): Promise<DirectoryUser | null> {
    return this.model.findById(userId).lean<DirectoryUser>();
  }

  /**
   * The users a page names (an `_id` read each: on FerretDB 1.x an `$in` reads the whole collection), each
   * kept like the blocked state (CACHE): a page of twenty requesters or followers read again soon costs no read.
   */
  async getMany(userIds: string[]): Promise<Map<string, DirectoryUser>> {
    return this.userCache.many(userIds, (missing) => findByIds<DirectoryUser>(this.model as unknown as Model<never>, missing));
  }

  /** Kept (CACHE): a blocked user's tokens stop working as soon as the block is applied or heard of, without a query per request. */
  isBlocked = async (userId: string): Promise<boolean> => {
    const state = await this.blockedCache.through(userId, async () => {
      const user = await this.model.findById(userId, { isBlocked: 1 }).lean<Pick<DirectoryUser, 'isBlocked'>>();
      return { blocked: Boolean(user?.isBlocked) };
    });
    return Boolean(state?.blocked);
  };

  /** Every user held, with the revision and blocked state (the repair from identity: a whole-collection read). */
  async held(): Promise<Map<string, Pick<DirectoryUser, 'revision' | 'isBlocked'>>> {
    const held = new Map<string, Pick<DirectoryUser, 'revision' | 'isBlocked'>>();
    const docs = this.model.find({}, { revision: 1, isBlocked: 1 }).lean<Array<Pick<DirectoryUser, 'revision' | 'isBlocked'> & { _id: string }>>();
    for await (const doc of docs.cursor({ batchSize: 1000 })) held.set(doc._id, { revision: doc.revision, isBlocked: doc.isBlocked });
    return held;
  }

  /** The handlers to pass to `consumeEvents`, merged with a service's own. */
  handlers(): HandlerMap {
    const apply = async (event: { data: UserSnapshot }) => this.apply(event.data);
    return {
      'user.registered': apply,
      'user.updated': apply,
      'user.blocked': apply,
      'user.unblocked': apply,
      'user.album-modal-toggled': apply,
    };
  }
}
