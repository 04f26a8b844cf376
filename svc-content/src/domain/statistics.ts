import type { AdminStats, PublicStats } from '@abialbum/contracts';
import type { StatsCounters } from '../store/stats-counters.store';

/**
 * The figures of SPEC 3 "Public stats" and "Admin stats": one document, kept by StatsCounting from the
 * user, album and media events.
 */
export class Statistics {
  constructor(private readonly deps: { counters: StatsCounters }) {}

  async publicStats(): Promise<PublicStats> {
    const counts = await this.deps.counters.get();
    return { totalUsers: counts.users, totalAlbums: counts.albums, totalAlbumOwners: counts.albumOwners, totalMedia: counts.media, publicAlbums: counts.publicAlbums };
  }

  async adminStats(): Promise<AdminStats> {
    const counts = await this.deps.counters.get();
    return {
      totalUsers: counts.users,
      totalAlbums: counts.albums,
      blockedUsers: counts.blockedUsers,
      blockedAlbums: counts.blockedAlbums,
      totalMedia: counts.media,
      totalComments: counts.comments,
      totalReactions: counts.reactions,
    };
  }
}
