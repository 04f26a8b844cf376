import { requireAdmin } from '@abialbum/service-kit';
import { abialbumRouter, notImplemented, type RouteDeps } from './router';

/** SPEC 7 "Search and content" and "Admin API": the About and Terms documents. */
export function contentRoutes(deps: RouteDeps) {
  const router = abialbumRouter(deps);
  router.get('/content/about', notImplemented);
  router.get('/content/terms', notImplemented);
  router.get('/content/admin/all', requireAdmin, notImplemented);
  router.post('/content/admin/about', requireAdmin, notImplemented);
  router.post('/content/admin/terms', requireAdmin, notImplemented);
  return router;
}
