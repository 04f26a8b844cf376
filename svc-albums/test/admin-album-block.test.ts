import type { AdminAlbum, AdminAlbumList } from '@abialbum/contracts';
import { arrange } from './support/albums';
import { captureEvents } from './support/captured-events';
import { startService, type Service } from './support/service';

/** SPEC 7 `PUT admin/albums/{id}/block`: a blocked album leaves every public answer, and comes back. */
describe('the admin blocks and unblocks an album', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  let admin: string;
  let capture: Awaited<ReturnType<typeof captureEvents>>;
  beforeAll(async () => {
    svc = await startService();
    given = arrange(svc);
    admin = await svc.tokens.sign('65f0000000000000000000ad', 'admin');
    capture = await captureEvents(['album.*']);
  });
  afterAll(async () => {
    await capture.close();
    await svc.close();
  });

  const block = (albumId: string, body: unknown) => given.http.put<{ album: AdminAlbum }>(`/admin/albums/${albumId}/block`, body, admin);

  /** Each public answer about the album, as a visitor and a follower see it: true where the album shows. */
  async function publicView(albumId: string, sectionId: string, fan: string) {
    const ids = (albums: Array<{ id: string }>) => albums.map((album) => album.id);
    const [search, top, profile, section, shared, album, sections, followers, followed] = await Promise.all([
      given.http.get<{ albums: Array<{ id: string }> }>('/search/albums?query=lighthouse%20keeper'),
      given.http.get<{ albums: Array<{ id: string }> }>('/userprofile/most-followed-albums'),
      given.http.get(`/userprofile/album/${albumId}`),
      given.http.get(`/userprofile/shared-section/${sectionId}`),
      given.http.get(`/userprofile/shared-album/${albumId}`),
      given.http.get(`/albums/${albumId}`),
      given.http.get(`/albums/${albumId}/sections`),
      given.http.get(`/albums/${albumId}/followers`),
      given.http.get<{ albums: Array<{ id: string }> }>('/social/albums/followed', fan),
    ]);
    return {
      search: ids(search.data.albums).includes(albumId),
      mostFollowed: ids(top.data.albums).includes(albumId),
      profile: profile.status,
      sharedSection: section.status,
      sharedAlbum: shared.status,
      album: album.status,
      sections: sections.status,
      followers: followers.status,
      followedByFan: ids(followed.data.albums).includes(albumId),
    };
  }

  it('takes the album out of search, top albums, the profile and shared sections, and brings it back', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Lighthouse Keeper', description: 'Nights on the rock' });
    const section = await given.aSection(owner.token, album.id, { title: 'Storms', isSharedAlbum: true });
    const fan = await svc.aUser();
    await given.http.post(`/social/albums/${album.id}/follow`, undefined, fan.token);
    const shown = { search: true, mostFollowed: true, profile: 200, sharedSection: 200, sharedAlbum: 200, album: 200, sections: 200, followers: 200, followedByFan: true };
    expect(await publicView(album.id, section.id, fan.token)).toEqual(shown);

    const blocked = await block(album.id, { isBlocked: true });
    expect(blocked).toMatchObject({ status: 200, success: true, message: 'Album blocked successfully' });
    expect(blocked.data.album).toMatchObject({ id: album.id, title: 'Lighthouse Keeper', isBlocked: true, owner: { id: owner.id, isBlocked: false } });
    expect(await publicView(album.id, section.id, fan.token)).toEqual({
      search: false,
      mostFollowed: false,
      profile: 404,
      sharedSection: 404,
      sharedAlbum: 404,
      album: 404,
      sections: 404,
      followers: 404,
      followedByFan: false,
    });
    expect((await given.http.get(`/userprofile/album/${album.id}`, owner.token)).status).toBe(404);
    const listed = await given.http.get<AdminAlbumList>('/admin/albums?search=lighthouse', admin);
    expect(listed.data.albums).toEqual([expect.objectContaining({ id: album.id, isBlocked: true })]);

    const unblocked = await block(album.id, { isBlocked: false });
    expect(unblocked).toMatchObject({ status: 200, message: 'Album unblocked successfully', data: { album: { isBlocked: false } } });
    expect(await publicView(album.id, section.id, fan.token)).toEqual(shown);
  });

  it('publishes album.blocked and album.unblocked once per real change, and answers a repeat the same', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Evented Block' });
    expect(await block(album.id, { isBlocked: true })).toMatchObject({ status: 200, message: 'Album blocked successfully' });
    expect(await block(album.id, { isBlocked: true })).toMatchObject({ status: 200, message: 'Album blocked successfully', data: { album: { isBlocked: true } } });
    expect(await block(album.id, { isBlocked: false })).toMatchObject({ status: 200, message: 'Album unblocked successfully' });
    expect(await block(album.id, { isBlocked: false })).toMatchObject({ status: 200, data: { album: { isBlocked: false } } });
    // A later marker: the owner's edit goes into the same album document's outbox after anything the blocks put there,
    // and the relay publishes one document's events in order, so once it is seen nothing of the blocks is still to come.
    expect((await given.http.put(`/albums/${album.id}`, { title: 'Evented Block Marker' }, owner.token)).status).toBe(200);
    await capture.waitFor(() => capture.about(album.id).some((event) => event.type === 'album.updated'));
    const events = capture.about(album.id);
    expect(events.map((event) => event.type)).toEqual(['album.created', 'album.blocked', 'album.unblocked', 'album.updated']);
    expect(events[3]?.data).toMatchObject({ title: 'Evented Block Marker', revision: 4 });
    expect(events[1]).toMatchObject({
      producer: 'svc-albums',
      data: { albumId: album.id, ownerId: owner.id, title: 'Evented Block', isPublic: true, isBlocked: true, revision: 2 },
    });
    expect(events[2]?.data).toMatchObject({ isBlocked: false, revision: 3 });
  });

  it('answers 404 for an unknown album and 400 for bad ids and bodies, changing nothing', async () => {
    const { album } = await given.anOwnerWithAlbum({ title: 'Untouched Album' });
    expect(await block('65f0c0ffee0000000000abcd', { isBlocked: true })).toMatchObject({ status: 404, message: 'Album not found' });
    expect(await block('14', { isBlocked: true })).toMatchObject({ status: 400, message: 'Invalid id' });
    expect(await block('%24where', { isBlocked: true })).toMatchObject({ status: 400 });
    const notBoolean = { status: 400, success: false, errors: { isBlocked: 'isBlocked must be true or false' } };
    for (const isBlocked of ['true', 1, 0, null, 'yes', [true], { $ne: false }]) {
      expect(await block(album.id, { isBlocked })).toMatchObject(notBoolean);
    }
    expect(await block(album.id, {})).toMatchObject(notBoolean);
    for (const body of [{ isBlocked: true, title: 'Hacked' }, { isBlocked: true, 'owner.isBlocked': true }, { isBlocked: true, $set: { views: 9 } }]) {
      expect({ body, status: (await block(album.id, body)).status }).toEqual({ body, status: 400 });
    }
    for (const rawBody of ['{"isBlocked": ', 'null', '[]', 'true', '"isBlocked"']) {
      const res = await given.http.call('PUT', `/admin/albums/${album.id}/block`, { token: admin, rawBody });
      expect({ rawBody, status: res.status, success: res.success }).toEqual({ rawBody, status: 400, success: false });
    }
    expect((await given.http.call('PUT', `/admin/albums/${album.id}/block`, { token: admin })).status).toBe(400);
    const long = await given.http.get(`/admin/albums?search=${'x'.repeat(101)}`, admin);
    expect(long).toMatchObject({ status: 400, errors: { search: 'Search must be less than 100 characters' } });
    const listed = await given.http.get<AdminAlbumList>('/admin/albums?search=untouched', admin);
    expect(listed.data.albums).toEqual([expect.objectContaining({ id: album.id, isBlocked: false })]);
  });
});
