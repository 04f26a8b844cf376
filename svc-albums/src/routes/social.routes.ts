import { requireUser } from '@abialbum/service-kit';
import { abialbumRouter, notImplemented, type RouteDeps } from './router';

/**
 * SPEC 7 "Social". Reads that a visitor's profile page makes stay open: a 401 on a path containing
 * "follow" would send the visitor to login (SPEC 8 "Session rule").
 */
export function socialRoutes(deps: RouteDeps) {
  const router = abialbumRouter(deps);
  router.post('/social/albums/:id/follow', requireUser, notImplemented);
  router.post('/social/albums/:id/unfollow', requireUser, notImplemented);
  router.get('/social/albums/followed', requireUser, notImplemented);
  router.get('/social/albums/:id/followers/count', notImplemented);
  router.get('/social/albums/:id/follow-status', notImplemented);
  router.get('/albums/:id/followers', notImplemented);
  return router;
}
