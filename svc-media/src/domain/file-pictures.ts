import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { documentLocks, type Logger } from '@abialbum/service-kit';
import { imageDerivatives, pictureSource } from '../derivatives/image-derivatives';
import type { VideoTools } from '../derivatives/video-tools';
import { highlightUpdated, mediaEvent } from '../events/media-events';
import { playbackJobs } from '../events/video-jobs';
import { withLocalFile } from '../storage/local-file';
import type { StoragePort } from '../storage/storage.port';
import type { HighlightStore } from '../store/highlight.store';
import type { MediaStore } from '../store/media.store';
import { baseOfKey, uploadLock, type UploadRecord, type UploadStore, type PicturesResult } from '../store/upload.store';
import { fileUrl } from '../storage/file-key';

/** Jobs started for one file's pictures before they are given up (the file is then offered as it is, without pictures). */
export const PICTURES_MAX_ATTEMPTS = 3;
/** Where a video's poster frame is taken, when the video is longer. */
const POSTER_AT_SECONDS = 1;

/** The types browsers are sent these videos with, which they play when ffmpeg finds playable streams inside. */
const PLAYABLE_TYPES = new Set(['video/mp4', 'video/webm']);

export interface FilePicturesDeps {
  storage: StoragePort;
  uploads: UploadStore;
  media: MediaStore;
  highlights: HighlightStore;
  video: VideoTools;
  /** The derivative limiter the uploads use: these jobs never take more of the machine than uploads may. */
  limit: <T>(task: () => Promise<T>) => Promise<T>;
  logger: Logger;
}

/**
 * A stored file's pictures, made by a job after the upload answered (issue 14: nothing but the upload's checks
 * delays its answer): a picture's WebP sizes and blur placeholder; a video's poster frame with its pictures, size,
 * duration and whether browsers play it as it is (one ffmpeg run). Until then the file has no pictures (a picture
 * is shown as it was sent) and a video's playback counts as `preparing`. What is made is written to the upload and
 * to every media item and highlight showing it (with their events), under the file's lock, which attaching the
 * file to a new item takes too: no item misses it. A video browsers may not play gets its playback job queued in
 * the same write. A job run twice changes nothing; one that keeps failing is given up (the file is then offered
 * as it is, without pictures). The job's queue and message keep the names they had when only videos had one
 * (`svc-media.posters`, `upload.poster-requested`).
 */
export function filePictures(deps: FilePicturesDeps) {
  const { storage, uploads, logger } = deps;
  const running = new Set<Promise<unknown>>();

  /** ffmpeg's frame (a second in, else a third of the way for a shorter clip), then its WebP pictures. */
  async function shoot(record: UploadRecord) {
    const frame = storage.scratchPath('png');
    try {
      return await deps.limit(() =>
        withLocalFile(storage, record.key, async (path) => {
          let shot = await deps.video.frame(path, POSTER_AT_SECONDS, frame);
          if (!shot.written && shot.duration) shot = { ...(await deps.video.frame(path, shot.duration / 3, frame)), duration: shot.duration };
          if (!shot.written) throw new Error('no video frame to make a poster of');
          return { shot, pictures: await imageDerivatives(frame) };
        }),
      );
    } finally {
      await rm(frame, { force: true });
    }
  }

  /** A picture's WebP sizes, made from the stored picture. */
  async function draw(record: UploadRecord) {
    return deps.limit(() =>
      withLocalFile(storage, record.key, async (path) => ({ shot: null, pictures: await imageDerivatives(await pictureSource(path, record.contentType)) })),
    );
  }

  /** Writes the details to the upload, then to every item showing the file; pictures of a gone upload go. */
  async function finish(record: UploadRecord, details: PicturesResult): Promise<void> {
    const { key } = record;
    await documentLocks.run(uploadLock(key), async () => {
      if (!(await uploads.endPoster(key, details, playbackJobs({ key, playback: details.playback })))) {
        await Promise.all([details.thumbKey, details.displayKey].map((k) => (k ? storage.delete(k) : undefined)));
        return;
      }
      const shown = {
        thumbnailUrl: details.thumbKey ? fileUrl(details.thumbKey) : null,
        displayUrl: details.displayKey ? fileUrl(details.displayKey) : null,
        placeholder: details.placeholder,
      };
      const playback = details.playback && { status: details.playback.status, key: details.playback.key };
      for (const id of await deps.media.idsShowing(key)) {
        await deps.media.change(id, () => ({ ...shown, width: details.width, height: details.height, duration: details.duration, playback }), mediaEvent('media.updated'));
      }
      for (const id of await deps.highlights.idsShowing(key)) await deps.highlights.change(id, () => ({ ...shown, playback }), highlightUpdated);
    });
  }

  async function run(key: string): Promise<void> {
    const record = await uploads.startJob(key, 'poster');
    // Gone, made already or given up: a job run twice changes nothing.
    if (record?.poster?.status !== 'preparing') return;
    const { attempts } = record.poster;
    const base = baseOfKey(key);
    const thumbKey = `${base}-thumb.webp`;
    const displayKey = `${base}-display.webp`;
    const kind = record.mediaType;
    // A picture keeps the size read when it was kept.
    const givenUp: PicturesResult = {
      thumbKey: null, displayKey: null, placeholder: null, width: record.width, height: record.height, duration: null, playback: null,
      poster: { status: 'failed', attempts },
    };
    if (attempts > PICTURES_MAX_ATTEMPTS) {
      logger.error({ key, kind, attempts }, 'pictures given up: their jobs kept ending with their process');
      return finish(record, givenUp);
    }
    let made: Awaited<ReturnType<typeof shoot>> | Awaited<ReturnType<typeof draw>>;
    try {
      made = kind === 'IMAGE' ? await draw(record) : await shoot(record);
      await storage.put(thumbKey, Readable.from([made.pictures.thumb]), 'image/webp');
      await storage.put(displayKey, Readable.from([made.pictures.display]), 'image/webp');
    } catch (err) {
      await Promise.all([storage.delete(thumbKey), storage.delete(displayKey)]).catch(() => undefined);
      if (attempts >= PICTURES_MAX_ATTEMPTS) {
        logger.warn({ key, kind, attempts, err: (err as Error).message }, 'no pictures for a file: given up, it is shown as it is');
        return finish(record, givenUp);
      }
      throw err;
    }
    const { shot, pictures } = made;
    // A video is described by the same ffmpeg run: one browsers may not play gets its copy from the playback job.
    const playable = !shot || (shot.playable && PLAYABLE_TYPES.has(record.contentType));
    await finish(record, {
      thumbKey,
      displayKey,
      placeholder: pictures.placeholder,
      width: pictures.width,
      height: pictures.height,
      duration: shot?.duration ?? null,
      playback: playable ? null : { status: 'preparing', key: null, attempts: 0 },
      poster: { status: 'ready', attempts },
    });
    logger.info({ key, kind, attempts, playable }, 'pictures ready');
  }

  return {
    /** One job (short: a picture's sizes, or a frame and its pictures); a stop waits for the running ones. */
    make(key: string): Promise<void> {
      const job = run(key);
      const settled = job.catch(() => undefined);
      running.add(settled);
      return job.finally(() => running.delete(settled));
    },
    async stop(): Promise<void> {
      await Promise.all([...running]);
    },
  };
}

export type FilePictures = ReturnType<typeof filePictures>;
