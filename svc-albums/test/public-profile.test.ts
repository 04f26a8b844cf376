import type { Album, Section } from '@abialbum/contracts';
import { arrange } from './support/albums';
import { aUserSnapshot } from './support/builders';
import { startService, type Service } from './support/service';

type Profile = { album: Album & { sections: Section[]; mediaHighlights: unknown[] }; recentMedia: unknown[] };
type SharedSection = Section & { album: { id: string; title: string; description: string }; owner: Album['owner']; media: unknown[] };

describe('what visitors read', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  beforeAll(async () => {
    svc = await startService();
    given = arrange(svc);
  });
  afterAll(() => svc.close());

  // Operations of this request only: the outbox relay works on the same connection meanwhile (its settles take their
  // documents' leases: a lease alone guards no write, and a write of this request would show in its own collection).
  async function operations(work: () => Promise<unknown>): Promise<string[]> {
    const seen: string[] = [];
    svc.db.connection.set('debug', (collection: string, method: string, filter: unknown, update: unknown) => {
      // (For a find the fourth argument is its options, whose projection names the outbox fields.)
      const relayWork = JSON.stringify(filter ?? {}).includes('outbox') || (!['find', 'findOne'].includes(method) && JSON.stringify(update ?? {}).includes('outbox'));
      if (!relayWork && collection !== 'leases' && collection !== 'lease_wants') seen.push(`${collection}.${method}`);
    });
    try {
      await work();
    } finally {
      svc.db.connection.set('debug', false);
    }
    return seen;
  }

  describe('the public profile of an album', () => {
    it('answers the album with its owner, counts and ordered sections, and counts each visit', async () => {
      const { owner, album } = await given.anOwnerWithAlbum({ title: 'Porto Days' }, { name: 'Rita Sousa', city: 'Porto', country: 'Portugal' });
      await given.aSection(owner.token, album.id, { title: 'Later', order: 0 });
      await given.aSection(owner.token, album.id, { title: 'First', order: 1 });
      const fan = await svc.aUser();
      await given.http.post(`/social/albums/${album.id}/follow`, undefined, fan.token);

      const first = await given.http.get<Profile>(`/userprofile/album/${album.id}`);
      expect(first.status).toBe(200);
      expect(first.data).toEqual({
        album: {
          ...album,
          updatedAt: expect.any(String),
          views: 1,
          followers: 1,
          _count: { media: 0, sections: 2, highlights: 0, members: 0 },
          sections: [expect.objectContaining({ title: 'First' }), expect.objectContaining({ title: 'Later' })],
          mediaHighlights: [],
        },
        recentMedia: [],
      });
      expect(first.data.album.owner).toMatchObject({ id: owner.id, name: 'Rita Sousa', city: 'Porto', country: 'Portugal' });
      await given.http.get(`/userprofile/album/${album.id}`, fan.token);
      expect((await given.http.get<Profile>(`/userprofile/album/${album.id}`)).data.album.views).toBe(3);
    });

    it('reads a profile in the same database queries, however big the album, and writes nothing', async () => {
      const small = await given.anOwnerWithAlbum({ title: 'Small Album' });
      await given.aSection(small.owner.token, small.album.id, { title: 'Only One' });
      const big = await given.anOwnerWithAlbum({ title: 'Big Album' });
      for (let i = 0; i < 40; i += 1) await given.aSection(big.owner.token, big.album.id, { title: `Section ${i}` });
      for (let i = 0; i < 15; i += 1) await given.http.post(`/social/albums/${big.album.id}/follow`, undefined, (await svc.aUser()).token);

      const forSmall = (await operations(() => given.http.get(`/userprofile/album/${small.album.id}`))).sort();
      const forBig = (await operations(() => given.http.get(`/userprofile/album/${big.album.id}`))).sort();
      // The sections come with the album (its preview), not from a read of them all.
      // The album, its highlights and the head of its list of media (no media yet: no bucket to read).
      expect(forSmall).toEqual(['album_highlights.find', 'album_media_lists.findOne', 'albums.findOne']);
      expect(forBig).toEqual(forSmall);
      // Search finds in memory (the catalogue), then reads the albums it answers by id (here, the two albums).
      expect(await operations(() => given.http.get('/search/albums?query=album'))).toEqual(['albums.findOne', 'albums.findOne']);
    });

    it('keeps a public profile for a moment: read again it costs no query, and a change made here shows at once', async () => {
      const { owner, album } = await given.anOwnerWithAlbum({ title: 'Kept Album' });
      await given.http.get(`/userprofile/album/${album.id}`);
      expect(await operations(() => given.http.get(`/userprofile/album/${album.id}`))).toEqual([]);

      // A follow moves the kept profile's count: still no query to read it.
      const fan = await svc.aUser();
      await given.http.post(`/social/albums/${album.id}/follow`, undefined, fan.token);
      expect(await operations(async () => expect((await given.http.get<Profile>(`/userprofile/album/${album.id}`)).data.album.followers).toBe(1))).toEqual([]);
      await given.aSection(owner.token, album.id, { title: 'New Section' });
      const after = await given.http.get<Profile>(`/userprofile/album/${album.id}`);
      expect(after.data.album).toMatchObject({ followers: 1, views: 4, sections: [expect.objectContaining({ title: 'New Section' })] });

      // Turned private: never kept, refused at once.
      await given.http.put(`/albums/${album.id}`, { isPublic: false }, owner.token);
      expect((await given.http.get(`/userprofile/album/${album.id}`)).status).toBe(403);
      expect((await given.http.get(`/userprofile/album/${album.id}`, owner.token)).status).toBe(200);
      expect((await operations(() => given.http.get(`/userprofile/album/${album.id}`, owner.token))).length).toBeGreaterThan(0);
    });

    it('answers 403 for a private album except to its owner, and counts no refused visit', async () => {
      const { owner, album } = await given.anOwnerWithAlbum({ isPublic: false });
      const other = await svc.aUser();
      expect(await given.http.get(`/userprofile/album/${album.id}`)).toMatchObject({ status: 403, code: 'ALBUM_PRIVATE', message: 'This album is private' });
      expect((await given.http.get(`/userprofile/album/${album.id}`, other.token)).status).toBe(403);
      const own = await given.http.get<Profile>(`/userprofile/album/${album.id}`, owner.token);
      expect(own.status).toBe(200);
      expect(own.data.album.views).toBe(1);
    });

    it('answers 404 for a blocked album, or an album whose owner is blocked, even to the owner', async () => {
      const blocked = await given.anOwnerWithAlbum();
      await svc.services.stores.albums.setBlocked(blocked.album.id, true, () => []);
      expect(await given.http.get(`/userprofile/album/${blocked.album.id}`)).toMatchObject({ status: 404, message: 'Album not found' });
      expect((await given.http.get(`/userprofile/album/${blocked.album.id}`, blocked.owner.token)).status).toBe(404);

      const { owner, album } = await given.anOwnerWithAlbum();
      await svc.services.owners.apply({ ...aUserSnapshot({ userId: owner.id }), isBlocked: true, revision: 2 });
      expect((await given.http.get(`/userprofile/album/${album.id}`)).status).toBe(404);
      await svc.services.owners.apply({ ...aUserSnapshot({ userId: owner.id }), isBlocked: false, revision: 3 });
      expect((await given.http.get(`/userprofile/album/${album.id}`)).status).toBe(200);
    });

    it('answers 404 for an unknown album and 400 for an impossible id', async () => {
      expect((await given.http.get('/userprofile/album/65f0c0ffee0000000000abcd')).status).toBe(404);
      expect(await given.http.get('/userprofile/album/14')).toMatchObject({ status: 400, message: 'Invalid id' });
    });
  });

  describe('shared sections', () => {
    it('shows a shared section of a public album with its album and owner, and nothing else', async () => {
      const { owner, album } = await given.anOwnerWithAlbum({ title: 'Shared Things', description: 'Look' }, { name: 'Ines Melo' });
      const shared = await given.aSection(owner.token, album.id, { title: 'Open', isSharedAlbum: true });
      const closed = await given.aSection(owner.token, album.id, { title: 'Closed' });

      const res = await given.http.get<{ section: SharedSection }>(`/userprofile/shared-section/${shared.id}`);
      expect(res.status).toBe(200);
      expect(res.data.section).toEqual({
        ...shared,
        album: { id: album.id, title: 'Shared Things', description: 'Look', allowDownloads: true },
        owner: expect.objectContaining({ id: owner.id, name: 'Ines Melo' }),
        media: [],
      });

      const unavailable = { status: 404, success: false, message: 'This section is not available' };
      expect(await given.http.get(`/userprofile/shared-section/${closed.id}`)).toMatchObject(unavailable);
      expect(await given.http.get(`/userprofile/shared-section/${closed.id}`, owner.token)).toMatchObject(unavailable);
      expect(await given.http.get('/userprofile/shared-section/65f0c0ffee0000000000abcd')).toMatchObject(unavailable);
      expect(await given.http.get('/userprofile/shared-section/not-an-id')).toMatchObject(unavailable);

      // Unshared, or its album private: the link stops working.
      await given.http.put(`/albums/sections/${shared.id}`, { isSharedAlbum: false }, owner.token);
      expect(await given.http.get(`/userprofile/shared-section/${shared.id}`)).toMatchObject(unavailable);
      await given.http.put(`/albums/sections/${shared.id}`, { isSharedAlbum: true }, owner.token);
      await given.http.put(`/albums/${album.id}`, { isPublic: false }, owner.token);
      expect(await given.http.get(`/userprofile/shared-section/${shared.id}`)).toMatchObject(unavailable);
    });

    it('lists the shared sections of an album, each with its media', async () => {
      const { owner, album } = await given.anOwnerWithAlbum();
      await given.aSection(owner.token, album.id, { title: 'Shared B', isSharedAlbum: true, order: 2 });
      await given.aSection(owner.token, album.id, { title: 'Private' });
      await given.aSection(owner.token, album.id, { title: 'Shared A', isSharedAlbum: true, order: 1 });
      const res = await given.http.get<{ sharedAlbum: Array<Section & { media: unknown[] }> }>(`/userprofile/shared-album/${album.id}`);
      expect(res.status).toBe(200);
      expect(res.data.sharedAlbum.map((s) => [s.title, s.media])).toEqual([
        ['Shared A', []],
        ['Shared B', []],
      ]);
      await given.http.put(`/albums/${album.id}`, { isPublic: false }, owner.token);
      expect((await given.http.get(`/userprofile/shared-album/${album.id}`)).status).toBe(403);
      expect((await given.http.get(`/userprofile/shared-album/${album.id}`, owner.token)).status).toBe(200);
      expect((await given.http.get('/userprofile/shared-album/bad')).status).toBe(400);
    });
  });
});
