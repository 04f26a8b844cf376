import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/**
 * Stands in for identity as a service process sees it: a JWKS served over HTTP (for JWKS_URL) and real
 * EdDSA access tokens signed with its key.
 */
export async function aJwksIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const kid = randomUUID();
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' }] });
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    sign: (userId: string) =>
      new SignJWT({ role: 'user' })
        .setProtectedHeader({ alg: 'EdDSA', kid })
        .setSubject(userId)
        .setIssuer('abialbum-identity')
        .setAudience('abialbum')
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
