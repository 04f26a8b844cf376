import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mediaMessages, RESUMABLE_MEDIA_ID_HEADER, RESUMABLE_UPLOAD_PATH, resumableMessages } from '@abialbum/contracts';
import { AppError, type Logger } from '@abialbum/service-kit';
import { Server, Upload } from '@tus/server';
import {
  RESUMABLE_MAX_BYTES,
  targetMetadata,
  targetOf,
  type ResumableTarget,
  type ResumableUploads,
} from '../domain/resumable-upload';
import type { AnswerClaims, StoredAnswer } from '../store/answer-claims.store';
import { FINISH_STALE_MS, forTus, repeatedFinish } from './finished-uploads';
import { uploadLockers } from './tus-lease-locker';
import { uploadBytes, type ResumableStorage } from './tus-stores';

export interface ResumableServerOptions {
  /** Where uploads under way keep their bytes and info: this machine's disk, or the bucket every instance reads. */
  storage: ResumableStorage;
  /** An upload not finished this long after its creation is refused and removed. */
  expiryMs: number;
}

type TusRequest = Parameters<NonNullable<ConstructorParameters<typeof Server>[0]['onUploadCreate']>>[0];

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };
const envelope = (status: number, body: unknown) => ({ status_code: status, headers: JSON_TYPE, body: JSON.stringify(body) });

/**
 * The tus server (`@tus/server`) behind svc-media's resumable upload routes: it speaks the protocol and keeps the bytes
 * of unfinished uploads (tus-stores.ts: on the staging disk, or with MEDIA_STORAGE=s3 in the bucket, so that any
 * instance takes the next piece), each upload locked across instances (tus-lease-locker.ts); the routes check the
 * caller first (resumable.routes.ts), and the use case (domain/resumable-upload.ts) decides what an upload may be and
 * what its file becomes.
 */
export function resumableServer(uploads: ResumableUploads, finishes: AnswerClaims, logger: Logger, options: ResumableServerOptions) {
  const bytes = uploadBytes(options.storage, options.expiryMs);
  const store = bytes.datastore;
  // An upload another instance finished and removed meanwhile (the claim says so) stands at its end, not missing: a
  // request that waited for its lock then gets tus's 409 for a wrong offset, or its own answer for an empty last PATCH.
  const getUpload = store.getUpload.bind(store);
  store.getUpload = async (id: string) => {
    try {
      return await getUpload(id);
    } catch (err) {
      const finished = await finishes.find(id).catch(() => null);
      const length = Number(finished?.answer?.headers['Upload-Length'] ?? NaN);
      if (!Number.isFinite(length)) throw err;
      return new Upload({ id, size: length, offset: length, metadata: {} });
    }
  };
  // What the route checked for a creation request, handed to the tus hook that records it with the upload.
  const checked = new WeakMap<object, ResumableTarget>();
  const nodeRequest = (req: TusRequest): object | undefined => req.runtime?.node?.req;

  /** Gone with its bytes: a finished, refused, cancelled or expired upload. */
  const remove = (id: string) => bytes.remove(id);
  /** A finished upload answers HEAD and its last PATCH this long after it finished (tus: until it expires). */
  const keptUntil = () => new Date(Date.now() + options.expiryMs);

  /** The whole file is in: kept and made a media item, or refused; null when it failed on our side (not exposed). */
  const completion = async (target: ResumableTarget, upload: Upload): Promise<StoredAnswer | null> => {
    const length = { 'Upload-Length': String(upload.size ?? upload.offset) };
    try {
      const result = await uploads.complete(target, await bytes.read(upload.id));
      const message = `${mediaMessages.added(1)}${result.pending ? `. ${mediaMessages.pendingNote}` : ''}`;
      const body = { success: true, data: { media: result.media }, message };
      return { status: 200, body: JSON.stringify(body), headers: { ...length, [RESUMABLE_MEDIA_ID_HEADER]: result.media.id } };
    } catch (err) {
      if (!(err instanceof AppError && err.expose)) {
        logger.error({ err, uploadId: upload.id }, 'a resumable upload could not be completed');
        return null;
      }
      return { status: err.status, body: JSON.stringify({ success: false, data: null, message: err.message, code: err.code }), headers: length };
    }
  };

  const server = new Server({
    path: `/api/v1${RESUMABLE_UPLOAD_PATH}`,
    datastore: store,
    locker: uploadLockers(),
    // The gateway forwards the path as it is: a relative Location works behind it and on the service's own port.
    relativeLocation: true,
    maxSize: RESUMABLE_MAX_BYTES,
    // Not a stored file's key (file-key.ts): the storage's listing never takes an upload under way for one.
    namingFunction: () => randomUUID(),
    disableTerminationForFinishedUploads: true,
    onUploadCreate: async (req) => {
      const node = nodeRequest(req);
      const target = node ? checked.get(node) : undefined;
      if (!target) throw { status_code: 500, body: 'upload not checked\n' };
      // Only what the service decided: the client's metadata was checked and is replaced whole.
      return { metadata: targetMetadata(target) };
    },
    onUploadFinish: async (_req, upload) => {
      const target = targetOf(upload.metadata);
      const done = target ? null : await finishes.find(upload.id);
      // An empty last PATCH of an upload finished and removed meanwhile (its stand-in above has no metadata).
      if (done) return forTus(await repeatedFinish(finishes, upload.id, done));
      if (!target) {
        await remove(upload.id);
        return envelope(404, { success: false, data: null, message: resumableMessages.uploadNotFound, code: 'UPLOAD_NOT_FOUND' });
      }
      // One completion per upload, whichever instance gets its last PATCH (or a repeat of it): the first claim runs it.
      const claim = await finishes.claim(upload.id, { owner: target.uploaderId, fingerprint: '', expiresAt: keptUntil(), staleAfterMs: FINISH_STALE_MS });
      if (!claim.won) return forTus(await repeatedFinish(finishes, upload.id, claim.existing));
      const answer = await completion(target, upload);
      if (!answer) {
        // A failure of ours (storage, database): the bytes stay, so the client's retry (HEAD, final PATCH) completes it.
        await finishes.release(upload.id);
        return envelope(500, { success: false, data: null, message: 'Server error. Please try again later.', code: 'INTERNAL_ERROR' });
      }
      // Kept or refused, the upload is over: its answer stays for a client that lost it (HEAD, a repeated last PATCH),
      // in the database so that every instance has it; its staged bytes go.
      await finishes.settle(upload.id, answer, keptUntil());
      await remove(upload.id);
      return forTus(answer);
    },
  });

  return {
    /** The upload `id` once finished (its answer, or its completion under way), until it expires; else null. */
    finished: (id: string) => finishes.find(id),
    /** The upload `id`, or null when there is none (never made, finished, cancelled or removed). */
    async find(id: string): Promise<{ upload: Upload; target: ResumableTarget | null } | null> {
      const upload = await getUpload(id).catch(() => null);
      return upload ? { upload, target: targetOf(upload.metadata) } : null;
    },
    /** Lets tus answer a request the route has checked; `target` is what a creation records. */
    async handle(req: IncomingMessage, res: ServerResponse, target?: ResumableTarget): Promise<void> {
      if (target) checked.set(req, target);
      await server.handle(req, res);
    },
    /** Removes the uploads created longer ago than the expiry, and finished ones past theirs; answers how many. */
    async removeExpired(now = Date.now()): Promise<number> {
      const removed = await bytes.removeCreatedBefore(new Date(now - options.expiryMs));
      return removed + (await finishes.removeExpired(new Date(now)));
    },
  };
}

export type ResumableServer = ReturnType<typeof resumableServer>;
