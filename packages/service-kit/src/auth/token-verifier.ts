import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { LRUCache } from 'lru-cache';
import { UnauthorizedError } from '../errors';

export type Role = 'user' | 'admin';
export interface AuthClaims {
  userId: string;
  role: Role;
}
export type TokenVerifier = (token: string) => Promise<AuthClaims>;

export const ACCESS_TOKEN_ALGORITHM = 'EdDSA';

/** How long a token verified once is taken as verified again without checking its signature (at most its expiry). */
export const VERIFIED_KEPT_MS = 60_000;
/** The tokens kept verified: a few per signed-in user of the last minute. */
const VERIFIED_KEPT_MAX = 5_000;

/**
 * Verifies identity's access tokens: EdDSA only (so `alg: none` and HMAC tricks fail), issuer and audience
 * checked, an expiry required and enforced. Every service verifies for itself.
 *
 * A token that verified is kept (the exact string, so any other token, a changed one included, is verified in full)
 * until its expiry, and at most VERIFIED_KEPT_MS: a signed-in user's next calls skip the signature check, an Ed25519
 * verification that cost about 5% of svc-albums' processor under the mixed load (bench/src/instances-cost.ts). The
 * price: a signing key withdrawn from identity's key set stops its tokens up to a minute later than before (the key
 * set itself is kept up to 10 minutes: `remoteKeys`).
 */
export function createTokenVerifier(keys: JWTVerifyGetKey, issuer: string, audience: string): TokenVerifier {
  const verified = new LRUCache<string, { claims: AuthClaims; until: number }>({ max: VERIFIED_KEPT_MAX });
  return async (token) => {
    const kept = verified.get(token);
    if (kept && Date.now() < kept.until) return { ...kept.claims };
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, audience, algorithms: [ACCESS_TOKEN_ALGORITHM], requiredClaims: ['exp'] });
      const role = payload.role;
      if (typeof payload.sub !== 'string' || (role !== 'user' && role !== 'admin')) {
        throw new UnauthorizedError('Invalid token', 'TOKEN_INVALID');
      }
      const claims: AuthClaims = { userId: payload.sub, role };
      verified.set(token, { claims, until: Math.min((payload.exp as number) * 1000, Date.now() + VERIFIED_KEPT_MS) });
      return { ...claims };
    } catch (err) {
      verified.delete(token);
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
