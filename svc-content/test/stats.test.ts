import type { AdminStats, PublicStats } from '@abialbum/contracts';
import { createDispatcher, eventFactory } from '@abialbum/service-kit';
import { eventHandlers } from '../src/events/consumers';
import { aMedia, anAlbum, anId, aUserSnapshot } from './support/builders';
import { client } from './support/http';
import { startService, type Service } from './support/service';

const fromIdentity = eventFactory('svc-identity');
const fromAlbums = eventFactory('svc-albums');
const fromMedia = eventFactory('svc-media');

describe('statistics from events', () => {
  let svc: Service;
  let api: ReturnType<typeof client>;
  let dispatch: ReturnType<typeof createDispatcher>;
  let admin: string;
  beforeAll(async () => {
    svc = await startService();
    api = client(svc.url);
    dispatch = createDispatcher(svc.db.connection, eventHandlers(svc.consumerDeps), svc.logger);
    admin = await svc.tokens.sign(anId(), 'admin');
  });
  afterAll(() => svc.close());

  const publicStats = async () => (await api.get<PublicStats>('/stats')).body.data;
  const adminStats = async () => (await api.get<{ stats: AdminStats }>('/admin/stats', admin)).body.data.stats;

  it('counts nothing before any event, for visitors and admins', async () => {
    const res = await api.get('/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { totalUsers: 0, totalAlbums: 0, totalAlbumOwners: 0, totalMedia: 0, publicAlbums: 0 },
      message: 'OK',
    });
    expect(await adminStats()).toEqual({
      totalUsers: 0,
      totalAlbums: 0,
      blockedUsers: 0,
      blockedAlbums: 0,
      totalMedia: 0,
      totalComments: 0,
      totalReactions: 0,
    });
  });

  describe('as users and albums come and go', () => {
    const ana = aUserSnapshot({ name: 'Ana' });
    const bo = aUserSnapshot({ name: 'Bo' });
    const cy = aUserSnapshot({ name: 'Cy' });
    const anaAlbum = anAlbum({ ownerId: ana.userId });
    const boAlbum = anAlbum({ ownerId: bo.userId, isPublic: false });
    const cyAlbum = anAlbum({ ownerId: cy.userId });

    beforeAll(async () => {
      for (const user of [ana, bo, cy]) expect(await dispatch(fromIdentity('user.registered', user))).toBe('handled');
      for (const album of [anaAlbum, boAlbum, cyAlbum]) expect(await dispatch(fromAlbums('album.created', album))).toBe('handled');
    });

    it('counts registered users and created albums, public ones and their owners', async () => {
      expect(await publicStats()).toEqual({ totalUsers: 3, totalAlbums: 3, totalAlbumOwners: 3, totalMedia: 0, publicAlbums: 2 });
    });

    it('counts a blocked user and a blocked album, and takes them out of the public albums', async () => {
      await dispatch(fromIdentity('user.blocked', { ...cy, isBlocked: true, revision: 2 }));
      await dispatch(fromAlbums('album.blocked', { ...anaAlbum, isBlocked: true, revision: 2 }));
      expect(await adminStats()).toMatchObject({ totalUsers: 3, totalAlbums: 3, blockedUsers: 1, blockedAlbums: 1 });
      expect(await publicStats()).toMatchObject({ totalAlbums: 3, publicAlbums: 0 });
    });

    it('ignores a repeated event and an older one that arrives late', async () => {
      const unblock = fromAlbums('album.unblocked', { ...anaAlbum, isBlocked: false, revision: 3 });
      expect(await dispatch(unblock)).toBe('handled');
      expect(await dispatch(unblock)).toBe('duplicate');
      expect(await dispatch(fromAlbums('album.blocked', { ...anaAlbum, isBlocked: true, revision: 2 }))).toBe('handled');
      expect(await adminStats()).toMatchObject({ blockedAlbums: 0 });
      expect(await publicStats()).toMatchObject({ publicAlbums: 1 });
    });

    it('follows an album turning public', async () => {
      await dispatch(fromAlbums('album.updated', { ...boAlbum, isPublic: true, revision: 2 }));
      expect(await publicStats()).toMatchObject({ publicAlbums: 2 });
    });

    it('stops counting a deleted album, even when an older event arrives after the deletion', async () => {
      const deleted = fromAlbums('album.deleted', { ...boAlbum, isPublic: true, revision: 2 });
      expect(await dispatch(deleted)).toBe('handled');
      expect(await dispatch(deleted)).toBe('duplicate');
      await dispatch(fromAlbums('album.updated', { ...boAlbum, title: 'Late', revision: 2 }));
      await dispatch(fromAlbums('album.created', boAlbum));
      expect(await publicStats()).toEqual({ totalUsers: 3, totalAlbums: 2, totalAlbumOwners: 2, totalMedia: 0, publicAlbums: 1 });
    });

    it('counts an album whose events arrive before its creation', async () => {
      const late = anAlbum({ ownerId: ana.userId, revision: 1 });
      await dispatch(fromAlbums('album.updated', { ...late, isPublic: false, revision: 2 }));
      await dispatch(fromAlbums('album.created', late));
      expect(await publicStats()).toMatchObject({ totalAlbums: 3, totalAlbumOwners: 2, publicAlbums: 1 });
      expect(await svc.services.stores.stats.albums.findById(late.albumId).lean()).toMatchObject({ isPublic: false, revision: 2 });
    });

    it('counts an unblocked user as active again', async () => {
      await dispatch(fromIdentity('user.unblocked', { ...cy, isBlocked: false, revision: 3 }));
      expect(await adminStats()).toMatchObject({ totalUsers: 3, blockedUsers: 0 });
      expect(await publicStats()).toMatchObject({ publicAlbums: 2 });
    });

    it('dead-letters an event whose data breaks its contract, changing nothing', async () => {
      const before = await adminStats();
      const broken = { ...fromAlbums('album.created', anAlbum()), data: { albumId: anId() } };
      expect(await dispatch(broken)).toBe('invalid');
      expect(await adminStats()).toEqual(before);
    });
  });

  describe('as media are uploaded, approved and deleted', () => {
    const totalMedia = async () => (await publicStats()).totalMedia;
    const photo = aMedia();
    const video = aMedia({ type: 'VIDEO', status: 'approved' });

    it('counts approved media only', async () => {
      const before = await totalMedia();
      await dispatch(fromMedia('media.uploaded', photo));
      await dispatch(fromMedia('media.uploaded', video));
      expect(await totalMedia()).toBe(before + 1);
      const approved = fromMedia('media.approved', { ...photo, status: 'approved', revision: 2 });
      expect(await dispatch(approved)).toBe('handled');
      expect(await dispatch(approved)).toBe('duplicate');
      expect(await totalMedia()).toBe(before + 2);
      expect((await adminStats()).totalMedia).toBe(before + 2);
    });

    it('stops counting a rejected or deleted item, whatever arrives late', async () => {
      const before = await totalMedia();
      await dispatch(fromMedia('media.deleted', { ...photo, status: 'approved', revision: 3 }));
      await dispatch(fromMedia('media.approved', { ...photo, status: 'approved', revision: 2 }));
      await dispatch(fromMedia('media.rejected', { ...video, status: 'rejected', revision: 2 }));
      await dispatch(fromMedia('media.uploaded', video));
      expect(await totalMedia()).toBe(before - 2);
    });
  });
});
