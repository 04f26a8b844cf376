import { ShortCache, type FileLinks, type LinkQuery, type UserDirectory } from '@abialbum/service-kit';
import type { AlbumAccessStore, AlbumInfo } from '../store/album-access.store';
import type { HighlightStore } from '../store/highlight.store';
import type { MediaRecord, MediaStore } from '../store/media.store';
import type { UploadStore } from '../store/upload.store';
import { noShareLinks, type ShareLinkLive } from './share-link-check';

/** A public file is decided again after this long (browsers keep it for a year anyway); a refusal is never kept. */
const DECISION_MS = 5_000;

/**
 * Which stored files anyone may fetch by their bare URL (issue 15 "Private means private"): profile pictures, and
 * files an approved media item (its uploader not blocked) or a highlight shows in a public album that is not
 * blocked and whose owner is not blocked. Every other file (a private album's, a pending or rejected upload, an
 * upload not attached yet) is served only through a signed link (FileLinks), which the answers that list it to
 * someone allowed to see it carry. A file of a share link's answer (issue 27 item 2) is served through a link bound
 * to that share link, and only while svc-albums says the share link opens (asked at every request: a revoke is
 * refused at once).
 */
export class FileSharing {
  private readonly decisions = new ShortCache<{ shared: boolean }>({ ttlMs: DECISION_MS, max: 10_000 });

  constructor(
    private readonly deps: {
      uploads: UploadStore;
      media: MediaStore;
      highlights: HighlightStore;
      albums: AlbumAccessStore;
      directory: UserDirectory;
      links: FileLinks;
      /** svc-albums' answer whether a share link still opens (share-link-check.ts). */
      shareLinkLive?: ShareLinkLive;
    },
  ) {}

  get links(): FileLinks {
    return this.deps.links;
  }

  /**
   * Until when a URL bound to a share link (`?share=...&expires=...&signature=...`) serves `key`: its signature
   * holds for this file and link, and the link still opens. Else null.
   */
  async sharedThroughLink(key: string, query: LinkQuery): Promise<number | null> {
    const bound = this.deps.links.sharedThrough(key, query);
    if (!bound) return null;
    return (await (this.deps.shareLinkLive ?? noShareLinks)(bound.shareId)) ? bound.until : null;
  }

  /** Every decision made again: an album's visibility, or a user's block, may change any of them. */
  forgetAll(): void {
    this.decisions.forgetAll();
  }

  /** Whether anyone may see what this album shows (its approved media, its highlights). */
  async albumShared(album: AlbumInfo | null): Promise<boolean> {
    return Boolean(album && album.isPublic && !album.isBlocked && !album.deleted && !(await this.deps.directory.isBlocked(album.ownerId)));
  }

  /** Whether the stored file `key` (an original or a derivative) may be served to anyone by its bare URL. */
  async isShared(key: string): Promise<boolean> {
    const decided = await this.decisions.through(key, async () => ({ shared: await this.decide(key) }), (decision) => decision.shared);
    return decided?.shared ?? false;
  }

  /** One linker per record: its files as they are when anyone may see it, else signed. */
  async mediaLinkers(records: MediaRecord[]): Promise<Map<string, <U extends string | null>(url: U) => U>> {
    const albumIds = [...new Set(records.map((record) => record.albumId))];
    const shared = new Map<string, boolean>();
    await Promise.all(albumIds.map(async (albumId) => shared.set(albumId, await this.albumShared(await this.deps.albums.album(albumId)))));
    return new Map(
      records.map((record) => [
        record.id,
        this.deps.links.linker(record.status === 'approved' && !record.uploaderBlocked && shared.get(record.albumId) === true),
      ]),
    );
  }

  private async decide(key: string): Promise<boolean> {
    const upload = await this.deps.uploads.findByStoredKey(key);
    if (!upload) return false;
    if (upload.purpose === 'profile-image') return true;
    const [media, highlighted] = await Promise.all([this.deps.media.showing(upload.key), this.deps.highlights.albumsShowing(upload.key)]);
    const albumIds = new Set([...media.filter((item) => item.status === 'approved' && !item.uploaderBlocked).map((item) => item.albumId), ...highlighted]);
    for (const albumId of albumIds) if (await this.albumShared(await this.deps.albums.album(albumId))) return true;
    return false;
  }
}
