import type { MediaEventData } from '@abialbum/contracts';
import type { AlbumMediaRecord, AlbumMediaStore } from '../store/album-media.store';
import type { AlbumMedia } from './album-media';

/** Every live media item as svc-media holds it (its export: the events' data, newest revision). */
export type MediaSource = () => AsyncIterable<MediaEventData>;

export interface MediaRepairReport {
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

/** An item made this long before the export began is in it if its source holds it. */
const SETTLE_MS = 60_000;

const asEventData = (media: AlbumMediaRecord): MediaEventData => ({
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

/**
 * The read model of media repaired from its source (issue 12 "anti-entropy"): what svc-media holds is compared
 * with what is held here, and each difference is applied the way its lost event would have been (versioned
 * upserts, so an event arriving meanwhile is never undone). Safe while the service runs; idempotent.
 */
export class MediaRepair {
  constructor(private readonly deps: { media: AlbumMediaStore; albumMedia: AlbumMedia; source: MediaSource }) {}

  async run(): Promise<MediaRepairReport> {
    const { media, albumMedia } = this.deps;
    const began = Date.now();
    const held = await media.held();
    const seen = new Set<string>();
    const albums = new Set<string>();
    const report: MediaRepairReport = { source: 0, held: held.size, added: 0, updated: 0, removed: 0, albums: 0 };
    // The source client throws on a cut-off export: nothing is then taken as gone.
    for await (const item of this.deps.source()) {
      report.source += 1;
      const id = item.mediaId.toLowerCase();
      seen.add(id);
      const mine = held.get(id);
      if (mine && (mine.deleted || mine.revision >= item.revision)) continue;
      if (!(await albumMedia.mediaChanged(item))) continue;
      report[mine ? 'updated' : 'added'] += 1;
      albums.add(item.albumId.toLowerCase());
    }
    for (const [id, mine] of held) {
      if (mine.deleted || seen.has(id) || mine.createdAt.getTime() > began - SETTLE_MS) continue;
      const record = await media.get(id);
      if (!record || record.deleted || !(await albumMedia.mediaChanged(asEventData(record), true))) continue;
      report.removed += 1;
      albums.add(record.albumId);
    }
    report.albums = albums.size;
    return report;
  }
}
