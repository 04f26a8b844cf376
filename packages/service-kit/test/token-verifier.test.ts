import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { createTokenVerifier, VERIFIED_KEPT_MS } from '../src/auth/token-verifier';

const ISSUER = 'abialbum-identity';
const AUDIENCE = 'abialbum';

/** A signing key and the key set a verifier reads, which the test can empty (a key withdrawn by identity). */
async function aKeySet() {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const kid = randomUUID();
  let keys: JWK[] = [{ ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' }];
  const verify = createTokenVerifier((header, token) => createLocalJWKSet({ keys })(header, token), ISSUER, AUDIENCE);
  const sign = (userId: string, expiresAt: number) =>
    new SignJWT({ role: 'user' }).setProtectedHeader({ alg: 'EdDSA', kid }).setSubject(userId).setIssuer(ISSUER).setAudience(AUDIENCE).setExpirationTime(expiresAt).sign(privateKey);
  return { verify, sign, withdraw: () => (keys = []) };
}

const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

describe('the access token verifier', () => {
  afterEach(() => jest.useRealTimers());

  it('takes a token it verified again, and refuses any other string, a changed signature included', async () => {
    const { verify, sign } = await aKeySet();
    const token = await sign('u1', inSeconds(900));
    expect(await verify(token)).toEqual({ userId: 'u1', role: 'user' });
    expect(await verify(token)).toEqual({ userId: 'u1', role: 'user' });
    // A character of the signature's middle changed (the last one carries padding bits).
    const at = token.length - 10;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    await expect(verify(changed)).rejects.toMatchObject({ status: 401, code: 'TOKEN_INVALID' });
    await expect(verify(`${token}x`)).rejects.toMatchObject({ status: 401, code: 'TOKEN_INVALID' });
  });

  it('refuses a token without an expiry', async () => {
    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const kid = randomUUID();
    const keys = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' }] };
    const verify = createTokenVerifier(createLocalJWKSet(keys), ISSUER, AUDIENCE);
    const forever = await new SignJWT({ role: 'user' }).setProtectedHeader({ alg: 'EdDSA', kid }).setSubject('u5').setIssuer(ISSUER).setAudience(AUDIENCE).sign(privateKey);
    await expect(verify(forever)).rejects.toMatchObject({ status: 401, code: 'TOKEN_INVALID' });
  });

  it('refuses a token it verified once it expires', async () => {
    const { verify, sign } = await aKeySet();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const token = await sign('u2', inSeconds(20));
    expect(await verify(token)).toEqual({ userId: 'u2', role: 'user' });
    jest.setSystemTime(Date.now() + 21_000);
    await expect(verify(token)).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
  });

  it('stops a withdrawn key\'s tokens within the minute it keeps them', async () => {
    const { verify, sign, withdraw } = await aKeySet();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const token = await sign('u3', inSeconds(900));
    expect(await verify(token)).toEqual({ userId: 'u3', role: 'user' });
    withdraw();
    // Kept: taken without its signature checked again, for up to VERIFIED_KEPT_MS.
    jest.setSystemTime(Date.now() + VERIFIED_KEPT_MS - 1_000);
    expect(await verify(token)).toEqual({ userId: 'u3', role: 'user' });
    jest.setSystemTime(Date.now() + 2_000);
    await expect(verify(token)).rejects.toMatchObject({ status: 401, code: 'TOKEN_INVALID' });
    // A token never seen before is checked in full at once.
    await expect(verify(await sign('u4', inSeconds(900)))).rejects.toMatchObject({ status: 401, code: 'TOKEN_INVALID' });
  });
});
