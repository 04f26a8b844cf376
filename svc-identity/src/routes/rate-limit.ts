import { TooManyRequestsError } from '@abialbum/service-kit';
import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../domain/errors';

export interface RateLimitSettings {
  max: number;
  windowSeconds: number;
}

/**
 * Attempts per client IP for credential endpoints. The gateway limits too; the service protects itself
 * when reached directly. Per process: each instance counts on its own.
 */
export function rateLimit(name: string, { max, windowSeconds }: RateLimitSettings): Middleware {
  const limiter = new RateLimiterMemory({ keyPrefix: name, points: max, duration: windowSeconds });
  return async (ctx, next) => {
    try {
      await limiter.consume(ctx.ip || 'unknown');
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      ctx.set('Retry-After', String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
      throw new TooManyRequestsError(TOO_MANY_ATTEMPTS_MESSAGE);
    }
    await next();
  };
}
