import { ok, PayloadTooLargeError, requireUser } from '@abialbum/service-kit';
import { messages, PROFILE_IMAGE_UPLOAD_PATH, uploadMessages } from '@abialbum/contracts';
import type { Context } from 'koa';
import { PROFILE_IMAGE_MAX_BYTES, recordProfileImage, storeImage } from '../domain/profile-image';
import { limitAnonymous, type RateLimit } from '../http/anonymous-limit';
import { receiveSingleFile } from '../http/multipart';
import type { StoragePort } from '../storage/storage.port';
import type { UploadStore } from '../store/upload.store';
import { apiRouter, notImplemented, type AuthDeps } from './router';

export interface UploadRouteDeps {
  auth: AuthDeps;
  storage: StoragePort;
  uploads: UploadStore;
  anonymousProfileImages: RateLimit;
}

/** Room for the multipart envelope around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** A body declared far past the limit is refused before a byte of it is read. */
function refuseDeclaredOversize(ctx: Context, maxFileBytes: number) {
  const declared = Number(ctx.get('content-length'));
  if (declared > maxFileBytes + MULTIPART_OVERHEAD) throw new PayloadTooLargeError(messages.imageSize, 'FILE_TOO_LARGE');
}

/** SPEC 7 "Upload". */
export function uploadRoutes(deps: UploadRouteDeps) {
  const router = apiRouter('/api/v1', deps.auth);
  router.post('/upload', requireUser, notImplemented);
  router.post('/upload/multiple', requireUser, notImplemented);

  // Signup sends the image before the account exists, so visitors may upload one too (limited per address).
  router.post(
    PROFILE_IMAGE_UPLOAD_PATH,
    limitAnonymous(deps.anonymousProfileImages, uploadMessages.tooManyUploads),
    async (ctx) => {
      refuseDeclaredOversize(ctx, PROFILE_IMAGE_MAX_BYTES);
      const stored = await receiveSingleFile(ctx.req, {
        field: 'file',
        maxFileBytes: PROFILE_IMAGE_MAX_BYTES,
        store: (file) => storeImage(file, deps.storage),
        discard: (file) => deps.storage.delete(file.key),
      });
      const result = await recordProfileImage(stored, ctx.state.auth?.userId ?? null, deps.uploads).catch(async (err: unknown) => {
        await deps.storage.delete(stored.key);
        throw err;
      });
      ok(ctx, result, 'Profile image uploaded successfully', 201);
    },
  );
  return router;
}
