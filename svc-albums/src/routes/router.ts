import Router from '@koa/router';
import { authenticate, type BlockedCheck, type TokenVerifier } from '@abialbum/service-kit';
import type { AlbumServices } from '../services';

export interface RouteDeps {
  verify: TokenVerifier;
  isBlocked: BlockedCheck;
  services: AlbumServices;
}

/** The gateway forwards the full original path, so routes are declared under it. */
export function abialbumRouter(deps: Pick<RouteDeps, 'verify' | 'isBlocked'>): Router {
  const router = new Router({ prefix: '/api/v1/abialbum' });
  router.use(authenticate(deps.verify, deps.isBlocked));
  return router;
}
