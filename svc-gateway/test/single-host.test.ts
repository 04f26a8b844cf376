import http from 'node:http';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RunningServer } from './support/echo-upstream';
import { rawGet } from './support/echo-upstream';
import { dataPreloadsOf } from '../src/previews/data-preloads';
import { withPreloads } from '../src/previews/preview-page';
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
      // With the data the page asks for first preloaded, where it has such (data-preloads.ts).
      expect(await res.text()).toBe(withPreloads(page, dataPreloadsOf(urlPath)));
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

  it('compresses a page made here (the landing page with its data preloads) the same on every request', async () => {
    const expected = withPreloads(page, dataPreloadsOf('/abialbum/landing'));
    for (let i = 0; i < 3; i++) {
      const br = await get('/abialbum/landing', { 'accept-encoding': 'br' });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(await br.text()).toBe(expected);
      const raw = await rawGzip('/abialbum/landing');
      expect(zlib.gunzipSync(raw.body).toString('utf8')).toBe(expected);
    }
  });

  it('pre-compresses the built text files at start (the big enough ones)', async () => {
    expect(await warmCompressionCache(webRoot)).toBe(1);
  });

  it('answers 304 when the copy the browser has is current', async () => {
    const first = await get('/abialbum/login');
    const etag = first.headers.get('etag') as string;
    expect(etag).toBeTruthy();
    const again = await rawGet(gateway.url, '/abialbum/login', { 'if-none-match': etag });
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
      // The landing page preloads the featured album's sections the settings name (data-preloads.ts).
      const preloadOf = (href: string) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`;
      expect(await (await fetch(`${fromFile.url}/abialbum/landing`)).text()).toContain(preloadOf('/api/v1/abialbum/albums/6b02718e84b5b26fb9b01e6f/sections'));
      expect(await (await fetch(`${configured.url}/abialbum`)).text()).toContain(preloadOf('/api/v1/abialbum/albums/abc123/sections'));
      const plain = await (await get('/abialbum/landing')).text();
      expect(plain).toContain(preloadOf('/api/v1/abialbum/stats'));
      expect(plain).not.toContain('/sections');
    } finally {
      await fromFile.close();
      await configured.close();
    }
  });
});

describe('remotes published beside the built ones (WEB_DEPLOY_DIR)', () => {
  const builtPage =
    '<!doctype html><html><head><link rel="preload" href="/mf/public/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
    '<link rel="preload" href="/mf/public/remoteEntry.js" as="script"></head><body><div id="root"></div></body></html>';
  const BUILD_A = '20261128101500-a1b2c3';
  const BUILD_B = '20261128111500-d4e5f6';
  let root: string;
  let deployDir: string;
  let published: RunningServer;

  const put = (relative: string, content: string) => {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  /** As scripts/ops/publish-remote.ts switches: a whole new file renamed over the old one. */
  const switchTo = (remotes: Record<string, string>) => {
    put('deploy/.remotes.json.tmp', JSON.stringify(remotes));
    renameSync(path.join(deployDir, '.remotes.json.tmp'), path.join(deployDir, 'remotes.json'));
  };
  const fetchIt = (urlPath: string, headers: Record<string, string> = {}) => fetch(published.url + urlPath, { headers });

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'gateway-deploy-'));
    put('shell/dist/index.html', builtPage);
    put('shell/dist/remotes.json', JSON.stringify({ public: '/mf/public/mf-manifest.json', owner: '/mf/owner/mf-manifest.json' }));
    put('mfe-owner/dist/remoteEntry.js', 'var built = 1;');
    put(`deploy/mf/owner/${BUILD_A}/remoteEntry.js`, 'var a = 1;');
    put(`deploy/mf/owner/${BUILD_A}/mf-manifest.json`, '{"name":"abialbum_owner"}');
    put(`deploy/mf/owner/${BUILD_A}/.build-stats.json`, '{}');
    put(`deploy/mf/owner/${BUILD_B}/remoteEntry.js`, 'var b = 1;');
    put(`deploy/mf/public/${BUILD_B}/remoteEntry.js`, 'var publicB = 1;');
    deployDir = path.join(root, 'deploy');
    published = await startGateway({ WEB_ROOT: root, WEB_DEPLOY_DIR: deployDir });
  });
  afterAll(async () => {
    await published.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers the built remotes.json until one is published, then the published one at once, never cached', async () => {
    expect(await (await fetchIt('/remotes.json')).json()).toEqual({ public: '/mf/public/mf-manifest.json', owner: '/mf/owner/mf-manifest.json' });
    switchTo({ public: '/mf/public/mf-manifest.json', owner: `/mf/owner/${BUILD_A}/mf-manifest.json` });
    const first = await fetchIt('/remotes.json');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect((await first.json()).owner).toBe(`/mf/owner/${BUILD_A}/mf-manifest.json`);
    switchTo({ public: '/mf/public/mf-manifest.json', owner: `/mf/owner/${BUILD_B}/mf-manifest.json` });
    expect((await (await fetchIt('/remotes.json')).json()).owner).toBe(`/mf/owner/${BUILD_B}/mf-manifest.json`);
  });

  it('serves every kept build side by side, cached for long, and the built remote as before', async () => {
    const a = await fetchIt(`/mf/owner/${BUILD_A}/remoteEntry.js`);
    expect(a.status).toBe(200);
    expect(a.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await a.text()).toBe('var a = 1;');
    const manifest = await fetchIt(`/mf/owner/${BUILD_A}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await (await fetchIt(`/mf/owner/${BUILD_B}/remoteEntry.js`)).text()).toBe('var b = 1;');
    const built = await fetchIt('/mf/owner/remoteEntry.js');
    expect(built.headers.get('cache-control')).toBe('no-cache');
    expect(await built.text()).toBe('var built = 1;');
  });

  it('serves nothing else from the deploy folder: hidden files, other folders, another remote\'s build', async () => {
    expect((await fetchIt(`/mf/owner/${BUILD_A}/.build-stats.json`)).status).toBe(404);
    expect((await fetchIt('/mf/owner/remotes.json')).status).toBe(404);
    expect((await fetchIt(`/mf/admin/${BUILD_B}/remoteEntry.js`)).status).toBe(404);
    expect((await rawGet(published.url, `/mf/owner/${BUILD_A}/..%2f..%2f..%2fremotes.json`)).status).toBe(404);
  });

  it('points the page\'s preloads of the first remote at its live build, and leaves them when it is the built one', async () => {
    switchTo({ public: '/mf/public/mf-manifest.json', owner: `/mf/owner/${BUILD_B}/mf-manifest.json` });
    expect(await (await fetchIt('/abialbum/login')).text()).toBe(builtPage);
    switchTo({ public: `/mf/public/${BUILD_B}/mf-manifest.json`, owner: `/mf/owner/${BUILD_B}/mf-manifest.json` });
    const moved = await rawGet(published.url, '/abialbum/landing', { 'accept-encoding': 'identity' });
    expect(moved.headers['cache-control']).toBe('no-cache');
    const html = moved.body;
    expect(html).toContain(`<link rel="preload" href="/mf/public/${BUILD_B}/mf-manifest.json" as="fetch" crossorigin="anonymous">`);
    expect(html).toContain(`<link rel="preload" href="/mf/public/${BUILD_B}/remoteEntry.js" as="script">`);
    expect(html).not.toContain('href="/mf/public/mf-manifest.json"');
    // The landing page's data preloads (data-preloads.ts) ride along with the moved ones.
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/abialbum/stats">');
    const again = await rawGet(published.url, '/abialbum/landing', { 'accept-encoding': 'identity', 'if-none-match': moved.headers.etag as string });
    expect(again.status).toBe(304);
  });

  it('preloads a first page\'s screen with the page, as the live build of its remote lists its files', async () => {
    const screenLinks = (html: string) => html.match(/<link rel="preload" as="(?:script|style)" href="[^"]*">/g) ?? [];
    // The built remote's list (scripts/rspack/screen-files.js): Explore's own files and its texts.
    put('mfe-public/dist/screen-files.json', JSON.stringify({ Explore: ['__federation_expose_Explore.1.css', '__federation_expose_Explore.2.js', '116.3.js'], Profile: ['p.js'] }));
    switchTo({ public: '/mf/public/mf-manifest.json', owner: '/mf/owner/mf-manifest.json' });
    expect(screenLinks((await rawGet(published.url, '/abialbum/home', { 'accept-encoding': 'identity' })).body)).toEqual([
      '<link rel="preload" as="style" href="/mf/public/__federation_expose_Explore.1.css">',
      '<link rel="preload" as="script" href="/mf/public/__federation_expose_Explore.2.js">',
      '<link rel="preload" as="script" href="/mf/public/116.3.js">',
    ]);
    // Once a build of the remote is published, its own list, from its folder.
    put(`deploy/mf/public/${BUILD_B}/screen-files.json`, JSON.stringify({ Explore: ['__federation_expose_Explore.9.js'] }));
    switchTo({ public: `/mf/public/${BUILD_B}/mf-manifest.json`, owner: '/mf/owner/mf-manifest.json' });
    expect(screenLinks((await rawGet(published.url, '/abialbum/home', { 'accept-encoding': 'identity' })).body)).toEqual([
      `<link rel="preload" as="script" href="/mf/public/${BUILD_B}/__federation_expose_Explore.9.js">`,
    ]);
    // A screen its list leaves out, a page that is not a first page, a list naming paths: nothing preloaded.
    expect(screenLinks((await rawGet(published.url, '/abialbum/landing', { 'accept-encoding': 'identity' })).body)).toEqual([]);
    expect(screenLinks((await rawGet(published.url, '/abialbum/login', { 'accept-encoding': 'identity' })).body)).toEqual([]);
    put(`deploy/mf/public/${BUILD_B}/screen-files.json`, JSON.stringify({ Explore: ['../../../secret.js', 'x.js'] }));
    expect(screenLinks((await rawGet(published.url, '/abialbum/home', { 'accept-encoding': 'identity' })).body)).toEqual([]);
    // A remote served from another host: its files are not this host's to preload.
    switchTo({ public: 'https://cdn.example/public/mf-manifest.json', owner: '/mf/owner/mf-manifest.json' });
    expect(screenLinks((await rawGet(published.url, '/abialbum/home', { 'accept-encoding': 'identity' })).body)).toEqual([]);
  });
});
