import { ok } from '@abialbum/service-kit';
import type { Services } from '../services';
import { apiRouter, type AuthDeps } from './router';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
const attachment = (name: string) => `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Issue 14 "Downloads": a whole album, or one section, as one ZIP of what the caller may see. First a link (the
 * caller's sign-in decides, as for the album's media list), then the ZIP itself, streamed, to whoever holds the link.
 */
export function downloadRoutes(auth: AuthDeps, services: Services) {
  const router = apiRouter('/api/v1/abialbum', auth);

  router.get('/albums/:id/media/download-link', async (ctx) => {
    const url = await services.downloads.link(ctx.params.id ?? '', ctx.state.auth, text(ctx.query.sectionId));
    ok(ctx, { url });
  });

  router.get('/albums/:id/media/download', async (ctx) => {
    const closed = new AbortController();
    // The caller went away (or got it all): stop reading the album's media.
    ctx.res.once('close', () => closed.abort());
    const { name, stream } = await services.downloads.zip(ctx.params.id ?? '', ctx.query, closed.signal);
    ctx.set('Content-Disposition', attachment(name));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'application/zip';
    ctx.body = stream;
  });
  return router;
}
