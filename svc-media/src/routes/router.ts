import Router from '@koa/router';
import { authenticate, NotImplementedError, type BlockedCheck, type TokenVerifier } from '@abialbum/service-kit';
import type { Middleware } from 'koa';

export interface AuthDeps {
  verify: TokenVerifier;
  isBlocked: BlockedCheck;
}

/** The gateway forwards the full original path, so routes are declared under it. */
export function apiRouter(prefix: '/api/v1' | '/api/v1/abialbum', auth?: AuthDeps): Router {
  const router = new Router({ prefix });
  if (auth) router.use(authenticate(auth.verify, auth.isBlocked));
  return router;
}

/** A SPEC route this service owns but has not built yet: the route and its sign-in rule exist already. */
export const notImplemented: Middleware = () => {
  throw new NotImplementedError();
};
