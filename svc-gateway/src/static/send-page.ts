import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'koa';
import { pickEncoding } from './compression';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The compressed pages made lately, by content and encoding: most pages made here are the same from one request to
 * the next (the landing page with its data preloads), so brotli runs once per page, not once per visit.
 */
const compressed = new Map<string, Buffer>();
const COMPRESSED_PAGES = 64;

async function compress(html: string, tag: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${tag}:${encoding}`;
  const hit = compressed.get(key);
  if (hit) return hit;
  const body = encoding === 'br' ? await brotli(html) : await gzip(html);
  compressed.set(key, body);
  // A Map keeps insertion order: the first key is the oldest page.
  if (compressed.size > COMPRESSED_PAGES) compressed.delete(compressed.keys().next().value as string);
  return body;
}

/**
 * An HTML page made here (the shell's page with other remotes or its data preloads, or with a link preview): revalidated every time
 * (no-cache) with an ETag of its content (`kind` tells the makers apart), compressed like the static files.
 */
export async function sendPage(ctx: Context, html: string, kind: 'r' | 'p'): Promise<void> {
  const encoding = pickEncoding(ctx.get('accept-encoding'));
  ctx.status = 200;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('cache-control', 'no-cache');
  ctx.set('x-content-type-options', 'nosniff');
  ctx.vary('accept-encoding');
  const tag = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  ctx.set('etag', `W/"${kind}-${tag}${encoding ? `-${encoding}` : ''}"`);
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  const body = encoding ? await compress(html, tag, encoding) : Buffer.from(html);
  if (encoding) ctx.set('content-encoding', encoding);
  ctx.length = body.length;
  if (ctx.method !== 'HEAD') ctx.body = body;
}
