import { notificationMessages, notificationPageQuerySchema } from '@abialbum/contracts';
import { AppError, currentUser, ok, parseInput, requireUser } from '@abialbum/service-kit';
import type { NotificationStreams } from '../live/notification-streams';
import { abialbumRouter, type RouteDeps } from './router';

/** A Last-Event-ID the stream sent (a notification's sequence number), or null. */
const lastEventIdOf = (value: string | undefined): number | null => (value && /^\d{1,15}$/.test(value) ? Number(value) : null);

/** Issue 13 "Notifications": the signed-in user's own, and their live stream. */
export function notificationRoutes(deps: RouteDeps & { streams: NotificationStreams }) {
  const { notifications } = deps.services;
  const router = abialbumRouter(deps);

  router.get('/notifications', requireUser, async (ctx) => {
    const { page } = parseInput(notificationPageQuerySchema, ctx.query);
    ok(ctx, await notifications.page(currentUser(ctx).userId, page));
  });

  router.get('/notifications/unread-count', requireUser, async (ctx) => {
    ok(ctx, { unread: await notifications.unread(currentUser(ctx).userId) });
  });

  router.patch('/notifications/read-all', requireUser, async (ctx) => {
    ok(ctx, await notifications.markAllRead(currentUser(ctx).userId), notificationMessages.allRead);
  });

  router.patch('/notifications/:id/read', requireUser, async (ctx) => {
    ok(ctx, await notifications.markRead(currentUser(ctx).userId, ctx.params.id ?? ''), notificationMessages.markedRead);
  });

  router.get('/notifications/stream', requireUser, async (ctx) => {
    // Asked for by name: a plain call (a `*/*` client, a crawler) would otherwise hold a stream open.
    if (!ctx.get('accept').includes('text/event-stream')) {
      throw new AppError(406, 'NOT_ACCEPTABLE', notificationMessages.streamOnly, undefined, true);
    }
    const userId = currentUser(ctx).userId;
    const lastEventId = lastEventIdOf(ctx.get('last-event-id') || (typeof ctx.query.lastEventId === 'string' ? ctx.query.lastEventId : undefined));
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.req.socket.setKeepAlive(true);
    const body = await deps.streams.open(userId, lastEventId, (listener) => ctx.res.once('close', listener));
    ctx.status = 200;
    ctx.set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    ctx.body = body;
  });

  return router;
}
