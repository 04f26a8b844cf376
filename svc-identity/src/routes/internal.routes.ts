import { internalRouter, sendExport } from '@abialbum/service-kit';
import type Router from '@koa/router';
import { toSnapshot } from '../events/user.events';
import type { IdentityServices } from '../services';

/**
 * What other services read from the source itself (never through the gateway): every user as their newest
 * event tells them (never the password hash), for the services' user directories to be repaired from.
 */
export function internalRoutes(token: string | undefined, services: IdentityServices): Router {
  const router = internalRouter(token);
  router.get('/users', (ctx) => sendExport(ctx, services.users.live(), toSnapshot));
  return router;
}
