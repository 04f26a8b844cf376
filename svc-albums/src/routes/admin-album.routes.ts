import { adminAlbumMessages, adminAlbumsQuerySchema, albumBlockSchema } from '@abialbum/contracts';
import { ok, parseInput, requireAdmin } from '@abialbum/service-kit';
import { abialbumRouter, type RouteDeps } from './router';

/** SPEC 7 "Admin API": albums. Admins only, checked here as well as at the gateway. */
export function adminAlbumRoutes(deps: RouteDeps) {
  const { adminAlbums } = deps.services;
  const router = abialbumRouter(deps);

  router.get('/admin/albums', requireAdmin, async (ctx) => {
    ok(ctx, await adminAlbums.list(parseInput(adminAlbumsQuerySchema, ctx.query)));
  });

  // The 'View All Media (n)' modal: the card carries only the first media.
  router.get('/admin/albums/:id/media', requireAdmin, async (ctx) => {
    ok(ctx, { media: await adminAlbums.media(ctx.params.id ?? '') });
  });

  router.put('/admin/albums/:id/block', requireAdmin, async (ctx) => {
    const { isBlocked } = parseInput(albumBlockSchema, ctx.request.body);
    const album = await adminAlbums.setBlocked(ctx.params.id ?? '', isBlocked);
    ok(ctx, { album }, isBlocked ? adminAlbumMessages.blocked : adminAlbumMessages.unblocked);
  });

  return router;
}
