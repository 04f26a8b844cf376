import { randomUUID } from 'node:crypto';
import { createTokenVerifier, type Role, type TokenVerifier } from './auth/token-verifier';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';

const ISSUER = 'abialbum-identity';
const AUDIENCE = 'abialbum';

/** Stands in for identity's signing key: real EdDSA tokens, verified through a JWKS like in production. */
export async function aTokenIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
  const verify: TokenVerifier = createTokenVerifier(createLocalJWKSet({ keys: [jwk] }), ISSUER, AUDIENCE);
  const sign = (userId: string, role: Role = 'user', expiresIn = '15m') =>
    new SignJWT({ role })
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);
  /** The public key set, as identity serves it at /.well-known/jwks.json (for a service started as a process). */
  const jwks = { keys: [jwk] };
  return { verify, sign, jwks };
}
