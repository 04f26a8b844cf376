import { bulkApproveSchema, mediaMessages, mediaRejectSchema, paginate, pageQuerySchema, statusFilterSchema } from '@abialbum/contracts';
import { BadRequestError, currentUser, isObjectId, ok, parseInput, requireUser } from '@abialbum/service-kit';
import type { Services } from '../services';
import { apiRouter, type AuthDeps } from './router';

const page = pageQuerySchema(100, 200);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const objectIdFilter = (value: unknown, field: string) => {
  const id = text(value);
  if (id !== undefined && !isObjectId(id)) throw new BadRequestError(`Invalid ${field}`, 'VALIDATION_ERROR');
  return id?.toLowerCase();
};

/** SPEC 7 "Media approval": owners decide on what members upload; members follow their uploads. */
export function mediaApprovalRoutes(auth: AuthDeps, services: Services) {
  const { approvals } = services;
  const router = apiRouter('/api/v1/abialbum', auth);

  router.get('/albums/:id/media/pending', requireUser, async (ctx) => {
    const paging = page.parse(ctx.query);
    const result = await approvals.pending(ctx.params.id ?? '', currentUser(ctx).userId, paging);
    ok(ctx, { media: result.media, counts: result.counts, pagination: paginate(paging.page, paging.limit, result.total) });
  });

  router.get('/albums/:id/media/manage', requireUser, async (ctx) => {
    const paging = page.parse(ctx.query);
    const status = parseInput(statusFilterSchema, text(ctx.query.status));
    const uploaderId = objectIdFilter(ctx.query.uploaderId, 'uploaderId');
    const result = await approvals.manage(ctx.params.id ?? '', currentUser(ctx).userId, { ...paging, status, uploaderId });
    ok(ctx, { media: result.media, counts: result.counts, pagination: paginate(paging.page, paging.limit, result.total) });
  });

  router.patch('/albums/:id/media/bulk-approve', requireUser, async (ctx) => {
    const { mediaIds } = parseInput(bulkApproveSchema, ctx.request.body);
    const result = await approvals.bulkApprove(ctx.params.id ?? '', currentUser(ctx).userId, mediaIds);
    ok(ctx, result, mediaMessages.approved);
  });

  router.patch('/albums/:id/media/:mediaId/approve', requireUser, async (ctx) => {
    const media = await approvals.approve(ctx.params.id ?? '', ctx.params.mediaId ?? '', currentUser(ctx).userId);
    ok(ctx, { media }, mediaMessages.approved);
  });

  router.patch('/albums/:id/media/:mediaId/reject', requireUser, async (ctx) => {
    const { rejectionReason } = parseInput(mediaRejectSchema, ctx.request.body);
    const media = await approvals.reject(ctx.params.id ?? '', ctx.params.mediaId ?? '', currentUser(ctx).userId, rejectionReason);
    ok(ctx, { media }, mediaMessages.rejected);
  });

  router.get('/users/me/uploaded-media', requireUser, async (ctx) => {
    const paging = page.parse(ctx.query);
    const status = parseInput(statusFilterSchema, text(ctx.query.status));
    const albumId = objectIdFilter(ctx.query.albumId, 'albumId');
    const result = await approvals.myUploads(currentUser(ctx).userId, { ...paging, status, albumId });
    ok(ctx, { media: result.media, counts: result.counts, pagination: paginate(paging.page, paging.limit, result.total) });
  });
  return router;
}
