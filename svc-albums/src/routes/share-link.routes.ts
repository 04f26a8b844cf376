import { shareLinkCreateSchema, shareLinkListQuerySchema, shareLinkMessages, shareLinkUnlockSchema } from '@abialbum/contracts';
import { currentUser, NotFoundError, ok, parseInput, requireUser } from '@abialbum/service-kit';
import type { Context } from 'koa';
import { abialbumRouter, type RouteDeps } from './router';

/** A key as ShareLinks makes them (32 URL-safe characters); anything else is no link. */
function keyOf(ctx: Context): string {
  const key = String(ctx.params.key ?? '');
  if (!/^[A-Za-z0-9_-]{32}$/.test(key)) throw new NotFoundError(shareLinkMessages.unavailable, 'SHARE_LINK_UNAVAILABLE');
  return key;
}

/** Issue 27 item 2: an album's share links, managed by its owner; and what their visitors open. */
export function shareLinkRoutes(deps: RouteDeps) {
  const { shareLinks } = deps.services;
  const router = abialbumRouter(deps);

  router.get('/albums/:id/share-links', requireUser, async (ctx) => {
    const { sectionId } = parseInput(shareLinkListQuerySchema, ctx.query);
    ok(ctx, { links: await shareLinks.list(currentUser(ctx).userId, ctx.params.id ?? '', sectionId) });
  });

  router.post('/albums/:id/share-links', requireUser, async (ctx) => {
    const input = parseInput(shareLinkCreateSchema, ctx.request.body);
    ok(ctx, { link: await shareLinks.create(currentUser(ctx).userId, ctx.params.id ?? '', input) }, shareLinkMessages.created, 201);
  });

  router.delete('/albums/:id/share-links/:linkId', requireUser, async (ctx) => {
    await shareLinks.revoke(currentUser(ctx).userId, ctx.params.id ?? '', ctx.params.linkId ?? '');
    ok(ctx, null, shareLinkMessages.revoked);
  });

  router.post('/albums/:id/share-links/:linkId/replace', requireUser, async (ctx) => {
    ok(ctx, { link: await shareLinks.replace(currentUser(ctx).userId, ctx.params.id ?? '', ctx.params.linkId ?? '') }, shareLinkMessages.replaced, 201);
  });

  // A visitor's: anyone with the key (signed in or not).
  router.get('/userprofile/share/:key', async (ctx) => {
    ok(ctx, { share: await shareLinks.open(keyOf(ctx), undefined, ctx.ip || 'unknown') });
  });

  router.post('/userprofile/share/:key', async (ctx) => {
    const { password } = parseInput(shareLinkUnlockSchema, ctx.request.body);
    ok(ctx, { share: await shareLinks.open(keyOf(ctx), password, ctx.ip || 'unknown') });
  });

  return router;
}
