import { internalRouter, ok } from '@abialbum/service-kit';
import type Router from '@koa/router';
import type { StatsRepairs } from '../domain/stats-repair';

/** Calls no browser makes (never routed by the gateway): `POST /internal/repair` repairs the statistics now. */
export function internalRoutes(token: string | undefined, repairs: StatsRepairs): Router {
  const router = internalRouter(token);
  router.post('/repair', async (ctx) => {
    ok(ctx, { report: await repairs.run() }, 'Repaired');
  });
  return router;
}
