import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createExploreAlbums } from '../src/previews/explore-albums';
import { type AlbumsUpstream, ok, startAlbumsUpstream } from './support/albums-upstream';
import { closedPortUrl } from './support/echo-upstream';
import { startGateway } from './support/gateway';

const MOST_FOLLOWED = '/api/v1/abialbum/userprofile/most-followed-albums';
const ids = (...digits: string[]) => digits.map((digit) => digit.repeat(24));
const listOf = (albumIds: string[]) => ok({ albums: albumIds.map((id) => ({ id, title: `Album ${id.slice(0, 1)}` })) });
/** Lets a renewal under way in the background finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("Explore's first albums, as the gateway knows them", () => {
  let albums: AlbumsUpstream;
  let clock = 0;
  beforeEach(async () => {
    albums = await startAlbumsUpstream();
    clock = 0;
  });
  afterEach(() => albums.close());
  const explore = (albumsUrl = albums.url) => createExploreAlbums({ albumsUrl, count: 2, timeoutMs: 500, ttlMs: 1_000, now: () => clock });

  it('are the first ones of the most followed albums, read once while fresh', async () => {
    albums.answer(MOST_FOLLOWED, listOf(ids('a', 'b', 'c')));
    const first = explore();
    expect(await first.firstIds()).toEqual(ids('a', 'b'));
    clock = 999;
    expect(await first.firstIds()).toEqual(ids('a', 'b'));
    expect(albums.seen.map((call) => call.path)).toEqual([MOST_FOLLOWED]);
    expect(albums.seen[0]?.authorization).toBeUndefined();
  });

  it('once stale, answer what was known at once and renew in the background', async () => {
    albums.answer(MOST_FOLLOWED, listOf(ids('a', 'b')));
    const first = explore();
    await first.firstIds();
    albums.answer(MOST_FOLLOWED, listOf(ids('d', 'e')));
    clock = 1_000;
    expect(await first.firstIds()).toEqual(ids('a', 'b'));
    await settle();
    expect(await first.firstIds()).toEqual(ids('d', 'e'));
    expect(albums.seen).toHaveLength(2);
  });

  it('are none, without an error, when the service is down or answers nonsense, and are asked again later', async () => {
    expect(await explore(await closedPortUrl()).firstIds()).toEqual([]);
    albums.answer(MOST_FOLLOWED, ok({ albums: [{ id: '../../admin' }] }));
    const first = explore();
    expect(await first.firstIds()).toEqual([]);
    albums.answer(MOST_FOLLOWED, listOf(ids('a')));
    expect(await first.firstIds()).toEqual([]);
    clock = 1_000;
    await first.firstIds();
    await settle();
    expect(await first.firstIds()).toEqual(ids('a'));
  });
});

describe("Explore's page", () => {
  let webRoot: string;
  let albums: AlbumsUpstream;
  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'gateway-explore-'));
    mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>Abi</title></head><body></body></html>');
    albums = await startAlbumsUpstream();
  });
  afterAll(async () => {
    await albums.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('preloads the most followed albums and the media of the first two, as the page asks for them', async () => {
    albums.answer(MOST_FOLLOWED, listOf(ids('a', 'b', 'c')));
    const gateway = await startGateway({ WEB_ROOT: webRoot, ALBUMS_URL: albums.url });
    try {
      const html = await (await fetch(`${gateway.url}/abialbum/home`)).text();
      const preloads = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map((m) => m[1]);
      expect(preloads).toEqual([MOST_FOLLOWED, ...ids('a', 'b').map((id) => `/api/v1/abialbum/albums/${id}/media?limit=6`)]);
      // Other pages do not ask.
      await fetch(`${gateway.url}/abialbum/landing`);
      expect(albums.seen.filter((call) => call.path === MOST_FOLLOWED)).toHaveLength(1);
    } finally {
      await gateway.close();
    }
  });
});
