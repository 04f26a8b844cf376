import { Readable } from 'node:stream';
import { internalRouter } from '@abialbum/service-kit';
import type Router from '@koa/router';
import { mediaData } from '../events/media-events';
import type { Services } from '../services';

/**
 * What other services read from the source itself (never through the gateway): every live media item as its
 * events tell it, one JSON object a line and a trailer with their count, for svc-albums to repair its read model of approved media from.
 */
export function internalRoutes(token: string | undefined, services: Services): Router {
  const router = internalRouter(token);
  router.get('/media', (ctx) => {
    async function* lines() {
      let count = 0;
      for await (const media of services.stores.media.live()) {
        count += 1;
        yield `${JSON.stringify(mediaData(media))}\n`;
      }
      // The reader knows it has everything (a cut-off export is never taken as the whole).
      yield `${JSON.stringify({ end: true, count })}\n`;
    }
    ctx.type = 'application/x-ndjson';
    ctx.set('cache-control', 'no-store');
    ctx.body = Readable.from(lines());
  });
  return router;
}
