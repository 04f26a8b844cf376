import {
  addExistingHighlightSchema,
  captionSchema,
  highlightEditMessages,
  highlightFileFieldsSchema,
  highlightUpdateSchema,
  highlightUrlSchema,
  mediaMessages,
} from '@abialbum/contracts';
import { BadRequestError, currentUser, ok, parseInput, requireUser } from '@abialbum/service-kit';
import type { Context } from 'koa';
import { highlightRules } from '../domain/upload-rules';
import { receiveMedia } from '../http/receive-media';
import type { Services } from '../services';
import { fileUrl } from '../storage/file-key';
import { apiRouter, type AuthDeps } from './router';

/**
 * SPEC 7 "Highlights": from a file (multipart: albumId, caption, then file), a URL (JSON), or album media;
 * the modal's edit mode changes one the same two ways (multipart: caption, then file; or JSON).
 */
export function highlightRoutes(auth: AuthDeps, services: Services) {
  const { highlights, files, access } = services;
  const router = apiRouter('/api/v1/abialbum', auth);

  /** One highlight file; the album is checked before it is kept, and the file undone if `use` then fails. */
  async function withFile<T>(
    ctx: Context,
    userId: string,
    album: { required: boolean; check: (albumId: string) => Promise<unknown> },
    use: (url: string, fields: Record<string, string>, albumId: string | null) => Promise<T>,
  ): Promise<T> {
    const received = await receiveMedia(ctx, files, userId, {
      field: 'file',
      maxFiles: 1,
      tooManyFiles: () => new BadRequestError('Please select one file', 'TOO_MANY_FILES'),
      rules: () => highlightRules,
      purpose: 'highlight',
      albumRequired: album.required,
      checkAlbum: album.check,
    });
    const [file] = received.files;
    try {
      if (!file) throw new Error('no file kept');
      return await use(fileUrl(file.kept.record.key), received.fields, received.albumId);
    } catch (err) {
      await Promise.all(received.files.map((stored) => files.undo(stored.kept)));
      throw err;
    }
  }

  const fromFile = (ctx: Context, userId: string) =>
    withFile(ctx, userId, { required: true, check: (albumId) => access.forOwner(albumId, userId) }, (url, fields, albumId) => {
      const caption = parseInput(captionSchema.optional().default(''), fields.caption);
      return highlights.create(userId, { albumId: albumId ?? '', url, caption });
    });

  /**
   * A new file for a highlight. The owner is checked before a byte is read; an albumId sent along must be
   * the highlight's (without one the file is kept as the owner's, as `/upload` keeps one without an album).
   */
  async function replaceFile(ctx: Context, highlightId: string, userId: string) {
    const current = await highlights.forOwner(highlightId, userId);
    const sameAlbum = async (albumId: string) => {
      if (albumId !== current.albumId) throw new BadRequestError('albumId must be the album of the highlight', 'VALIDATION_ERROR');
    };
    return withFile(ctx, userId, { required: false, check: sameAlbum }, (url, fields) => {
      const { caption } = parseInput(highlightFileFieldsSchema, fields);
      return highlights.update(current.id, userId, { caption, url });
    });
  }

  router.post('/albums/highlights', requireUser, async (ctx) => {
    const userId = currentUser(ctx).userId;
    const highlight = ctx.is('multipart')
      ? await fromFile(ctx, userId)
      : await highlights.create(userId, parseInput(highlightUrlSchema, ctx.request.body));
    ok(ctx, { highlight }, mediaMessages.highlightCreated, 201);
  });

  router.put('/albums/highlights/:id', requireUser, async (ctx) => {
    const userId = currentUser(ctx).userId;
    const id = ctx.params.id ?? '';
    const highlight = ctx.is('multipart')
      ? await replaceFile(ctx, id, userId)
      : await highlights.update(id, userId, parseInput(highlightUpdateSchema, ctx.request.body));
    ok(ctx, { highlight }, highlightEditMessages.highlightUpdated);
  });

  router.post('/albums/highlights/add-existing', requireUser, async (ctx) => {
    const input = parseInput(addExistingHighlightSchema, ctx.request.body);
    ok(ctx, { highlight: await highlights.addExisting(currentUser(ctx).userId, input) }, mediaMessages.addedToHighlights, 201);
  });

  router.get('/albums/highlights/:id', async (ctx) => {
    ok(ctx, { highlight: await highlights.get(ctx.params.id ?? '', ctx.state.auth) });
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
