import { abialbumRouter, notImplemented, type RouteDeps } from './router';

/** SPEC 7 "Public" and "Search": what visitors read. */
export function publicRoutes(deps: RouteDeps) {
  const router = abialbumRouter(deps);
  router.get('/userprofile/album/:id', notImplemented);
  router.get('/userprofile/shared-section/:id', notImplemented);
  router.get('/userprofile/shared-album/:id', notImplemented);
  router.get('/userprofile/most-followed-albums', notImplemented);
  router.get('/search/albums', notImplemented);
  return router;
}
