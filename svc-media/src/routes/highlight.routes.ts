import { requireUser } from '@abialbum/service-kit';
import { apiRouter, notImplemented, type AuthDeps } from './router';

/** SPEC 7 "Highlights". */
export function highlightRoutes(auth: AuthDeps) {
  const router = apiRouter('/api/v1/abialbum', auth);
  router.post('/albums/highlights', requireUser, notImplemented);
  router.post('/albums/highlights/add-existing', requireUser, notImplemented);
  router.delete('/albums/highlights/:id', requireUser, notImplemented);
  router.get('/albums/:id/highlights', notImplemented);
  return router;
}
