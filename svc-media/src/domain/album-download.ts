import { Readable } from 'node:stream';
import { ForbiddenError, isObjectId, NotFoundError, type FileLinks, type Logger, type UserDirectory } from '@abialbum/service-kit';
import { ZipFile } from 'yazl';
import type { StoragePort } from '../storage/storage.port';
import { mediaList } from '../store/media-lists';
import type { MediaRecord, MediaStore } from '../store/media.store';
import { albumNotFound, type AlbumAccess, type Viewer } from './album-access';

/** Media read for the ZIP at a time: the next page is read once the ZIP has reached the last of these. */
const PAGE = 50;
/** What a name in the ZIP keeps of a caption. */
const NAME_MAX = 80;

const subjectOf = (albumId: string, sectionId: string | null) => `download:${albumId}:${sectionId ?? 'album'}`;

export const DOWNLOADS_OFF = 'The owner has turned downloads off for this album';

const linkInvalid = () => new ForbiddenError('This download link is no longer valid. Please start the download again.', 'DOWNLOAD_LINK_INVALID');

/** Names Windows keeps for devices, whatever follows their first dot ("aux.jpg", "con.old.png" cannot be made there). */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/** A name safe on every system: no path, no characters or device names Windows refuses, no control characters, not empty. */
export function safeName(text: string, fallback: string): string {
  const cleaned = text
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, NAME_MAX)
    .trim();
  if (WINDOWS_DEVICE.test(cleaned.split('.')[0]!.trim())) return `_${cleaned}`;
  return cleaned || fallback;
}

/** A file name without its extension (the stored file's is used: a HEIC photo is kept as a JPEG). */
const withoutExtension = (name: string) => name.replace(/\.[^.]*$/, '');

/**
 * Each entry's name: its caption, else its file's name on the sender's device, else "Photo 12" or "Video 3"; with
 * the stored file's extension, unique in the ZIP.
 */
function entryNamer() {
  const used = new Set<string>();
  const counts = { IMAGE: 0, VIDEO: 0, OTHER: 0 };
  return (item: MediaRecord): string => {
    counts[item.type] += 1;
    const fallback = `${item.type === 'VIDEO' ? 'Video' : 'Photo'} ${counts[item.type]}`;
    const base = safeName(item.caption, safeName(withoutExtension(item.originalName ?? ''), fallback));
    const extension = (item.fileKey ?? '').split('.').pop() ?? 'bin';
    let name = `${base}.${extension}`;
    for (let n = 2; used.has(name.toLowerCase()); n += 1) name = `${base} (${n}).${extension}`;
    used.add(name.toLowerCase());
    return name;
  };
}

/**
 * Downloads of a whole album or one section (issue 14): one ZIP of the approved media the caller may see, streamed
 * as it is made (no temporary copy; the files are stored as they are, already compressed, and the media records
 * are read a page at a time as the ZIP reaches them). The browser cannot send its token with a plain download,
 * so the caller first asks for a link (signed like a private file's, for an hour at most), then opens it.
 */
export class AlbumDownloads {
  constructor(
    private readonly deps: { access: AlbumAccess; media: MediaStore; storage: StoragePort; links: FileLinks; directory: UserDirectory; logger?: Pick<Logger, 'warn'> },
  ) {}

  /** The link to the ZIP of an album (or of one of its sections) the viewer may see and download. */
  async link(albumId: string, viewer: Viewer | undefined, sectionId: string | undefined): Promise<string> {
    const { album, isOwner, isMember } = await this.deps.access.forViewing(albumId, viewer);
    // Its owner may switch downloads off for visitors; the owner and members keep them.
    if (album.allowDownloads === false && !isOwner && !isMember) throw new ForbiddenError(DOWNLOADS_OFF, 'DOWNLOADS_OFF');
    const section = this.sectionOf(sectionId);
    if (section) await this.deps.access.checkSection(album._id, section);
    const query = `${section ? `sectionId=${section}&` : ''}${this.deps.links.signedQuery(subjectOf(album._id, section))}`;
    return `/api/v1/abialbum/albums/${album._id}/media/download?${query}`;
  }

  /** The ZIP a link names, with its file name; refused when the link is not valid any more or the album is gone. */
  async zip(albumId: string, query: Record<string, string | string[] | undefined>, closed: AbortSignal): Promise<{ name: string; stream: Readable }> {
    const id = isObjectId(albumId) ? albumId.toLowerCase() : null;
    const section = this.sectionOf(typeof query.sectionId === 'string' ? query.sectionId : undefined);
    if (!id || this.deps.links.validUntil(subjectOf(id, section), query) === null) throw linkInvalid();
    const album = await this.deps.access.find(id);
    // A link lives an hour at most: what the album became since (blocked, its owner blocked) is checked again.
    if (album.isBlocked || (await this.deps.directory.isBlocked(album.ownerId))) throw albumNotFound();
    const zip = new ZipFile();
    this.fill(zip, section ? mediaList.section(section, 'approved') : mediaList.album(album._id, 'approved'), album._id, closed);
    return { name: `${safeName(album.title, 'Album')}.zip`, stream: zip.outputStream as Readable };
  }

  private sectionOf(sectionId: string | undefined): string | null {
    if (sectionId === undefined || sectionId === '') return null;
    if (!isObjectId(sectionId)) throw new NotFoundError('Section not found', 'SECTION_NOT_FOUND');
    return sectionId.toLowerCase();
  }

  /**
   * Adds the list's stored files page by page, each page once the ZIP has reached the end of the one before. Any
   * failure (the database, the storage, a file's stream) ends the answer broken off, never a ZIP that looks whole but
   * is not; a caller that goes away stops it and the file being read is closed. A file removed since its page was
   * read is an empty entry, named in "Not included.txt" at the end.
   */
  private fill(zip: ZipFile, list: string, albumId: string, closed: AbortSignal): void {
    const output = zip.outputStream as Readable;
    let failed = false;
    const fail = (err: Error) => {
      if (failed) return;
      failed = true;
      this.deps.logger?.warn({ err: err.message, albumId }, 'album download broken off');
      current?.destroy();
      output.destroy(err);
    };
    let current: Readable | null = null;
    zip.on('error', fail);
    closed.addEventListener('abort', () => current?.destroy(), { once: true });
    const missing: string[] = [];
    const nameOf = entryNamer();
    const stopped = new Promise<void>((resolve) => closed.addEventListener('abort', () => resolve(), { once: true }));

    const run = async () => {
      for (let skip = 0; !closed.aborted && !failed; skip += PAGE) {
        const { items } = await this.deps.media.page(list, { skip, limit: PAGE });
        const files = items.filter((item) => item.albumId === albumId && item.fileKey !== null);
        let reachedLast: () => void = () => undefined;
        const reached = new Promise<void>((resolve) => (reachedLast = resolve));
        files.forEach((item, i) => {
          const name = nameOf(item);
          zip.addReadStreamLazy(name, { compress: false, mtime: item.createdAt }, (done) => {
            if (i === files.length - 1) reachedLast();
            this.deps.storage
              .get(item.fileKey as string)
              .then((found) => {
                if (!found) missing.push(name);
                const stream = found?.stream ?? Readable.from([]);
                stream.once('error', fail);
                current = stream;
                done(null, stream);
              })
              .catch(fail);
          });
        });
        if (items.length < PAGE) break;
        if (files.length > 0) await Promise.race([reached, stopped]);
      }
      if (closed.aborted || failed) return;
      if (missing.length > 0) {
        zip.addReadStreamLazy('Not included.txt', { compress: true }, (done) => {
          done(null, Readable.from([`Removed from the album while it was being downloaded:\n${missing.join('\n')}\n`]));
        });
      }
      zip.end();
    };
    run().catch(fail);
  }
}
