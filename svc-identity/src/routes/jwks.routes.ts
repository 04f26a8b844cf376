import Router from '@koa/router';
import type { IdentityServices } from '../services';

/** Public keys for every service that verifies identity's tokens (standard JWKS, not the envelope). */
export function jwksRoutes(services: Pick<IdentityServices, 'tokens'>): Router {
  const router = new Router();
  router.get('/.well-known/jwks.json', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = services.tokens.jwks;
  });
  return router;
}
