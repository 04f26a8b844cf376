import {
  mediaBulkSchema,
  mediaCreateSchema,
  mediaMessages,
  mediaUpdateSchema,
  paginate,
  pageQuerySchema,
} from '@abialbum/contracts';
import { currentUser, ok, parseInput, requireUser } from '@abialbum/service-kit';
import { idempotent } from '../http/idempotency';
import type { Services } from '../services';
import { apiRouter, type AuthDeps } from './router';

const albumPage = pageQuerySchema(50, 100);
const userPage = pageQuerySchema(50, 100);
const withNote = (message: string, pending: boolean) => (pending ? `${message}. ${mediaMessages.pendingNote}` : message);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** SPEC 7 "Media", and a user's uploads shown on their page. */
export function mediaRoutes(auth: AuthDeps, services: Services) {
  const { media, approvals } = services;
  const router = apiRouter('/api/v1/abialbum', auth);

  router.post('/albums/media', requireUser, idempotent(services.stores.idempotency, { staleAfterMs: 60_000 }), async (ctx) => {
    const input = parseInput(mediaCreateSchema, ctx.request.body);
    const result = await media.create(currentUser(ctx).userId, input);
    ok(ctx, { media: result.media }, withNote(mediaMessages.added(1), result.pending), 201);
  });

  router.post('/albums/media/bulk', requireUser, async (ctx) => {
    const input = parseInput(mediaBulkSchema, ctx.request.body);
    const result = await media.bulk(currentUser(ctx).userId, input);
    ok(ctx, { media: result.media, count: result.media.length }, withNote(mediaMessages.added(result.media.length), result.pending), 201);
  });

  // One item (a viewer polls it until its video's playback copy is ready).
  router.get('/albums/media/:id', async (ctx) => {
    ok(ctx, { media: await media.get(ctx.params.id ?? '', ctx.state.auth) });
  });

  router.put('/albums/media/:id', requireUser, async (ctx) => {
    const input = parseInput(mediaUpdateSchema, ctx.request.body);
    ok(ctx, { media: await media.update(ctx.params.id ?? '', currentUser(ctx).userId, input) }, mediaMessages.mediaUpdated);
  });

  router.delete('/albums/media/:id', requireUser, async (ctx) => {
    await media.remove(ctx.params.id ?? '', currentUser(ctx).userId);
    ok(ctx, null, mediaMessages.mediaDeleted);
  });

  // Visitors see a public album's approved media; its owner sees all of it.
  router.get('/albums/:id/media', async (ctx) => {
    const page = albumPage.parse(ctx.query);
    const result = await media.list(ctx.params.id ?? '', ctx.state.auth, { ...page, sectionId: text(ctx.query.sectionId) });
    ok(ctx, { media: result.media, pagination: paginate(page.page, page.limit, result.total) });
  });

  router.get('/users/media', async (ctx) => {
    const page = userPage.parse(ctx.query);
    const result = await approvals.userMedia(text(ctx.query.userId) ?? '', page);
    ok(ctx, { mediauploaded: result.media, pagination: paginate(page.page, page.limit, result.total) });
  });
  return router;
}
