import { mediaTypeOfUrl, type MediaType } from '@abialbum/contracts';
import { BadRequestError, documentLocks } from '@abialbum/service-kit';
import { fileUrl, keyFromFileUrl } from '../storage/file-key';
import { uploadLock, type UploadStore } from '../store/upload.store';
import type { HighlightStore } from '../store/highlight.store';
import type { MediaPlayback, MediaStore } from '../store/media.store';
import type { MediaFiles } from './media-files';

/** What a media item or highlight copies from the file it shows. */
export interface FileFacts {
  url: string;
  fileKey: string | null;
  type: MediaType;
  mimeType: string | null;
  thumbnailUrl: string | null;
  displayUrl: string | null;
  placeholder: string | null;
  width: number | null;
  height: number | null;
  duration: number | null;
  playback: MediaPlayback | null;
  /** The name the file had on its sender's device (null for a web URL, and for files stored before it was kept). */
  originalName: string | null;
}

export const unknownFile = () =>
  new BadRequestError('This file was not uploaded to this album. Please upload it again.', 'UNKNOWN_FILE');

/**
 * Stored files and the records that show them. A file is attached (kept) while a media item or a
 * highlight points at it; once the last one is gone its bytes are removed. Attaching and releasing one
 * file never interleave (one lock per file), so a file is never removed under a record being created.
 */
export function fileReferences(deps: { uploads: UploadStore; media: MediaStore; highlights: HighlightStore; files: MediaFiles }) {
  async function usable(key: string, scope: { albumId: string; userId: string }) {
    const record = await deps.uploads.find(key);
    const mine = record?.albumId === scope.albumId || (record?.albumId === null && record.uploaderId === scope.userId);
    if (!record || !record.mediaType || !mine) throw unknownFile();
    return { ...record, mediaType: record.mediaType };
  }

  return {
    /** Fails as `use` would for this URL, without creating anything (to refuse a batch before its first item). */
    async check(url: string, scope: { albumId: string; userId: string }): Promise<void> {
      const key = keyFromFileUrl(url);
      if (key) await usable(key, scope);
      else if (url.startsWith('/')) throw unknownFile();
    },

    /**
     * Runs `create` with the facts of the file at `url`: one uploaded here (to this album, or by this user
     * without an album), or a web URL taken as it is with the type it suggests (or the one given).
     */
    async use<T>(
      url: string,
      scope: { albumId: string; userId: string; type?: MediaType },
      create: (facts: FileFacts) => Promise<T>,
    ): Promise<T> {
      const key = keyFromFileUrl(url);
      if (!key) {
        if (url.startsWith('/')) throw unknownFile();
        const type = scope.type ?? mediaTypeOfUrl(url);
        return create({ url, fileKey: null, type, mimeType: null, thumbnailUrl: null, displayUrl: null, placeholder: null, width: null, height: null, duration: null, playback: null, originalName: null });
      }
      return documentLocks.run(uploadLock(key), async () => {
        const record = await usable(key, scope);
        const result = await create({
          url: fileUrl(record.key),
          fileKey: record.key,
          type: record.mediaType,
          mimeType: record.contentType,
          thumbnailUrl: record.thumbKey ? fileUrl(record.thumbKey) : null,
          displayUrl: record.displayKey ? fileUrl(record.displayKey) : null,
          placeholder: record.placeholder,
          width: record.width,
          height: record.height,
          duration: record.duration,
          // Read under the file's lock, which the playback job also takes to finish: never a state it already left.
          playback: record.playback && { status: record.playback.status, key: record.playback.key },
          originalName: record.originalName ?? null,
        });
        await deps.uploads.model.updateOne({ key, attachedAt: null }, { $set: { attachedAt: new Date() } });
        return result;
      });
    },

    /**
     * A record stopped showing this file (or cleanup found it unattached): remove the file if nothing
     * shows it, else make sure it counts as attached. Returns whether it was removed.
     */
    async release(fileKey: string | null): Promise<boolean> {
      if (!fileKey) return false;
      return documentLocks.run(uploadLock(fileKey), async () => {
        if ((await deps.media.usesFile(fileKey)) || (await deps.highlights.usesFile(fileKey))) {
          await deps.uploads.model.updateOne({ key: fileKey, attachedAt: null }, { $set: { attachedAt: new Date() } });
          return false;
        }
        const record = await deps.uploads.find(fileKey);
        if (record) await deps.files.forget(record);
        return Boolean(record);
      });
    },
  };
}

export type FileReferences = ReturnType<typeof fileReferences>;
