import { TooManyRequestsError } from '@abialbum/service-kit';
import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface RateLimit {
  points: number;
  windowSeconds: number;
}

/**
 * Limits what visitors without a token may do, per client address (signup uploads its profile image
 * before the user has an account). Signed-in callers are not counted here.
 */
export function limitAnonymous(limit: RateLimit, message: string): Middleware {
  const limiter = new RateLimiterMemory({ points: limit.points, duration: limit.windowSeconds });
  return async (ctx, next) => {
    if (!ctx.state.auth) {
      try {
        await limiter.consume(ctx.ip || 'unknown');
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        ctx.set('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
        throw new TooManyRequestsError(message);
      }
    }
    await next();
  };
}
