import { internalRouter, ok, sendExport } from '@abialbum/service-kit';
import type Router from '@koa/router';
import { highlightState, mediaData } from '../events/media-events';
import type { Services } from '../services';

/**
 * What other services read from the source itself (never through the gateway): every live media item and every
 * live highlight as their newest events tell them, for svc-albums to repair its read models from; every comment and
 * reaction, for svc-content's figures. `POST
 * /internal/repair` runs this service's repairs now and answers their report (`npm run repair -w svc-media`).
 */
export function internalRoutes(token: string | undefined, services: Services): Router {
  const router = internalRouter(token);
  router.get('/media', (ctx) => sendExport(ctx, services.stores.media.live(), mediaData));
  router.get('/highlights', (ctx) => sendExport(ctx, services.stores.highlights.live(), highlightState));
  // svc-content's Total Comments and Total Reactions are repaired from these.
  router.get('/comments', (ctx) =>
    sendExport(ctx, services.stores.comments.live(), (c) => ({ commentId: c.id, mediaId: c.mediaId, albumId: c.albumId, authorId: c.authorId, createdAt: c.createdAt.toISOString() })),
  );
  router.get('/reactions', (ctx) => sendExport(ctx, services.stores.reactions.all(), (r) => r));
  router.post('/repair', async (ctx) => {
    ok(ctx, { report: await services.repairs.run() }, 'Repaired');
  });
  return router;
}
