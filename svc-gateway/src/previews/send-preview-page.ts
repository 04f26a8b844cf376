import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'koa';
import { pickEncoding } from '../static/compression';
import type { FoundFile } from '../static/safe-path';
import { dataPreloadsOf } from './data-preloads';
import { type Preview, renderPreviewPage } from './preview-page';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A host name or address with an optional port: anything else in Host gets the plain page. */
const SAFE_HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** This request's origin (Koa takes X-Forwarded-Proto/Host only when TRUST_PROXY is set), or undefined. */
export function originOf(ctx: Context): string | undefined {
  return SAFE_HOST.test(ctx.host) ? `${ctx.protocol}://${ctx.host}` : undefined;
}

/** The shell's page with the preview tags, revalidated like the plain page and compressed like it. */
export async function sendPreviewPage(ctx: Context, shellPage: FoundFile, preview: Preview, origin: string): Promise<void> {
  const html = renderPreviewPage(await readFile(shellPage.file, 'utf8'), preview, origin + ctx.path, origin, dataPreloadsOf(ctx.path));
  const encoding = pickEncoding(ctx.get('accept-encoding'));
  ctx.status = 200;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('cache-control', 'no-cache');
  ctx.set('x-content-type-options', 'nosniff');
  ctx.vary('accept-encoding');
  const tag = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  ctx.set('etag', `W/"p-${tag}${encoding ? `-${encoding}` : ''}"`);
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  const body = encoding === 'br' ? await brotli(html) : encoding === 'gzip' ? await gzip(html) : Buffer.from(html);
  if (encoding) ctx.set('content-encoding', encoding);
  ctx.length = body.length;
  if (ctx.method !== 'HEAD') ctx.body = body;
}
