import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type TestGateway, startGatewayWithEchoes } from './support/gateway';

let webRoot: string;
let gateway: TestGateway;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'gateway-csp-'));
  mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  gateway = await startGatewayWithEchoes({ WEB_ROOT: webRoot, TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await gateway.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The policy's directives by name. */
const directives = (policy: string | null) =>
  Object.fromEntries((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));

describe('security headers on every answer (issue 15)', () => {
  it('gives every page a strict policy: own scripts only, no inline script, no framing', async () => {
    const res = await fetch(`${gateway.url}/abialbum/landing`);
    expect(res.status).toBe(200);
    const policy = directives(res.headers.get('content-security-policy'));
    expect(policy).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self'",
      'connect-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'frame-ancestors': "'none'",
    });
    expect(policy['img-src']).toContain('data:');
    expect(Object.values(policy).join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('asks for HTTPS from then on once served over HTTPS (behind a proxy that says so)', async () => {
    const res = await fetch(`${gateway.url}/abialbum/landing`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps API answers (tokens, personal data) out of every cache, and the answers it gives itself framed by nothing', async () => {
    const signedIn = await fetch(`${gateway.url}/api/v1/abialbum/users/profile`, { headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const signIn = await fetch(`${gateway.url}/api/v1/abialbum/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const own = await fetch(`${gateway.url}/api/v1/nowhere`);
    expect([own.status, own.headers.get('x-frame-options')]).toEqual([404, 'DENY']);
  });
});
