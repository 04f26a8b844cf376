import type { AlbumHighlightStore } from '../store/album-highlight.store';
import type { AlbumMediaStore } from '../store/album-media.store';
import type { AlbumStore } from '../store/album.store';
import type { FollowStore } from '../store/follow.store';
import type { JoinRequestStore } from '../store/join-request.store';
import type { SectionStore } from '../store/section.store';
import type { AlbumActivityStore } from '../store/album-activity.store';
import type { AlbumActivity } from './album-activity';
import type { AlbumMedia } from './album-media';
import { SectionsPreview } from './sections-preview';

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
  albumActivity: AlbumActivity;
  activity: AlbumActivityStore;
  previews: SectionsPreview;
}

/**
 * Sets each album's counters (followers, sections, members; media, highlights and section thumbnails from
 * the read model of approved media; comments and reactions from those heard of) and its profile's sections preview from the documents stored, and removes what hangs on albums that are
 * gone. A crash between two writes (no transactions here) is repaired by this, run at start and callable at
 * any time.
 */
export class Reconciler {
  constructor(private readonly deps: ReconcilerDeps) {}

  async run(): Promise<ReconcileReport> {
    const { albums, sections, follows, joinRequests, media, highlights } = this.deps;
    const [followCounts, memberCounts, shown, highlightCounts, sectionsByAlbum, counters] = await Promise.all([
      follows.countsByAlbum(),
      joinRequests.approvedCountsByAlbum(),
      media.shownCounts(),
      highlights.shownCountsByAlbum(),
      sections.summariesByAlbum(),
      albums.counters(),
    ]);
    let repaired = 0;
    for (const album of counters) {
      const albumSections = sectionsByAlbum.get(album.id) ?? [];
      const countersOff = album.followers !== (followCounts.get(album.id) ?? 0) || album.members !== (memberCounts.get(album.id) ?? 0);
      const sectionsOff = album.sections !== albumSections.length || !SectionsPreview.matches(album.sectionsPreview, albumSections);
      const mediaOff =
        album.media !== (shown.byAlbum.get(album.id) ?? 0) ||
        album.highlights !== (highlightCounts.get(album.id) ?? 0) ||
        albumSections.some((section) => section.mediaCount !== (shown.bySection.get(section.id) ?? 0));
      if (!countersOff && !sectionsOff && !mediaOff) continue;
      // The snapshot above may be stale: count again within the album's lock, where nothing moves them.
      if (countersOff) {
        await albums.exclusive(album.id, async () => {
          const [followers, members] = await Promise.all([follows.count(album.id), joinRequests.countApproved(album.id)]);
          await albums.setCounters(album.id, { followers, members });
        });
      }
      if (mediaOff) await this.deps.albumMedia.refreshAll(album.id);
      // After the media (whose repair refreshes a preview showing a repaired section): the preview shows them.
      if (sectionsOff) await this.deps.previews.refresh(album.id);
      repaired += 1;
    }
    // Comments and reactions: each album's counters against the documents held (AlbumActivity), which the repair
    // from svc-media's exports (ActivityRepair) set right before.
    repaired += await this.deps.albumActivity.recount(counters);
    return { repaired, orphansRemoved: await this.removeOrphans() };
  }

  /** One album's followers, members, comments and reactions counted again from its documents (OwedRecounts). */
  async recountAlbum(id: string): Promise<void> {
    const { albums, follows, joinRequests, activity } = this.deps;
    await albums.exclusive(id, async () => {
      const [followers, members, held] = await Promise.all([follows.count(id), joinRequests.countApproved(id), activity.countOf(id)]);
      await albums.setCounters(id, { followers, members });
      await albums.setActivity(id, held);
    });
  }

  /** Referenced albums first, then which of them live: an album always exists before what hangs on it. */
  private async removeOrphans(): Promise<number> {
    const { albums, sections, follows, joinRequests, media, highlights, activity } = this.deps;
    const holders = [follows, sections, joinRequests, media, highlights, activity];
    const referenced = [...new Set((await Promise.all(holders.map((store) => store.albumIds()))).flat())];
    const live = await albums.liveIds(referenced);
    const gone = referenced.filter((id) => !live.has(id));
    if (gone.length > 0) await Promise.all(holders.map((store) => store.deleteAllOf(gone)));
    return gone.length;
  }
}
