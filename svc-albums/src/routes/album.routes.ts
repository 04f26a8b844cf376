import { requireUser } from '@abialbum/service-kit';
import { abialbumRouter, notImplemented, type RouteDeps } from './router';

/** SPEC 7 "Albums": an owner's own album. */
export function albumRoutes(deps: RouteDeps) {
  const router = abialbumRouter(deps);
  router.post('/albums', requireUser, notImplemented);
  router.get('/albums/my', requireUser, notImplemented);
  // A visitor may read a public album; sign-in is checked by the use case (owner or member for private ones).
  router.get('/albums/:id', notImplemented);
  router.put('/albums/:id', requireUser, notImplemented);
  router.delete('/albums/:id', requireUser, notImplemented);
  return router;
}
