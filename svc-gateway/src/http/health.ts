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
 * /health: the gateway itself is alive. /ready: every upstream is ready (its own /ready: its database and
 * broker answer), so an outage behind a service shows here too.
 */
export function healthRoutes(upstreams: Record<ServiceName, readonly string[]>, timeoutMs: number): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/health') {
      ctx.set('cache-control', 'no-store');
      ctx.body = { success: true, data: { status: 'ok', service: 'svc-gateway' }, message: 'OK' };
      return;
    }
    if (ctx.path !== '/ready') return next();
    const entries = await Promise.all(
      Object.entries(upstreams).map(async ([name, urls]) => [name, await anyReady(urls, timeoutMs)] as const),
    );
    const checks = Object.fromEntries(entries);
    const ready = entries.every(([, up]) => up);
    ctx.set('cache-control', 'no-store');
    ctx.status = ready ? 200 : 503;
    ctx.body = {
      success: ready,
      data: { status: ready ? 'ready' : 'not ready', checks },
      message: ready ? 'Ready' : 'Service temporarily unavailable. Please try again later.',
    };
  };
}
