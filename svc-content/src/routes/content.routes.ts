import { aboutUpdateSchema, contentSuccessMessages, termsUpdateSchema } from '@abialbum/contracts';
import { currentUser, ok, parseInput, requireAdmin } from '@abialbum/service-kit';
import { abialbumRouter, type RouteDeps } from './router';

/** SPEC 7 "Search and content" and "Admin API": the About and Terms documents. */
export function contentRoutes(deps: RouteDeps) {
  const router = abialbumRouter(deps);
  const pages = deps.services.contentPages;

  router.get('/content/about', async (ctx) => ok(ctx, await pages.about()));
  router.get('/content/terms', async (ctx) => ok(ctx, await pages.terms()));
  router.get('/content/admin/all', requireAdmin, async (ctx) => ok(ctx, await pages.all()));

  router.post('/content/admin/about', requireAdmin, async (ctx) => {
    const input = parseInput(aboutUpdateSchema, ctx.request.body);
    ok(ctx, await pages.saveAbout(input, currentUser(ctx).userId), contentSuccessMessages.aboutUpdated);
  });

  router.post('/content/admin/terms', requireAdmin, async (ctx) => {
    const input = parseInput(termsUpdateSchema, ctx.request.body);
    ok(ctx, await pages.saveTerms(input, currentUser(ctx).userId), contentSuccessMessages.termsUpdated);
  });
  return router;
}
