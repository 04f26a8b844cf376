import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { errorEnvelope, gatewayErrors } from './envelope';

/** Sign-in style calls per client address and path, so password guessing is slow. */
export function authRateLimiter(pointsPerMinute: number) {
  const limiter = new RateLimiterMemory({ points: pointsPerMinute, duration: 60 });
  const middleware: Middleware = async (ctx, next) => {
    try {
      await limiter.consume(`${ctx.ip}|${ctx.path}`);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      ctx.set('Retry-After', String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
      ctx.status = gatewayErrors.tooManyAttempts.status;
      ctx.body = errorEnvelope(gatewayErrors.tooManyAttempts);
      return;
    }
    await next();
  };
  return middleware;
}
