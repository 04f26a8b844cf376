import { createHash } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import { countUploadBytes, documentLocks, lockKey, type Logger } from '@abialbum/service-kit';
import { newFileKey } from '../storage/file-key';
import type { PendingObject, StagedFile, StoragePort } from '../storage/storage.port';
import type { UploadPurpose, UploadRecord, UploadStore } from '../store/upload.store';
import { cleanStaged } from '../derivatives/clean-original';
import { HEIC_KEPT_AS, HEIC_MIME, heicToJpeg } from '../derivatives/heic';
import { pictureSize, pictureSource } from '../derivatives/image-derivatives';
import { withoutVideoLocation } from '../derivatives/video-location';
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
 * A file received but not kept yet (sniffed and hashed; nothing visible, no record): a picture in a staged local file
 * (it is cleaned before it is kept), a video received for the store under its key (`object`, not visible). An upload whose
 * album is named after its files keeps them once the album is known and checked.
 */
export type StagedUpload = ({ staged: StagedFile } | { object: PendingObject }) & {
  kind: MediaKind;
  sha256: string;
  rules: MediaFileRules;
};

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
 * Receives one picture or video: its kind from its first bytes, the rest streamed while hashed and counted (never
 * held in memory), then kept once per album (identical bytes answer with the file stored before; the hash is of the
 * bytes as sent). A picture is staged to a local file and kept written again without its metadata (no EXIF GPS at
 * the public URL): the one step a picture waits for before the answer, with reading its size. A video is received for
 * the store under its key (StoragePort.receive), its recording position taken out on the way, and made visible once
 * its record is written (a duplicate is dropped unseen).
 * Its WebP sizes and blur placeholder, like a video's poster, come from its pictures job once the upload answered
 * (issue 14: nothing but the checks delays the answer). The record is written before the files become visible, so
 * a process killed in between leaves a record that cleanup finds, never an unknown file.
 */
export function mediaFiles(deps: MediaFileDeps) {
  const { storage, uploads } = deps;

  /** `picture`: the local file of a picture (read whole to clean it, or check it). */
  async function describe(kind: MediaKind, picture: string | null): Promise<Described> {
    const none: Described = { placeholder: null, width: null, height: null, duration: null, playback: null, poster: null };
    if (kind.type === 'IMAGE' && picture) {
      // Its header gives its size, turned upright.
      const size = await pictureSize(await pictureSource(picture, kind.mime)).catch(() => null);
      return { ...none, width: size?.width ?? null, height: size?.height ?? null, poster: PREPARING };
    }
    if (!(await deps.video.available())) return none;
    // Its poster, duration and playability come from its job; until then the player says the video is being prepared.
    return { ...none, playback: { ...PREPARING, key: null }, poster: PREPARING };
  }

  /** The picture to keep: without its metadata (a picture sharp cannot read at all is refused). */
  async function cleaned(staged: StagedFile, kind: MediaKind, unreadable: () => Error): Promise<StagedFile> {
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

  /** Drops a file received and not kept (nothing of it was visible). */
  const drop = (upload: StagedUpload) => ('object' in upload ? upload.object.abort() : storage.discard(upload.staged));

  async function keep(upload: StagedUpload, target: MediaFileTarget): Promise<KeptFile> {
    const contentKey = `${target.albumId ?? `user:${target.uploaderId}`}:${upload.sha256}`;
    return documentLocks.run(lockKey('upload-content', contentKey), async () => {
      const existing = await uploads.findByContent(contentKey);
      // A provisional file may still go (its upload may fail or its process die): never answer with it.
      if (existing && !existing.provisional && (await storage.head(existing.key))) {
        await drop(upload);
        return { record: existing, duplicate: true };
      }
      if ('object' in upload) return storeNew(upload.object, upload.kind, contentKey, target, null);
      const { staged, kind } = await readable(upload.staged, upload.kind, upload.rules.unsupported);
      // A converted HEIC is a file of its own: gone too if it cannot be cleaned (the received one is already).
      const original = await cleaned(staged, kind, upload.rules.unsupported).catch(async (err: unknown) => {
        if (staged !== upload.staged) await storage.discard(staged);
        throw err;
      });
      const key = newFileKey(kind.extension);
      const file: PendingObject = {
        key,
        size: original.size,
        complete: () => storage.commit(original, key, kind.mime),
        abort: () => storage.discard(original),
      };
      return storeNew(file, kind, contentKey, target, original.path);
    });
  }

  /** Records `file`, then makes it visible; if either fails, neither stays. `picture`: a picture's local file. */
  async function storeNew(file: PendingObject, kind: MediaKind, contentKey: string, target: MediaFileTarget, picture: string | null): Promise<KeptFile> {
    let record: UploadRecord;
    try {
      record = await uploads.record({
        key: file.key,
        purpose: target.purpose,
        contentType: kind.mime,
        size: file.size,
        uploaderId: target.uploaderId,
        albumId: target.albumId,
        originalName: target.originalName ?? null,
        contentKey,
        mediaType: kind.type,
        thumbKey: null,
        displayKey: null,
        keys: [file.key],
        provisional: target.provisional ?? false,
        ...(await describe(kind, picture)),
      });
    } catch (err) {
      await file.abort().catch(() => undefined);
      throw err;
    }
    try {
      await file.complete();
    } catch (err) {
      await Promise.all([forget(record), file.abort().catch(() => undefined)]);
      throw err;
    }
    // A provisional file's jobs are queued when its upload answers (`confirm`).
    if (!record.provisional) await uploads.queue(file.key, fileJobs(record));
    return { record, duplicate: false };
  }

  /** Removes a file this upload stored, with its derivatives and record. */
  async function forget(record: UploadRecord): Promise<void> {
    await Promise.all(record.keys.map((key) => storage.delete(key)));
    await uploads.remove(record.key);
  }

  /**
   * Reads one file (a picture to a staged copy, a video into the store, not visible): refused by its first bytes or its
   * size before anything is kept.
   */
  async function stage(file: Readable, rules: MediaFileRules): Promise<StagedUpload> {
    const incoming = await readHead(file, SNIFF_BYTES);
    const kind = incoming.head.length > 0 ? await sniffMedia(incoming.head) : null;
    if (!kind || !rules.accepts(kind)) {
      incoming.discard();
      throw rules.unsupported();
    }
    const hash = createHash('sha256');
    const body = incoming.body(rules.maxBytes, rules.tooLarge, hash);
    const received: { object: PendingObject } | { staged: StagedFile } =
      kind.type === 'VIDEO'
        ? { object: await storage.receive(newFileKey(kind.extension), pipeline(body, withoutVideoLocation(), () => undefined), kind.mime) }
        : { staged: await storage.stage(body) };
    countUploadBytes('object' in received ? received.object.size : received.staged.size);
    return { ...received, kind, sha256: hash.digest('hex'), rules };
  }

  /** Keeps a staged file for its target (or answers the identical file kept before). */
  async function keepStaged(upload: StagedUpload, target: MediaFileTarget): Promise<KeptFile> {
    try {
      return await keep(upload, target);
    } catch (err) {
      await drop(upload).catch(() => undefined);
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
    discardStaged: drop,
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
