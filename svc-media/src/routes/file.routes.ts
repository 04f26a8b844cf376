import { AppError, NotFoundError } from '@abialbum/service-kit';
import type { Context } from 'koa';
import { parseByteRange } from '../http/byte-range';
import { isNotModified } from '../http/conditional';
import type { FileSharing } from '../domain/file-sharing';
import { isFileKey } from '../storage/file-key';
import type { StoragePort, StoredObject } from '../storage/storage.port';
import { apiRouter } from './router';

/** An SVG is a document that can carry script: served so that it can only ever be a picture. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * `until`: the signed link's expiry (a file not everyone may fetch), kept only by this browser until then; a
 * public file's key is never reused for other bytes, so anyone may keep it for a year. A file served through a
 * share link (`throughShare`) is asked for again at each use (a 304 while the link opens): a revoke stops it.
 */
function setFileHeaders(ctx: Context, object: StoredObject, until: number | null, throughShare: boolean) {
  ctx.set('ETag', object.etag);
  ctx.set('Last-Modified', object.modifiedAt.toUTCString());
  if (throughShare) ctx.set('Cache-Control', 'private, no-cache');
  else if (until === null) ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  else ctx.set('Cache-Control', `private, max-age=${Math.max(0, Math.floor((until - Date.now()) / 1000))}`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Accept-Ranges', 'bytes');
  if (object.contentType === 'image/svg+xml') {
    ctx.set('Content-Security-Policy', SVG_POLICY);
    ctx.set('Content-Disposition', 'inline');
  }
}

/** `If-Range` with another validator means the client's part is stale: send it all. */
const rangeStillValid = (ctx: Context, object: StoredObject) => {
  const ifRange = ctx.get('if-range');
  return !ifRange || ifRange === object.etag;
};

const fileNotFound = () => new NotFoundError('File not found', 'FILE_NOT_FOUND');

/**
 * Uploaded files, with range requests for video seeking. A public file (FileSharing) answers its bare URL; any
 * other only a live signed link (FileLinks), or a link bound to a share link that still opens; to anyone else it
 * does not exist: the same 404 as a missing one.
 */
export function fileRoutes(deps: { storage: StoragePort; sharing: FileSharing }) {
  const router = apiRouter('/api/v1');
  router.get('/files/:key', async (ctx) => {
    const key = ctx.params.key ?? '';
    if (!isFileKey(key)) throw fileNotFound();
    const throughShare = ctx.query.share !== undefined;
    const until = throughShare ? await deps.sharing.sharedThroughLink(key, ctx.query) : deps.sharing.links.validUntil(key, ctx.query);
    if (until === null && (throughShare || !(await deps.sharing.isShared(key)))) throw fileNotFound();
    const object = await deps.storage.head(key);
    if (!object) throw fileNotFound();

    setFileHeaders(ctx, object, until, throughShare);
    if (isNotModified(ctx.get('if-none-match'), ctx.get('if-modified-since'), object)) {
      ctx.status = 304;
      return;
    }
    const range = rangeStillValid(ctx, object) ? parseByteRange(ctx.get('range') || undefined, object.size) : undefined;
    if (range === 'unsatisfiable') {
      ctx.remove('Cache-Control');
      ctx.set('Content-Range', `bytes */${object.size}`);
      throw new AppError(416, 'RANGE_NOT_SATISFIABLE', 'Requested range not satisfiable');
    }

    if (ctx.method !== 'HEAD') {
      const found = await deps.storage.get(key, range);
      if (!found) {
        ctx.remove('Cache-Control'); // removed since we looked: a 404 must not be kept for a year
        throw fileNotFound();
      }
      ctx.body = found.stream;
    }
    ctx.type = object.contentType;
    if (range) {
      ctx.status = 206;
      ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
      ctx.length = range.end - range.start + 1;
    } else {
      ctx.status = 200;
      ctx.length = object.size;
    }
  });
  return router;
}
