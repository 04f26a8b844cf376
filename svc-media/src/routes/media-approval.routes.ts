import { requireUser } from '@abialbum/service-kit';
import { apiRouter, notImplemented, type AuthDeps } from './router';

/** SPEC 7 "Media approval": owners decide on what members upload; members follow their uploads. */
export function mediaApprovalRoutes(auth: AuthDeps) {
  const router = apiRouter('/api/v1/abialbum', auth);
  router.get('/albums/:id/media/pending', requireUser, notImplemented);
  router.get('/albums/:id/media/manage', requireUser, notImplemented);
  router.patch('/albums/:id/media/bulk-approve', requireUser, notImplemented);
  router.patch('/albums/:id/media/:mediaId/approve', requireUser, notImplemented);
  router.patch('/albums/:id/media/:mediaId/reject', requireUser, notImplemented);
  router.get('/users/me/uploaded-media', requireUser, notImplemented);
  return router;
}
