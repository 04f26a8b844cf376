import { eventFactory } from '@abialbum/service-kit';
import { anAlbum, aUser, newId, type TestUser } from './support/albums';
import { aMedia, call, listMedia } from './support/media';
import { startService, type Service } from './support/service';

const fromAlbums = eventFactory('svc-albums');

describe('svc-media handles album events idempotently and in any order', () => {
  let svc: Service;
  let owner: TestUser;
  beforeAll(async () => {
    svc = await startService();
    owner = await aUser(svc);
  });
  afterAll(() => svc.close());

  it('handles an event once, whatever the broker redelivers', async () => {
    const album = await anAlbum(svc, owner);
    const item = await aMedia(svc, owner.token, album.id);
    const deleted = fromAlbums('album.deleted', { albumId: album.id, ownerId: owner.id, title: 't', description: '', isPublic: true, isBlocked: false, revision: 1 });
    expect(await svc.dispatch(deleted)).toBe('handled');
    expect(await svc.dispatch(deleted)).toBe('duplicate');
    expect((await fetch(`${svc.url}${item.url}`)).status).toBe(404);
  });

  it('keeps a deleted album deleted when an older update arrives after it', async () => {
    const album = await anAlbum(svc, owner);
    await album.change('album.deleted');
    await svc.dispatch(fromAlbums('album.updated', { albumId: album.id, ownerId: owner.id, title: 't', description: '', isPublic: true, isBlocked: false, revision: 5 }));
    expect((await listMedia(svc, album.id, owner.token)).status).toBe(404);
  });

  it('keeps the newest membership when its events arrive out of order', async () => {
    const album = await anAlbum(svc, owner);
    const member = await aUser(svc);
    const removed = fromAlbums('member.removed', { albumId: album.id, userId: member.id });
    const approvedEarlier = { ...fromAlbums('member.approved', { albumId: album.id, userId: member.id }), occurredAt: new Date(Date.now() - 60_000).toISOString() };
    await svc.dispatch(removed);
    await svc.dispatch(approvedEarlier);
    const res = await call(svc, 'POST', '/albums/media', member.token, { albumId: album.id, url: 'https://example.com/a.jpg' });
    expect(res.status).toBe(403);
  });

  it('dead-letters an event whose data breaks its contract', async () => {
    expect(await svc.dispatch({ ...fromAlbums('member.approved', { albumId: newId(), userId: newId() }), data: { albumId: 1 } })).toBe('invalid');
  });
});
