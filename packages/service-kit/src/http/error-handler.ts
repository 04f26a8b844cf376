import type { Middleware } from 'koa';
import { isDatabaseUnavailable } from '../data/database-errors';
import { AppError, ServiceUnavailableError, TooManyRequestsError } from '../errors';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

/** Errors thrown by body parsers and Koa itself carry a status; give them clear envelope messages. */
function fromHttpError(err: HttpLikeError): AppError | undefined {
  const status = err.status ?? err.statusCode;
  if (!status || status >= 500) return undefined;
  if (status === 413) return new AppError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (status === 415) return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type: send JSON');
  if (status === 400 && (err.type === 'entity.parse.failed' || /JSON|body/i.test(err.message ?? ''))) {
    return new AppError(400, 'MALFORMED_BODY', 'Malformed JSON body');
  }
  return new AppError(status, 'HTTP_ERROR', err.expose && err.message ? err.message : 'Bad request');
}

/** First middleware of every service: AppErrors become the envelope with real status codes. */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (thrown) {
      let caught = thrown;
      if (isDatabaseUnavailable(caught)) {
        // An outage: said at once and honestly, with when to come back (the driver gives up within 2 s).
        ctx.state.log?.warn({ err: (caught as Error).message }, 'database unavailable');
        caught = new ServiceUnavailableError();
        ctx.set('Retry-After', '5');
      }
      const err = caught instanceof AppError ? caught : fromHttpError(caught as HttpLikeError);
      if (err && err.expose) {
        ctx.status = err.status;
        ctx.body = { success: false, data: null, message: err.message, code: err.code, ...(err.errors ? { errors: err.errors } : {}) };
        if (err.status === 401) ctx.set('WWW-Authenticate', 'Bearer');
        if (err instanceof TooManyRequestsError && err.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
        return;
      }
      ctx.state.log?.error({ err: caught }, 'unhandled error');
      ctx.status = err?.status ?? 500;
      ctx.body = {
        success: false,
        data: null,
        message: 'Server error. Please try again later.',
        code: err?.code ?? 'INTERNAL_ERROR',
      };
    }
  };
}

export const notFound: Middleware = (ctx) => {
  ctx.status = 404;
  ctx.body = { success: false, data: null, message: `Route not found: ${ctx.method} ${ctx.path}`, code: 'ROUTE_NOT_FOUND' };
};
