import type { HighlightState, MediaEventData } from '@abialbum/contracts';
import type { AlbumHighlightRecord, AlbumHighlightStore } from '../store/album-highlight.store';
import type { AlbumMediaRecord, AlbumMediaStore } from '../store/album-media.store';
import type { HeldItem } from '../store/held-item';
import type { AlbumMedia } from './album-media';

/** Every live media item as svc-media holds it (its export: the events' data, newest revision). */
export type MediaSource = () => AsyncIterable<MediaEventData>;
/** Every live highlight as svc-media holds it. */
export type HighlightSource = () => AsyncIterable<HighlightState>;

export interface RepairCounts {
  /** Items the source holds, and items held here (deletions kept as tombstones included). */
  source: number;
  held: number;
  /** Missing here, or held at an older revision: applied as their events would have been. */
  added: number;
  updated: number;
  /** Held here, gone at the source: their deletion never arrived. */
  removed: number;
  /** Albums whose counters, cover and sections were computed again. */
  albums: number;
}

export interface MediaRepairReport {
  media: RepairCounts;
  highlights: RepairCounts;
}

/** An item made this long before the export began is in it if its source holds it. */
const SETTLE_MS = 60_000;

interface Comparison<T> {
  held: Map<string, HeldItem>;
  source: AsyncIterable<T>;
  identify: (item: T) => { id: string; albumId: string; revision: number };
  /** Applies an item of the source; false when its album is gone here. */
  apply: (item: T) => Promise<boolean>;
  /** Applies the deletion of an item held here; its album, or null when nothing was applied. */
  remove: (id: string) => Promise<string | null>;
}

/** The source's items compared with what is held, each difference applied; the counts of what was found and fixed. */
async function compare<T>({ held, source, identify, apply, remove }: Comparison<T>, began: number): Promise<RepairCounts> {
  const seen = new Set<string>();
  const albums = new Set<string>();
  const counts: RepairCounts = { source: 0, held: held.size, added: 0, updated: 0, removed: 0, albums: 0 };
  // The source's reader throws on a cut-off export: nothing is then taken as deleted.
  for await (const item of source) {
    counts.source += 1;
    const { id, albumId, revision } = identify(item);
    seen.add(id);
    const mine = held.get(id);
    if (mine && (mine.deleted || mine.revision >= revision)) continue;
    if (!(await apply(item))) continue;
    counts[mine ? 'updated' : 'added'] += 1;
    albums.add(albumId);
  }
  for (const [id, mine] of held) {
    if (mine.deleted || seen.has(id) || mine.createdAt.getTime() > began - SETTLE_MS) continue;
    const albumId = await remove(id);
    if (albumId === null) continue;
    counts.removed += 1;
    albums.add(albumId);
  }
  counts.albums = albums.size;
  return counts;
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
  caption: highlight.caption,
  createdAt: highlight.createdAt.toISOString(),
  revision: highlight.revision,
});

export interface MediaRepairDeps {
  media: AlbumMediaStore;
  highlights: AlbumHighlightStore;
  albumMedia: AlbumMedia;
  sources: { media: MediaSource; highlights: HighlightSource };
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
    const { media, highlights, albumMedia, sources } = this.deps;
    const mediaBegan = Date.now();
    const mediaCounts = await compare(
      {
        held: await media.held(),
        source: sources.media(),
        identify: (item) => ({ id: item.mediaId.toLowerCase(), albumId: item.albumId.toLowerCase(), revision: item.revision }),
        apply: (item) => albumMedia.mediaChanged(item),
        remove: async (id) => {
          const record = await media.get(id);
          return record && !record.deleted && (await albumMedia.mediaChanged(mediaAsEventData(record), true)) ? record.albumId : null;
        },
      },
      mediaBegan,
    );
    const highlightsBegan = Date.now();
    const highlightCounts = await compare(
      {
        held: await highlights.held(),
        source: sources.highlights(),
        identify: (item) => ({ id: item.highlightId.toLowerCase(), albumId: item.albumId.toLowerCase(), revision: item.revision }),
        apply: (item) => albumMedia.highlightChanged(item, false),
        remove: async (id) => {
          const record = await highlights.get(id);
          return record && !record.removed && (await albumMedia.highlightChanged(highlightAsState(record), true)) ? record.albumId : null;
        },
      },
      highlightsBegan,
    );
    return { media: mediaCounts, highlights: highlightCounts };
  }
}
