import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { countUploadBytes, documentLocks, lockKey, type Logger } from '@abialbum/service-kit';
import { newFileKey } from '../storage/file-key';
import type { StagedFile, StoragePort } from '../storage/storage.port';
import type { UploadPurpose, UploadRecord, UploadStore } from '../store/upload.store';
import { cleanStaged } from '../derivatives/clean-original';
import { HEIC_KEPT_AS, HEIC_MIME, heicToJpeg } from '../derivatives/heic';
import { pictureSize, pictureSource } from '../derivatives/image-derivatives';
import { removeVideoLocation } from '../derivatives/video-location';
import type { VideoTools } from '../derivatives/video-tools';
import { fileJobs } from '../events/video-jobs';
import { readHead } from './incoming-file';
import { sniffMedia, type MediaKind } from './media-kind';
import { SNIFF_BYTES } from './image-kind';

export interface MediaFileDeps {
  storage: StoragePort;
  uploads: UploadStore;
  video: VideoTools;
  /** Bounds how many derivative jobs run at once. */
  limit: <T>(task: () => Promise<T>) => Promise<T>;
  logger: Logger;
}

export interface MediaFileRules {
  maxBytes: number;
  accepts: (kind: MediaKind) => boolean;
  unsupported: () => Error;
  tooLarge: () => Error;
}

export interface MediaFileTarget {
  purpose: UploadPurpose;
  uploaderId: string;
  albumId: string | null;
  /** The file's name on the sender's device (the name its items keep, e.g. for a ZIP of the album). */
  originalName?: string | null;
  /** Kept only once `confirm`ed (the upload answers); until then removed at the next start. */
  provisional?: boolean;
}

/**
 * A file received but not kept yet (its bytes staged, sniffed and hashed; nothing visible, no record): an upload
 * whose album is named after its files keeps them once the album is known and checked.
 */
export interface StagedUpload {
  staged: StagedFile;
  kind: MediaKind;
  sha256: string;
  rules: MediaFileRules;
}

/** A file kept by an upload: its record, and whether this upload stored it or found it stored already. */
export interface KeptFile {
  record: UploadRecord;
  duplicate: boolean;
}

/** What a file's record says of its pictures and playback when it is kept (the rest comes from its pictures job). */
type Described = Pick<UploadRecord, 'placeholder' | 'width' | 'height' | 'duration' | 'playback' | 'poster'>;

/** The pictures job (file-pictures.ts) makes it after the upload answered: until then the file has no pictures. */
const PREPARING = { status: 'preparing', attempts: 0 } as const;

/**
 * Receives one picture or video: its kind from its first bytes, the rest streamed to a staged file while
 * hashed and counted (never held in memory), then kept once per album (identical bytes answer with the
 * file stored before; the hash is of the bytes as sent). A raster picture is kept written again without its
 * metadata (no EXIF GPS at the public URL): the one step a picture waits for before the answer, with reading
 * its size. Its WebP sizes and blur placeholder, like a video's poster, come from its pictures job once the
 * upload answered (issue 14: nothing but the checks delays the answer). The record is written before the
 * files become visible, so a process killed in between leaves a record that cleanup finds, never an unknown
 * file.
 */
export function mediaFiles(deps: MediaFileDeps) {
  const { storage, uploads } = deps;

  async function describe(staged: StagedFile, kind: MediaKind): Promise<Described> {
    const none: Described = { placeholder: null, width: null, height: null, duration: null, playback: null, poster: null };
    if (kind.type === 'IMAGE') {
      // The picture was read whole to clean it (or check it): its header gives its size, turned upright.
      const size = await pictureSize(await pictureSource(staged.path, kind.mime)).catch(() => null);
      return { ...none, width: size?.width ?? null, height: size?.height ?? null, poster: PREPARING };
    }
    if (!(await deps.video.available())) return none;
    // Its poster, duration and playability come from its job; until then the player says the video is being prepared.
    return { ...none, playback: { ...PREPARING, key: null }, poster: PREPARING };
  }

  /**
   * The file to keep: a picture without its metadata (a picture sharp cannot read at all is refused), a video without
   * the position it was filmed at (in place: its metadata only, the file keeps its size).
   */
  async function cleaned(staged: StagedFile, kind: MediaKind, unreadable: () => Error): Promise<StagedFile> {
    if (kind.type === 'VIDEO') {
      await removeVideoLocation(staged.path).catch((err: unknown) => {
        deps.logger.warn({ err: (err as Error).message, mime: kind.mime }, 'a video whose metadata could not be read: kept as it is');
      });
      return staged;
    }
    if (kind.type !== 'IMAGE') return staged;
    return deps.limit(() => cleanStaged(storage, staged, kind.mime, kind.extension)).catch((err: unknown) => {
      deps.logger.warn({ err: (err as Error).message, mime: kind.mime }, 'a picture that cannot be read: refused');
      throw unreadable();
    });
  }

  /** A HEIC photo becomes the JPEG it is kept as (a failure: the picture cannot be read, refused). */
  async function readable(staged: StagedFile, kind: MediaKind, unreadable: () => Error): Promise<{ staged: StagedFile; kind: MediaKind }> {
    if (kind.mime !== HEIC_MIME) return { staged, kind };
    const converted = await deps.limit(() => heicToJpeg(storage, staged)).catch((err: unknown) => {
      deps.logger.warn({ err: (err as Error).message }, 'a HEIC picture that cannot be read: refused');
      throw unreadable();
    });
    return { staged: converted, kind: HEIC_KEPT_AS };
  }

  async function keep(received: StagedFile, receivedKind: MediaKind, sha256: string, target: MediaFileTarget, unreadable: () => Error): Promise<KeptFile> {
    const contentKey = `${target.albumId ?? `user:${target.uploaderId}`}:${sha256}`;
    return documentLocks.run(lockKey('upload-content', contentKey), async () => {
      const existing = await uploads.findByContent(contentKey);
      // A provisional file may still go (its upload may fail or its process die): never answer with it.
      if (existing && !existing.provisional && (await storage.head(existing.key))) {
        await storage.discard(received);
        return { record: existing, duplicate: true };
      }
      const { staged, kind } = await readable(received, receivedKind, unreadable);
      // A converted HEIC is a file of its own: gone too if it cannot be cleaned (the received one is already).
      const original = await cleaned(staged, kind, unreadable).catch(async (err: unknown) => {
        if (staged !== received) await storage.discard(staged);
        throw err;
      });
      try {
        return await storeNew(original, kind, contentKey, target);
      } catch (err) {
        await storage.discard(original);
        throw err;
      }
    });
  }

  async function storeNew(staged: StagedFile, kind: MediaKind, contentKey: string, target: MediaFileTarget): Promise<KeptFile> {
    const key = newFileKey(kind.extension);
    const record = await uploads.record({
      key,
      purpose: target.purpose,
      contentType: kind.mime,
      size: staged.size,
      uploaderId: target.uploaderId,
      albumId: target.albumId,
      originalName: target.originalName ?? null,
      contentKey,
      mediaType: kind.type,
      thumbKey: null,
      displayKey: null,
      keys: [key],
      provisional: target.provisional ?? false,
      ...(await describe(staged, kind)),
    });
    try {
      await storage.commit(staged, key, kind.mime);
    } catch (err) {
      await forget(record);
      throw err;
    }
    // A provisional file's jobs are queued when its upload answers (`confirm`).
    if (!record.provisional) await uploads.queue(key, fileJobs(record));
    return { record, duplicate: false };
  }

  /** Removes a file this upload stored, with its derivatives and record. */
  async function forget(record: UploadRecord): Promise<void> {
    await Promise.all(record.keys.map((key) => storage.delete(key)));
    await uploads.remove(record.key);
  }

  /** Reads one file to a staged copy: refused by its first bytes or its size before anything is kept. */
  async function stage(file: Readable, rules: MediaFileRules): Promise<StagedUpload> {
    const incoming = await readHead(file, SNIFF_BYTES);
    const kind = incoming.head.length > 0 ? await sniffMedia(incoming.head) : null;
    if (!kind || !rules.accepts(kind)) {
      incoming.discard();
      throw rules.unsupported();
    }
    const hash = createHash('sha256');
    const staged = await storage.stage(incoming.body(rules.maxBytes, rules.tooLarge, hash));
    countUploadBytes(staged.size);
    return { staged, kind, sha256: hash.digest('hex'), rules };
  }

  /** Keeps a staged file for its target (or answers the identical file kept before). */
  async function keepStaged(upload: StagedUpload, target: MediaFileTarget): Promise<KeptFile> {
    try {
      return await keep(upload.staged, upload.kind, upload.sha256, target, upload.rules.unsupported);
    } catch (err) {
      await storage.discard(upload.staged);
      throw err;
    }
  }

  return {
    async receive(file: Readable, rules: MediaFileRules, target: MediaFileTarget): Promise<KeptFile> {
      return keepStaged(await stage(file, rules), target);
    },
    stage,
    keepStaged,
    /** Drops a staged file that will not be kept. */
    async discardStaged(upload: StagedUpload): Promise<void> {
      await storage.discard(upload.staged);
    },
    /** The upload answers: what it stored provisionally stays. */
    async confirm(kept: KeptFile[]): Promise<void> {
      for (const file of kept) if (!file.duplicate) await uploads.confirm(file.record.key, fileJobs(file.record));
    },
    /** Undoes what `receive` stored (a file found stored already stays: it was not this upload's). */
    async undo(kept: KeptFile): Promise<void> {
      if (!kept.duplicate) await forget(kept.record);
    },
    forget,
  };
}

export type MediaFiles = ReturnType<typeof mediaFiles>;
