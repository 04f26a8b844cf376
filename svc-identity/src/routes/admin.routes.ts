import {
  adminLoginSchema,
  adminUsersQuerySchema,
  albumModalSchema,
  blockUserSchema,
  logoutRequestSchema,
  refreshRequestSchema,
} from '@abialbum/contracts';
import { currentUser, ok, parseInput } from '@abialbum/service-kit';
import Router from '@koa/router';
import type { IdentityServices } from '../services';
import { guards } from './auth';
import { rateLimit, type RateLimitSettings } from './rate-limit';

/** Admin sign-in, its session (refresh, logout) and user management: /api/v1/abialbum/admin/... */
export function adminRoutes(services: IdentityServices, limits: RateLimitSettings): Router {
  const router = new Router({ prefix: '/api/v1/abialbum/admin' });
  const { admin } = guards(services);

  router.post('/login', async (ctx) => {
    const { email, password } = parseInput(adminLoginSchema, ctx.request.body);
    ok(ctx, await services.adminAccounts.login(email, password, ctx.ip || 'unknown'), 'Admin login successful');
  });

  router.post('/refresh', rateLimit('admin-refresh', limits), async (ctx) => {
    const { refreshToken } = parseInput(refreshRequestSchema, ctx.request.body);
    ok(ctx, await services.adminAccounts.refresh(refreshToken), 'Token refreshed');
  });

  router.post('/logout', ...admin, async (ctx) => {
    const { refreshToken } = parseInput(logoutRequestSchema, ctx.request.body ?? {});
    await services.adminAccounts.logout(currentUser(ctx).userId, refreshToken);
    ok(ctx, null, 'Logged out successfully');
  });

  router.get('/users', ...admin, async (ctx) => {
    const query = parseInput(adminUsersQuerySchema, ctx.query);
    ok(ctx, await services.adminAccounts.listUsers(query));
  });

  router.put('/users/:id/block', ...admin, async (ctx) => {
    const { isBlocked } = parseInput(blockUserSchema, ctx.request.body);
    const user = await services.adminAccounts.setBlocked(ctx.params.id!, isBlocked);
    ok(ctx, { user }, isBlocked ? 'User blocked successfully' : 'User unblocked successfully');
  });

  router.put('/users/:id/toggle-album-modal', ...admin, async (ctx) => {
    const { showcreateAlbumModal } = parseInput(albumModalSchema, ctx.request.body);
    const user = await services.adminAccounts.setAlbumModal(ctx.params.id!, showcreateAlbumModal);
    ok(ctx, { user }, `Create album modal ${showcreateAlbumModal ? 'enabled' : 'disabled'} successfully`);
  });

  return router;
}
