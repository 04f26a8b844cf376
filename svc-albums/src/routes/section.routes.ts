import { albumSuccessMessages, sectionCreateSchema, sectionUpdateSchema } from '@abialbum/contracts';
import { currentUser, ok, parseInput, requireUser } from '@abialbum/service-kit';
import { abialbumRouter, type RouteDeps } from './router';

/** SPEC 7 "Sections". */
export function sectionRoutes(deps: RouteDeps) {
  const { sections } = deps.services;
  const router = abialbumRouter(deps);

  router.post('/albums/sections', requireUser, async (ctx) => {
    const input = parseInput(sectionCreateSchema, ctx.request.body);
    ok(ctx, { section: await sections.create(currentUser(ctx).userId, input) }, albumSuccessMessages.sectionCreated, 201);
  });

  router.get('/albums/:id/sections', async (ctx) => {
    ok(ctx, { sections: await sections.list(ctx.params.id ?? '', ctx.state.auth) });
  });

  router.put('/albums/sections/:id', requireUser, async (ctx) => {
    const input = parseInput(sectionUpdateSchema, ctx.request.body);
    ok(ctx, { section: await sections.update(ctx.params.id ?? '', currentUser(ctx).userId, input) }, albumSuccessMessages.sectionUpdated);
  });

  router.delete('/albums/sections/:id', requireUser, async (ctx) => {
    await sections.remove(ctx.params.id ?? '', currentUser(ctx).userId);
    ok(ctx, null, albumSuccessMessages.sectionDeleted);
  });

  return router;
}
