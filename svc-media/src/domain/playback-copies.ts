import { rm, stat } from 'node:fs/promises';
import { documentLocks, type Logger } from '@abialbum/service-kit';
import type { VideoTools } from '../derivatives/video-tools';
import { highlightUpdated, mediaEvent } from '../events/media-events';
import { withLocalFile } from '../storage/local-file';
import type { StoragePort } from '../storage/storage.port';
import type { HighlightStore } from '../store/highlight.store';
import type { MediaStore } from '../store/media.store';
import { baseOfKey, uploadLock, type UploadPlayback, type UploadStore } from '../store/upload.store';

/** Jobs started for one video before it is given up (its media then offer the original only). */
export const PLAYBACK_MAX_ATTEMPTS = 3;

/** The queue should hand this job out again later, without counting an attempt (the process is stopping). */
class JobInterrupted extends Error {
  readonly retryLater = true;
}

export interface PlaybackCopiesDeps {
  storage: StoragePort;
  uploads: UploadStore;
  media: MediaStore;
  highlights: HighlightStore;
  video: VideoTools;
  logger: Logger;
}

/** The stored key of a video's playback copy: beside its original's, so cleanup and sharing know it as the upload's. */
export const playbackKeyOf = (key: string) => `${baseOfKey(key)}-play.mp4`;

/**
 * Makes the playback copy of one stored video (a job of the playback queue): the original read into a scratch file,
 * ffmpeg at low priority, the copy stored, then the upload and every media item and highlight showing it marked `ready`
 * (each highlight with its highlight.updated). A job that runs again finds it ready (or the upload gone) and does
 * nothing. A failed run is thrown for the queue to retry; the last attempt marks it `failed` and ends the job.
 */
export function playbackCopies(deps: PlaybackCopiesDeps) {
  const { storage, uploads, logger } = deps;
  const running = new Map<AbortController, Promise<unknown>>();
  let stopped = false;

  /** Under the file's lock (the one attaching it to a new media item takes): no item misses the change. */
  async function finish(key: string, playback: UploadPlayback): Promise<void> {
    await documentLocks.run(uploadLock(key), async () => {
      if (!(await uploads.endPlayback(key, playback))) {
        // The upload was removed meanwhile (its media deleted): its copy goes too.
        if (playback.key) await storage.delete(playback.key);
        return;
      }
      const copy = { status: playback.status, key: playback.key };
      // svc-albums' copies of media and highlights (the album's profile, the admin's list) carry the playback state:
      // each learns it by its media.updated or highlight.updated.
      for (const id of await deps.media.idsShowing(key)) await deps.media.change(id, () => ({ playback: copy }), mediaEvent('media.updated'));
      for (const id of await deps.highlights.idsShowing(key)) await deps.highlights.change(id, () => ({ playback: copy }), highlightUpdated);
    });
  }

  async function transcode(key: string, copyKey: string, signal: AbortSignal): Promise<void> {
    const output = storage.scratchPath('mp4');
    try {
      await withLocalFile(storage, key, (original) => deps.video.playback(original, output, signal));
      await storage.commit({ path: output, size: (await stat(output)).size }, copyKey, 'video/mp4');
    } finally {
      await rm(output, { force: true });
    }
  }

  async function run(key: string, signal: AbortSignal): Promise<void> {
    const record = await uploads.startJob(key, 'playback');
    // Gone, made already or given up: a job run twice changes nothing.
    if (record?.playback?.status !== 'preparing') return;
    const { attempts } = record.playback;
    const failed = { status: 'failed' as const, key: null, attempts };
    if (attempts > PLAYBACK_MAX_ATTEMPTS) {
      logger.error({ key, attempts }, 'playback copy given up: its jobs kept ending with their process');
      return finish(key, failed);
    }
    const copyKey = playbackKeyOf(key);
    try {
      await transcode(key, copyKey, signal);
    } catch (err) {
      await storage.delete(copyKey).catch(() => undefined);
      if (signal.aborted) {
        await uploads.playbackInterrupted(key);
        throw new JobInterrupted('playback copy stopped by a shutdown: queued again');
      }
      if (attempts >= PLAYBACK_MAX_ATTEMPTS) {
        logger.error({ key, attempts, err: (err as Error).message }, 'playback copy failed: given up, the original stays');
        return finish(key, failed);
      }
      throw err;
    }
    await finish(key, { status: 'ready', key: copyKey, attempts });
    logger.info({ key, copyKey, attempts }, 'playback copy ready');
  }

  /** One job; `stop` ends it. */
  function make(key: string): Promise<void> {
    if (stopped) return Promise.reject(new JobInterrupted('stopping'));
    const controller = new AbortController();
    const job = run(key, controller.signal);
    running.set(controller, job.catch(() => undefined));
    return job.finally(() => running.delete(controller));
  }

  return {
    make,
    /** Ends the running job (its ffmpeg killed; the job goes back to the queue) and takes no more. */
    async stop(): Promise<void> {
      stopped = true;
      const pending = [...running];
      for (const [controller] of pending) controller.abort();
      await Promise.all(pending.map(([, work]) => work));
    },
  };
}

export type PlaybackCopies = ReturnType<typeof playbackCopies>;
