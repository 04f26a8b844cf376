import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFirstScreens } from '../src/previews/first-screens';
import { type AlbumsUpstream, ok, startAlbumsUpstream } from './support/albums-upstream';
import { closedPortUrl } from './support/echo-upstream';
import { startGateway } from './support/gateway';

const MOST_FOLLOWED = '/api/v1/abialbum/userprofile/most-followed-albums';
const mediaOf = (id: string) => `/api/v1/abialbum/albums/${id}/media?limit=6`;
const sectionsOf = (id: string) => `/api/v1/abialbum/albums/${id}/sections`;
const file = (name: string) => `/api/v1/files/${name}`;
const aMedia = (type: string, url: string | null, thumbnailUrl: string | null) => ({ id: 'm1', type, url, thumbnailUrl, caption: '' });
const ids = (...digits: string[]) => digits.map((digit) => digit.repeat(24));
const listOf = (albumIds: string[]) => ok({ albums: albumIds.map((id) => ({ id, title: `Album ${id.slice(0, 1)}` })) });
/** Lets a renewal under way in the background finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("Explore's first albums, as the gateway knows them", () => {
  let albums: AlbumsUpstream;
  /** svc-media's answers (an album's media), on a server of their own. */
  let media: AlbumsUpstream;
  let clock = 0;
  beforeEach(async () => {
    albums = await startAlbumsUpstream();
    media = await startAlbumsUpstream();
    clock = 0;
  });
  afterEach(async () => {
    await albums.close();
    await media.close();
  });
  const explore = (albumsUrl = albums.url) =>
    createFirstScreens({ albumsUrl, mediaUrl: media.url, count: 2, timeoutMs: 500, ttlMs: 1_000, now: () => clock });

  it('are the first ones of the most followed albums, read once while fresh', async () => {
    albums.answer(MOST_FOLLOWED, listOf(ids('a', 'b', 'c')));
    const first = explore();
    expect(await first.exploreAlbumIds()).toEqual(ids('a', 'b'));
    clock = 999;
    expect(await first.exploreAlbumIds()).toEqual(ids('a', 'b'));
    expect(albums.seen.map((call) => call.path)).toEqual([MOST_FOLLOWED]);
    expect(albums.seen[0]?.authorization).toBeUndefined();
  });

  it('once stale, answer what was known at once and renew in the background', async () => {
    albums.answer(MOST_FOLLOWED, listOf(ids('a', 'b')));
    const first = explore();
    await first.exploreAlbumIds();
    albums.answer(MOST_FOLLOWED, listOf(ids('d', 'e')));
    clock = 1_000;
    expect(await first.exploreAlbumIds()).toEqual(ids('a', 'b'));
    await settle();
    expect(await first.exploreAlbumIds()).toEqual(ids('d', 'e'));
    expect(albums.seen).toHaveLength(2);
  });

  it('are none, without an error, when the service is down or answers nonsense, and are asked again later', async () => {
    expect(await explore(await closedPortUrl()).exploreAlbumIds()).toEqual([]);
    albums.answer(MOST_FOLLOWED, ok({ albums: [{ id: '../../admin' }] }));
    const first = explore();
    expect(await first.exploreAlbumIds()).toEqual([]);
    albums.answer(MOST_FOLLOWED, listOf(ids('a')));
    expect(await first.exploreAlbumIds()).toEqual([]);
    clock = 1_000;
    await first.exploreAlbumIds();
    await settle();
    expect(await first.exploreAlbumIds()).toEqual(ids('a'));
  });

  it("know Explore's first picture: the first media of the first album that has any, as its card shows it", async () => {
    albums.answer(MOST_FOLLOWED, listOf(ids('a', 'b')));
    media.answer(mediaOf(ids('a')[0]!), ok({ media: [] }));
    media.answer(mediaOf(ids('b')[0]!), ok({ media: [aMedia('IMAGE', file('b1.jpg'), file('b1-thumb.webp'))] }));
    expect(await explore().explorePicture()).toBe(file('b1-thumb.webp'));

    const others = explore();
    albums.answer(MOST_FOLLOWED, listOf(ids('c')));
    media.answer(mediaOf(ids('c')[0]!), ok({ media: [aMedia('IMAGE', file('c1.jpg'), null)] }));
    expect(await others.explorePicture()).toBe(file('c1.jpg'));
  });

  it('know no picture for a video without its poster, a file elsewhere, or an answer that is not one', async () => {
    albums.answer(MOST_FOLLOWED, listOf(ids('a')));
    media.answer(mediaOf(ids('a')[0]!), ok({ media: [aMedia('VIDEO', file('a1.mp4'), null)] }));
    expect(await explore().explorePicture()).toBeNull();
    media.answer(mediaOf(ids('a')[0]!), ok({ media: [aMedia('IMAGE', 'https://elsewhere.test/a.jpg', null)] }));
    expect(await explore().explorePicture()).toBeNull();
    media.answer(mediaOf(ids('a')[0]!), ok({ media: [aMedia('IMAGE', '/api/v1/files/a"><script>', null)] }));
    expect(await explore().explorePicture()).toBeNull();
    media.answer(mediaOf(ids('a')[0]!), { status: 500, body: { success: false } });
    expect(await explore().explorePicture()).toBeNull();
  });

  it("know the landing page's first picture: its featured album's first collection's, read once while fresh", async () => {
    const featured = ids('f')[0]!;
    albums.answer(sectionsOf(featured), ok({ sections: [{ thumbnails: [file('s1-thumb.webp'), file('s2-thumb.webp')] }, { thumbnails: [] }] }));
    const first = explore();
    expect(await first.landingPicture(featured)).toBe(file('s1-thumb.webp'));
    expect(await first.landingPicture(featured)).toBe(file('s1-thumb.webp'));
    expect(albums.seen.map((call) => call.path)).toEqual([sectionsOf(featured)]);
    expect(await first.landingPicture(null)).toBeNull();
    expect(await first.landingPicture('../admin')).toBeNull();
    albums.answer(sectionsOf(ids('e')[0]!), ok({ sections: [{ thumbnails: [] }] }));
    expect(await first.landingPicture(ids('e')[0]!)).toBeNull();
  });

  it('keep a bounded number of answers: an album asked about long ago is read from the service again', async () => {
    const first = explore();
    const many = Array.from({ length: 80 }, (_, i) => i.toString(16).padStart(24, '0'));
    for (const id of many) await first.landingPicture(id);
    const read = (id: string) => albums.seen.filter((call) => call.path === sectionsOf(id)).length;
    expect(read(many[0]!)).toBe(1);
    await first.landingPicture(many[79]!);
    await first.landingPicture(many[0]!);
    expect(read(many[79]!)).toBe(1);
    expect(read(many[0]!)).toBe(2);
  });
});

describe("Explore's and the landing page's HTML", () => {
  let webRoot: string;
  let albums: AlbumsUpstream;
  let media: AlbumsUpstream;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'gateway-explore-'));
    mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>Abi</title></head><body></body></html>');
    albums = await startAlbumsUpstream();
    media = await startAlbumsUpstream();
  });
  afterAll(async () => {
    await albums.close();
    await media.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('preloads the most followed albums and the media of the first two, as the page asks for them', async () => {
    albums.answer(MOST_FOLLOWED, listOf(ids('a', 'b', 'c')));
    media.answer(mediaOf(ids('a')[0]!), ok({ media: [aMedia('IMAGE', file('a1.jpg'), file('a1-thumb.webp'))] }));
    const gateway = await startGateway({ WEB_ROOT: webRoot, ALBUMS_URL: albums.url, MEDIA_URL: media.url });
    try {
      const html = await (await fetch(`${gateway.url}/abialbum/home`)).text();
      const preloads = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map((m) => m[1]);
      expect(preloads).toEqual([MOST_FOLLOWED, ...ids('a', 'b').map((id) => `/api/v1/abialbum/albums/${id}/media?limit=6`)]);
      // Its largest paint, the first card's picture, with them.
      expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${file('a1-thumb.webp')}">`);
      // Other pages do not ask.
      await fetch(`${gateway.url}/abialbum/landing`);
      expect(albums.seen.filter((call) => call.path === MOST_FOLLOWED)).toHaveLength(1);
    } finally {
      await gateway.close();
    }
  });

  it("preloads the landing page's first collection's picture with its data", async () => {
    const featured = ids('f')[0]!;
    albums.answer(sectionsOf(featured), ok({ sections: [{ thumbnails: [file('f1-thumb.webp')] }] }));
    const gateway = await startGateway({ WEB_ROOT: webRoot, ALBUMS_URL: albums.url, MEDIA_URL: media.url, FEATURED_ALBUM_ID: featured });
    try {
      const html = await (await fetch(`${gateway.url}/abialbum/landing`)).text();
      expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${file('f1-thumb.webp')}">`);
      expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${sectionsOf(featured)}">`);
      // A page that is neither shows no picture of theirs.
      expect(await (await fetch(`${gateway.url}/abialbum/about`)).text()).not.toContain('as="image"');
    } finally {
      await gateway.close();
    }
  });
});
