import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'koa';
import { pickEncoding } from './compression';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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
  const body = encoding === 'br' ? await brotli(html) : encoding === 'gzip' ? await gzip(html) : Buffer.from(html);
  if (encoding) ctx.set('content-encoding', encoding);
  ctx.length = body.length;
  if (ctx.method !== 'HEAD') ctx.body = body;
}
