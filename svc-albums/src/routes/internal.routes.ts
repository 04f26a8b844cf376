import { internalRouter, ok } from '@abialbum/service-kit';
import type Router from '@koa/router';
import type { AlbumServices } from '../services';

/**
 * Calls no browser makes (never routed by the gateway): `POST /internal/repair` runs the repairs now and answers
 * their report (`npm run repair -w svc-albums`).
 */
export function internalRoutes(token: string | undefined, services: Pick<AlbumServices, 'repairs'>): Router {
  const router = internalRouter(token);
  router.post('/repair', async (ctx) => {
    ok(ctx, { report: await services.repairs.run() }, 'Repaired');
  });
  return router;
}
