import { documentLocks, findByIds, isDuplicateKey, isObjectId, lockKey } from '@abialbum/service-kit';
import { Types, type Connection, type Model } from 'mongoose';
import { userEvent, type UserEventType } from '../events/user.events';
import { userModel, type UserDocument } from './user.model';

export type UserRecord = Omit<UserDocument, 'outbox' | 'outboxPending' | 'deletedAt'>;

export interface NewUser {
  name: string;
  email: string;
  phone?: string;
  passwordHash: string;
  profileImage?: string;
  city?: string;
  state?: string;
  country?: string;
}

/** Fields a change may set; `null` clears (phone is removed rather than nulled, for its sparse unique index). */
export type UserChanges = Partial<
  Pick<UserRecord, 'name' | 'email' | 'emailVerified' | 'profileImage' | 'city' | 'state' | 'country' | 'isBlocked' | 'showcreateAlbumModal'>
> & {
  phone?: string | null;
};

export class DuplicateUserError extends Error {
  constructor(readonly field: 'email' | 'phone') {
    super(`duplicate ${field}`);
  }
}

const PROJECTION = { outbox: 0, outboxPending: 0, deletedAt: 0 } as const;
const MAX_CONFLICT_RETRIES = 5;

export class UserStore {
  readonly model: Model<UserDocument>;
  /** Told after each write of a user (the admin's catalogue follows it); set by createServices. */
  changed: (userId: string) => Promise<void> = async () => undefined;

  constructor(connection: Connection) {
    this.model = userModel(connection);
  }

  /** The model the outbox relay drains (the relay takes the same document locks as this store). */
  relayModel(): Model<never> {
    return this.model as unknown as Model<never>;
  }

  /** One insert: the user and its `user.registered` event. */
  async create(input: NewUser): Promise<UserRecord> {
    const now = new Date();
    const doc = {
      _id: new Types.ObjectId(),
      name: input.name,
      email: input.email,
      ...(input.phone ? { phone: input.phone } : {}),
      passwordHash: input.passwordHash,
      profileImage: input.profileImage ?? null,
      city: input.city ?? null,
      state: input.state ?? null,
      country: input.country ?? null,
      isBlocked: false,
      emailVerified: false,
      showcreateAlbumModal: true,
      albumsOwnedCount: 0,
      revision: 1,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.model.create({ ...doc, outbox: [userEvent('user.registered', doc)], outboxPending: true });
    } catch (err) {
      if (isDuplicateKey(err)) throw new DuplicateUserError(await this.duplicateField(input));
      throw err;
    }
    await this.changed(doc._id.toString());
    return doc;
  }

  /**
   * Applies a change and records its event in the same write. The revision guards the write, so the event
   * always carries the state it describes even when two admins act at once.
   */
  async update(id: string, changes: UserChanges, type: UserEventType): Promise<UserRecord | null> {
    const updated = await documentLocks.run(lockKey(this.model.collection.collectionName, id), () => this.applyUpdate(id, changes, type));
    if (updated) await this.changed(id);
    return updated;
  }

  private async applyUpdate(id: string, changes: UserChanges, type: UserEventType): Promise<UserRecord | null> {
    for (let attempt = 0; attempt < MAX_CONFLICT_RETRIES; attempt++) {
      const current = await this.findById(id);
      if (!current) return null;
      const { phone, ...rest } = changes;
      const next: UserRecord = { ...current, ...rest, revision: current.revision + 1, updatedAt: new Date() };
      if (phone === null) delete next.phone;
      else if (phone !== undefined) next.phone = phone;
      const update = {
        $set: { ...rest, ...(phone ? { phone } : {}), outboxPending: true },
        ...(phone === null ? { $unset: { phone: 1 } } : {}),
        $inc: { revision: 1 },
        $push: { outbox: userEvent(type, next) },
      };
      try {
        const result = await this.model.updateOne({ _id: current._id, revision: current.revision }, update);
        if (result.matchedCount === 1) return next;
      } catch (err) {
        if (isDuplicateKey(err)) throw new DuplicateUserError(changes.email && (await this.model.exists({ email: changes.email })) ? 'email' : 'phone');
        throw err;
      }
    }
    throw new Error(`user ${id} kept changing: gave up after ${MAX_CONFLICT_RETRIES} attempts`);
  }

  /** A new password (no event: no other service keeps anything of it). */
  async setPassword(id: string, passwordHash: string): Promise<boolean> {
    if (!isObjectId(id)) return false;
    const result = await documentLocks.run(lockKey(this.model.collection.collectionName, id), () =>
      this.model.updateOne({ _id: id }, { $set: { passwordHash } }),
    );
    return result.matchedCount === 1;
  }

  /** The admin list's `_count.albumsOwned`, kept from album events (never below zero). */
  async adjustAlbumsOwned(id: string, delta: 1 | -1): Promise<void> {
    if (!isObjectId(id)) return;
    await documentLocks.run(lockKey(this.model.collection.collectionName, id), async () => {
      const filter = delta < 0 ? { _id: id, albumsOwnedCount: { $gt: 0 } } : { _id: id };
      await this.model.updateOne(filter, { $inc: { albumsOwnedCount: delta } });
    });
  }

  async findById(id: string): Promise<UserRecord | null> {
    if (!isObjectId(id)) return null;
    return this.model.findById(id, PROJECTION).lean<UserRecord>();
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    return this.model.findOne({ email }, PROJECTION).lean<UserRecord>();
  }

  async findByPhone(phone: string): Promise<UserRecord | null> {
    return this.model.findOne({ phone }, PROJECTION).lean<UserRecord>();
  }

  async phoneTaken(phone: string, exceptId?: string): Promise<boolean> {
    const found = await this.model.findOne({ phone }, { _id: 1 }).lean<{ _id: Types.ObjectId }>();
    return Boolean(found && found._id.toString() !== exceptId);
  }

  /** Never cached: identity itself refuses a blocked user's token on the very next request. */
  async isBlocked(id: string): Promise<boolean> {
    if (!isObjectId(id)) return false;
    const found = await this.model.findById(id, { isBlocked: 1 }).lean<{ isBlocked: boolean }>();
    return Boolean(found?.isBlocked);
  }

  /**
   * Many users at once, without events (the scale benchmark's seed: the other services get the same users by
   * their own bulk imports), in batches. `passwordHash` is the same for all (hashing 20,000 takes half an hour).
   */
  async importMany(users: Array<Pick<UserRecord, 'name' | 'email' | 'city' | 'country'> & { id: string }>, passwordHash: string): Promise<void> {
    const now = Date.now();
    const docs = users.map((user, i) => ({
      _id: user.id,
      name: user.name,
      email: user.email,
      passwordHash,
      profileImage: null,
      city: user.city,
      state: null,
      country: user.country,
      isBlocked: false,
      showcreateAlbumModal: true,
      albumsOwnedCount: 0,
      revision: 1,
      createdAt: new Date(now - (users.length - i) * 1000),
      updatedAt: new Date(now),
      outbox: [],
      outboxPending: false,
    }));
    for (let i = 0; i < docs.length; i += 1000) await this.model.insertMany(docs.slice(i, i + 1000));
  }

  /** Every user, one at a time (the export other services repair their copies of users from). */
  async *live(batchSize = 500): AsyncIterable<UserRecord> {
    for await (const doc of this.model.find({}, PROJECTION).lean<UserRecord[]>().cursor({ batchSize })) yield doc as UserRecord;
  }

  /** Every user (the catalogue's rebuild: one pass). */
  async all(): Promise<UserRecord[]> {
    return this.model.find({}, PROJECTION).lean<UserRecord[]>();
  }

  /** Users by id, in the order given (the catalogue's page), one read by id each: never an `$in`. */
  async inOrder(ids: string[]): Promise<UserRecord[]> {
    const found = await findByIds<UserRecord>(this.model as unknown as Model<never>, ids.filter(isObjectId), PROJECTION);
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  private async duplicateField(input: NewUser): Promise<'email' | 'phone'> {
    return (await this.model.exists({ email: input.email })) || !input.phone ? 'email' : 'phone';
  }
}
