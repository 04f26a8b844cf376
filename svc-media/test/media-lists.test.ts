import type { Media, MediaCounts, UserMedia } from '@abialbum/contracts';
import { anAlbum, approveMember, aSection, aUser, blockUser, type TestUser } from './support/albums';
import { call, listMedia } from './support/media';
import { startService, type Service } from './support/service';

type Page = { media: Media[]; counts: MediaCounts; pagination: { totalItems: number; totalPages: number } };

/** Pages of every list cost a page (README "Data at scale"): what callers see of them across many buckets. */
describe('lists of media, page by page', () => {
  let svc: Service;
  let owner: TestUser;
  let member: TestUser;
  let album: Awaited<ReturnType<typeof anAlbum>>;
  let section: Awaited<ReturnType<typeof aSection>>;

  /** `n` items by web URL (`<prefix>/<i>.jpg`, in the order they are added), ten a call. */
  async function addMany(token: string, n: number, prefix: string, sectionId?: string): Promise<void> {
    for (let i = 0; i < n; i += 10) {
      const count = Math.min(10, n - i);
      const urls = Array.from({ length: count }, (_, k) => `https://example.com/${prefix}/${i + k}.jpg`).join('\n');
      const res = await call(svc, 'POST', '/albums/media/bulk', token, { albumId: album.id, urls, caption: prefix, ...(sectionId ? { sectionId } : {}) });
      if (res.status !== 201) throw new Error(`bulk failed: ${res.status} ${JSON.stringify(res.body)}`);
    }
  }
  const urlsOf = (media: Media[]) => media.map((item) => item.url.split('/').slice(-2).join('/'));

  beforeAll(async () => {
    svc = await startService();
    owner = await aUser(svc);
    member = await aUser(svc, { name: 'Mia Member' });
    album = await anAlbum(svc, owner);
    section = await aSection(svc, album);
    await approveMember(svc, album.id, member.id);
    await addMany(owner.token, 120, 'owner');
    await addMany(owner.token, 30, 'section', section.id);
    await addMany(member.token, 20, 'member');
    // 170 items, one call each: a busy machine takes a while.
  }, 90_000);
  afterAll(() => svc.close());

  it('pages an album of many buckets newest first, with its total', async () => {
    const first = await listMedia(svc, album.id, undefined, '?limit=50');
    expect(first.body.data.pagination.totalItems).toBe(150);
    expect(urlsOf(first.body.data.media).slice(0, 2)).toEqual(['section/29.jpg', 'section/28.jpg']);
    const third = await listMedia(svc, album.id, undefined, '?limit=50&page=3');
    expect(urlsOf(third.body.data.media)).toEqual(Array.from({ length: 50 }, (_, i) => `owner/${49 - i}.jpg`));
    const beyond = await listMedia(svc, album.id, undefined, '?limit=50&page=4');
    expect(beyond.body.data.media).toEqual([]);
  });

  it('lists a section on its own, and what its owner sees of every status', async () => {
    const inSection = await listMedia(svc, album.id, undefined, `?sectionId=${section.id}&limit=100`);
    expect(inSection.body.data.pagination.totalItems).toBe(30);
    const owners = await listMedia(svc, album.id, owner.token, '?limit=1');
    expect(owners.body.data.pagination.totalItems).toBe(170);
  });

  it('counts each status, and pages the pending ones and a member\'s own', async () => {
    const pending = await call<Page>(svc, 'GET', `/albums/${album.id}/media/pending?limit=15`, owner.token);
    expect(pending.body.data.counts).toEqual({ PENDING: 20, APPROVED: 150, REJECTED: 0 });
    expect(pending.body.data.media).toHaveLength(15);
    const mine = await call<Page>(svc, 'GET', `/users/me/uploaded-media?albumId=${album.id}&limit=5&page=4`, member.token);
    expect(urlsOf(mine.body.data.media)).toEqual(['member/4.jpg', 'member/3.jpg', 'member/2.jpg', 'member/1.jpg', 'member/0.jpg']);
    expect(mine.body.data.counts).toEqual({ PENDING: 20, APPROVED: 0, REJECTED: 0 });
  });

  it("takes a blocked member's approved media out of what others see, and brings them back in place", async () => {
    const { media } = (await call<Page>(svc, 'GET', `/albums/${album.id}/media/pending?limit=3`, owner.token)).body.data;
    for (const item of media) expect((await call(svc, 'PATCH', `/albums/${album.id}/media/${item.id}/approve`, owner.token)).status).toBe(200);
    const before = urlsOf((await listMedia(svc, album.id, undefined, '?limit=5')).body.data.media);
    // Approved newest first: the last one approved leads.
    expect(before.slice(0, 3)).toEqual(urlsOf(media).reverse());
    await blockUser(svc, member);
    const blocked = await listMedia(svc, album.id, undefined, '?limit=5');
    expect(blocked.body.data.pagination.totalItems).toBe(150);
    expect(urlsOf(blocked.body.data.media)[0]).toBe('section/29.jpg');
    await blockUser(svc, member, false);
    const back = await listMedia(svc, album.id, undefined, '?limit=5');
    expect(urlsOf(back.body.data.media)).toEqual(before);
  });

  it("leaves an album turned private out of its members' public uploads page", async () => {
    const uploads = () => call<{ mediauploaded: UserMedia[]; pagination: { totalItems: number } }>(svc, 'GET', `/users/media?userId=${member.id}`);
    expect((await uploads()).body.data.pagination.totalItems).toBe(3);
    await album.change('album.updated', { isPublic: false });
    expect((await uploads()).body.data).toMatchObject({ mediauploaded: [], pagination: { totalItems: 0 } });
    await album.change('album.updated', { isPublic: true });
    expect((await uploads()).body.data.mediauploaded.map((item) => item.albumTitle)).toEqual(['Summer trip', 'Summer trip', 'Summer trip']);
  });

  it('sets list counts a crash left off right again from the items', async () => {
    const list = `albumStatus:${album.id}:approved`;
    await svc.services.stores.media.lists.heads.updateOne({ _id: list }, { $inc: { total: 7 } });
    expect((await listMedia(svc, album.id, undefined, '?limit=1')).body.data.pagination.totalItems).toBe(160);
    const { repaired } = await svc.services.stores.media.repairLists();
    expect(repaired).toEqual([list]);
    expect((await listMedia(svc, album.id, undefined, '?limit=1')).body.data.pagination.totalItems).toBe(153);
  });
});
