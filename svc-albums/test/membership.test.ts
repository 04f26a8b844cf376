import type { Album, JoinedAlbums, Section } from '@abialbum/contracts';
import { eventually } from '@abialbum/service-kit/testing';
import { arrange } from './support/albums';
import { captureEvents } from './support/captured-events';
import { joining } from './support/joining';
import { startService, type Service } from './support/service';

describe('membership: who may upload, joined albums, and what members may read', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  let join: ReturnType<typeof joining>;
  let capture: Awaited<ReturnType<typeof captureEvents>>;
  beforeAll(async () => {
    svc = await startService();
    given = arrange(svc);
    join = joining(given.http);
    capture = await captureEvents(['member.*']);
  });
  afterAll(async () => {
    await capture.close();
    await svc.close();
  });

  /** A user who asked to join the album and was approved. */
  async function aMemberOf(albumId: string, ownerToken: string) {
    const user = await svc.aUser();
    const { data } = await join.ask(albumId, user.token);
    await join.approve(albumId, data.request.id, ownerToken);
    return { ...user, requestId: data.request.id };
  }

  it('publishes member.approved and member.removed through the outbox, once per change, in order', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const member = await aMemberOf(album.id, owner.token);
    await join.reject(album.id, member.requestId, owner.token, { rejectionReason: 'Sorry' });
    await join.approve(album.id, member.requestId, owner.token);
    await join.cancel(album.id, member.requestId, member.token);
    // A rejection of a pending request, and its cancel, are no membership change.
    const passer = await svc.aUser();
    const passing = await join.ask(album.id, passer.token);
    await join.reject(album.id, passing.data.request.id, owner.token);
    await join.cancel(album.id, passing.data.request.id, passer.token);

    // Published, the cancelled requests' documents go: each of their events was confirmed by the broker (so is in the
    // capture's queue) before its document was removed.
    await eventually(async () => (await svc.services.stores.joinRequests.model.countDocuments({ albumId: album.id })) === 0, 10_000);
    // A later marker: another member's approval, published only now, after every event of those requests, to the same
    // queue (one consumer, in order): once it is seen, nothing of theirs is still to come.
    const newcomer = await aMemberOf(album.id, owner.token);
    await capture.waitFor(() => capture.about(album.id).some((event) => event.data.userId === newcomer.id));
    const events = capture.about(album.id);
    expect(events.map((event) => [event.type, event.data.userId])).toEqual([
      ['member.approved', member.id],
      ['member.removed', member.id],
      ['member.approved', member.id],
      ['member.removed', member.id],
      ['member.approved', newcomer.id],
    ]);
    expect(events[0]).toMatchObject({ producer: 'svc-albums', version: 1, data: { albumId: album.id, userId: member.id } });
  });

  it('tells the owner, a member and anyone else whether they may upload', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const member = await aMemberOf(album.id, owner.token);
    const pending = await svc.aUser();
    const asked = await join.ask(album.id, pending.token);
    const stranger = await svc.aUser();

    expect((await join.permission(album.id, owner.token)).data).toEqual({ canUpload: true, isOwner: true, isMember: false, requestStatus: 'NONE', rejectionReason: null, requestId: null });
    expect((await join.permission(album.id, member.token)).data).toEqual({ canUpload: true, isOwner: false, isMember: true, requestStatus: 'APPROVED', rejectionReason: null, requestId: member.requestId });
    expect((await join.permission(album.id, pending.token)).data).toEqual({ canUpload: false, isOwner: false, isMember: false, requestStatus: 'PENDING', rejectionReason: null, requestId: asked.data.request.id });
    expect((await join.permission(album.id, stranger.token)).data).toEqual({ canUpload: false, isOwner: false, isMember: false, requestStatus: 'NONE', rejectionReason: null, requestId: null });
    expect((await join.permission('65f0c0ffee0000000000abcd', stranger.token)).status).toBe(404);
  });

  it('lists the albums a user joined, newest first, with their cards; not those they left or that are blocked', async () => {
    const first = await given.anOwnerWithAlbum({ title: 'First Joined' }, { name: 'Rita', city: 'Porto', country: 'Portugal' });
    const second = await given.anOwnerWithAlbum({ title: 'Second Joined', isPublic: false });
    const left = await given.anOwnerWithAlbum({ title: 'Left Later' });
    const blocked = await given.anOwnerWithAlbum({ title: 'Blocked Later' });
    const user = await svc.aUser();
    const approve = async ({ owner, album }: { owner: { token: string }; album: Album }) => {
      const { data } = await join.ask(album.id, user.token);
      await join.approve(album.id, data.request.id, owner.token);
      return data.request.id;
    };
    await approve(first);
    // A private album cannot be asked to join; its owner may still have taken the user in before making it private.
    await given.http.put(`/albums/${second.album.id}`, { isPublic: true }, second.owner.token);
    await approve(second);
    await given.http.put(`/albums/${second.album.id}`, { isPublic: false }, second.owner.token);
    const leftRequest = await approve(left);
    await join.cancel(left.album.id, leftRequest, user.token);
    await approve(blocked);
    await svc.services.stores.albums.setBlocked(blocked.album.id, true, () => []);

    const res = await given.http.get<JoinedAlbums>('/users/joined-albums', user.token);
    expect(res.status).toBe(200);
    const cards = res.data.joinedAlbums[0]?.approvedAlbums ?? [];
    expect(cards.map((album) => album.title)).toEqual(['Second Joined', 'First Joined']);
    expect(cards[1]).toMatchObject({
      id: first.album.id,
      description: 'Beach days',
      owner: { name: 'Rita', city: 'Porto', country: 'Portugal', profileImage: expect.any(String) },
      _count: { media: 0, members: 1 },
      views: 0,
      followers: 0,
    });
    expect((await given.http.get<JoinedAlbums>('/users/joined-albums', (await svc.aUser()).token)).data).toEqual({ joinedAlbums: [{ approvedAlbums: [] }] });
  });

  it('lets approved members read a private album (profile, detail, sections, shared sections); others still get 403', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Family Only' });
    await given.aSection(owner.token, album.id, { title: 'Together', isSharedAlbum: true });
    const member = await aMemberOf(album.id, owner.token);
    await given.http.put(`/albums/${album.id}`, { isPublic: false }, owner.token);
    const stranger = await svc.aUser();

    const profile = await given.http.get<{ album: Album & { sections: Section[] } }>(`/userprofile/album/${album.id}`, member.token);
    expect(profile.status).toBe(200);
    expect(profile.data.album).toMatchObject({ title: 'Family Only', isPublic: false, views: 1, sections: [expect.objectContaining({ title: 'Together' })] });
    expect((await given.http.get(`/albums/${album.id}`, member.token)).status).toBe(200);
    expect((await given.http.get(`/albums/${album.id}/sections`, member.token)).status).toBe(200);
    expect((await given.http.get(`/userprofile/shared-album/${album.id}`, member.token)).status).toBe(200);
    expect((await given.http.get(`/albums/${album.id}/followers?page=1`, member.token)).status).toBe(200);

    for (const token of [stranger.token, undefined]) {
      expect(await given.http.get(`/userprofile/album/${album.id}`, token)).toMatchObject({ status: 403, message: 'This album is private' });
      expect((await given.http.get(`/albums/${album.id}`, token)).status).toBe(403);
    }
    // A member no more: the album is closed to them again; a refused visit is not counted.
    await join.reject(album.id, member.requestId, owner.token);
    expect((await given.http.get(`/userprofile/album/${album.id}`, member.token)).status).toBe(403);
    await svc.services.views.flush(); // views are written in batches
    expect((await given.http.get<{ album: Album }>(`/albums/${album.id}`, owner.token)).data.album.views).toBe(1);
  });
});
