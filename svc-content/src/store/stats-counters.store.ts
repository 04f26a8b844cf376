import { documentLocks, lockKey } from '@abialbum/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';

/** The platform's figures, kept with every change (ARCHITECTURE "A page costs a page": counts in documents). */
export interface PlatformCounts {
  users: number;
  blockedUsers: number;
  /** Live albums, blocked ones too. */
  albums: number;
  blockedAlbums: number;
  /** What a visitor can see: public, not blocked, owner not blocked. */
  publicAlbums: number;
  /** Users owning at least one live album. */
  albumOwners: number;
  /** Approved, live media. */
  media: number;
  /** Live comments on live media (blocked users' too, as blocked users and albums count in their totals). */
  comments: number;
  /** Reactions on live media (one per user per item). */
  reactions: number;
}

/** One owner's live albums, and those of them public and not blocked (they count when the owner is not blocked). */
export interface OwnerCounts {
  _id: string;
  albums: number;
  publicAlbums: number;
}

const ZERO: PlatformCounts = { users: 0, blockedUsers: 0, albums: 0, blockedAlbums: 0, publicAlbums: 0, albumOwners: 0, media: 0, comments: 0, reactions: 0 };
const PLATFORM = 'platform';

export class StatsCounters {
  readonly platform: Model<PlatformCounts & { _id: string }>;
  readonly owners: Model<OwnerCounts>;

  constructor(connection: Connection) {
    this.platform =
      (connection.models.PlatformCounts as Model<PlatformCounts & { _id: string }> | undefined) ??
      connection.model<PlatformCounts & { _id: string }>(
        'PlatformCounts',
        new Schema({ _id: String, ...Object.fromEntries(Object.keys(ZERO).map((field) => [field, { type: Number, default: 0 }])) }, { versionKey: false }),
        'stats_counters',
      );
    this.owners =
      (connection.models.OwnerCounts as Model<OwnerCounts> | undefined) ??
      connection.model<OwnerCounts>('OwnerCounts', new Schema<OwnerCounts>({ _id: String, albums: Number, publicAlbums: Number }, { versionKey: false }), 'stats_owners');
  }

  async get(): Promise<PlatformCounts> {
    const doc = await this.platform.findById(PLATFORM).lean<PlatformCounts>();
    return { ...ZERO, ...(doc ?? {}) };
  }

  /** Moves the figures (the caller holds the statistics lock, so no other change interleaves). */
  async add(delta: Partial<PlatformCounts>): Promise<void> {
    const moves = Object.fromEntries(Object.entries(delta).filter(([, n]) => n !== 0));
    if (Object.keys(moves).length === 0) return;
    await documentLocks.run(lockKey('stats_counters', PLATFORM), () => this.platform.updateOne({ _id: PLATFORM }, { $inc: moves }, { upsert: true }));
  }

  async owner(ownerId: string): Promise<OwnerCounts> {
    return (await this.owners.findById(ownerId).lean<OwnerCounts>()) ?? { _id: ownerId, albums: 0, publicAlbums: 0 };
  }

  async setOwner(counts: OwnerCounts): Promise<void> {
    await this.owners.updateOne({ _id: counts._id }, { $set: { albums: counts.albums, publicAlbums: counts.publicAlbums } }, { upsert: true });
  }

  /** Everything as counted afresh (the recount): figures and owners set exactly, owners no longer counted removed. */
  async replace(counts: PlatformCounts, owners: OwnerCounts[]): Promise<void> {
    await this.platform.updateOne({ _id: PLATFORM }, { $set: counts }, { upsert: true });
    const kept = new Set(owners.map((owner) => owner._id));
    for (const owner of owners) await this.setOwner(owner);
    for (const stale of await this.owners.find({}, { _id: 1 }).lean<Array<{ _id: string }>>()) {
      if (!kept.has(stale._id)) await this.owners.deleteOne({ _id: stale._id });
    }
  }
}
