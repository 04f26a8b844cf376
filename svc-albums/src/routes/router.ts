import Router from '@koa/router';
import { authenticate, NotImplementedError, type BlockedCheck, type TokenVerifier } from '@abialbum/service-kit';
import type { Middleware } from 'koa';
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

/** A SPEC route this service owns but has not built yet: the route and its sign-in rule exist already. */
export const notImplemented: Middleware = () => {
  throw new NotImplementedError();
};
