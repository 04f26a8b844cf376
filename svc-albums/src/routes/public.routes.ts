import { searchQuerySchema } from '@abialbum/contracts';
import { ok } from '@abialbum/service-kit';
import { abialbumRouter, type RouteDeps } from './router';

/** SPEC 7 "Public" and "Search": what visitors read. */
export function publicRoutes(deps: RouteDeps) {
  const { publicReads } = deps.services;
  const router = abialbumRouter(deps);

  router.get('/userprofile/album/:id', async (ctx) => {
    ok(ctx, await publicReads.profile(ctx.params.id ?? '', ctx.state.auth));
  });

  router.get('/userprofile/shared-section/:id', async (ctx) => {
    ok(ctx, { section: await publicReads.sharedSection(ctx.params.id ?? '') });
  });

  router.get('/userprofile/shared-album/:id', async (ctx) => {
    ok(ctx, { sharedAlbum: await publicReads.sharedAlbum(ctx.params.id ?? '', ctx.state.auth) });
  });

  router.get('/userprofile/most-followed-albums', async (ctx) => {
    ok(ctx, { albums: await publicReads.mostFollowed() });
  });

  router.get('/search/albums', async (ctx) => {
    const { query, limit } = searchQuerySchema.parse(ctx.query);
    ok(ctx, { albums: await publicReads.search(query, limit) });
  });

  return router;
}
