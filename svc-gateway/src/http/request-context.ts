import { randomUUID } from 'node:crypto';
import { type Logger, requestTraceLogFields } from '@abialbum/service-kit';
import type { Middleware } from 'koa';

const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Keeps the caller's x-request-id (or makes one), echoes it, and puts it on the incoming headers so the
 * proxy forwards it: one id follows a call through the gateway into the service's logs. With tracing on, the
 * request's log lines carry its trace's ids too (`trace_id`, `span_id`).
 */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = VALID_ID.test(incoming) ? incoming : randomUUID();
    ctx.req.headers['x-request-id'] = requestId;
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId, ...requestTraceLogFields(ctx.req) });
    ctx.set('x-request-id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      // Proxied answers bypass Koa, so the status comes from the raw response.
      const status = ctx.respond === false ? ctx.res.statusCode : ctx.status;
      ctx.state.log.info({ method: ctx.method, path: ctx.path, status, ms: Math.round(performance.now() - started) }, 'request');
    }
  };
}
