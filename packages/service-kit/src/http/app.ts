import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { httpMetrics, metricsEndpoint, startMetrics } from '../observability/metrics';
import { tracedRequests } from '../observability/tracing';
import { errorHandler, notFound } from './error-handler';
import { requestContext } from './request-context';

export type ReadinessCheck = () => Promise<boolean> | boolean;

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  /** Named checks for /ready, e.g. { database, broker }. */
  readiness: Record<string, ReadinessCheck>;
  /** Routers mounted after the body parser, in order. */
  routers: Router[];
  /** JSON body limit; uploads are not parsed here (multipart passes through untouched). */
  jsonLimit?: string;
}

async function runChecks(checks: Record<string, ReadinessCheck>) {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        return [name, Boolean(await check())] as const;
      } catch {
        return [name, false] as const;
      }
    }),
  );
  return Object.fromEntries(entries) as Record<string, boolean>;
}

/** The Koa app every service is built from. It never listens: index.ts or a test does. */
export function createServiceApp(options: ServiceAppOptions): Koa {
  const app = new Koa();
  // Behind the gateway: trust exactly one hop of X-Forwarded-For, so a client cannot pick its own address.
  app.proxy = true;
  app.maxIpsCount = 1;
  app.silent = true;

  const health = new Router();
  health.get('/health', (ctx) => {
    ctx.body = { success: true, data: { status: 'ok', service: options.name }, message: 'OK' };
  });
  health.get('/ready', async (ctx) => {
    const checks = await runChecks(options.readiness);
    const ready = Object.values(checks).every(Boolean);
    ctx.status = ready ? 200 : 503;
    ctx.body = {
      success: ready,
      data: { status: ready ? 'ready' : 'not ready', checks },
      message: ready ? 'Ready' : 'Service temporarily unavailable. Please try again later.',
    };
  });

  // /metrics (the service's own port only) first: scrapes are neither logged nor counted as requests.
  startMetrics(options.name);
  app.use(metricsEndpoint());
  app.use(httpMetrics());
  // A span per request, continuing the caller's trace (tracing on); the request's log lines carry its ids.
  app.use(tracedRequests({ trustIncoming: true }));
  app.use(requestContext(options.logger));
  app.use(errorHandler());
  app.use(health.routes());
  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: options.jsonLimit ?? '100kb',
      encoding: 'utf-8',
      onError: (err) => {
        throw err;
      },
    }),
  );
  for (const router of options.routers) {
    app.use(router.routes());
    app.use(
      router.allowedMethods({
        throw: true,
        methodNotAllowed: () => new AppError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed'),
        // A method no route of any service has (TRACE, PROPFIND...): said as it is, not as a server error.
        notImplemented: () => new AppError(501, 'METHOD_NOT_SUPPORTED', 'This method is not supported', undefined, true),
      }),
    );
  }
  app.use(notFound);
  return app;
}
