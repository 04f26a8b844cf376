import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { countingRoundTrips } from '../data/db-commands';
import type { Logger } from '../logger';

const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    log: Logger;
  }
}

/**
 * Takes the caller's x-request-id (or makes one), echoes it, and gives the request its own child logger.
 * Tells the database round trips the request took in `Server-Timing` (`db;desc="3 round trips"`).
 */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = VALID_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('x-request-id', requestId);
    const started = performance.now();
    let roundTrips = 0;
    try {
      roundTrips = (await countingRoundTrips(next)).roundTrips;
    } finally {
      const ms = performance.now() - started;
      if (!ctx.headerSent) ctx.set('Server-Timing', `db;desc="${roundTrips} round trips", app;dur=${ms.toFixed(1)}`);
      ctx.state.log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms), roundTrips }, 'request');
    }
  };
}
