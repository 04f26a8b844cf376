import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RunningServer } from './support/echo-upstream';
import { rawGet } from './support/echo-upstream';
import { warmCompressionCache } from '../src/static/warm-up';
import { startGateway } from './support/gateway';

const page = '<!doctype html><html><body><div id="root"></div><script src="/main.3f9a1c2b.js"></script></body></html>';
const shellScript = `console.log(${JSON.stringify('shell '.repeat(2000))});`;

let webRoot: string;
let gateway: RunningServer;

function write(relative: string, content: string) {
  const file = path.join(webRoot, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'gateway-web-'));
  write('shell/dist/index.html', page);
  write('shell/dist/main.3f9a1c2b.js', shellScript);
  write('shell/dist/robots.txt', 'User-agent: *');
  write('mfe-public/dist/x.js', 'export const publicRemote = true;');
  write('mfe-public/dist/mf-manifest.json', '{"name":"public"}');
  write('mfe-admin/dist/remoteEntry.js', 'var admin = 1;');
  write('secret.txt', 'top secret');
  gateway = await startGateway({ WEB_ROOT: webRoot });
});
afterAll(async () => {
  await gateway.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (urlPath: string, headers: Record<string, string> = {}) =>
  fetch(gateway.url + urlPath, { redirect: 'manual', headers });

describe('single-host mode', () => {
  it.each(['/abialbum/landing', '/abialbum', '/abialbum/albums/a1', '/admin/dashboard'])(
    'answers %s with the shell page, never cached stale',
    async (urlPath) => {
      const res = await get(urlPath);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(page);
    },
  );

  it('redirects / to the landing page and an unknown page to /', async () => {
    const home = await get('/');
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/abialbum/landing');
    const nope = await get('/nope');
    expect(nope.status).toBe(302);
    expect(nope.headers.get('location')).toBe('/');
  });

  it('serves the remotes\' files below /mf/ and 404s a missing one', async () => {
    const res = await get('/mf/public/x.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toBe('export const publicRemote = true;');
    expect((await get('/mf/admin/remoteEntry.js')).status).toBe(200);
    expect((await get('/mf/owner/remoteEntry.js')).status).toBe(404);
  });

  it('generates remotes.json for this host when the build has none, and prefers the built one', async () => {
    const generated = await get('/remotes.json');
    expect(await generated.json()).toEqual({
      public: '/mf/public/mf-manifest.json',
      owner: '/mf/owner/mf-manifest.json',
      admin: '/mf/admin/mf-manifest.json',
    });
    write('shell/dist/remotes.json', '{"public":"https://cdn.example/public/mf-manifest.json"}');
    const built = await get('/remotes.json');
    expect(built.headers.get('cache-control')).toBe('no-cache');
    expect(await built.json()).toEqual({ public: 'https://cdn.example/public/mf-manifest.json' });
  });

  it('caches hashed assets for long and compresses text with brotli or gzip', async () => {
    const br = await get('/main.3f9a1c2b.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await br.text()).toBe(shellScript);
    const raw = await rawGzip('/main.3f9a1c2b.js');
    expect(raw.encoding).toBe('gzip');
    expect(zlib.gunzipSync(raw.body).toString('utf8')).toBe(shellScript);
    expect(raw.body.length).toBeLessThan(shellScript.length / 4);
  });

  it('pre-compresses the built text files at start (the big enough ones)', async () => {
    expect(await warmCompressionCache(webRoot)).toBe(1);
  });

  it('answers 304 when the copy the browser has is current', async () => {
    const first = await get('/abialbum/landing');
    const etag = first.headers.get('etag') as string;
    expect(etag).toBeTruthy();
    const again = await rawGet(gateway.url, '/abialbum/landing', { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it.each([
    '/mf/public/../../secret.txt',
    '/mf/public/..%2f..%2fsecret.txt',
    '/mf/public/%2e%2e/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/mf/public/.hidden',
  ])('refuses a path that would leave the dist folders: %s', async (rawPath) => {
    const res = await rawGet(gateway.url, rawPath);
    expect([302, 404]).toContain(res.status);
    expect(res.body).not.toContain('top secret');
  });

  it('answers other methods on pages with the 404 envelope', async () => {
    const res = await fetch(`${gateway.url}/abialbum/landing`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });
});

/** fetch decodes gzip itself; read the raw bytes to see what went over the wire. */
async function rawGzip(urlPath: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  const { hostname, port } = new URL(gateway.url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: urlPath, headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('site settings (/config.json)', () => {
  it('answers the featured album from the settings file, and the configured id over it', async () => {
    const file = path.join(webRoot, 'site-config.json');
    writeFileSync(file, JSON.stringify({ featuredAlbumId: '6b02718e84b5b26fb9b01e6f' }));
    const fromFile = await startGateway({ WEB_ROOT: webRoot, SITE_CONFIG_FILE: file });
    const configured = await startGateway({ WEB_ROOT: webRoot, SITE_CONFIG_FILE: file, FEATURED_ALBUM_ID: 'abc123' });
    try {
      expect(await (await fetch(`${fromFile.url}/config.json`)).json()).toEqual({ featuredAlbumId: '6b02718e84b5b26fb9b01e6f' });
      expect(await (await fetch(`${configured.url}/config.json`)).json()).toEqual({ featuredAlbumId: 'abc123' });
      expect(await (await get('/config.json')).json()).toEqual({ featuredAlbumId: null });
    } finally {
      await fromFile.close();
      await configured.close();
    }
  });
});
