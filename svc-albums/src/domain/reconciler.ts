import type { AlbumHighlightStore } from '../store/album-highlight.store';
import type { AlbumMediaStore } from '../store/album-media.store';
import type { AlbumStore } from '../store/album.store';
import type { FollowStore } from '../store/follow.store';
import type { JoinRequestStore } from '../store/join-request.store';
import type { SectionStore } from '../store/section.store';
import type { AlbumMedia } from './album-media';

export interface ReconcileReport {
  repaired: number;
  orphansRemoved: number;
}

export interface ReconcilerDeps {
  albums: AlbumStore;
  sections: SectionStore;
  follows: FollowStore;
  joinRequests: JoinRequestStore;
  media: AlbumMediaStore;
  highlights: AlbumHighlightStore;
  albumMedia: AlbumMedia;
}

/**
 * Sets each album's counters (followers, sections, members; media, highlights and section thumbnails from
 * the read model of approved media) from the documents stored, and removes what hangs on albums that are
 * gone. A crash between two writes (no transactions here) is repaired by this, run at start and callable at
 * any time.
 */
export class Reconciler {
  constructor(private readonly deps: ReconcilerDeps) {}

  async run(): Promise<ReconcileReport> {
    const { albums, sections, follows, joinRequests, media, highlights } = this.deps;
    const [followCounts, sectionCounts, memberCounts, shown, highlightCounts, sectionMedia, counters] = await Promise.all([
      follows.countsByAlbum(),
      sections.countsByAlbum(),
      joinRequests.approvedCountsByAlbum(),
      media.shownCounts(),
      highlights.shownCountsByAlbum(),
      sections.mediaCounts(),
      albums.counters(),
    ]);
    const staleSections = new Set(sectionMedia.filter((s) => s.mediaCount !== (shown.bySection.get(s.id) ?? 0)).map((s) => s.albumId));
    let repaired = 0;
    for (const album of counters) {
      const countersOff =
        album.followers !== (followCounts.get(album.id) ?? 0) ||
        album.sections !== (sectionCounts.get(album.id) ?? 0) ||
        album.members !== (memberCounts.get(album.id) ?? 0);
      const mediaOff =
        album.media !== (shown.byAlbum.get(album.id) ?? 0) || album.highlights !== (highlightCounts.get(album.id) ?? 0) || staleSections.has(album.id);
      if (!countersOff && !mediaOff) continue;
      // The snapshot above may be stale: count again within the album's lock, where nothing moves them.
      if (countersOff) {
        await albums.exclusive(album.id, async () => {
          const [followers, sectionCount, members] = await Promise.all([follows.count(album.id), sections.countLive(album.id), joinRequests.countApproved(album.id)]);
          await albums.setCounters(album.id, { followers, sections: sectionCount, members });
        });
      }
      if (mediaOff) await this.deps.albumMedia.refreshAll(album.id);
      repaired += 1;
    }
    return { repaired, orphansRemoved: await this.removeOrphans() };
  }

  /** Referenced albums first, then which of them live: an album always exists before what hangs on it. */
  private async removeOrphans(): Promise<number> {
    const { albums, sections, follows, joinRequests, media, highlights } = this.deps;
    const holders = [follows, sections, joinRequests, media, highlights];
    const referenced = [...new Set((await Promise.all(holders.map((store) => store.albumIds()))).flat())];
    const live = await albums.liveIds(referenced);
    const gone = referenced.filter((id) => !live.has(id));
    if (gone.length > 0) await Promise.all(holders.map((store) => store.deleteAllOf(gone)));
    return gone.length;
  }
}
