import { albumCreateSchema, albumSuccessMessages, albumUpdateSchema } from '@abialbum/contracts';
import { currentUser, ok, parseInput, requireUser } from '@abialbum/service-kit';
import { abialbumRouter, type RouteDeps } from './router';

/** SPEC 7 "Albums": an owner's own album. */
export function albumRoutes(deps: RouteDeps) {
  const { albums } = deps.services;
  const router = abialbumRouter(deps);

  router.post('/albums', requireUser, async (ctx) => {
    const input = parseInput(albumCreateSchema, ctx.request.body);
    ok(ctx, { album: await albums.create(currentUser(ctx).userId, input) }, albumSuccessMessages.albumCreated, 201);
  });

  router.get('/albums/my', requireUser, async (ctx) => {
    ok(ctx, { albums: await albums.mine(currentUser(ctx).userId) });
  });

  // A visitor may read a public album; a private one is its owner's and its approved members'.
  router.get('/albums/:id', async (ctx) => {
    ok(ctx, { album: await albums.get(ctx.params.id ?? '', ctx.state.auth) });
  });

  router.put('/albums/:id', requireUser, async (ctx) => {
    const input = parseInput(albumUpdateSchema, ctx.request.body);
    ok(ctx, { album: await albums.update(ctx.params.id ?? '', currentUser(ctx).userId, input) }, albumSuccessMessages.albumUpdated);
  });

  router.delete('/albums/:id', requireUser, async (ctx) => {
    await albums.remove(ctx.params.id ?? '', currentUser(ctx).userId);
    ok(ctx, null, albumSuccessMessages.albumDeleted);
  });

  return router;
}
