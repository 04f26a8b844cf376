import type { HighlightEventData, MediaEventData } from '@abialbum/contracts';
import type { UserDirectory } from '@abialbum/service-kit';
import type { AlbumHighlightStore } from '../store/album-highlight.store';
import type { AlbumMediaRecord, AlbumMediaStore } from '../store/album-media.store';
import type { AlbumStore } from '../store/album.store';
import type { SectionStore } from '../store/section.store';
import type { SectionsPreview } from './sections-preview';

export interface AlbumMediaDeps {
  albums: AlbumStore;
  sections: SectionStore;
  media: AlbumMediaStore;
  highlights: AlbumHighlightStore;
  previews: SectionsPreview;
  directory: UserDirectory;
}

/** SPEC 9: four thumbnails per section. */
export const SECTION_THUMBNAILS = 4;

const thumbnailOf = (media: AlbumMediaRecord) => media.thumbnailUrl ?? media.url;
const known = (id: string | null | undefined): id is string => Boolean(id);

/**
 * The read model of approved media (ARCHITECTURE: albums keeps the approved media it shows on profiles),
 * from svc-media's events. Each event is a versioned upsert; then the album's media and highlight counts,
 * its cover (the latest approved image) and the touched sections' counts and thumbnails are computed again
 * from the model under the album's lock: exact values, so nothing drifts whatever order events come in.
 * The album's profile preview follows when it shows a touched section.
 */
export class AlbumMedia {
  constructor(private readonly deps: AlbumMediaDeps) {}

  /** False when the item's album is gone here (deleted, its media following): nothing of it is kept. */
  async mediaChanged(data: MediaEventData, deleted = false): Promise<boolean> {
    const albumId = data.albumId.toLowerCase();
    if (!(await this.deps.albums.findLive(albumId))) return false;
    const { media } = this.deps;
    const previous = await media.forUploader(data.uploaderId, async () => media.apply(data, deleted, await this.isBlocked(data.uploaderId)));
    const touched = new Set([previous?.sectionId, data.sectionId?.toLowerCase()].filter(known));
    await this.refresh(albumId, [...touched]);
    return true;
  }

  /** False when the highlight's album is gone here: nothing of it is kept. */
  async highlightChanged(data: HighlightEventData & { revision?: number }, removed: boolean): Promise<boolean> {
    const albumId = data.albumId.toLowerCase();
    if (!(await this.deps.albums.findLive(albumId))) return false;
    await this.deps.highlights.apply(data, removed);
    await this.refresh(albumId, []);
    return true;
  }

  /**
   * user.blocked / user.unblocked: the uploader's media hidden or shown again, as svc-media hides them outside
   * the album owner's own views, by the state the user directory holds after the event, so replays and late
   * arrivals end at the newest revision. Every album showing their media is computed again, also on a
   * redelivery, which repairs a crash between the two steps.
   */
  async uploaderChanged(userId: string): Promise<void> {
    const { media, albums } = this.deps;
    const albumIds = await media.forUploader(userId, async () => media.setUploaderBlocked(userId, await this.isBlocked(userId)));
    for (const albumId of albumIds) if (await albums.findLive(albumId)) await this.refreshAll(albumId);
  }

  /** Everything of one album computed again (the reconciliation, after a crash between two writes). */
  async refreshAll(albumId: string): Promise<void> {
    const sections = await this.deps.sections.listByAlbum(albumId);
    await this.refresh(albumId, sections.map((section) => section.id));
  }

  /** Read afresh: the directory's own check is cached for seconds. */
  private async isBlocked(userId: string): Promise<boolean> {
    return Boolean((await this.deps.directory.get(userId))?.isBlocked);
  }

  private async refresh(albumId: string, sectionIds: string[]): Promise<void> {
    const { albums, sections, media, highlights } = this.deps;
    await albums.exclusive(albumId, async () => {
      const [count, cover, highlightCount] = await Promise.all([media.countShown(albumId), media.latestImage(albumId), highlights.countShown(albumId)]);
      await albums.setMediaSummary(albumId, { media: count, highlights: highlightCount, coverImage: cover && thumbnailOf(cover) });
      for (const sectionId of sectionIds) {
        const [mediaCount, newest] = await Promise.all([media.countShown(albumId, sectionId), media.ofSections(albumId, [sectionId], SECTION_THUMBNAILS)]);
        await sections.setMediaSummary(sectionId, albumId, { mediaCount, thumbnails: newest.map(thumbnailOf) });
      }
      await this.deps.previews.mediaChanged(albumId, sectionIds);
    });
  }
}
