import { requireUser } from '@abialbum/service-kit';
import { apiRouter, notImplemented, type AuthDeps } from './router';

/** SPEC 7 "Media", and a user's uploads shown on their page. */
export function mediaRoutes(auth: AuthDeps) {
  const router = apiRouter('/api/v1/abialbum', auth);
  router.post('/albums/media', requireUser, notImplemented);
  router.post('/albums/media/bulk', requireUser, notImplemented);
  router.put('/albums/media/:id', requireUser, notImplemented);
  router.delete('/albums/media/:id', requireUser, notImplemented);
  // Visitors see a public album's media; the use case checks private albums.
  router.get('/albums/:id/media', notImplemented);
  router.get('/users/media', notImplemented);
  return router;
}
