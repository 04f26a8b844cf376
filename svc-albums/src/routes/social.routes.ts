import { albumSuccessMessages, FOLLOWERS_PAGE_SIZE, pageQuerySchema } from '@abialbum/contracts';
import { currentUser, ok, requireUser } from '@abialbum/service-kit';
import { abialbumRouter, type RouteDeps } from './router';

const followersQuery = pageQuerySchema(FOLLOWERS_PAGE_SIZE, FOLLOWERS_PAGE_SIZE);

/**
 * SPEC 7 "Social". Reads that a visitor's profile page makes stay open: a 401 on a path containing
 * "follow" would send the visitor to login (SPEC 8 "Session rule").
 */
export function socialRoutes(deps: RouteDeps) {
  const { following } = deps.services;
  const router = abialbumRouter(deps);

  router.post('/social/albums/:id/follow', requireUser, async (ctx) => {
    ok(ctx, await following.follow(ctx.params.id ?? '', currentUser(ctx).userId), albumSuccessMessages.followed);
  });

  router.post('/social/albums/:id/unfollow', requireUser, async (ctx) => {
    ok(ctx, await following.unfollow(ctx.params.id ?? '', currentUser(ctx).userId), albumSuccessMessages.unfollowed);
  });

  router.get('/social/albums/followed', requireUser, async (ctx) => {
    ok(ctx, { albums: await following.followedBy(currentUser(ctx).userId) });
  });

  router.get('/social/albums/:id/followers/count', async (ctx) => {
    ok(ctx, { count: await following.count(ctx.params.id ?? '', ctx.state.auth) });
  });

  router.get('/social/albums/:id/follow-status', async (ctx) => {
    ok(ctx, { isFollowing: await following.status(ctx.params.id ?? '', ctx.state.auth) });
  });

  router.get('/albums/:id/followers', async (ctx) => {
    const { page } = followersQuery.parse(ctx.query);
    ok(ctx, await following.followers(ctx.params.id ?? '', ctx.state.auth, page));
  });

  return router;
}
