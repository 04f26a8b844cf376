import Router from '@koa/router';
import { authenticate, type BlockedCheck, type TokenVerifier } from '@abialbum/service-kit';
import type { ContentServices } from '../services';

export interface RouteDeps {
  verify: TokenVerifier;
  isBlocked: BlockedCheck;
  services: ContentServices;
}

/** The gateway forwards the full original path, so routes are declared under it. */
export function abialbumRouter(deps: RouteDeps): Router {
  const router = new Router({ prefix: '/api/v1/abialbum' });
  router.use(authenticate(deps.verify, deps.isBlocked));
  return router;
}
