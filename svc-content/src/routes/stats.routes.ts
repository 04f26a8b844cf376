import { requireAdmin } from '@abialbum/service-kit';
import { abialbumRouter, notImplemented, type RouteDeps } from './router';

/** SPEC 7 "Public" (landing counters) and "Admin API" statistics, from the counters read model. */
export function statsRoutes(deps: RouteDeps) {
  const router = abialbumRouter(deps);
  router.get('/stats', notImplemented);
  router.get('/admin/stats', requireAdmin, notImplemented);
  return router;
}
