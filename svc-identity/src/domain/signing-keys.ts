import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { SigningKeyStore } from '../store/signing-key.store';

export const SIGNING_ALGORITHM = 'EdDSA';

export interface KeyRing {
  kid: string;
  privateKey: CryptoKey;
  /** Public keys only: what /.well-known/jwks.json serves. */
  jwks: { keys: JWK[] };
}

const publicPart = ({ kty, crv, x }: JWK, kid: string): JWK => ({ kty, crv, x, kid, alg: SIGNING_ALGORITHM, use: 'sig' });

/**
 * The Ed25519 signing key lives in identity's database: made on the first start, shared by every instance
 * and kept across restarts, so tokens stay valid and the JWKS stays stable.
 */
export async function loadKeyRing(store: SigningKeyStore): Promise<KeyRing> {
  let active = await store.findActive();
  if (!active) {
    const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { crv: 'Ed25519', extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    active = await store.insertActive({ _id: kid, publicJwk: publicPart(publicJwk, kid), privateJwk: { ...(await exportJWK(privateKey)), kid } });
  }
  const privateKey = (await importJWK(active.privateJwk, SIGNING_ALGORITHM)) as CryptoKey;
  const all = await store.all();
  return { kid: active._id, privateKey, jwks: { keys: all.map((key) => publicPart(key.publicJwk, key._id)) } };
}
