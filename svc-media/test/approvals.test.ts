import type { Media, MediaCounts } from '@abialbum/contracts';
import { anAlbum, approveMember, aUser, newId, type TestUser } from './support/albums';
import { aMedia, call, listMedia } from './support/media';
import { startService, type Service } from './support/service';

type Listed = { media: Media[]; counts: MediaCounts };

describe('the owner approves what members upload', () => {
  let svc: Service;
  let owner: TestUser;
  let member: TestUser;
  let album: Awaited<ReturnType<typeof anAlbum>>;
  beforeAll(async () => {
    svc = await startService();
  });
  afterAll(() => svc.close());
  beforeEach(async () => {
    owner = await aUser(svc);
    member = await aUser(svc, { name: 'Max Member' });
    album = await anAlbum(svc, owner);
    await approveMember(svc, album.id, member.id);
  });

  const pending = (token: string) => call<Listed>(svc, 'GET', `/albums/${album.id}/media/pending`, token);

  it('lists pending media with the counts, for the owner only', async () => {
    const [a, b] = [await aMedia(svc, member.token, album.id), await aMedia(svc, member.token, album.id)];
    await aMedia(svc, owner.token, album.id);
    const res = await pending(owner.token);
    expect(res.status).toBe(200);
    expect(res.body.data.media.map((m) => m.id).sort()).toEqual([a.id, b.id].sort());
    expect(res.body.data.counts).toEqual({ PENDING: 2, APPROVED: 1, REJECTED: 0 });
    for (const token of [member.token, (await aUser(svc)).token]) {
      const refused = await pending(token);
      expect([refused.status, refused.body.message]).toEqual([403, 'Only the album owner can do this']);
    }
    expect((await call(svc, 'GET', `/albums/${newId()}/media/pending`, owner.token)).status).toBe(404);
    expect((await call(svc, 'GET', `/albums/${album.id}/media/pending`)).status).toBe(401);
  });

  it('approves: the item shows to everyone; approving again changes nothing', async () => {
    const item = await aMedia(svc, member.token, album.id);
    const res = await call<{ media: Media }>(svc, 'PATCH', `/albums/${album.id}/media/${item.id}/approve`, owner.token);
    expect([res.status, res.body.message, res.body.data.media.status]).toEqual([200, 'Media approved successfully!', 'approved']);
    expect((await listMedia(svc, album.id)).body.data.media.map((m) => m.id)).toEqual([item.id]);
    const again = await call<{ media: Media }>(svc, 'PATCH', `/albums/${album.id}/media/${item.id}/approve`, owner.token);
    expect(again.body.data.media.updatedAt).toBe(res.body.data.media.updatedAt);
    expect((await call(svc, 'PATCH', `/albums/${album.id}/media/${item.id}/approve`, member.token)).status).toBe(403);
  });

  it('rejects with an optional reason; only pending media', async () => {
    const [a, b] = [await aMedia(svc, member.token, album.id), await aMedia(svc, member.token, album.id)];
    const withReason = await call<{ media: Media }>(svc, 'PATCH', `/albums/${album.id}/media/${a.id}/reject`, owner.token, { rejectionReason: ' Blurry ' });
    expect([withReason.status, withReason.body.message]).toEqual([200, 'Media rejected']);
    expect(withReason.body.data.media).toMatchObject({ status: 'rejected', rejectionReason: 'Blurry' });
    const without = await call<{ media: Media }>(svc, 'PATCH', `/albums/${album.id}/media/${b.id}/reject`, owner.token);
    expect(without.body.data.media).toMatchObject({ status: 'rejected', rejectionReason: null });

    const approved = await aMedia(svc, owner.token, album.id);
    const refused = await call(svc, 'PATCH', `/albums/${album.id}/media/${approved.id}/reject`, owner.token, {});
    expect([refused.status, refused.body.message]).toEqual([409, 'Only pending media can be rejected']);
    // The owner may still change their mind about a rejection.
    expect((await call(svc, 'PATCH', `/albums/${album.id}/media/${a.id}/approve`, owner.token)).status).toBe(200);
  });

  it('refuses to decide on media of another album', async () => {
    const other = await anAlbum(svc, member);
    const theirs = await aMedia(svc, member.token, other.id);
    const res = await call(svc, 'PATCH', `/albums/${album.id}/media/${theirs.id}/approve`, owner.token);
    expect([res.status, res.body.message]).toEqual([404, 'Media not found']);
  });

  it('bulk-approves the listed items of the album', async () => {
    const items = [await aMedia(svc, member.token, album.id), await aMedia(svc, member.token, album.id), await aMedia(svc, member.token, album.id)];
    const res = await call<{ media: Media[]; approvedCount: number; notFound: number }>(svc, 'PATCH', `/albums/${album.id}/media/bulk-approve`, owner.token, {
      mediaIds: [items[0]?.id, items[1]?.id, newId()],
    });
    expect([res.status, res.body.message]).toEqual([200, 'Media approved successfully!']);
    expect(res.body.data).toMatchObject({ approvedCount: 2, notFound: 1 });
    expect((await pending(owner.token)).body.data.counts).toEqual({ PENDING: 1, APPROVED: 2, REJECTED: 0 });
    const empty = await call(svc, 'PATCH', `/albums/${album.id}/media/bulk-approve`, owner.token, { mediaIds: [] });
    expect([empty.status, empty.body.message]).toEqual([400, 'Select at least one media item']);
    expect((await call(svc, 'PATCH', `/albums/${album.id}/media/bulk-approve`, member.token, { mediaIds: [items[2]?.id] })).status).toBe(403);
  });

  it('manages by status and uploader', async () => {
    const other = await aUser(svc);
    await approveMember(svc, album.id, other.id);
    const mine = await aMedia(svc, member.token, album.id);
    const theirs = await aMedia(svc, other.token, album.id);
    await call(svc, 'PATCH', `/albums/${album.id}/media/${theirs.id}/reject`, owner.token, { rejectionReason: 'No' });
    const rejected = await call<Listed>(svc, 'GET', `/albums/${album.id}/media/manage?status=REJECTED`, owner.token);
    expect(rejected.body.data.media.map((m) => m.id)).toEqual([theirs.id]);
    const byUploader = await call<Listed>(svc, 'GET', `/albums/${album.id}/media/manage?uploaderId=${member.id}`, owner.token);
    expect(byUploader.body.data.media.map((m) => m.id)).toEqual([mine.id]);
    expect(byUploader.body.data.counts).toEqual({ PENDING: 1, APPROVED: 0, REJECTED: 0 });
    expect((await call(svc, 'GET', `/albums/${album.id}/media/manage?status=maybe`, owner.token)).status).toBe(400);
  });

  it("shows members their own uploads in every state", async () => {
    const a = await aMedia(svc, member.token, album.id);
    const b = await aMedia(svc, member.token, album.id);
    await call(svc, 'PATCH', `/albums/${album.id}/media/${b.id}/reject`, owner.token, { rejectionReason: 'Duplicate' });
    await aMedia(svc, owner.token, album.id);
    const all = await call<Listed>(svc, 'GET', `/users/me/uploaded-media?albumId=${album.id}`, member.token);
    expect(all.body.data.media.map((m) => m.id).sort()).toEqual([a.id, b.id].sort());
    expect(all.body.data.counts).toEqual({ PENDING: 1, APPROVED: 0, REJECTED: 1 });
    const rejected = await call<Listed>(svc, 'GET', '/users/me/uploaded-media?status=rejected', member.token);
    expect(rejected.body.data.media.map((m) => [m.id, m.rejectionReason])).toEqual([[b.id, 'Duplicate']]);
    expect((await call(svc, 'GET', '/users/me/uploaded-media')).status).toBe(401);
  });
});
