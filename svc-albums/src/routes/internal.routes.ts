import { internalRouter, NotFoundError, ok, sendExport } from '@abialbum/service-kit';
import type Router from '@koa/router';
import { albumData, membershipState, sectionData } from '../events/album-events';
import type { AlbumServices } from '../services';

/**
 * Calls no browser makes (never routed by the gateway). The exports other services repair their copies from:
 * every live album and section as their newest events tell them, every approved membership. `POST
 * /internal/repair` runs this service's repairs now and answers their report (`npm run repair -w svc-albums`).
 */
export function internalRoutes(token: string | undefined, services: Pick<AlbumServices, 'repairs' | 'stores' | 'shareLinks'>): Router {
  const { albums, sections, joinRequests } = services.stores;
  const router = internalRouter(token);
  router.get('/albums', (ctx) => sendExport(ctx, albums.live(), albumData));
  router.get('/sections', (ctx) => sendExport(ctx, sections.live(), sectionData));
  router.get('/members', (ctx) => sendExport(ctx, joinRequests.approved(), membershipState));
  // svc-media, before it serves a file bound to a share link: 200 while the link opens, else 404 (read afresh each time).
  router.get('/share-links/:id/live', async (ctx) => {
    if (!(await services.shareLinks.isLive(ctx.params.id ?? ''))) throw new NotFoundError('Share link not live', 'SHARE_LINK_UNAVAILABLE');
    ok(ctx, { live: true });
  });
  router.post('/repair', async (ctx) => {
    ok(ctx, { report: await services.repairs.run() }, 'Repaired');
  });
  return router;
}
