import type { MediaEventData } from '@abialbum/contracts';
import { eventFactory } from '@abialbum/service-kit';
import { eventually } from '@abialbum/service-kit/testing';
import { anAlbum, approveMember, aSection, aUser, newId, removeMember, type TestUser } from './support/albums';
import { captureEvents } from './support/events';
import { aHighlightOf, aMedia, anUpload, bareUrl, call, listMedia } from './support/media';
import { startService, type Service } from './support/service';

const fromAlbums = eventFactory('svc-albums');

describe('events svc-media publishes for the albums read model', () => {
  let svc: Service;
  let owner: TestUser;
  let member: TestUser;
  let captured: Awaited<ReturnType<typeof captureEvents>>;
  beforeAll(async () => {
    captured = await captureEvents();
    svc = await startService();
    owner = await aUser(svc);
    member = await aUser(svc);
  });
  afterAll(async () => {
    await captured.close();
    await svc.close();
  });

  it('publishes each change of a media item with all the read model needs, revision by revision', async () => {
    const album = await anAlbum(svc, owner);
    await approveMember(svc, album.id, member.id);
    const section = await aSection(svc, album);
    const item = await aMedia(svc, member.token, album.id, { caption: 'Pier' });
    await call(svc, 'PATCH', `/albums/${album.id}/media/${item.id}/approve`, owner.token);
    await call(svc, 'PUT', `/albums/media/${item.id}`, owner.token, { sectionId: section.id, caption: 'The pier' });
    await call(svc, 'DELETE', `/albums/media/${item.id}`, owner.token);
    await captured.waitFor(() => captured.about(item.id).length === 4);
    const events = captured.about(item.id);
    expect(events.map((e) => [e.type, e.data.revision, e.data.status, e.producer])).toEqual([
      ['media.uploaded', 1, 'pending', 'svc-media'],
      ['media.approved', 2, 'approved', 'svc-media'],
      ['media.updated', 3, 'approved', 'svc-media'],
      ['media.deleted', 3, 'approved', 'svc-media'],
    ]);
    const expected: MediaEventData = {
      mediaId: item.id,
      albumId: album.id,
      sectionId: section.id,
      uploaderId: member.id,
      type: 'IMAGE',
      url: bareUrl(item.url),
      thumbnailUrl: bareUrl(item.thumbnailUrl),
      displayUrl: bareUrl(item.displayUrl),
      placeholder: item.placeholder,
      width: item.width,
      height: item.height,
      duration: null,
      // A picture: browsers show it as it is.
      playbackStatus: null,
      playbackUrl: null,
      caption: 'The pier',
      status: 'approved',
      rejectionReason: null,
      createdAt: item.createdAt,
      revision: 3,
    };
    expect(events[2]?.data).toEqual(expected);
  });

  it('publishes rejections with the reason, and highlights added and removed', async () => {
    const album = await anAlbum(svc, owner);
    await approveMember(svc, album.id, member.id);
    const rejected = await aMedia(svc, member.token, album.id);
    await call(svc, 'PATCH', `/albums/${album.id}/media/${rejected.id}/reject`, owner.token, { rejectionReason: 'Off topic' });
    const shown = await aMedia(svc, owner.token, album.id);
    const highlight = await aHighlightOf(svc, owner.token, album.id, shown.id);
    await call(svc, 'DELETE', `/albums/highlights/${highlight.id}`, owner.token);
    await captured.waitFor(() => captured.about(rejected.id).length === 2 && captured.about(highlight.id).length === 2);
    expect(captured.about(rejected.id)[1]).toMatchObject({ type: 'media.rejected', data: { status: 'rejected', rejectionReason: 'Off topic' } });
    expect(captured.about(highlight.id).map((e) => e.type)).toEqual(['highlight.added', 'highlight.removed']);
    expect(captured.about(highlight.id)[0]?.data).toEqual({
      highlightId: highlight.id,
      albumId: album.id,
      mediaId: shown.id,
      type: 'IMAGE',
      url: shown.url,
      thumbnailUrl: shown.thumbnailUrl,
      playbackStatus: null,
      playbackUrl: null,
      caption: shown.caption,
      createdAt: highlight.createdAt,
    });
  });
});

describe('events svc-media consumes from svc-albums (through the broker)', () => {
  let svc: Service;
  let owner: TestUser;
  let captured: Awaited<ReturnType<typeof captureEvents>>;
  beforeAll(async () => {
    captured = await captureEvents();
    svc = await startService({ consume: true });
    owner = await aUser(svc);
  });
  afterAll(async () => {
    await captured.close();
    await svc.close();
  });

  const publish = (event: Parameters<Service['bus']['publish']>[0]) => svc.bus.publish(event);

  it('learns of a new album and its privacy from album events', async () => {
    const albumId = newId();
    const data = { albumId, ownerId: owner.id, title: 'T', description: '', isPublic: true, isBlocked: false, revision: 1 };
    await publish(fromAlbums('album.created', data));
    await eventually(async () => (await listMedia(svc, albumId)).status === 200, 10_000);
    await publish(fromAlbums('album.updated', { ...data, isPublic: false, revision: 2 }));
    await eventually(async () => (await listMedia(svc, albumId)).status === 403, 10_000);
    // An older revision arriving late changes nothing.
    await publish(fromAlbums('album.updated', { ...data, isPublic: true, revision: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await listMedia(svc, albumId)).status).toBe(403);
  });

  it('removes the media, highlights and files of a deleted album', async () => {
    const album = await anAlbum(svc, owner);
    const item = await aMedia(svc, owner.token, album.id);
    await aHighlightOf(svc, owner.token, album.id, item.id);
    const loose = await anUpload(svc, owner.token, album.id);
    await publish(fromAlbums('album.deleted', { albumId: album.id, ownerId: owner.id, title: 'x', description: '', isPublic: true, isBlocked: false, revision: 1 }));
    // The files never attached go last.
    await eventually(async () => (await fetch(`${svc.url}${loose.url}`)).status === 404, 10_000);
    expect((await fetch(`${svc.url}${item.url}`)).status).toBe(404);
    expect((await fetch(`${svc.url}${item.thumbnailUrl}`)).status).toBe(404);
    expect((await listMedia(svc, album.id, owner.token)).status).toBe(404);
    // The media and the highlight are two documents with their own outbox entries: no order between them.
    await captured.waitFor(() => captured.about(item.id).some((e) => e.type === 'media.deleted'));
    await captured.waitFor(() => captured.events.some((e) => e.type === 'highlight.removed' && e.data.mediaId === item.id));
  });

  it('moves the media of a deleted section back to the album', async () => {
    const album = await anAlbum(svc, owner);
    const section = { sectionId: newId(), albumId: album.id, ownerId: owner.id, title: 'Beach', isSharedAlbum: false };
    await publish(fromAlbums('section.created', section));
    await eventually(async () => (await svc.services.stores.albums.sectionOf(section.sectionId)) !== null, 10_000);
    const item = await aMedia(svc, owner.token, album.id, { sectionId: section.sectionId });
    await publish(fromAlbums('section.deleted', section));
    await captured.waitFor(() => captured.about(item.id).some((e) => e.type === 'media.updated' && e.data.sectionId === null));
    expect((await listMedia(svc, album.id)).body.data.media.find((m) => m.id === item.id)?.sectionId).toBeNull();
  });

  it('lets approved members upload until they are removed', async () => {
    const album = await anAlbum(svc, owner);
    const member = await aUser(svc);
    const upload = () => call(svc, 'POST', '/albums/media', member.token, { albumId: album.id, url: 'https://example.com/a.jpg' });
    expect((await upload()).status).toBe(403);
    await publish(fromAlbums('member.approved', { albumId: album.id, userId: member.id }));
    await eventually(async () => (await upload()).status === 201, 10_000);
    await removeMember(svc, album.id, member.id);
    expect((await upload()).status).toBe(403);
  });
});
