import { addExistingHighlightSchema, captionSchema, highlightUrlSchema, mediaMessages } from '@abialbum/contracts';
import { BadRequestError, currentUser, ok, parseInput, requireUser } from '@abialbum/service-kit';
import type { Context } from 'koa';
import { highlightRules } from '../domain/upload-rules';
import { receiveMedia } from '../http/receive-media';
import type { Services } from '../services';
import { fileUrl } from '../storage/file-key';
import { apiRouter, type AuthDeps } from './router';

/** SPEC 7 "Highlights": from a file (multipart: albumId, caption, then file), a URL (JSON), or album media. */
export function highlightRoutes(auth: AuthDeps, services: Services) {
  const { highlights, files, access } = services;
  const router = apiRouter('/api/v1/abialbum', auth);

  async function fromFile(ctx: Context, userId: string) {
    const received = await receiveMedia(ctx, files, userId, {
      field: 'file',
      maxFiles: 1,
      tooManyFiles: () => new BadRequestError('Please select one file', 'TOO_MANY_FILES'),
      rules: () => highlightRules,
      purpose: 'highlight',
      albumRequired: true,
      checkAlbum: (albumId) => access.forOwner(albumId, userId),
    });
    const [file] = received.files;
    const albumId = received.albumId ?? '';
    try {
      if (!file) throw new Error('no file kept');
      const caption = parseInput(captionSchema.optional().default(''), received.fields.caption);
      return await highlights.create(userId, { albumId, url: fileUrl(file.kept.record.key), caption });
    } catch (err) {
      await Promise.all(received.files.map((stored) => files.undo(stored.kept)));
      throw err;
    }
  }

  router.post('/albums/highlights', requireUser, async (ctx) => {
    const userId = currentUser(ctx).userId;
    const highlight = ctx.is('multipart')
      ? await fromFile(ctx, userId)
      : await highlights.create(userId, parseInput(highlightUrlSchema, ctx.request.body));
    ok(ctx, { highlight }, mediaMessages.highlightCreated, 201);
  });

  router.post('/albums/highlights/add-existing', requireUser, async (ctx) => {
    const input = parseInput(addExistingHighlightSchema, ctx.request.body);
    ok(ctx, { highlight: await highlights.addExisting(currentUser(ctx).userId, input) }, mediaMessages.addedToHighlights, 201);
  });

  router.get('/albums/:id/highlights', async (ctx) => {
    ok(ctx, { highlights: await highlights.list(ctx.params.id ?? '', ctx.state.auth) });
  });

  router.delete('/albums/highlights/:id', requireUser, async (ctx) => {
    await highlights.remove(ctx.params.id ?? '', currentUser(ctx).userId);
    ok(ctx, null, mediaMessages.highlightRemoved);
  });
  return router;
}
