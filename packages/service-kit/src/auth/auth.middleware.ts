import type { Context, Middleware, Next } from 'koa';
import { ForbiddenError, UnauthorizedError } from '../errors';
import type { AuthClaims, TokenVerifier } from './token-verifier';

declare module 'koa' {
  interface DefaultState {
    auth?: AuthClaims;
  }
}

export type BlockedCheck = (userId: string) => Promise<boolean>;

/**
 * Reads the bearer token when present. A bad token is a 401 even on public routes, so a client never
 * believes it is signed in when it is not. A blocked user's token stops working (the `user.blocked` read model).
 */
export function authenticate(verify: TokenVerifier, isBlocked: BlockedCheck): Middleware {
  return async (ctx: Context, next: Next) => {
    const header = ctx.get('authorization');
    if (header) {
      const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
      if (!match?.[1]) throw new UnauthorizedError('Unauthorized: malformed authorization header', 'TOKEN_INVALID');
      const claims = await verify(match[1]);
      if (claims.role === 'user' && (await isBlocked(claims.userId))) {
        throw new UnauthorizedError('Your account has been blocked. Please contact support.', 'USER_BLOCKED');
      }
      ctx.state.auth = claims;
    }
    await next();
  };
}

export function currentUser(ctx: Context): AuthClaims {
  const auth = ctx.state.auth;
  if (!auth) throw new UnauthorizedError();
  return auth;
}

export const requireUser: Middleware = async (ctx, next) => {
  const auth = currentUser(ctx);
  if (auth.role !== 'user') throw new ForbiddenError();
  await next();
};

export const requireAdmin: Middleware = async (ctx, next) => {
  const auth = currentUser(ctx);
  if (auth.role !== 'admin') throw new ForbiddenError();
  await next();
};
