import { resumableMessages, RESUMABLE_UPLOAD_PATH } from '@abialbum/contracts';
import { BadRequestError, currentUser, NotFoundError, requireUser } from '@abialbum/service-kit';
import { Metadata } from '@tus/server';
import type { Context } from 'koa';
import type { ResumableTarget, ResumableUploads } from '../domain/resumable-upload';
import { answerFinished } from '../http/finished-uploads';
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
 * Once finished, an upload keeps answering HEAD (offset = length, the item's id) and a repeated last PATCH (the same
 * item) until it expires, so that a client that lost the last answer never uploads the file twice.
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
  /** A finished upload (issue 28) answers HEAD and its last PATCH from its stored answer; one finishing goes to tus. */
  const finished = async (ctx: Context, next: () => Promise<unknown>) => {
    const done = await tus.finished(ctx.params.id ?? '');
    if (!done) return next();
    if (done.owner !== currentUser(ctx).userId) throw uploadNotFound();
    if (done.state === 'done' && done.answer) return answerFinished(ctx, { ...done, answer: done.answer });
    await next();
  };
  for (const method of ['head', 'patch'] as const) {
    router[method](`${path}/:id`, requireUser, finished, own, (ctx) => handOver(ctx));
  }
  router.delete(`${path}/:id`, requireUser, own, (ctx) => handOver(ctx));
  return router;
}
