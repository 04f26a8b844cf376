import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { Context } from 'koa';
import { z } from 'zod';
import { fetchFromAny, internalHeaders } from '../auth/internal-calls';

/**
 * An export one service reads from another to repair a read model from its source (README "When something
 * fails"): one JSON object a line, then a trailer with their count, so a reader never takes a cut-off export for
 * the whole. Served on an internal route (auth/internal-calls.ts).
 */
export function exportBody<T>(items: AsyncIterable<T>): Readable {
  async function* lines() {
    let count = 0;
    for await (const item of items) {
      count += 1;
      yield `${JSON.stringify(item)}\n`;
    }
    yield `${JSON.stringify({ end: true, count })}\n`;
  }
  return Readable.from(lines());
}

async function* mapped<T, U>(items: AsyncIterable<T>, map: (item: T) => U): AsyncIterable<U> {
  for await (const item of items) yield map(item);
}

/** Answers an internal route with the export of `items`, each as `map` tells it. */
export function sendExport<T, U>(ctx: Context, items: AsyncIterable<T>, map: (item: T) => U): void {
  ctx.type = 'application/x-ndjson';
  ctx.set('cache-control', 'no-store');
  ctx.body = exportBody(mapped(items, map));
}

const trailer = z.object({ end: z.literal(true), count: z.number().int().min(0) });

/**
 * Reads the export at `path` of a service (`urls`: its instances, comma-separated; the first that answers serves it)
 * item by item, each checked with `schema`; throws when it is cut off before its trailer.
 */
export async function* readExport<T>(urls: string, path: string, token: string, schema: z.ZodType<T>, timeoutMs = 10 * 60_000): AsyncIterable<T> {
  const res = await fetchFromAny(urls, path, { headers: internalHeaders(token), timeoutMs });
  // The instance that answered, named in what goes wrong with its export.
  const url = res.url;
  if (!res.ok || !res.body) throw new Error(`${url} answered ${res.status}`);
  let count = 0;
  for await (const line of createInterface({ input: Readable.fromWeb(res.body as ReadableStream<Uint8Array>), crlfDelay: Infinity })) {
    if (line.trim() === '') continue;
    const parsed: unknown = JSON.parse(line);
    const end = trailer.safeParse(parsed);
    if (end.success) {
      if (end.data.count !== count) throw new Error(`${url} sent ${count} items, its trailer says ${end.data.count}`);
      return;
    }
    count += 1;
    yield schema.parse(parsed);
  }
  throw new Error(`${url} was cut off after ${count} items`);
}
