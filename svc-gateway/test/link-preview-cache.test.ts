import { createLinkPreviews } from '../src/previews/link-previews';
import { type AlbumsUpstream, anAlbum, ok, startAlbumsUpstream } from './support/albums-upstream';

const API = '/api/v1/abialbum';
const ids = ['1', '2', '3'].map((digit) => digit.repeat(24));

let albums: AlbumsUpstream;
beforeAll(async () => {
  albums = await startAlbumsUpstream();
  for (const id of ids) albums.answer(`${API}/albums/${id}`, ok({ album: anAlbum({ id, title: `Album ${id[0]}` }) }));
});
afterAll(() => albums.close());
beforeEach(() => albums.seen.splice(0));

const asked = (id: string) => albums.seen.filter((call) => call.path === `${API}/albums/${id}`).length;

describe('link preview cache', () => {
  it('keeps at most the configured number of albums, dropping the oldest', async () => {
    const previews = createLinkPreviews({ albumsUrl: albums.url, timeoutMs: 800, ttlMs: 60_000, failureTtlMs: 5_000, maxEntries: 2 });
    for (const id of ids) expect(await previews.previewFor(`/abialbum/profile/${id}`)).toMatchObject({ title: `Album ${id[0]}` });
    await previews.previewFor(`/abialbum/profile/${ids[2]}`);
    await previews.previewFor(`/abialbum/profile/${ids[0]}`);
    expect(ids.map(asked)).toEqual([2, 1, 1]);
  });

  it('asks again once an answer is older than its time to live', async () => {
    let clock = 0;
    const previews = createLinkPreviews({ albumsUrl: albums.url, timeoutMs: 800, ttlMs: 60_000, failureTtlMs: 5_000, maxEntries: 10, now: () => clock });
    const page = `/abialbum/albums/${ids[0]}`;
    await previews.previewFor(page);
    clock = 59_999;
    await previews.previewFor(page);
    clock = 60_001;
    await previews.previewFor(page);
    expect(asked(ids[0] as string)).toBe(2);
  });
});
