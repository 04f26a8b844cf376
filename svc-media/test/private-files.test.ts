import type { Highlight, Media } from '@abialbum/contracts';
import { eventually } from '@abialbum/service-kit/testing';
import { anAlbum, approveMember, aUser, blockUser, type TestUser } from './support/albums';
import { aHighlightOf, aMedia, anUpload, call, listMedia } from './support/media';
import { startService, type Service } from './support/service';

/** Issue 15 "Private means private": what a caller may not see through the API, they may not fetch by URL either. */
describe('private files', () => {
  let svc: Service;
  let owner: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    svc = await startService();
  });
  afterAll(() => svc.close());
  beforeEach(async () => {
    owner = await aUser(svc);
    member = await aUser(svc, { name: 'Max Member' });
  });

  const fetchFile = (url: string) => fetch(`${svc.url}${url}`);
  const bare = (url: string) => url.split('?')[0] as string;
  const isSigned = (url: string | null) => /\?expires=\d+&signature=[\w-]+$/.test(url ?? '');
  const served = async (url: string) => (await fetchFile(url)).status === 200;

  it('serves an upload not attached yet only through the signed link its answer carries', async () => {
    const album = await anAlbum(svc, owner);
    const file = await anUpload(svc, owner.token, album.id);
    expect([isSigned(file.url), isSigned(file.thumbnailUrl), isSigned(file.displayUrl)]).toEqual([true, true, true]);

    const res = await fetchFile(file.url);
    expect(res.status).toBe(200);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(res.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(44 * 60);
    expect(maxAge).toBeLessThanOrEqual(60 * 60);
    expect((await fetchFile(file.thumbnailUrl as string)).status).toBe(200);

    for (const url of [file.url, file.thumbnailUrl as string]) {
      const missing = await fetchFile(bare(url));
      expect([missing.status, ((await missing.json()) as { message: string }).message]).toEqual([404, 'File not found']);
    }
  });

  it('refuses a link that was tampered with, belongs to another file or has expired', async () => {
    const album = await anAlbum(svc, owner);
    const [a, b] = [await anUpload(svc, owner.token, album.id), await anUpload(svc, owner.token, album.id)];
    const [pathA, queryA] = a.url.split('?') as [string, string];
    const queryB = b.url.split('?')[1] as string;
    const signature = /signature=([\w-]+)/.exec(queryA)?.[1] as string;
    const expires = Number(/expires=(\d+)/.exec(queryA)?.[1]);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `${pathA}?${queryB}`,
      `${pathA}?expires=${expires}&signature=${flipped}`,
      `${pathA}?expires=${expires + 900_000}&signature=${signature}`,
      `${pathA}?expires=${Date.now() - 1000}&signature=${signature}`,
      `${pathA}?signature=${signature}`,
    ]) {
      expect([url, (await fetchFile(url)).status]).toEqual([url, 404]);
    }
  });

  it("shows a public album's approved media by bare URL, cached by anyone; pending ones only by signed link until approved", async () => {
    const album = await anAlbum(svc, owner);
    await approveMember(svc, album.id, member.id);
    const mine = await aMedia(svc, owner.token, album.id);
    expect([mine.status, isSigned(mine.url)]).toEqual(['approved', false]);
    const res = await fetchFile(mine.url);
    expect([res.status, res.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    expect((await listMedia(svc, album.id)).body.data.media.map((m) => m.url)).toEqual([mine.url]);

    const theirs = await aMedia(svc, member.token, album.id);
    expect([theirs.status, isSigned(theirs.url), isSigned(theirs.thumbnailUrl)]).toEqual(['pending', true, true]);
    expect(await served(theirs.url)).toBe(true);
    expect((await fetchFile(bare(theirs.url))).status).toBe(404);
    const pending = await call<{ media: Media[] }>(svc, 'GET', `/albums/${album.id}/media/pending`, owner.token);
    expect(pending.body.data.media.map((m) => isSigned(m.url))).toEqual([true]);

    const approved = await call<{ media: Media }>(svc, 'PATCH', `/albums/${album.id}/media/${theirs.id}/approve`, owner.token);
    expect(isSigned(approved.body.data.media.url)).toBe(false);
    expect(await served(bare(theirs.url))).toBe(true);
  });

  it('keeps a rejected upload to signed links', async () => {
    const album = await anAlbum(svc, owner);
    await approveMember(svc, album.id, member.id);
    const theirs = await aMedia(svc, member.token, album.id);
    const rejected = await call<{ media: Media }>(svc, 'PATCH', `/albums/${album.id}/media/${theirs.id}/reject`, owner.token, { rejectionReason: 'Blurry' });
    expect(isSigned(rejected.body.data.media.url)).toBe(true);
    expect(await served(rejected.body.data.media.url)).toBe(true);
    expect((await fetchFile(bare(theirs.url))).status).toBe(404);
  });

  it("serves a private album's media and highlights only by signed links, and stops the bare URL once a public album turns private", async () => {
    const privateAlbum = await anAlbum(svc, owner, { isPublic: false });
    const item = await aMedia(svc, owner.token, privateAlbum.id);
    const listed = await listMedia(svc, privateAlbum.id, owner.token);
    expect(listed.body.data.media.map((m) => isSigned(m.url) && isSigned(m.thumbnailUrl))).toEqual([true]);
    expect(await served(item.url)).toBe(true);
    expect((await fetchFile(bare(item.url))).status).toBe(404);
    const highlight = await aHighlightOf(svc, owner.token, privateAlbum.id, item.id);
    expect(isSigned(highlight.url)).toBe(true);

    const album = await anAlbum(svc, owner);
    const shown = await aMedia(svc, owner.token, album.id);
    const highlighted = await aHighlightOf(svc, owner.token, album.id, shown.id);
    expect(isSigned(highlighted.url)).toBe(false);
    expect(await served(shown.url)).toBe(true);

    await album.change('album.updated', { isPublic: false });
    const highlights = await call<{ highlights: Highlight[] }>(svc, 'GET', `/albums/${album.id}/highlights`, owner.token);
    expect(highlights.body.data.highlights.map((h) => isSigned(h.url))).toEqual([true]);
    // A public file's decision is kept a few seconds (FileSharing); then the bare URL is refused.
    await eventually(async () => (await fetchFile(shown.url)).status === 404, 8_000, 250);
    expect(await served((await listMedia(svc, album.id, owner.token)).body.data.media[0]?.url as string)).toBe(true);
  });

  it("stops the bare URL of a blocked uploader's media", async () => {
    const album = await anAlbum(svc, owner);
    await approveMember(svc, album.id, member.id);
    const theirs = await aMedia(svc, member.token, album.id);
    await call(svc, 'PATCH', `/albums/${album.id}/media/${theirs.id}/approve`, owner.token);
    expect(await served(bare(theirs.url))).toBe(true);
    await blockUser(svc, member);
    await eventually(async () => (await fetchFile(bare(theirs.url))).status === 404, 8_000, 250);
  });
});
