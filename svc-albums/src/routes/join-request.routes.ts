import { requireUser } from '@abialbum/service-kit';
import { abialbumRouter, notImplemented, type RouteDeps } from './router';

/** SPEC 7 "Join requests": members ask, owners decide. */
export function joinRequestRoutes(deps: RouteDeps) {
  const router = abialbumRouter(deps);
  router.post('/albums/:id/join-request', requireUser, notImplemented);
  router.get('/albums/:id/join-requests', requireUser, notImplemented);
  router.patch('/albums/:id/join-requests/:requestId/approve', requireUser, notImplemented);
  router.patch('/albums/:id/join-requests/:requestId/reject', requireUser, notImplemented);
  router.delete('/albums/:id/join-requests/:requestId', requireUser, notImplemented);
  router.get('/albums/:id/check-upload-permission', requireUser, notImplemented);
  router.get('/users/me/join-requests', requireUser, notImplemented);
  router.get('/users/joined-albums', requireUser, notImplemented);
  return router;
}
