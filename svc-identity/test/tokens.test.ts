import { SignJWT, base64url, decodeProtectedHeader, generateKeyPair, type CryptoKey } from 'jose';
import { loadKeyRing } from '../src/domain/signing-keys';
import { createServices } from '../src/services';
import { SigningKeyStore } from '../src/store/signing-key.store';
import { API, signUp, startIdentity, type Harness } from './support/harness';

describe('access tokens and JWKS', () => {
  let h: Harness;
  let user: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    h = await startIdentity();
    user = await signUp(h);
  });
  afterAll(() => h.close());

  const profileWith = (token: string) => h.request('GET', `${API}/users/profile`, { token });

  async function signWithIdentityKey(claims: Record<string, unknown>, options: { exp?: number; iss?: string; aud?: string } = {}) {
    const ring = await loadKeyRing(new SigningKeyStore(h.connection));
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ role: 'user', ...claims })
      .setProtectedHeader({ alg: 'EdDSA', kid: ring.kid })
      .setSubject(user.id)
      .setIssuer(options.iss ?? 'abialbum-identity')
      .setAudience(options.aud ?? 'abialbum')
      .setIssuedAt(now - 1000)
      .setExpirationTime(options.exp ?? now + 600)
      .sign(ring.privateKey);
  }

  it('serves only public Ed25519 keys at /.well-known/jwks.json', async () => {
    const res = await h.request('GET', '/.well-known/jwks.json');
    expect(res.status).toBe(200);
    expect(res.body.keys).toHaveLength(1);
    const [key] = res.body.keys;
    expect(key).toEqual({ kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid: expect.any(String), alg: 'EdDSA', use: 'sig' });
    expect(key).not.toHaveProperty('d');
  });

  it('signs 15-minute EdDSA tokens with sub, role, iss, aud and the key id', async () => {
    const header = decodeProtectedHeader(user.accessToken);
    const jwks = (await h.request('GET', '/.well-known/jwks.json')).body;
    expect(header).toMatchObject({ alg: 'EdDSA', kid: jwks.keys[0].kid });
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(user.accessToken.split('.')[1]!)));
    expect(claims).toMatchObject({ sub: user.id, role: 'user', iss: 'abialbum-identity', aud: 'abialbum' });
    expect(claims.exp - claims.iat).toBe(900);
  });

  it('keeps its key across restarts: a second instance on the same database signs with the same key', async () => {
    const settings = { JWT_ISSUER: 'abialbum-identity', JWT_AUDIENCE: 'abialbum', ACCESS_TOKEN_TTL_SECONDS: 900, REFRESH_TOKEN_TTL_DAYS: 30 };
    const other = await createServices(h.connection, settings);
    expect(other.tokens.jwks).toEqual(h.services.tokens.jwks);
    await expect(other.tokens.verify(user.accessToken)).resolves.toEqual({ userId: user.id, role: 'user' });
  });

  it('refuses an unsigned token (alg none)', async () => {
    const encode = (value: object) => base64url.encode(JSON.stringify(value));
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: user.id, role: 'admin', iss: 'abialbum-identity', aud: 'abialbum', exp: 9999999999 })}.`;
    const res = await profileWith(token);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, data: null, code: 'TOKEN_INVALID' });
  });

  it('refuses an expired token with TOKEN_EXPIRED', async () => {
    const token = await signWithIdentityKey({}, { exp: Math.floor(Date.now() / 1000) - 60 });
    const res = await profileWith(token);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_EXPIRED');
  });

  it('refuses a tampered token (role raised to admin)', async () => {
    const [header, payload, signature] = user.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload)));
    const forged = `${header}.${base64url.encode(JSON.stringify({ ...claims, role: 'admin' }))}.${signature}`;
    const res = await h.request('GET', `${API}/admin/users`, { token: forged });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });

  it('refuses a token for another issuer or audience, or signed by another key', async () => {
    expect((await profileWith(await signWithIdentityKey({}, { iss: 'someone-else' }))).status).toBe(401);
    expect((await profileWith(await signWithIdentityKey({}, { aud: 'other-app' }))).status).toBe(401);
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const ring = await loadKeyRing(new SigningKeyStore(h.connection));
    const foreign = await new SignJWT({ role: 'user' })
      .setProtectedHeader({ alg: 'EdDSA', kid: ring.kid })
      .setSubject(user.id)
      .setIssuer('abialbum-identity')
      .setAudience('abialbum')
      .setExpirationTime('5m')
      .sign(privateKey as CryptoKey);
    expect((await profileWith(foreign)).status).toBe(401);
  });

  it('refuses an HMAC token made with the public key as secret', async () => {
    const jwk = h.services.tokens.jwks.keys[0]!;
    const secret = new TextEncoder().encode(JSON.stringify(jwk));
    const token = await new SignJWT({ role: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('abialbum-identity')
      .setAudience('abialbum')
      .setExpirationTime('5m')
      .sign(secret);
    expect((await profileWith(token)).status).toBe(401);
  });

  it('answers 401 with the envelope for a malformed authorization header or garbage token', async () => {
    for (const headers of [{ authorization: 'Basic abc' }, { authorization: 'Bearer' }, { authorization: 'Bearer not-a-jwt' }]) {
      const res = await h.request('GET', `${API}/users/profile`, { headers });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, data: null });
    }
  });
});
