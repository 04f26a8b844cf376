import {
  RESUMABLE_CHUNK_BYTES,
  RESUMABLE_THRESHOLD_BYTES,
  RESUMABLE_UPLOAD_PATH,
  type Media,
  type UploadFlow,
} from '@abialbum/contracts';
import { Upload, type DetailedError, type HttpResponse, type UploadOptions } from 'tus-js-client';
import { apiUrl } from './api-config';
import { errorFromBody, networkError, type ApiError } from './api-error';
import { currentAccessToken, refreshAccessToken } from './access-token';
import { endSession } from './end-session';
import { finishedFrom, recoverFinished } from './resumable-recovery';

/** Where a resumable upload stands, as its progress row shows it. */
export type ResumableState = 'uploading' | 'paused' | 'offline' | 'done' | 'failed';

export interface ResumableUploadInput {
  albumId: string;
  sectionId?: string | null;
  caption?: string;
  flow?: UploadFlow;
  onProgress?: (fraction: number) => void;
  onStateChange?: (state: ResumableState) => void;
}

/** The completed upload: the media item its last PATCH answered (pending for a member's upload). */
export interface ResumableResult {
  media: Media;
  message: string;
}

export interface ResumableUpload {
  /** Settles once: the media item, or the refusal (an ApiError with the service's message). */
  result: Promise<ResumableResult>;
  /** Stops sending; what the service holds stays for `resume` (also after a page reload, for 24 hours). */
  pause(): void;
  /** Goes on from where the service stands (it is asked first). */
  resume(): void;
}

/** The tus client class (tests hand in a fake). */
export type UploadClass = new (
  file: File,
  options: UploadOptions,
) => Pick<Upload, 'start' | 'abort' | 'findPreviousUploads' | 'resumeFromPreviousUpload' | 'url'>;

/** Whether a file goes by tus rather than the plain multipart upload. */
export const isResumable = (file: Blob) => file.size >= RESUMABLE_THRESHOLD_BYTES;

/** Waits between tries after a dropped connection; once they are spent the upload waits for the browser to be online. */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];
/**
 * Once the tries are spent while the browser counts itself online (no `online` event will come: the service, not the
 * network, is away), the upload tries again this often until it gets through or is paused.
 */
export const RESUMABLE_RETRY_ONLINE_MS = 30_000;

const statusOf = (err: Error | DetailedError) => ('originalResponse' in err && err.originalResponse ? err.originalResponse.getStatus() : 0);

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function failure(err: Error | DetailedError): ApiError {
  const response = 'originalResponse' in err ? err.originalResponse : null;
  if (!response) return networkError(err);
  return errorFromBody(response.getStatus(), parse(response.getBody()));
}


/**
 * Sends a large file by the tus protocol (issue 14), through the same origin as every call: progress, pause and
 * resume, retries after a dropped connection and, once they are spent, a resume as soon as the browser is online
 * again; a file chosen again after a page reload goes on where it stopped (tus-js-client keeps its upload address
 * in localStorage, by a fingerprint of the file and its album). Every request carries the session's token.
 */
export function uploadResumable(file: File, input: ResumableUploadInput, UploadImpl: UploadClass = Upload): ResumableUpload {
  let renewing: Promise<string | null> | null = null;
  let settled = false;
  let tryAgain: ReturnType<typeof setTimeout> | undefined;
  let state: ResumableState = 'uploading';
  let resolve!: (value: ResumableResult) => void;
  let reject!: (reason: ApiError) => void;
  const result = new Promise<ResumableResult>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  const setState = (next: ResumableState) => {
    state = next;
    input.onStateChange?.(next);
  };
  const path = apiUrl(RESUMABLE_UPLOAD_PATH);
  const metadata: Record<string, string> = { albumId: input.albumId, filename: file.name || 'file', filetype: file.type, flow: input.flow ?? 'default' };
  if (input.sectionId) metadata.sectionId = input.sectionId;
  if (input.caption) metadata.caption = input.caption;

  const upload = new UploadImpl(file, {
    endpoint: path,
    metadata,
    chunkSize: RESUMABLE_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    removeFingerprintOnSuccess: true,
    // The same file for another album or section is another upload.
    fingerprint: async (f) => ['abialbum-tus', f.name, f.type, f.size, f.lastModified, input.albumId, input.sectionId ?? ''].join(':'),
    onBeforeRequest: async (req) => {
      const token = (await renewing) ?? (await currentAccessToken());
      if (token) req.setHeader('Authorization', `Bearer ${token}`);
    },
    onShouldRetry: (err, attempt) => {
      const status = statusOf(err);
      // Offline: no use trying now; the upload goes on once the browser is back online.
      if (status === 0 && typeof navigator !== 'undefined' && navigator.onLine === false) return false;
      // An expired token: renewed once, then the same request again.
      if (status === 401 && attempt === 0) {
        renewing = refreshAccessToken().finally(() => (renewing = null));
        return true;
      }
      return status === 0 || status >= 500 || status === 409 || status === 423;
    },
    onProgress: (sent, total) => input.onProgress?.(total > 0 ? sent / total : 0),
    onSuccess: ({ lastResponse }) => void finish(lastResponse),
    onError: (err) => fail(failure(err)),
  });

  /**
   * The last PATCH's answer names the media item; a HEAD that found the upload finished (its answer lost, issue 28)
   * does not, so the service is asked for it again rather than the file sent twice.
   */
  async function finish(last: HttpResponse) {
    const answered = finishedFrom(last.getBody());
    try {
      const done = answered ?? (await recoverFinished(upload.url ?? '', file.size));
      if (settled || state === 'paused') return;
      settle();
      input.onProgress?.(1);
      setState('done');
      resolve(done);
    } catch (err) {
      if (!settled && state !== 'paused') fail(err as ApiError);
    }
  }

  function fail(error: ApiError) {
    if (error.status === 0) {
      // The connection is gone for longer than the retries: go on once the browser is back online (or, while it
      // says it is online, once the service answers again).
      setState('offline');
      if (typeof navigator === 'undefined' || navigator.onLine !== false) tryAgain = setTimeout(onOnline, RESUMABLE_RETRY_ONLINE_MS);
      return;
    }
    settle();
    endSession(error.status, RESUMABLE_UPLOAD_PATH, true, 'user');
    setState('failed');
    reject(error);
  }

  let first = true;
  const start = async () => {
    setState('uploading');
    if (first) {
      first = false;
      // The same file chosen again after a reload: on from where its upload stopped.
      const previous = await upload.findPreviousUploads().catch(() => []);
      const latest = previous.sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0];
      if (latest) upload.resumeFromPreviousUpload(latest);
    }
    upload.start();
  };
  function onOnline() {
    clearTimeout(tryAgain);
    if (!settled && state === 'offline') void start();
  }
  function settle() {
    settled = true;
    clearTimeout(tryAgain);
    window.removeEventListener('online', onOnline);
  }
  window.addEventListener('online', onOnline);
  void start();

  return {
    result,
    pause() {
      if (settled || state === 'paused') return;
      clearTimeout(tryAgain);
      void upload.abort(false);
      setState('paused');
    },
    resume() {
      if (settled || state === 'uploading') return;
      void start();
    },
  };
}
