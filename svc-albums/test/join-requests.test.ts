import type { Album, MyJoinRequest } from '@abialbum/contracts';
import { arrange } from './support/albums';
import { joining } from './support/joining';
import { startService, type Service } from './support/service';

describe('join requests', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  let join: ReturnType<typeof joining>;
  beforeAll(async () => {
    svc = await startService();
    given = arrange(svc);
    join = joining(given.http);
  });
  afterAll(() => svc.close());

  const members = async (albumId: string, token: string) => (await given.http.get<{ album: Album }>(`/albums/${albumId}`, token)).data.album._count.members;

  it('goes from a request to an approval, and the owner sees who asked with the count of each status', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const user = await svc.aUser({ name: 'Joana Reis', email: 'joana@example.test' });

    const sent = await join.ask(album.id, user.token, { message: '  Let me in, please  ' });
    expect(sent).toMatchObject({ status: 201, success: true, message: 'Join request sent successfully!' });
    expect(sent.data.request).toEqual({
      id: expect.any(String),
      albumId: album.id,
      userId: user.id,
      status: 'PENDING',
      message: 'Let me in, please',
      rejectionReason: null,
      createdAt: expect.any(String),
      decidedAt: null,
    });

    const pending = await join.list(album.id, owner.token, 'PENDING');
    expect(pending.status).toBe(200);
    expect(pending.data.counts).toEqual({ PENDING: 1, APPROVED: 0, REJECTED: 0 });
    expect(pending.data.requests).toEqual([
      {
        ...sent.data.request,
        user: { id: user.id, name: 'Joana Reis', fullName: 'Joana Reis', email: 'joana@example.test', profileImage: user.profileImage },
      },
    ]);

    const approved = await join.approve(album.id, sent.data.request.id, owner.token);
    expect(approved).toMatchObject({ status: 200, message: 'Join request approved successfully!', data: { request: { status: 'APPROVED', decidedAt: expect.any(String) } } });
    expect((await join.list(album.id, owner.token, 'PENDING')).data).toEqual({ requests: [], counts: { PENDING: 0, APPROVED: 1, REJECTED: 0 } });
    expect((await join.list(album.id, owner.token, 'approved')).data.requests.map((r) => r.userId)).toEqual([user.id]);
    expect((await join.list(album.id, owner.token)).data.requests).toHaveLength(1);
    expect(await members(album.id, owner.token)).toBe(1);
  });

  it("shows who asked from the copy on the request: a renamed user's requests follow, and the page costs the same for 1 or 8 requests", async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const roundTrips = async () => {
      const res = await fetch(`${svc.url}/api/v1/abialbum/albums/${album.id}/join-requests?status=PENDING`, { headers: { authorization: `Bearer ${owner.token}` } });
      return Number(/db;desc="(\d+) round trips"/.exec(res.headers.get('server-timing') ?? '')?.[1]);
    };
    // A page read twice, its cheaper one: a kept copy that ran out between the two counts (a slow machine) costs one
    // read more once, whatever the number of requests.
    const settled = async () => Math.min(await roundTrips(), await roundTrips());
    const first = await svc.aUser({ name: 'Rita Alves', email: 'rita@example.test' });
    await join.ask(album.id, first.token);
    const withOne = await settled();
    for (let i = 0; i < 7; i++) await join.ask(album.id, (await svc.aUser()).token);
    expect(await settled()).toBe(withOne);

    await svc.services.owners.apply({ ...first, name: 'Rita Alves Costa', email: 'rita.costa@example.test', revision: first.revision + 1 });
    const listed = (await join.list(album.id, owner.token, 'PENDING')).data.requests.find((request) => request.userId === first.id);
    expect(listed?.user).toMatchObject({ name: 'Rita Alves Costa', fullName: 'Rita Alves Costa', email: 'rita.costa@example.test' });
    // An older event arriving late changes nothing.
    await svc.services.owners.apply({ ...first, name: 'Rita Old', revision: first.revision });
    expect((await join.list(album.id, owner.token, 'PENDING')).data.requests.find((request) => request.userId === first.id)?.user.name).toBe('Rita Alves Costa');
  });

  it('refuses a second request while one is pending or approved, and an owner asking to join their own album', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const user = await svc.aUser();
    expect(await join.ask(album.id, owner.token)).toMatchObject({ status: 400, message: 'You cannot request to join your own album' });
    const first = await join.ask(album.id, user.token);
    expect(first.status).toBe(201);
    expect(await join.ask(album.id, user.token)).toMatchObject({ status: 409, code: 'JOIN_REQUEST_PENDING', message: 'You already have a pending request to join this album' });
    await join.approve(album.id, first.data.request.id, owner.token);
    expect(await join.ask(album.id, user.token)).toMatchObject({ status: 409, code: 'ALREADY_MEMBER', message: 'You are already a member of this album' });
    expect(await join.approve(album.id, first.data.request.id, owner.token)).toMatchObject({ status: 409, message: 'This join request is already approved' });
    expect(await members(album.id, owner.token)).toBe(1);
  });

  it('lets a rejected user see the reason and ask again, which starts a new pending request', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Choosy Album' });
    const user = await svc.aUser();
    const first = await join.ask(album.id, user.token, { message: 'Hi' });
    const rejected = await join.reject(album.id, first.data.request.id, owner.token, { rejectionReason: '  We only take family  ' });
    expect(rejected).toMatchObject({ status: 200, message: 'Join request rejected', data: { request: { status: 'REJECTED', rejectionReason: 'We only take family' } } });
    expect(await join.reject(album.id, first.data.request.id, owner.token)).toMatchObject({ status: 409, message: 'This join request is already rejected' });

    expect((await join.permission(album.id, user.token)).data).toEqual({
      canUpload: false,
      isOwner: false,
      isMember: false,
      requestStatus: 'REJECTED',
      rejectionReason: 'We only take family',
      requestId: first.data.request.id,
    });
    const mine = await given.http.get<{ requests: MyJoinRequest[] }>('/users/me/join-requests', user.token);
    expect(mine.data.requests).toEqual([
      {
        ...rejected.data.request,
        user: expect.objectContaining({ id: user.id, name: user.name }),
        album: { id: album.id, title: 'Choosy Album', owner: expect.objectContaining({ id: owner.id }) },
      },
    ]);

    const again = await join.ask(album.id, user.token, { message: 'I am a cousin' });
    expect(again.status).toBe(201);
    expect(again.data.request).toMatchObject({ id: first.data.request.id, status: 'PENDING', message: 'I am a cousin', rejectionReason: null, decidedAt: null });
    expect(again.data.request.createdAt >= first.data.request.createdAt).toBe(true);
    expect((await join.list(album.id, owner.token)).data.counts).toEqual({ PENDING: 1, APPROVED: 0, REJECTED: 0 });
    expect((await join.permission(album.id, user.token)).data).toMatchObject({ requestStatus: 'PENDING', rejectionReason: null });

    // A rejection without a reason (the prompt left empty).
    const plain = await join.reject(album.id, first.data.request.id, owner.token, { rejectionReason: '' });
    expect(plain.data.request).toMatchObject({ status: 'REJECTED', rejectionReason: null });
  });

  it("lets the owner remove an approved member by rejecting, and the members count follows", async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const user = await svc.aUser();
    const { data } = await join.ask(album.id, user.token);
    await join.approve(album.id, data.request.id, owner.token);
    expect((await join.permission(album.id, user.token)).data.canUpload).toBe(true);
    const removed = await join.reject(album.id, data.request.id, owner.token);
    expect(removed).toMatchObject({ status: 200, data: { request: { status: 'REJECTED', rejectionReason: null } } });
    expect(await members(album.id, owner.token)).toBe(0);
    expect((await join.permission(album.id, user.token)).data).toMatchObject({ canUpload: false, isMember: false, requestStatus: 'REJECTED' });
    // And the owner may change their mind.
    expect((await join.approve(album.id, data.request.id, owner.token)).status).toBe(200);
    expect(await members(album.id, owner.token)).toBe(1);
  });

  it('lets the requester cancel a pending request or leave as a member, and ask again later', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const user = await svc.aUser();
    const other = await svc.aUser();
    const pending = await join.ask(album.id, user.token);
    expect(await join.cancel(album.id, pending.data.request.id, other.token)).toMatchObject({ status: 403, message: 'You can only cancel your own join request' });
    expect(await join.cancel(album.id, pending.data.request.id, owner.token)).toMatchObject({ status: 403 });
    expect(await join.cancel(album.id, pending.data.request.id, user.token)).toMatchObject({ status: 200, success: true, message: 'Join request cancelled' });
    expect(await join.cancel(album.id, pending.data.request.id, user.token)).toMatchObject({ status: 404, message: 'Join request not found' });
    expect((await join.list(album.id, owner.token)).data).toEqual({ requests: [], counts: { PENDING: 0, APPROVED: 0, REJECTED: 0 } });
    expect((await join.permission(album.id, user.token)).data.requestStatus).toBe('NONE');

    const second = await join.ask(album.id, user.token);
    expect(second.status).toBe(201);
    expect(second.data.request.id).not.toBe(pending.data.request.id);
    await join.approve(album.id, second.data.request.id, owner.token);
    expect(await members(album.id, owner.token)).toBe(1);
    expect((await join.cancel(album.id, second.data.request.id, user.token)).status).toBe(200);
    expect(await members(album.id, owner.token)).toBe(0);
    expect((await given.http.get<{ joinedAlbums: Array<{ approvedAlbums: Album[] }> }>('/users/joined-albums', user.token)).data.joinedAlbums[0]?.approvedAlbums).toEqual([]);
  });

  it('answers each caller by their role: visitor 401, another user 403 on owner routes, a request of another album 404', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const elsewhere = await given.anOwnerWithAlbum();
    const user = await svc.aUser();
    const other = await svc.aUser();
    const { data } = await join.ask(album.id, user.token);
    const requestId = data.request.id;

    expect((await join.ask(album.id)).status).toBe(401);
    expect((await join.list(album.id)).status).toBe(401);
    expect((await join.approve(album.id, requestId)).status).toBe(401);
    expect((await join.reject(album.id, requestId)).status).toBe(401);
    expect((await join.cancel(album.id, requestId)).status).toBe(401);
    expect((await join.permission(album.id)).status).toBe(401);
    expect((await given.http.get('/users/me/join-requests')).status).toBe(401);
    expect((await given.http.get('/users/joined-albums')).status).toBe(401);

    for (const token of [user.token, other.token]) {
      expect(await join.list(album.id, token)).toMatchObject({ status: 403, success: false });
      expect((await join.approve(album.id, requestId, token)).status).toBe(403);
      expect((await join.reject(album.id, requestId, token)).status).toBe(403);
    }
    // The owner of another album cannot reach this request through their own album.
    expect(await join.approve(elsewhere.album.id, requestId, elsewhere.owner.token)).toMatchObject({ status: 404, message: 'Join request not found' });
    expect(await join.cancel(elsewhere.album.id, requestId, user.token)).toMatchObject({ status: 404 });
    expect((await join.list(album.id, owner.token, 'PENDING')).data.counts.PENDING).toBe(1);
    const admin = await svc.tokens.sign('admin-1', 'admin');
    expect((await join.list(album.id, admin)).status).toBe(403);
  });

  it('refuses to join an album nobody may see: unknown or blocked 404, private 403', async () => {
    const user = await svc.aUser();
    expect((await join.ask('65f0c0ffee0000000000abcd', user.token)).status).toBe(404);
    const blocked = await given.anOwnerWithAlbum();
    await svc.services.stores.albums.setBlocked(blocked.album.id, true, () => []);
    expect(await join.ask(blocked.album.id, user.token)).toMatchObject({ status: 404, message: 'Album not found' });
    expect((await join.permission(blocked.album.id, user.token)).status).toBe(404);
    const hidden = await given.anOwnerWithAlbum({ isPublic: false });
    expect(await join.ask(hidden.album.id, user.token)).toMatchObject({ status: 403, message: 'This album is private' });
  });

  it('keeps one request when the same user asks many times at once', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const user = await svc.aUser();
    const answers = await Promise.all(Array.from({ length: 8 }, () => join.ask(album.id, user.token)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect((await join.list(album.id, owner.token)).data.counts.PENDING).toBe(1);
  });

  it('moves the members count exactly when many requests are approved at once', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const users = await Promise.all(Array.from({ length: 12 }, () => svc.aUser()));
    const requests = await Promise.all(users.map((user) => join.ask(album.id, user.token)));
    const decisions = await Promise.all(requests.map(({ data }) => join.approve(album.id, data.request.id, owner.token)));
    expect(decisions.every((d) => d.status === 200)).toBe(true);
    expect(await members(album.id, owner.token)).toBe(12);
    expect((await join.list(album.id, owner.token)).data.counts).toEqual({ PENDING: 0, APPROVED: 12, REJECTED: 0 });
  });

  it('removes the join requests of a deleted album', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const user = await svc.aUser();
    await join.ask(album.id, user.token);
    expect((await given.http.del(`/albums/${album.id}`, owner.token)).status).toBe(200);
    expect(await svc.services.stores.joinRequests.model.countDocuments({ albumId: album.id })).toBe(0);
    expect((await given.http.get<{ requests: unknown[] }>('/users/me/join-requests', user.token)).data.requests).toEqual([]);
  });
});
