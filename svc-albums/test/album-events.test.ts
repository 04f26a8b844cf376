import { eventually } from '@abialbum/service-kit/testing';
import { arrange } from './support/albums';
import { captureEvents } from './support/captured-events';
import { startService, type Service } from './support/service';

describe('svc-albums tells the other services (events through the outbox)', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  let capture: Awaited<ReturnType<typeof captureEvents>>;
  beforeAll(async () => {
    svc = await startService();
    given = arrange(svc);
    capture = await captureEvents(['album.*', 'section.*']);
  });
  afterAll(async () => {
    await capture.close();
    await svc.close();
  });

  const types = (id: string) => capture.about(id).map((event) => event.type);
  /**
   * A later marker for an album's follow events, which go out from documents of their own (a follow's, an unfollow's
   * end), relayed side by side in no set order with any other document's: first nothing of the album's follows is left
   * for the relay (each event confirmed by the broker, so already in the capture's queue, before its document was
   * settled or removed), then the owner's edit, published after that: once it is seen, every follow event was seen.
   */
  const markAfterFollows = async (albumId: string, ownerToken: string) => {
    const { follows } = svc.services.stores;
    await eventually(async () => (await follows.model.countDocuments({ albumId, outboxPending: true })) + (await follows.ends.countDocuments({ albumId })) === 0, 10_000);
    expect((await given.http.put(`/albums/${albumId}`, { title: 'Follows Marker' }, ownerToken)).status).toBe(200);
    await capture.waitFor(() => types(albumId).includes('album.updated'));
  };

  it('publishes album.created and album.updated with the album as it is then', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Evented Album', isPublic: true });
    await given.http.put(`/albums/${album.id}`, { title: 'Evented Album 2', isPublic: false, allowDownloads: false, comments: 'members' }, owner.token);
    await capture.waitFor(() => capture.about(album.id).length === 2);
    const [created, updated] = capture.about(album.id);
    expect(created).toMatchObject({
      type: 'album.created',
      version: 1,
      producer: 'svc-albums',
      data: { albumId: album.id, ownerId: owner.id, title: 'Evented Album', description: 'Beach days', isPublic: true, allowDownloads: true, comments: 'everyone', isBlocked: false, revision: 1 },
    });
    expect(updated).toMatchObject({ type: 'album.updated', data: { albumId: album.id, title: 'Evented Album 2', isPublic: false, allowDownloads: false, comments: 'members', revision: 2 } });
  });

  it('publishes section.created, section.updated and section.deleted', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const section = await given.aSection(owner.token, album.id, { title: 'Evented Section' });
    await given.http.put(`/albums/sections/${section.id}`, { isSharedAlbum: true }, owner.token);
    await given.http.del(`/albums/sections/${section.id}`, owner.token);
    await capture.waitFor(() => capture.events.filter((event) => event.data.sectionId === section.id).length === 3);
    const sectionEvents = capture.events.filter((event) => event.data.sectionId === section.id);
    expect(sectionEvents.map((event) => event.type)).toEqual(['section.created', 'section.updated', 'section.deleted']);
    expect(sectionEvents[1]?.data).toEqual({ sectionId: section.id, albumId: album.id, ownerId: owner.id, title: 'Evented Section', isSharedAlbum: true });
    // Published, the deleted section's document goes.
    await eventually(async () => (await svc.services.stores.sections.model.countDocuments({ _id: section.id })) === 0, 10_000);
  });

  it('publishes album.followed and album.unfollowed with the new count, once per real change', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const fan = await svc.aUser();
    await given.http.post(`/social/albums/${album.id}/follow`, undefined, fan.token);
    await given.http.post(`/social/albums/${album.id}/follow`, undefined, fan.token);
    await given.http.post(`/social/albums/${album.id}/unfollow`, undefined, fan.token);
    await given.http.post(`/social/albums/${album.id}/unfollow`, undefined, fan.token);
    await markAfterFollows(album.id, owner.token);
    expect(capture.about(album.id).map((event) => [event.type, event.data.followers])).toEqual([
      ['album.created', undefined],
      ['album.followed', 1],
      ['album.unfollowed', 0],
      ['album.updated', undefined],
    ]);
    expect(capture.about(album.id)[1]?.data).toEqual({ albumId: album.id, userId: fan.id, followers: 1 });
  });

  it('publishes one event per follow when many arrive at once: none lost, none repeated', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const fans = await Promise.all(Array.from({ length: 30 }, () => svc.aUser()));
    await Promise.all(fans.map((fan) => given.http.post(`/social/albums/${album.id}/follow`, undefined, fan.token)));
    await markAfterFollows(album.id, owner.token);
    // Up to the marker: the album's creation and the 30 follows (published side by side, in no set order); the marker last.
    const seen = types(album.id);
    expect(seen.slice(0, -1).sort()).toEqual(['album.created', ...fans.map(() => 'album.followed')]);
    expect(seen.slice(-1)).toEqual(['album.updated']);
    const followed = capture.about(album.id).filter((event) => event.type === 'album.followed');
    expect(followed).toHaveLength(30);
    expect(new Set(followed.map((event) => event.data.userId)).size).toBe(30);
    expect(followed.map((event) => event.data.followers).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('deletes an album with album.deleted, its sections and follows, and the document once published', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    await given.aSection(owner.token, album.id, { title: 'Goes Too' });
    const fan = await svc.aUser();
    await given.http.post(`/social/albums/${album.id}/follow`, undefined, fan.token);
    await given.http.del(`/albums/${album.id}`, owner.token);

    await capture.waitFor(() => types(album.id).includes('album.deleted'));
    expect(capture.about(album.id).find((event) => event.type === 'album.deleted')?.data).toMatchObject({ albumId: album.id, ownerId: owner.id });
    const { albums, sections, follows } = svc.services.stores;
    await eventually(async () => (await albums.model.countDocuments({ _id: album.id })) === 0, 10_000);
    expect(await sections.model.countDocuments({ albumId: album.id })).toBe(0);
    expect(await follows.model.countDocuments({ albumId: album.id })).toBe(0);
    expect((await given.http.get('/social/albums/followed', fan.token)).data).toEqual({ albums: [] });
  });
});
