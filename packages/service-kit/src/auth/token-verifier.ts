import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { UnauthorizedError } from '../errors';

export type Role = 'user' | 'admin';
export interface AuthClaims {
  userId: string;
  role: Role;
}
export type TokenVerifier = (token: string) => Promise<AuthClaims>;

export const ACCESS_TOKEN_ALGORITHM = 'EdDSA';

/**
 * Verifies identity's access tokens: EdDSA only (so `alg: none` and HMAC tricks fail), issuer and audience
 * checked, expiry enforced. Every service verifies for itself.
 */
export function createTokenVerifier(keys: JWTVerifyGetKey, issuer: string, audience: string): TokenVerifier {
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, audience, algorithms: [ACCESS_TOKEN_ALGORITHM] });
      const role = payload.role;
      if (typeof payload.sub !== 'string' || (role !== 'user' && role !== 'admin')) {
        throw new UnauthorizedError('Invalid token', 'TOKEN_INVALID');
      }
      return { userId: payload.sub, role };
    } catch (err) {
      if (err instanceof UnauthorizedError) throw err;
      if (err instanceof joseErrors.JWTExpired) throw new UnauthorizedError('Unauthorized: token expired', 'TOKEN_EXPIRED');
      throw new UnauthorizedError('Unauthorized: invalid token', 'TOKEN_INVALID');
    }
  };
}

/** Services other than identity fetch identity's public keys (cached, refetched when a new key id appears). */
export function remoteKeys(jwksUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 5_000, cacheMaxAge: 10 * 60_000, timeoutDuration: 5_000 });
}
