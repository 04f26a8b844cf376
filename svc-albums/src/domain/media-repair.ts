import type { HighlightState, MediaEventData } from '@abialbum/contracts';
import { compareWithSource, type Comparison, type HeldVersion, type MediaExports, type RepairCounts } from '@abialbum/service-kit';
import type { AlbumHighlightRecord, AlbumHighlightStore } from '../store/album-highlight.store';
import type { AlbumMediaRecord, AlbumMediaStore } from '../store/album-media.store';
import type { AlbumMedia } from './album-media';

/** What was found and fixed, and in how many albums counters, cover and sections were computed again. */
export type AlbumRepairCounts = RepairCounts & { albums: number };

export interface MediaRepairReport {
  media: AlbumRepairCounts;
  highlights: AlbumRepairCounts;
}

/** A repair of one read model that also counts the albums it touched. */
async function compareInAlbums<T>(comparison: Omit<Comparison<T>, 'apply' | 'remove'> & { apply: (item: T) => Promise<string | null>; remove: (id: string) => Promise<string | null> }): Promise<AlbumRepairCounts> {
  const albums = new Set<string>();
  const touched = (albumId: string | null) => {
    if (albumId !== null) albums.add(albumId);
    return albumId !== null;
  };
  const counts = await compareWithSource({ ...comparison, apply: async (item) => touched(await comparison.apply(item)), remove: async (id) => touched(await comparison.remove(id)) });
  return { ...counts, albums: albums.size };
}

const mediaAsEventData = (media: AlbumMediaRecord): MediaEventData => ({
  mediaId: media.id,
  albumId: media.albumId,
  sectionId: media.sectionId,
  uploaderId: media.uploaderId,
  type: media.type,
  url: media.url,
  thumbnailUrl: media.thumbnailUrl,
  displayUrl: media.displayUrl,
  placeholder: media.placeholder,
  width: null,
  height: null,
  duration: null,
  ...(media.playback ? { playbackStatus: media.playback.status, playbackUrl: media.playback.url } : {}),
  caption: media.caption,
  status: media.status,
  rejectionReason: null,
  createdAt: media.createdAt.toISOString(),
  revision: media.revision,
});

const highlightAsState = (highlight: AlbumHighlightRecord): HighlightState => ({
  highlightId: highlight.id,
  albumId: highlight.albumId,
  mediaId: highlight.mediaId,
  type: highlight.type,
  url: highlight.url,
  thumbnailUrl: highlight.thumbnailUrl,
  playbackStatus: highlight.playbackStatus,
  playbackUrl: highlight.playbackUrl,
  caption: highlight.caption,
  createdAt: highlight.createdAt.toISOString(),
  revision: highlight.revision,
});

export interface MediaRepairDeps {
  media: AlbumMediaStore;
  highlights: AlbumHighlightStore;
  albumMedia: AlbumMedia;
  /** svc-media's exports of live media and highlights. */
  sources: MediaExports;
  /** A second look at the differences this long after the pass (compareWithSource `recheck`); 0 or none: no second look. */
  recheckMs?: number;
}

/**
 * The read models kept from svc-media (approved media, highlights) repaired from their source (issue 12
 * "anti-entropy"): what svc-media holds is compared with what is held here, and each difference is applied the
 * way its lost event would have been (versioned upserts, so an event arriving meanwhile is never undone). Safe
 * while the service runs; a second run finds nothing.
 */
export class MediaRepair {
  constructor(private readonly deps: MediaRepairDeps) {}

  async run(): Promise<MediaRepairReport> {
    const { media, highlights, albumMedia, sources, recheckMs } = this.deps;
    const again = (held: () => Promise<Map<string, HeldVersion>>) => (recheckMs ? { afterMs: recheckMs, held } : undefined);
    const mediaCounts = await compareInAlbums({
      began: Date.now(),
      held: await media.held(),
      recheck: again(() => media.held()),
      source: sources.media(),
      identify: (item) => ({ id: item.mediaId.toLowerCase(), revision: item.revision }),
      apply: async (item) => ((await albumMedia.mediaChanged(item)) ? item.albumId.toLowerCase() : null),
      remove: async (id) => {
        const record = await media.get(id);
        return record && !record.deleted && (await albumMedia.mediaChanged(mediaAsEventData(record), true)) ? record.albumId : null;
      },
    });
    const highlightCounts = await compareInAlbums({
      began: Date.now(),
      held: await highlights.held(),
      recheck: again(() => highlights.held()),
      source: sources.highlights(),
      identify: (item) => ({ id: item.highlightId.toLowerCase(), revision: item.revision }),
      apply: async (item) => ((await albumMedia.highlightChanged(item, false)) ? item.albumId.toLowerCase() : null),
      remove: async (id) => {
        const record = await highlights.get(id);
        return record && !record.removed && (await albumMedia.highlightChanged(highlightAsState(record), true)) ? record.albumId : null;
      },
    });
    return { media: mediaCounts, highlights: highlightCounts };
  }
}
