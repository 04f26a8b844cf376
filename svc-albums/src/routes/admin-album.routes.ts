import { requireAdmin } from '@abialbum/service-kit';
import { abialbumRouter, notImplemented, type RouteDeps } from './router';

/** SPEC 7 "Admin API": albums. */
export function adminAlbumRoutes(deps: RouteDeps) {
  const router = abialbumRouter(deps);
  router.get('/admin/albums', requireAdmin, notImplemented);
  router.put('/admin/albums/:id/block', requireAdmin, notImplemented);
  return router;
}
