import { currentUser, ok, PayloadTooLargeError, requireUser, type FileLinks } from '@abialbum/service-kit';
import { mediaMessages, messages, PROFILE_IMAGE_UPLOAD_PATH, UPLOAD_FLOWS, uploadMessages } from '@abialbum/contracts';
import type { Context } from 'koa';
import type { AlbumAccess } from '../domain/album-access';
import type { MediaFiles } from '../domain/media-files';
import { PROFILE_IMAGE_MAX_BYTES, recordProfileImage, storeImage } from '../domain/profile-image';
import { mediaRules, parseFlow, toUploadedFile, tooManyFiles } from '../domain/upload-rules';
import { limitAnonymous, type RateLimit } from '../http/anonymous-limit';
import { receiveSingleFile } from '../http/multipart';
import { idempotent } from '../http/idempotency';
import { receiveMedia } from '../http/receive-media';
import type { StoragePort } from '../storage/storage.port';
import type { AnswerClaims } from '../store/answer-claims.store';
import type { UploadStore } from '../store/upload.store';
import { apiRouter, type AuthDeps } from './router';

export interface UploadRouteDeps {
  auth: AuthDeps;
  storage: StoragePort;
  uploads: UploadStore;
  files: MediaFiles;
  access: AlbumAccess;
  /** An upload not attached yet is nobody's to fetch but the uploader's: its URLs are signed links. */
  links: FileLinks;
  anonymousProfileImages: RateLimit;
  /** Idempotency-Key claims (issue 28). */
  idempotency: AnswerClaims;
}

/** Room for the multipart envelope around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** A body declared far past the limit is refused before a byte of it is read. */
function refuseDeclaredOversize(ctx: Context, maxBodyBytes: number, message: string) {
  const declared = Number(ctx.get('content-length'));
  if (declared > maxBodyBytes + MULTIPART_OVERHEAD) throw new PayloadTooLargeError(message, 'FILE_TOO_LARGE');
}

/**
 * SPEC 7 "Upload": files for albums, answered with their URLs (then given to `albums/media`). `?flow=large`
 * takes the second flow of SPEC 5 (20 files of 100 MB instead of 10 of 50 MB); `albumId` comes as a form
 * field, before or after the files, or as `?albumId=` (receiveMedia).
 */
export function uploadRoutes(deps: UploadRouteDeps) {
  const router = apiRouter('/api/v1', deps.auth);

  const upload = (field: string, single: boolean) => async (ctx: Context) => {
    const userId = currentUser(ctx).userId;
    const flow = parseFlow(ctx.query.flow);
    const { maxFiles, maxFileMb } = UPLOAD_FLOWS[flow];
    const allowed = single ? 1 : maxFiles;
    // A body twice what the flow allows cannot be a batch it takes: not worth reading to the end.
    refuseDeclaredOversize(ctx, 2 * allowed * maxFileMb * 1_048_576, 'File is too large. Please try a smaller file.');
    const { files } = await receiveMedia(ctx, deps.files, userId, {
      field,
      maxFiles: allowed,
      tooManyFiles: tooManyFiles(allowed),
      rules: (name) => mediaRules(flow, name),
      purpose: 'media',
      albumRequired: false,
      checkAlbum: (albumId) => deps.access.forUpload(albumId, userId),
    });
    const uploaded = files.map((file) => toUploadedFile(file.kept, file.name, deps.links.linker(false)));
    if (single) ok(ctx, uploaded[0], 'File uploaded successfully', 201);
    else ok(ctx, { files: uploaded }, mediaMessages.uploaded(uploaded.length), 201);
  };

  // A batch may take long on a slow line (the gateway cuts it after 10 minutes idle): only then is its key free again.
  const once = idempotent(deps.idempotency, { staleAfterMs: 15 * 60_000 });
  router.post('/upload', requireUser, once, upload('file', true));
  router.post('/upload/multiple', requireUser, once, upload('files', false));

  // Signup sends the image before the account exists, so visitors may upload one too (limited per address).
  router.post(
    PROFILE_IMAGE_UPLOAD_PATH,
    limitAnonymous(deps.anonymousProfileImages, uploadMessages.tooManyUploads),
    async (ctx) => {
      refuseDeclaredOversize(ctx, PROFILE_IMAGE_MAX_BYTES, messages.imageSize);
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
