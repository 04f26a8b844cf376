import { httpMetrics } from '@abialbum/service-kit';
import type { Context, Middleware } from 'koa';
import { DOCS_PAGE_PATH, OPENAPI_DOCUMENT_PATH } from '../docs/api-docs.routes';
import { errorEnvelope, gatewayErrors } from './envelope';

/** The routing table's pattern that took an API call (api.routes.ts sets it): a bounded label, never the raw path. */
export const ROUTE_STATE = 'routePattern';

function routeLabel(ctx: Context): string {
  const pattern = ctx.state[ROUTE_STATE] as string | undefined;
  if (pattern) return pattern;
  if (ctx.path === '/health' || ctx.path === '/ready' || ctx.path === OPENAPI_DOCUMENT_PATH) return ctx.path;
  if (ctx.path === DOCS_PAGE_PATH || ctx.path.startsWith(`${DOCS_PAGE_PATH}/`)) return DOCS_PAGE_PATH;
  if (ctx.path.startsWith('/api/') || ctx.path === '/.well-known/jwks.json') return 'unmatched';
  return 'front-ends';
}

/** The gateway's requests by routing-table pattern, method and status, with their latency (the kit's metrics). */
export const gatewayHttpMetrics = (): Middleware => httpMetrics(routeLabel);

/** `/metrics` however written (`/METRICS/`, `/%6Detrics`, `//metrics`). */
function isMetricsPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: judged as written
  }
  return decoded.toLowerCase().replace(/\/+/g, '/').replace(/\/$/, '') === '/metrics';
}

/**
 * The public port never answers metrics: the gateway's own are on METRICS_PORT (`serveMetrics`), each service's on its
 * own port, where the routing table never leads (it forwards paths unchanged and has no `/metrics`).
 */
export function refuseMetrics(): Middleware {
  return async (ctx, next) => {
    if (!isMetricsPath(ctx.path)) return next();
    ctx.status = 404;
    ctx.body = errorEnvelope({ code: gatewayErrors.notFound.code, message: `Route not found: ${ctx.method} ${ctx.path}` });
  };
}
