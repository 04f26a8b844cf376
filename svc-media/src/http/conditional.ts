import type { StoredObject } from '../storage/storage.port';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * RFC 9110 13.1: the origin answers 304 when the client's copy is current, whatever `Cache-Control`
 * the request carries (fetch() adds `no-cache` to any conditional request, which Koa's `fresh` treats
 * as "send it all").
 */
export function isNotModified(ifNoneMatch: string, ifModifiedSince: string, object: StoredObject): boolean {
  if (ifNoneMatch) {
    if (ifNoneMatch.trim() === '*') return true;
    const ours = opaque(object.etag);
    return ifNoneMatch.split(',').some((tag) => opaque(tag) === ours);
  }
  if (ifModifiedSince) {
    const since = Date.parse(ifModifiedSince);
    return !Number.isNaN(since) && Math.floor(object.modifiedAt.getTime() / 1000) <= Math.floor(since / 1000);
  }
  return false;
}
