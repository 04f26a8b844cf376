import { albumExportItems } from '@abialbum/contracts';
import { arrange } from './support/albums';
import { joining } from './support/joining';
import { startService, TEST_INTERNAL_TOKEN, type Service } from './support/service';

/** The exports svc-media repairs its copies from: live albums and sections as their events tell them, memberships. */
describe('svc-albums exports its albums, sections and memberships to the services that keep copies', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  beforeAll(async () => {
    svc = await startService();
    given = arrange(svc);
  });
  afterAll(() => svc.close());

  const exported = async (what: string, token?: string) => {
    const res = await fetch(`${svc.url}/internal/${what}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const lines = (await res.text()).split('\n').filter(Boolean).map((line) => JSON.parse(line) as unknown);
    return { status: res.status, items: lines.slice(0, -1), trailer: lines.at(-1) };
  };

  it('answers every live album, section and approved membership, then a counted trailer; nothing deleted or pending', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Lisbon Light' });
    const kept = await given.aSection(owner.token, album.id, { title: 'Alfama' });
    const dropped = await given.aSection(owner.token, album.id, { title: 'Belem' });
    expect((await given.http.del(`/albums/sections/${dropped.id}`, owner.token)).status).toBe(200);
    const { owner: another, album: gone } = await given.anOwnerWithAlbum({ title: 'Gone' });
    expect((await given.http.del(`/albums/${gone.id}`, another.token)).status).toBe(200);
    const join = joining(given.http);
    const member = await svc.aUser();
    const asking = await svc.aUser();
    const request = (await join.ask(album.id, member.token)).data.request;
    expect((await join.approve(album.id, request.id, owner.token)).status).toBe(200);
    await join.ask(album.id, asking.token);

    const albums = await exported('albums', TEST_INTERNAL_TOKEN);
    expect(albums.status).toBe(200);
    expect(albums.trailer).toEqual({ end: true, count: albums.items.length });
    expect(albums.items.map((item) => albumExportItems.albums.parse(item))).toEqual([
      { albumId: album.id, ownerId: owner.id, title: 'Lisbon Light', description: 'Beach days', isPublic: true, allowDownloads: true, comments: 'everyone', isBlocked: false, revision: 1 },
    ]);
    const sections = await exported('sections', TEST_INTERNAL_TOKEN);
    expect(sections.items.map((item) => albumExportItems.sections.parse(item))).toEqual([
      { sectionId: kept.id, albumId: album.id, ownerId: owner.id, title: 'Alfama', isSharedAlbum: false },
    ]);
    const members = await exported('members', TEST_INTERNAL_TOKEN);
    expect(members.items.map((item) => albumExportItems.members.parse(item))).toEqual([{ albumId: album.id, userId: member.id, since: expect.any(String) }]);
    expect(members.trailer).toEqual({ end: true, count: 1 });
  });

  it('is unknown to a caller without the platform token', async () => {
    for (const what of ['albums', 'sections', 'members']) expect((await exported(what)).status).toBe(404);
  });
});
