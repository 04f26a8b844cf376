import type { Middleware } from 'koa';
import type { ServiceName } from '../routes/routing-table';

async function isReady(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const res = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** A service with several instances is ready while one of them is: the gateway sends its calls there. */
async function anyReady(urls: readonly string[], timeoutMs: number): Promise<boolean> {
  const answers = await Promise.all(urls.map((url) => isReady(url, timeoutMs)));
  return answers.some(Boolean);
}

/**
 * /health: the gateway itself is alive. /ready: the gateway can take calls (200 until it stops: then 503, see
 * stopping.ts), with each service's state in `checks` ("degraded" while one has no ready instance). A service with
 * no ready instance does not make the gateway unready: every gateway would be as unready, and a load balancer taking
 * them all out would end the other areas too (a team's outage stays its area's: its calls answer 503).
 * /ready/upstreams: the whole platform, 503 while any service has no ready instance (its database or broker away, or
 * not running): what scripts and operators wait for.
 */
export function healthRoutes(upstreams: Record<ServiceName, readonly string[]>, timeoutMs: number): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/health') {
      ctx.set('cache-control', 'no-store');
      ctx.body = { success: true, data: { status: 'ok', service: 'svc-gateway' }, message: 'OK' };
      return;
    }
    if (ctx.path !== '/ready' && ctx.path !== '/ready/upstreams') return next();
    const entries = await Promise.all(
      Object.entries(upstreams).map(async ([name, urls]) => [name, await anyReady(urls, timeoutMs)] as const),
    );
    const checks = Object.fromEntries(entries);
    const all = entries.every(([, up]) => up);
    ctx.set('cache-control', 'no-store');
    if (ctx.path === '/ready') {
      ctx.body = { success: true, data: { status: all ? 'ready' : 'degraded', checks }, message: 'Ready' };
      return;
    }
    ctx.status = all ? 200 : 503;
    ctx.body = {
      success: all,
      data: { status: all ? 'ready' : 'not ready', checks },
      message: all ? 'Ready' : 'Service temporarily unavailable. Please try again later.',
    };
  };
}
