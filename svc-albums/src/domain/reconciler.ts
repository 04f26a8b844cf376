import type { AlbumStore } from '../store/album.store';
import type { FollowStore } from '../store/follow.store';
import type { SectionStore } from '../store/section.store';

export interface ReconcileReport {
  repaired: number;
  orphansRemoved: number;
}

/**
 * Sets each album's follower and section counters from the documents stored, and removes follows and
 * sections of albums that are gone. A crash between a follow's insert and its counter's `$inc` (no
 * transactions here) is repaired by this, run at start and callable at any time.
 */
export class Reconciler {
  constructor(private readonly deps: { albums: AlbumStore; sections: SectionStore; follows: FollowStore }) {}

  async run(): Promise<ReconcileReport> {
    const { albums, sections, follows } = this.deps;
    const [followCounts, sectionCounts, counters] = await Promise.all([follows.countsByAlbum(), sections.countsByAlbum(), albums.counters()]);
    let repaired = 0;
    for (const album of counters) {
      if (album.followers === (followCounts.get(album.id) ?? 0) && album.sections === (sectionCounts.get(album.id) ?? 0)) continue;
      // The snapshot above may be stale: count again within the album's lock, where no follow moves it.
      await albums.exclusive(album.id, async () => {
        const [followers, sectionCount] = await Promise.all([follows.count(album.id), sections.countLive(album.id)]);
        await albums.setCounters(album.id, { followers, sections: sectionCount });
      });
      repaired += 1;
    }
    // Referenced albums first, then which of them live: an album always exists before its sections and follows.
    const referenced = [...new Set([...(await follows.albumIds()), ...(await sections.albumIds())])];
    const live = await albums.liveIds(referenced);
    const gone = referenced.filter((id) => !live.has(id));
    if (gone.length > 0) await Promise.all([follows.deleteAllOf(gone), sections.deleteAllOf(gone)]);
    return { repaired, orphansRemoved: gone.length };
  }
}
