import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { documentLocks, type Logger } from '@abialbum/service-kit';
import { imageDerivatives } from '../derivatives/image-derivatives';
import type { VideoTools } from '../derivatives/video-tools';
import { highlightUpdated, mediaEvent } from '../events/media-events';
import { playbackJobs } from '../events/video-jobs';
import { withLocalFile } from '../storage/local-file';
import type { StoragePort } from '../storage/storage.port';
import type { HighlightStore } from '../store/highlight.store';
import type { MediaStore } from '../store/media.store';
import { baseOfKey, uploadLock, type UploadRecord, type UploadStore, type VideoDetails } from '../store/upload.store';
import { fileUrl } from '../storage/file-key';

/** Jobs started for one video's poster before it is given up (the video is then offered as it is, without pictures). */
export const POSTER_MAX_ATTEMPTS = 3;
/** Where a video's poster frame is taken, when the video is longer. */
const POSTER_AT_SECONDS = 1;

/** The types browsers are sent these videos with, which they play when ffmpeg finds playable streams inside. */
const PLAYABLE_TYPES = new Set(['video/mp4', 'video/webm']);

export interface VideoPostersDeps {
  storage: StoragePort;
  uploads: UploadStore;
  media: MediaStore;
  highlights: HighlightStore;
  video: VideoTools;
  /** The derivative limiter the uploads use: posters never take more of the machine than uploads may. */
  limit: <T>(task: () => Promise<T>) => Promise<T>;
  logger: Logger;
}

/**
 * A stored video's poster frame, blur placeholder, size, duration and whether browsers play it as it is: one
 * ffmpeg run, made by a job after the upload answered (issue 14: nothing but the upload's checks delays its
 * answer). Until then the video has no pictures and its playback counts as `preparing`. The details are written
 * to the upload and to every media item and highlight showing it (with their events), under the file's lock,
 * which attaching the file to a new item takes too: no item misses them. A video browsers may not play gets
 * its playback job queued in the same write. A job run twice changes nothing; one that keeps failing is given up
 * (the video then plays as it is, without a poster).
 */
export function videoPosters(deps: VideoPostersDeps) {
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

  /** Writes the details to the upload, then to every item showing the file; pictures of a gone upload go. */
  async function finish(record: UploadRecord, details: VideoDetails): Promise<void> {
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
    const givenUp: VideoDetails = {
      thumbKey: null, displayKey: null, placeholder: null, width: null, height: null, duration: null, playback: null,
      poster: { status: 'failed', attempts },
    };
    if (attempts > POSTER_MAX_ATTEMPTS) {
      logger.error({ key, attempts }, 'video poster given up: its jobs kept ending with their process');
      return finish(record, givenUp);
    }
    let made: Awaited<ReturnType<typeof shoot>>;
    try {
      made = await shoot(record);
      await storage.put(thumbKey, Readable.from([made.pictures.thumb]), 'image/webp');
      await storage.put(displayKey, Readable.from([made.pictures.display]), 'image/webp');
    } catch (err) {
      await Promise.all([storage.delete(thumbKey), storage.delete(displayKey)]).catch(() => undefined);
      if (attempts >= POSTER_MAX_ATTEMPTS) {
        logger.warn({ key, attempts, err: (err as Error).message }, 'no poster for a video: given up, it plays as it is');
        return finish(record, givenUp);
      }
      throw err;
    }
    const { shot, pictures } = made;
    // Described by the same ffmpeg run: a video browsers may not play gets its copy from the playback job.
    const playable = shot.playable && PLAYABLE_TYPES.has(record.contentType);
    await finish(record, {
      thumbKey,
      displayKey,
      placeholder: pictures.placeholder,
      width: pictures.width,
      height: pictures.height,
      duration: shot.duration,
      playback: playable ? null : { status: 'preparing', key: null, attempts: 0 },
      poster: { status: 'ready', attempts },
    });
    logger.info({ key, attempts, playable }, 'video poster ready');
  }

  return {
    /** One job (short: a frame and its pictures); a stop waits for the running ones. */
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

export type VideoPosters = ReturnType<typeof videoPosters>;
