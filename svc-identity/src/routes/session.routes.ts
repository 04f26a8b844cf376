import { logoutRequestSchema, refreshRequestSchema } from '@abialbum/contracts';
import { currentUser, ok, parseInput } from '@abialbum/service-kit';
import Router from '@koa/router';
import { authResult } from '../domain/accounts';
import type { IdentityServices } from '../services';
import { guards } from './auth';
import { rateLimit, type RateLimitSettings } from './rate-limit';

/** The signed-in session: /api/v1/abialbum/user/logout, verify, refresh. */
export function sessionRoutes(services: IdentityServices, limits: RateLimitSettings): Router {
  const router = new Router({ prefix: '/api/v1/abialbum/user' });
  const { user } = guards(services);

  router.post('/logout', ...user, async (ctx) => {
    const { refreshToken } = parseInput(logoutRequestSchema, ctx.request.body ?? {});
    await services.sessions.end(currentUser(ctx).userId, 'user', refreshToken);
    ok(ctx, null, 'Logged out successfully');
  });

  router.get('/verify', ...user, async (ctx) => {
    ok(ctx, { user: await services.accounts.profile(currentUser(ctx).userId) }, 'Token is valid');
  });

  router.post('/refresh', rateLimit('refresh', limits), async (ctx) => {
    const { refreshToken } = parseInput(refreshRequestSchema, ctx.request.body);
    const { holder, tokens } = await services.sessions.refresh(refreshToken, 'user');
    ok(ctx, authResult(holder, tokens), 'Token refreshed');
  });

  return router;
}
