import type { Middleware } from 'koa';
import { urlsOf } from '@abialbum/service-kit';
import type { GatewayConfig } from '../config';
import { errorEnvelope, gatewayErrors } from '../http/envelope';
import { ROUTE_STATE } from '../http/metrics';
import { authRateLimiter } from '../http/rate-limit';
import { UpstreamPool } from '../proxy/upstream-pool';
import type { UpstreamProxy } from '../proxy/upstream-proxy';
import { writeAffinityOf } from '../proxy/write-affinity';
import { type BodyLimit, type ServiceName, createRouteMatcher, routingTable } from './routing-table';

/** Each service's instances, from its setting (one URL, or several comma-separated). */
export function upstreamsOf(config: GatewayConfig): Record<ServiceName, string[]> {
  return {
    identity: urlsOf(config.IDENTITY_URL),
    albums: urlsOf(config.ALBUMS_URL),
    media: urlsOf(config.MEDIA_URL),
    content: urlsOf(config.CONTENT_URL),
  };
}

export type UpstreamPools = Record<ServiceName, UpstreamPool>;

/** One pool per service; `stop` ends their /ready probes. */
export function upstreamPools(config: GatewayConfig): UpstreamPools & { stop: () => void } {
  const probe = { intervalMs: config.PROBE_INTERVAL_MS, timeoutMs: config.PROBE_TIMEOUT_MS, writesSlowStartMs: config.WRITES_SLOW_START_MS };
  const urls = upstreamsOf(config);
  const pools = {
    identity: new UpstreamPool('identity', urls.identity, probe),
    albums: new UpstreamPool('albums', urls.albums, probe),
    media: new UpstreamPool('media', urls.media, probe),
    content: new UpstreamPool('content', urls.content, probe),
  };
  return { ...pools, stop: () => Object.values(pools).forEach((pool) => pool.stop()) };
}

function limitsOf(config: GatewayConfig): Record<BodyLimit, number> {
  return { json: config.JSON_BODY_LIMIT_BYTES, profileImage: config.PROFILE_IMAGE_LIMIT_BYTES, upload: config.UPLOAD_BODY_LIMIT_BYTES };
}

const isApiPath = (path: string) => path.startsWith('/api/') || path === '/api' || path === '/.well-known/jwks.json';

/** Every /api call: routing table -> rate limit -> declared size -> proxy. No body parser anywhere here. */
export function apiRoutes(config: GatewayConfig, proxy: UpstreamProxy, pools: UpstreamPools): Middleware {
  const matcher = createRouteMatcher(routingTable);
  const limits = limitsOf(config);
  const rateLimit = authRateLimiter(config.RATE_LIMIT_AUTH_PER_MINUTE);

  return async (ctx, next) => {
    if (!isApiPath(ctx.path)) return next();
    const route = matcher.match(ctx.method, ctx.path);
    if (!route) {
      ctx.status = 404;
      ctx.body = errorEnvelope({ code: gatewayErrors.notFound.code, message: `Route not found: ${ctx.method} ${ctx.path}` });
      return;
    }
    ctx.state[ROUTE_STATE] = route.pattern;
    const forward = async () => {
      const limitBytes = limits[route.bodyLimit ?? 'json'];
      const declared = Number(ctx.get('content-length') || 0);
      if (declared > limitBytes) {
        // The body is not read: close the connection after answering instead of draining it.
        ctx.set('connection', 'close');
        ctx.status = gatewayErrors.tooLarge.status;
        ctx.body = errorEnvelope(gatewayErrors.tooLarge);
        return;
      }
      // The services see one client address: the one the gateway decided (the connection's, or behind a trusted
      // proxy the address that proxy appended), never a list a client could have started. Identity counts failed
      // sign-ins and sign-ups by it.
      const { ip, protocol, host } = ctx;
      for (const header of ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-port', 'x-forwarded-host']) delete ctx.req.headers[header];
      ctx.req.headers['x-forwarded-for'] = ip;
      ctx.req.headers['x-forwarded-proto'] = protocol;
      if (host) ctx.req.headers['x-forwarded-host'] = host;
      ctx.respond = false;
      await proxy.forward(ctx.req, ctx.res, {
        pool: pools[route.service],
        service: route.service,
        timeoutMs: route.slow ? config.UPLOAD_TIMEOUT_MS : config.UPSTREAM_TIMEOUT_MS,
        limitBytes,
        log: ctx.state.log,
        affinity: writeAffinityOf(ctx.method, ctx.path),
      });
    };
    if (route.rateLimited) await rateLimit(ctx, forward);
    else await forward();
  };
}
