import { resumableMessages, RESUMABLE_UPLOAD_PATH } from '@abialbum/contracts';
import { BadRequestError, currentUser, NotFoundError, requireUser } from '@abialbum/service-kit';
import { Metadata } from '@tus/server';
import type { Context } from 'koa';
import type { ResumableTarget, ResumableUploads } from '../domain/resumable-upload';
import type { ResumableServer } from '../http/resumable-uploads';
import { apiRouter, type AuthDeps } from './router';

const uploadNotFound = () => new NotFoundError(resumableMessages.uploadNotFound, 'UPLOAD_NOT_FOUND');

/** The client's Upload-Metadata (tus: comma-separated `key base64value` pairs). */
function clientMetadata(ctx: Context): Record<string, string | null> {
  try {
    return Metadata.parse(ctx.get('upload-metadata') || undefined);
  } catch {
    throw new BadRequestError(resumableMessages.metadataInvalid, 'VALIDATION_ERROR');
  }
}

function declaredLength(ctx: Context): number {
  const header = ctx.get('upload-length');
  if (!/^\d{1,15}$/.test(header)) throw new BadRequestError(resumableMessages.lengthRequired, 'VALIDATION_ERROR');
  return Number(header);
}

/**
 * Issue 14 "Resumable uploads": the tus protocol at `/api/v1/upload/resumable` (creation) and `.../{id}` (HEAD for the
 * offset, PATCH for the next bytes, DELETE to cancel). Every request carries the caller's access token, checked here
 * before tus reads anything; an upload answers only the user who created it (anyone else: not found). The creation is
 * checked like a multipart upload (album, section, size); the PATCH that brings the last byte answers the media item.
 */
export function resumableRoutes(auth: AuthDeps, uploads: ResumableUploads, tus: ResumableServer) {
  const router = apiRouter('/api/v1', auth);
  const path = RESUMABLE_UPLOAD_PATH;

  /** tus answers from here on (its own headers and statuses; the completion's body is the usual envelope). */
  const handOver = async (ctx: Context, target?: ResumableTarget) => {
    ctx.respond = false;
    await tus.handle(ctx.req, ctx.res, target);
  };

  router.post(path, requireUser, async (ctx) => {
    const userId = currentUser(ctx).userId;
    const length = declaredLength(ctx);
    const target = await uploads.create(userId, length, clientMetadata(ctx));
    await handOver(ctx, target);
  });

  const own = async (ctx: Context, next: () => Promise<unknown>) => {
    const found = await tus.find(ctx.params.id ?? '');
    if (!found || found.target?.uploaderId !== currentUser(ctx).userId) throw uploadNotFound();
    await next();
  };
  for (const method of ['head', 'patch', 'delete'] as const) {
    router[method](`${path}/:id`, requireUser, own, (ctx) => handOver(ctx));
  }
  return router;
}
