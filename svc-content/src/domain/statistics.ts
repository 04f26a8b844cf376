import type { AdminStats, PublicStats } from '@abialbum/contracts';
import type { UserDirectory } from '@abialbum/service-kit';
import type { StatsStore } from '../store/stats.store';

const LIVE = { deleted: false } as const;

/**
 * The figures of SPEC 3 "Public stats" and "Admin stats", counted from the read models: users from the
 * user directory (user.* events), albums and media from their per-entity documents.
 */
export class Statistics {
  constructor(private readonly deps: { store: StatsStore; directory: UserDirectory }) {}

  async publicStats(): Promise<PublicStats> {
    const { albums } = this.deps.store;
    const users = this.deps.directory.model;
    // A visitor sees public albums that are not blocked and whose owner is not blocked (the albums service's rule).
    const blockedOwners = (await users.find({ isBlocked: true }, { _id: 1 }).lean<{ _id: string }[]>()).map((u) => u._id);
    const [totalUsers, totalAlbums, owners, totalMedia, publicAlbums] = await Promise.all([
      users.countDocuments(),
      albums.countDocuments(LIVE),
      albums.distinct('ownerId', LIVE),
      this.mediaCount(),
      albums.countDocuments({ ...LIVE, isPublic: true, isBlocked: false, ownerId: { $nin: blockedOwners } }),
    ]);
    return { totalUsers, totalAlbums, totalAlbumOwners: owners.length, totalMedia, publicAlbums };
  }

  async adminStats(): Promise<AdminStats> {
    const { albums } = this.deps.store;
    const users = this.deps.directory.model;
    const [totalUsers, totalAlbums, blockedUsers, blockedAlbums, totalMedia] = await Promise.all([
      users.countDocuments(),
      albums.countDocuments(LIVE),
      users.countDocuments({ isBlocked: true }),
      albums.countDocuments({ ...LIVE, isBlocked: true }),
      this.mediaCount(),
    ]);
    // Comments and reactions are not built yet: no service produces them, so there are none.
    return { totalUsers, totalAlbums, blockedUsers, blockedAlbums, totalMedia, totalComments: 0, totalReactions: 0 };
  }

  private mediaCount(): Promise<number> {
    return this.deps.store.media.countDocuments({ ...LIVE, status: 'approved' });
  }
}
