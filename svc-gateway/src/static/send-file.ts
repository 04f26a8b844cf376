import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Context } from 'koa';
import { compressedCopy, isCompressible, pickEncoding } from './compression';
import type { FoundFile } from './safe-path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** Build output named by content hash (`main.3f9a1c2b.js`) never changes under the same name. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
export const LONG_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(file: string): string {
  return HASHED.test(path.basename(file)) ? LONG_CACHE : REVALIDATE;
}

/** GET/HEAD of one file: content type, validators (304), compression for text, a stream otherwise. */
export async function sendFile(ctx: Context, found: FoundFile, cacheControl = cacheControlFor(found.file)): Promise<void> {
  const compressible = isCompressible(found);
  const encoding = compressible ? pickEncoding(ctx.get('accept-encoding')) : undefined;
  ctx.status = 200;
  ctx.type = TYPES[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream';
  ctx.set('cache-control', cacheControl);
  ctx.set('x-content-type-options', 'nosniff');
  ctx.set('last-modified', new Date(found.mtimeMs).toUTCString());
  const tag = `${found.size.toString(36)}-${Math.floor(found.mtimeMs).toString(36)}`;
  ctx.set('etag', `W/"${tag}${encoding ? `-${encoding}` : ''}"`);
  if (compressible) ctx.vary('accept-encoding');
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  if (encoding) {
    const body = await compressedCopy(found, encoding);
    ctx.set('content-encoding', encoding);
    ctx.length = body.length;
    if (ctx.method !== 'HEAD') ctx.body = body;
    return;
  }
  ctx.length = found.size;
  if (ctx.method !== 'HEAD') ctx.body = createReadStream(found.file);
}
