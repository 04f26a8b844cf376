import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { mediaEvents, type MediaEventData } from '@abialbum/contracts';
import { internalHeaders } from '@abialbum/service-kit';
import { z } from 'zod';
import type { MediaSource } from '../domain/media-repair';

const item = mediaEvents['media.updated'];
const trailer = z.object({ end: z.literal(true), count: z.number().int().min(0) });

/**
 * svc-media's export of live media (`GET /internal/media` on its own port, with the platform's INTERNAL_TOKEN):
 * one item a line, then a trailer with the count. An export cut off before its trailer throws.
 */
export function mediaExport(mediaUrl: string, token: string, timeoutMs = 10 * 60_000): MediaSource {
  return async function* read(): AsyncIterable<MediaEventData> {
    const res = await fetch(`${mediaUrl.replace(/\/$/, '')}/internal/media`, { headers: internalHeaders(token), signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok || !res.body) throw new Error(`svc-media's export answered ${res.status}`);
    let count = 0;
    for await (const line of createInterface({ input: Readable.fromWeb(res.body as ReadableStream<Uint8Array>), crlfDelay: Infinity })) {
      if (line.trim() === '') continue;
      const parsed: unknown = JSON.parse(line);
      const end = trailer.safeParse(parsed);
      if (end.success) {
        if (end.data.count !== count) throw new Error(`svc-media's export sent ${count} items, its trailer says ${end.data.count}`);
        return;
      }
      count += 1;
      yield item.parse(parsed);
    }
    throw new Error(`svc-media's export was cut off after ${count} items`);
  };
}
