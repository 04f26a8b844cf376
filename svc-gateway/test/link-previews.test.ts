import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { type AlbumsUpstream, aSharedSection, anAlbum, ok, startAlbumsUpstream } from './support/albums-upstream';
import { type RunningServer, closedPortUrl, rawGet } from './support/echo-upstream';
import { dataPreloadsOf } from '../src/previews/data-preloads';
import { withPreloads } from '../src/previews/preview-page';
import { startGateway } from './support/gateway';

const shellPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="Abi Social Album: keep the memories forever.">' +
  '<title>Abi Social Album</title><script defer src="/main.3f9a1c2b.js"></script></head><body><div id="root"></div></body></html>';

/** The shell's page as a path without a preview gets it: with the path's data preloads (data-preloads.test.ts). */
const plainPage = (urlPath: string) => withPreloads(shellPage, dataPreloadsOf(urlPath));

const albumId = 'a'.repeat(24);
const sectionId = 'c'.repeat(24);
const API = '/api/v1/abialbum';

let webRoot: string;
beforeAll(() => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'gateway-previews-'));
  mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), shellPage);
});
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

/** The tags a crawler reads, decoded by a real HTML parser (which never runs the page's scripts). */
function readPreview(html: string) {
  const { document } = new JSDOM(html).window;
  const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    title: document.title,
    ogTitle: content('meta[property="og:title"]'),
    ogDescription: content('meta[property="og:description"]'),
    ogImage: content('meta[property="og:image"]'),
    ogUrl: content('meta[property="og:url"]'),
    ogType: content('meta[property="og:type"]'),
    twitterCard: content('meta[name="twitter:card"]'),
    description: content('meta[name="description"]'),
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    scripts: Array.from(document.querySelectorAll('script')).map((script) => script.outerHTML),
    elementsInHead: Array.from(document.head.children).map((el) => el.tagName.toLowerCase()),
    links: Array.from(document.head.querySelectorAll('link')).map((link) => `${link.getAttribute('rel')} ${link.getAttribute('href')}`),
  };
}

describe('link previews of shared sections and albums', () => {
  let albums: AlbumsUpstream;
  let gateway: RunningServer;
  beforeAll(async () => {
    albums = await startAlbumsUpstream();
    albums.answer(`${API}/userprofile/shared-section/${sectionId}`, ok({ section: aSharedSection() }));
    albums.answer(`${API}/albums/${albumId}`, ok({ album: anAlbum() }));
    gateway = await startGateway({ WEB_ROOT: webRoot, ALBUMS_URL: albums.url });
  });
  afterAll(async () => {
    await gateway.close();
    await albums.close();
  });
  beforeEach(() => albums.seen.splice(0));

  it('answers a shared section with its title, description, first picture and page address', async () => {
    const res = await fetch(`${gateway.url}/abialbum/shared-section/${sectionId}`, { headers: { authorization: 'Bearer someone' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const preview = readPreview(await res.text());
    expect(preview).toMatchObject({
      title: 'Day one · Summer in Lisbon',
      ogTitle: 'Day one · Summer in Lisbon',
      ogDescription: 'Alfama at dawn.',
      description: 'Alfama at dawn.',
      descriptions: 1,
      ogImage: `${gateway.url}/api/v1/files/p1-1280.webp`,
      ogUrl: `${gateway.url}/abialbum/shared-section/${sectionId}`,
      ogType: 'website',
      twitterCard: 'summary_large_image',
      scripts: ['<script defer="" src="/main.3f9a1c2b.js"></script>'],
    });
    // Asked as a visitor: the caller's token is not passed on.
    expect(albums.seen).toEqual([{ path: `${API}/userprofile/shared-section/${sectionId}`, authorization: undefined }]);
  });

  it.each(['profile', 'albums', 'album'])('answers /abialbum/%s/{id} with the album, read without counting a view', async (page) => {
    const res = await fetch(`${gateway.url}/abialbum/${page}/${albumId}`);
    const preview = readPreview(await res.text());
    expect(preview).toMatchObject({
      title: 'Summer in Lisbon',
      ogTitle: 'Summer in Lisbon',
      ogDescription: 'Tiles, trams and the sea.',
      ogImage: `${gateway.url}/api/v1/files/cover-1280.webp`,
      ogUrl: `${gateway.url}/abialbum/${page}/${albumId}`,
      twitterCard: 'summary_large_image',
    });
    expect(albums.seen.every((call) => !call.path.includes('/userprofile/album/'))).toBe(true);
  });

  it('asks the albums service once per album while the answer is fresh', async () => {
    const id = '1'.repeat(24);
    albums.answer(`${API}/albums/${id}`, ok({ album: anAlbum({ id }) }));
    await Promise.all([1, 2, 3].map(() => fetch(`${gateway.url}/abialbum/profile/${id}`).then((r) => r.text())));
    await (await fetch(`${gateway.url}/abialbum/albums/${id}`)).text();
    expect(albums.seen.filter((call) => call.path === `${API}/albums/${id}`)).toHaveLength(1);
  });

  it('writes absolute URLs from the host the page was asked on', async () => {
    const res = await rawGet(gateway.url, `/abialbum/profile/${albumId}`, { host: 'albums.example:8443' });
    const preview = readPreview(res.body);
    expect(preview.ogImage).toBe('http://albums.example:8443/api/v1/files/cover-1280.webp');
    expect(preview.ogUrl).toBe(`http://albums.example:8443/abialbum/profile/${albumId}`);
  });

  it('keeps an absolute http(s) image as it is and drops any other scheme', async () => {
    const external = '2'.repeat(24);
    const scripted = '3'.repeat(24);
    albums.answer(`${API}/albums/${external}`, ok({ album: anAlbum({ coverImage: 'https://cdn.example/p.jpg' }) }));
    albums.answer(`${API}/albums/${scripted}`, ok({ album: anAlbum({ coverImage: 'javascript:alert(1)' }) }));
    expect(readPreview(await (await fetch(`${gateway.url}/abialbum/profile/${external}`)).text()).ogImage).toBe('https://cdn.example/p.jpg');
    const none = readPreview(await (await fetch(`${gateway.url}/abialbum/profile/${scripted}`)).text());
    expect(none).toMatchObject({ ogImage: null, twitterCard: 'summary', ogTitle: 'Summer in Lisbon' });
  });

  it('describes an album without a description by its owner', async () => {
    const id = '4'.repeat(24);
    albums.answer(`${API}/albums/${id}`, ok({ album: anAlbum({ description: '  ', coverImage: null }) }));
    const preview = readPreview(await (await fetch(`${gateway.url}/abialbum/profile/${id}`)).text());
    expect(preview).toMatchObject({ ogDescription: 'An album by Ana Silva on Abi Social Album', ogImage: null });
  });

  it('escapes every value, so markup in a title or description stays text', async () => {
    const id = '5'.repeat(24);
    const title = `Tom's "><script>alert(1)</script> & <b>co</b>`;
    const description = `</title><img src=x onerror=alert(2)> $& $1 "quoted"`;
    albums.answer(`${API}/albums/${id}`, ok({ album: anAlbum({ title, description, coverImage: '/api/v1/files/x.webp?a="><script>alert(3)</script>' }) }));
    const html = await (await fetch(`${gateway.url}/abialbum/profile/${id}`)).text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).toContain('Tom&#39;s &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;co&lt;/b&gt;');
    const preview = readPreview(html);
    expect(preview).toMatchObject({ title, ogTitle: title, ogDescription: description, description });
    expect(preview.ogImage).toBe(`${gateway.url}/api/v1/files/x.webp?a="><script>alert(3)</script>`);
    expect(preview.scripts).toHaveLength(1);
    // Besides the tags, only the profile's own data preloads (data-preloads.ts), made of the id alone.
    expect(preview.elementsInHead.filter((tag) => tag !== 'meta' && tag !== 'title' && tag !== 'script' && tag !== 'link')).toEqual([]);
    expect(preview.links).toEqual([`preload /api/v1/abialbum/userprofile/album/${id}`, `preload /api/v1/abialbum/userprofile/shared-album/${id}`]);
  });

  it.each([
    ['a private album (403)', '6', { status: 403, body: { success: false, data: null, message: 'This album is private', code: 'ALBUM_PRIVATE' } }],
    ['an unknown album (404)', '7', { status: 404, body: { success: false, data: null, message: 'Album not found', code: 'ALBUM_NOT_FOUND' } }],
    ['a failing service (500)', '8', { status: 500, body: { success: false, data: null, message: 'Internal error', code: 'INTERNAL' } }],
    ['an answer of an unexpected shape', '9', { status: 200, body: { success: true, data: { nothing: true }, message: 'OK' } }],
  ])('answers the plain page for %s', async (_name, digit, canned) => {
    const id = digit.repeat(24);
    albums.answer(`${API}/albums/${id}`, canned);
    const res = await fetch(`${gateway.url}/abialbum/profile/${id}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(plainPage(`/abialbum/profile/${id}`));
  });

  it('answers other shell pages without preview tags, without asking anyone', async () => {
    for (const page of ['/abialbum/landing', '/abialbum/albums', '/abialbum/profile/14', '/abialbum/shared-section/not-an-id', `/abialbum/albums/${albumId}/extra`]) {
      const res = await fetch(gateway.url + page);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(plainPage(page));
    }
    expect(albums.seen).toEqual([]);
  });

  it('answers the plain page when the Host header is not a host name', async () => {
    const res = await rawGet(gateway.url, `/abialbum/profile/${albumId}`, { host: 'evil"><script>x' });
    expect(res.status).toBe(200);
    expect(res.body).toBe(plainPage(`/abialbum/profile/${albumId}`));
  });

  it('answers 304 when the browser has the current preview page, and HEAD without a body', async () => {
    const first = await rawGet(gateway.url, `/abialbum/profile/${albumId}`, { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"p-/);
    const again = await rawGet(gateway.url, `/abialbum/profile/${albumId}`, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    const head = await fetch(`${gateway.url}/abialbum/profile/${albumId}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('link previews behind a trusted proxy', () => {
  it('takes the scheme and host the proxy forwarded', async () => {
    const albums = await startAlbumsUpstream();
    albums.answer(`${API}/albums/${albumId}`, ok({ album: anAlbum() }));
    const gateway = await startGateway({ WEB_ROOT: webRoot, ALBUMS_URL: albums.url, TRUST_PROXY: 'true' });
    try {
      const res = await rawGet(gateway.url, `/abialbum/profile/${albumId}`, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'share.example' });
      expect(readPreview(res.body).ogImage).toBe('https://share.example/api/v1/files/cover-1280.webp');
    } finally {
      await gateway.close();
      await albums.close();
    }
  });
});

describe('link previews when the albums service cannot answer', () => {
  const timed = async (url: string) => {
    const started = performance.now();
    const res = await fetch(url);
    const body = await res.text();
    return { status: res.status, body, ms: performance.now() - started };
  };

  it('answers the plain page at once when the service is down', async () => {
    const gateway = await startGateway({ WEB_ROOT: webRoot, ALBUMS_URL: await closedPortUrl() });
    try {
      const answer = await timed(`${gateway.url}/abialbum/shared-section/${sectionId}`);
      expect(answer).toMatchObject({ status: 200, body: shellPage });
      expect(answer.ms).toBeLessThan(500);
    } finally {
      await gateway.close();
    }
  });

  it('answers the plain page after the preview timeout when the service is slow, and does not wait again', async () => {
    const albums = await startAlbumsUpstream({ delayMs: 5_000 });
    albums.answer(`${API}/albums/${albumId}`, ok({ album: anAlbum() }));
    const gateway = await startGateway({ WEB_ROOT: webRoot, ALBUMS_URL: albums.url, PREVIEW_TIMEOUT_MS: '300' });
    try {
      const first = await timed(`${gateway.url}/abialbum/profile/${albumId}`);
      expect(first).toMatchObject({ status: 200, body: plainPage(`/abialbum/profile/${albumId}`) });
      expect(first.ms).toBeGreaterThanOrEqual(250);
      expect(first.ms).toBeLessThan(1_500);
      const again = await timed(`${gateway.url}/abialbum/album/${albumId}`);
      expect(again.body).toBe(shellPage);
      expect(again.ms).toBeLessThan(250);
      expect(albums.seen).toHaveLength(1);
    } finally {
      await gateway.close();
      await albums.close();
    }
  });
});
