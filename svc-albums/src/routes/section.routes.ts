import { requireUser } from '@abialbum/service-kit';
import { abialbumRouter, notImplemented, type RouteDeps } from './router';

/** SPEC 7 "Sections". */
export function sectionRoutes(deps: RouteDeps) {
  const router = abialbumRouter(deps);
  router.post('/albums/sections', requireUser, notImplemented);
  router.get('/albums/:id/sections', notImplemented);
  router.put('/albums/sections/:id', requireUser, notImplemented);
  router.delete('/albums/sections/:id', requireUser, notImplemented);
  return router;
}
