import { exportBody, internalRouter } from '@abialbum/service-kit';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { highlightState, mediaData } from '../events/media-events';
import type { Services } from '../services';

async function* mapped<T, U>(items: AsyncIterable<T>, map: (item: T) => U): AsyncIterable<U> {
  for await (const item of items) yield map(item);
}

const sendExport = (ctx: Context, items: AsyncIterable<unknown>) => {
  ctx.type = 'application/x-ndjson';
  ctx.set('cache-control', 'no-store');
  ctx.body = exportBody(items);
};

/**
 * What other services read from the source itself (never through the gateway): every live media item and every
 * live highlight as their newest events tell them, for svc-albums to repair its read models from.
 */
export function internalRoutes(token: string | undefined, services: Services): Router {
  const router = internalRouter(token);
  router.get('/media', (ctx) => sendExport(ctx, mapped(services.stores.media.live(), mediaData)));
  router.get('/highlights', (ctx) => sendExport(ctx, mapped(services.stores.highlights.live(), highlightState)));
  return router;
}
