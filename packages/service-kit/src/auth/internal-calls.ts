import { timingSafeEqual, createHash } from 'node:crypto';
import Router from '@koa/router';
import { z } from 'zod';
import { NotFoundError } from '../errors';

/**
 * Calls between services that no browser makes (a read model repaired from its source, a repair asked for by an
 * operator): served under `/internal` on the service's own port, which the gateway never routes, and only with
 * the platform's shared INTERNAL_TOKEN. A service without one has no internal routes (they answer 404).
 */
export const internalConfigSchema = z.object({
  INTERNAL_TOKEN: z.string().min(24, 'INTERNAL_TOKEN must be at least 24 characters').optional(),
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/** A router under `/internal` whose every route needs `Authorization: Bearer <INTERNAL_TOKEN>`. */
export function internalRouter(token: string | undefined): Router {
  const router = new Router({ prefix: '/internal' });
  router.use(async (ctx, next) => {
    const given = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1];
    // Unknown to anyone without the token: the same 404 as a path that does not exist.
    if (!token || !given || !timingSafeEqual(digest(given), digest(token))) throw new NotFoundError(`Route not found: ${ctx.method} ${ctx.path}`, 'ROUTE_NOT_FOUND');
    await next();
  });
  return router;
}

/** The header an internal call sends. */
export const internalHeaders = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** The instances' URLs of one service setting (`http://a:4002, http://b:4002`), without trailing slashes. */
export function urlsOf(list: string): string[] {
  return list
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * A setting naming another service's instances: one http(s) URL, or several comma-separated (every instance of it on
 * one machine, `INSTANCES=2 npm start`; behind a Kubernetes Service it is one). Kept as one normalised string.
 */
export const serviceUrlsSchema = (name: string) =>
  z
    .string()
    .refine((list) => urlsOf(list).length > 0 && urlsOf(list).every((url) => URL.canParse(url) && /^https?:\/\//.test(url)), `${name} must be an http:// URL (or several, comma-separated)`)
    .transform((list) => urlsOf(list).join(','));

let nextStart = 0;

/**
 * A read from another service (GET, so asking again elsewhere is safe) answered by the first of its instances that
 * answers: each call starts at the next one in turn, and goes on to the next when one cannot be reached, times out or
 * says 503 (stopping, or not ready): an instance being replaced fails no call. The last failure is thrown (or its 503
 * answered) when none could answer.
 */
export async function fetchFromAny(urls: string, path: string, init: { headers?: Record<string, string>; timeoutMs: number }): Promise<Response> {
  const list = urlsOf(urls);
  const start = nextStart++;
  let failure: unknown = new Error(`no URL in '${urls}'`);
  for (let i = 0; i < list.length; i++) {
    const url = list[(start + i) % list.length] as string;
    try {
      const res = await fetch(`${url}${path}`, { headers: init.headers, signal: AbortSignal.timeout(init.timeoutMs) });
      if (res.status !== 503 || i === list.length - 1) return res;
      await res.body?.cancel();
      failure = new Error(`${url}${path} answered 503`);
    } catch (err) {
      failure = err;
    }
  }
  throw failure;
}
