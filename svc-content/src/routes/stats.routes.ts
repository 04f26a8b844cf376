import { ok, requireAdmin } from '@abialbum/service-kit';
import { abialbumRouter, type RouteDeps } from './router';

/** SPEC 7 "Public" (landing counters) and "Admin API" statistics, from the statistics read model. */
export function statsRoutes(deps: RouteDeps) {
  const router = abialbumRouter(deps);
  const statistics = deps.services.statistics;
  router.get('/stats', async (ctx) => ok(ctx, await statistics.publicStats()));
  router.get('/admin/stats', requireAdmin, async (ctx) => ok(ctx, { stats: await statistics.adminStats() }));
  return router;
}
