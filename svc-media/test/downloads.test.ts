import type { Media } from '@abialbum/contracts';
import { anAlbum, approveMember, aSection, aUser, type TestUser } from './support/albums';
import { aMedia, call } from './support/media';
import { startService, type Service } from './support/service';
import { tusClient } from './support/tus';
import { entriesOf } from './support/zip';
import { anH264Mp4 } from './support/video-clips';

/** Issue 14 "Downloads": a whole album or section as one streamed ZIP, for whoever may see it. */
describe('downloading an album or a section', () => {
  let svc: Service;
  let owner: TestUser;
  beforeAll(async () => {
    svc = await startService();
  });
  afterAll(() => svc.close());
  beforeEach(async () => {
    owner = await aUser(svc);
  });

  const linkFor = (albumId: string, token?: string, sectionId?: string) =>
    call<{ url: string }>(svc, 'GET', `/albums/${albumId}/media/download-link${sectionId ? `?sectionId=${sectionId}` : ''}`, token);
  const bytesOf = async (url: string) => Buffer.from(await (await fetch(`${svc.url}${url}`)).arrayBuffer());

  it("gives anyone a public album's approved media as one ZIP, named by caption (else by the file's name on the phone, with the stored file's extension), each name once and one Windows can make, the files as stored", async () => {
    const album = await anAlbum(svc, owner, { title: 'Summer: in/Lisbon?' });
    const member = await aUser(svc);
    await approveMember(svc, album.id, member.id);
    const shown: Media[] = [
      await aMedia(svc, owner.token, album.id, { caption: 'Sunset' }),
      await aMedia(svc, owner.token, album.id, { caption: 'Sunset' }),
      await aMedia(svc, owner.token, album.id, { caption: '../../etc/passwd' }),
      await aMedia(svc, owner.token, album.id, { caption: '', fileName: 'IMG_0042.HEIC' }),
      await aMedia(svc, owner.token, album.id, { caption: 'aux' }),
      await aMedia(svc, owner.token, album.id, { caption: 'Con.old' }),
    ];
    await aMedia(svc, member.token, album.id, { caption: 'Waiting for approval' });

    const link = await linkFor(album.id);
    expect(link.status).toBe(200);
    const res = await fetch(`${svc.url}${link.body.data.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Summer in Lisbon.zip"; filename*=UTF-8''Summer%20in%20Lisbon.zip`);
    const entries = await entriesOf(Buffer.from(await res.arrayBuffer()));
    expect(entries.map((entry) => entry.name).sort()).toEqual(['IMG_0042.png', 'Sunset (2).png', 'Sunset.png', 'etc passwd.png', '_aux.png', '_Con.old.png'].sort());
    const stored = await Promise.all(shown.map((item) => bytesOf(item.url)));
    expect(entries.map((entry) => entry.bytes.toString('base64')).sort()).toEqual(stored.map((bytes) => bytes.toString('base64')).sort());
  });

  it('goes through more than a page of media, and names what vanished since in "Not included.txt"', async () => {
    const album = await anAlbum(svc, owner);
    const first = await aMedia(svc, owner.token, album.id, { caption: 'First' });
    const stored = (await svc.services.stores.media.findMany([first.id]))[0]!;
    const { id: _id, revision: _revision, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = stored;
    await svc.services.stores.media.importMany(Array.from({ length: 120 }, (_, i) => ({ ...fields, caption: `Item ${i + 1}` })));
    // One more whose file is gone (removed from storage behind the record's back).
    await svc.services.stores.media.importMany([{ ...fields, caption: 'Gone', fileKey: 'ffffffffffffffffffffffffffffffff.png', url: '/api/v1/files/ffffffffffffffffffffffffffffffff.png' }]);
    const entries = await entriesOf(await bytesOf((await linkFor(album.id)).body.data.url));
    const names = entries.map((entry) => entry.name);
    expect(names).toHaveLength(123);
    expect(new Set(names).size).toBe(123);
    expect(names).toEqual(expect.arrayContaining(['First.png', 'Item 1.png', 'Item 120.png', 'Gone.png', 'Not included.txt']));
    expect(entries.find((entry) => entry.name === 'Not included.txt')?.bytes.toString()).toContain('Gone.png');
    expect(entries.find((entry) => entry.name === 'Item 60.png')?.bytes).toEqual(await bytesOf(first.url));
  });

  it("names an item without a caption by its file's name on the sender's device, sent whole or resumable; else \"Photo N\"", async () => {
    const album = await anAlbum(svc, owner);
    await aMedia(svc, owner.token, album.id, { caption: '', fileName: 'IMG_0042.jpg' });
    await aMedia(svc, owner.token, album.id, { caption: '', fileName: 'C:\\Users\\ana\\IMG_0042.png' });
    await aMedia(svc, owner.token, album.id, { caption: 'Beach', fileName: 'IMG_0043.jpg' });
    const video = anH264Mp4(2);
    const created = await tusClient(svc.url).create(owner.token, video.length, { albumId: album.id, filename: 'Trip to the lake.mov', filetype: 'video/quicktime' });
    expect(created.status).toBe(201);
    expect((await tusClient(svc.url).patch(created.headers.get('location') ?? '', owner.token, 0, video)).status).toBe(200);
    // An item whose file was stored before names were kept.
    const [stored] = await svc.services.stores.media.findMany([(await aMedia(svc, owner.token, album.id, { caption: '' })).id]);
    const { id: _id, revision: _revision, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = stored!;
    await svc.services.stores.media.importMany([{ ...fields, originalName: null }]);

    const names = (await entriesOf(await bytesOf((await linkFor(album.id)).body.data.url))).map((entry) => entry.name);
    expect(names).toHaveLength(6);
    expect(names).toEqual(expect.arrayContaining(['IMG_0042.png', 'IMG_0042 (2).png', 'Beach.png', 'Trip to the lake.mp4', 'picture-0.png']));
    expect(names.filter((name) => /^Photo \d+\.png$/.test(name))).toHaveLength(1);
  });

  it('gives one section on its own', async () => {
    const album = await anAlbum(svc, owner);
    const section = await aSection(svc, { id: album.id, ownerId: owner.id });
    await aMedia(svc, owner.token, album.id, { caption: 'Outside' });
    await aMedia(svc, owner.token, album.id, { caption: 'Inside', sectionId: section.id });
    const link = await linkFor(album.id, undefined, section.id);
    const entries = await entriesOf(await bytesOf(link.body.data.url));
    expect(entries.map((entry) => entry.name)).toEqual(['Inside.png']);
  });

  it("refuses a private album's ZIP to visitors and strangers, not to its owner; a link changed or for another album is refused", async () => {
    const album = await anAlbum(svc, owner, { isPublic: false });
    await aMedia(svc, owner.token, album.id, { caption: 'Family' });
    expect((await linkFor(album.id)).status).toBe(403);
    expect((await linkFor(album.id, (await aUser(svc)).token)).status).toBe(403);
    const link = await linkFor(album.id, owner.token);
    expect(link.status).toBe(200);
    expect((await entriesOf(await bytesOf(link.body.data.url))).map((entry) => entry.name)).toEqual(['Family.png']);

    const other = await anAlbum(svc, owner);
    const changed = [
      link.body.data.url.replace(album.id, other.id),
      link.body.data.url.replace(/signature=[\w-]+/, 'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
      `${link.body.data.url.split('?')[0]}`,
    ];
    for (const url of changed) {
      const res = await fetch(`${svc.url}${url}`);
      expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([403, 'DOWNLOAD_LINK_INVALID']);
    }
  });

  it('refuses visitors once the owner switched downloads off; the owner and members keep them', async () => {
    const album = await anAlbum(svc, owner);
    const member = await aUser(svc);
    await approveMember(svc, album.id, member.id);
    await aMedia(svc, owner.token, album.id, { caption: 'Kept' });
    await album.change('album.updated', { allowDownloads: false });
    for (const token of [undefined, (await aUser(svc)).token]) {
      const refused = await linkFor(album.id, token);
      expect([refused.status, refused.body.message, refused.body.code]).toEqual([403, 'The owner has turned downloads off for this album', 'DOWNLOADS_OFF']);
    }
    for (const token of [owner.token, member.token]) expect((await linkFor(album.id, token)).status).toBe(200);
    await album.change('album.updated', { allowDownloads: true });
    expect((await linkFor(album.id)).status).toBe(200);
  });

  it('answers an empty album with an empty ZIP, and an unknown album or section with 404', async () => {
    const album = await anAlbum(svc, owner);
    expect(await entriesOf(await bytesOf((await linkFor(album.id)).body.data.url))).toEqual([]);
    expect((await linkFor('0123456789abcdef01234567')).status).toBe(404);
    expect((await linkFor(album.id, undefined, '0123456789abcdef01234567')).status).toBe(404);
  });
});
