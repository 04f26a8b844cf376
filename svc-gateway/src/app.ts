import { type Logger, createLogger, errorHandler, startMetrics, tracedRequests } from '@abialbum/service-kit';
import Koa from 'koa';
import type { GatewayConfig } from './config';
import { errorEnvelope, gatewayErrors } from './http/envelope';
import { healthRoutes } from './http/health';
import { gatewayHttpMetrics, refuseMetrics } from './http/metrics';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import { type UpstreamProxy, createUpstreamProxy } from './proxy/upstream-proxy';
import { apiDocsRoutes } from './docs/api-docs.routes';
import { createFirstScreens } from './previews/first-screens';
import { createLinkPreviews } from './previews/link-previews';
import { type UpstreamPools, apiRoutes, upstreamPools, upstreamsOf } from './routes/api.routes';
import { singleHostRoutes } from './static/single-host.routes';

export interface GatewayDeps {
  logger?: Logger;
  proxy?: UpstreamProxy;
  /** The services' instances (index.ts and tests stop their probes); made from the config when not given. */
  pools?: UpstreamPools;
}

/**
 * The gateway: request ids, security headers, health, the API routing table (proxied, never parsed), then the built front
 * ends. No business logic, no database, no broker. Never listens: index.ts or a test does.
 */
export function createApp(config: GatewayConfig, deps: GatewayDeps = {}): Koa {
  const logger = deps.logger ?? createLogger('svc-gateway', config.LOG_LEVEL);
  const proxy = deps.proxy ?? createUpstreamProxy();
  const pools = deps.pools ?? upstreamPools(config);
  const app = new Koa();
  app.proxy = config.TRUST_PROXY;
  // Behind one trusted proxy the client is the address that proxy appended, not what the client claims.
  app.maxIpsCount = 1;
  app.silent = true;

  startMetrics('svc-gateway');
  app.use(gatewayHttpMetrics());
  // A trace per call (tracing on), begun here whatever the client sent, and sent on to the service (the proxy).
  app.use(tracedRequests({ trustIncoming: false }));
  app.use(requestContext(logger));
  app.use(securityHeaders());
  app.use(errorHandler());
  app.use(refuseMetrics());
  app.use(healthRoutes(upstreamsOf(config), config.READY_TIMEOUT_MS));
  // The public API's document and its docs page: answered here, before the proxy (no service serves them).
  app.use(apiDocsRoutes());
  app.use(apiRoutes(config, proxy, pools));
  const previews = createLinkPreviews({
    // Any ready albums instance: a crawler's preview must not depend on one of them.
    albumsUrl: () => pools.albums.readyUrls()[0] ?? (pools.albums.urls[0] as string),
    timeoutMs: config.PREVIEW_TIMEOUT_MS,
    ttlMs: config.PREVIEW_CACHE_TTL_MS,
    failureTtlMs: config.PREVIEW_FAILURE_TTL_MS,
    maxEntries: config.PREVIEW_CACHE_ENTRIES,
  });
  const firstScreens = createFirstScreens({
    albumsUrl: () => pools.albums.readyUrls()[0] ?? (pools.albums.urls[0] as string),
    mediaUrl: () => pools.media.readyUrls()[0] ?? (pools.media.urls[0] as string),
    count: 2,
    timeoutMs: config.PREVIEW_TIMEOUT_MS,
    ttlMs: config.PREVIEW_CACHE_TTL_MS,
  });
  app.use(
    singleHostRoutes(config.WEB_ROOT, {
      featuredAlbumId: config.FEATURED_ALBUM_ID,
      siteConfigFile: config.SITE_CONFIG_FILE,
      previews,
      deployDir: config.WEB_DEPLOY_DIR,
      firstScreens,
    }),
  );
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = errorEnvelope({ code: gatewayErrors.notFound.code, message: `Route not found: ${ctx.method} ${ctx.path}` });
  });
  return app;
}
