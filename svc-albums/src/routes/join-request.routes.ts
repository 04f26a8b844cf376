import { joinRequestCreateSchema, joinRequestListQuerySchema, joinRequestMessages, joinRequestRejectSchema } from '@abialbum/contracts';
import { currentUser, ok, parseInput, requireUser } from '@abialbum/service-kit';
import { abialbumRouter, type RouteDeps } from './router';

/** SPEC 7 "Join requests" and "Users" (joined albums): members ask, owners decide. */
export function joinRequestRoutes(deps: RouteDeps) {
  const { joinRequests, joinRequestReads } = deps.services;
  const router = abialbumRouter(deps);

  router.post('/albums/:id/join-request', requireUser, async (ctx) => {
    const { message } = parseInput(joinRequestCreateSchema, ctx.request.body);
    const request = await joinRequests.request(ctx.params.id ?? '', currentUser(ctx).userId, message);
    ok(ctx, { request }, joinRequestMessages.sent, 201);
  });

  router.get('/albums/:id/join-requests', requireUser, async (ctx) => {
    const { status } = parseInput(joinRequestListQuerySchema, ctx.query);
    ok(ctx, await joinRequestReads.forOwner(ctx.params.id ?? '', currentUser(ctx).userId, status));
  });

  router.patch('/albums/:id/join-requests/:requestId/approve', requireUser, async (ctx) => {
    const request = await joinRequests.approve(ctx.params.id ?? '', ctx.params.requestId ?? '', currentUser(ctx).userId);
    ok(ctx, { request }, joinRequestMessages.approved);
  });

  router.patch('/albums/:id/join-requests/:requestId/reject', requireUser, async (ctx) => {
    const { rejectionReason } = parseInput(joinRequestRejectSchema, ctx.request.body);
    const request = await joinRequests.reject(ctx.params.id ?? '', ctx.params.requestId ?? '', currentUser(ctx).userId, rejectionReason);
    ok(ctx, { request }, joinRequestMessages.rejected);
  });

  router.delete('/albums/:id/join-requests/:requestId', requireUser, async (ctx) => {
    await joinRequests.cancel(ctx.params.id ?? '', ctx.params.requestId ?? '', currentUser(ctx).userId);
    ok(ctx, null, joinRequestMessages.cancelled);
  });

  router.get('/albums/:id/check-upload-permission', requireUser, async (ctx) => {
    ok(ctx, await joinRequestReads.uploadPermission(ctx.params.id ?? '', currentUser(ctx).userId));
  });

  router.get('/users/me/join-requests', requireUser, async (ctx) => {
    ok(ctx, { requests: await joinRequestReads.mine(currentUser(ctx).userId) });
  });

  router.get('/users/joined-albums', requireUser, async (ctx) => {
    ok(ctx, { joinedAlbums: [{ approvedAlbums: await joinRequestReads.joinedAlbums(currentUser(ctx).userId) }] });
  });

  return router;
}
