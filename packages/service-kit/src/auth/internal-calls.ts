import { timingSafeEqual, createHash } from 'node:crypto';
import Router from '@koa/router';
import { z } from 'zod';
import { NotFoundError } from '../errors';

/**
 * Calls between services that no browser makes (a read model repaired from its source, a repair asked for by an
 * operator): served under `/internal` on the service's own port, which the gateway never routes, and only with
 * the platform's shared INTERNAL_TOKEN. A service without one has no internal routes (they answer 404).
 */
export const internalConfigSchema = z.object({
  INTERNAL_TOKEN: z.string().min(24, 'INTERNAL_TOKEN must be at least 24 characters').optional(),
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/** A router under `/internal` whose every route needs `Authorization: Bearer <INTERNAL_TOKEN>`. */
export function internalRouter(token: string | undefined): Router {
  const router = new Router({ prefix: '/internal' });
  router.use(async (ctx, next) => {
    const given = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1];
    // Unknown to anyone without the token: the same 404 as a path that does not exist.
    if (!token || !given || !timingSafeEqual(digest(given), digest(token))) throw new NotFoundError(`Route not found: ${ctx.method} ${ctx.path}`, 'ROUTE_NOT_FOUND');
    await next();
  });
  return router;
}

/** The header an internal call sends. */
export const internalHeaders = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
