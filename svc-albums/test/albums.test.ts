import type { Album } from '@abialbum/contracts';
import { arrange } from './support/albums';
import { startService, type Service } from './support/service';

describe('an owner and their album', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  beforeAll(async () => {
    svc = await startService();
    given = arrange(svc);
  });
  afterAll(() => svc.close());

  it('creates the album with its owner from the read model, and lists it as theirs', async () => {
    const owner = await svc.aUser({ name: 'Rui Costa', city: 'Braga', country: 'Portugal' });
    const created = await given.http.post<{ album: Album }>('/albums', { title: '  Summer Trip ', description: 'Beach days' }, owner.token);
    expect(created.status).toBe(201);
    expect(created.message).toBe('Album created successfully!');
    expect(created.data.album).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      title: 'Summer Trip',
      description: 'Beach days',
      isPublic: true,
      allowDownloads: true,
      comments: 'everyone',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      views: 0,
      followers: 0,
      owner: { id: owner.id, name: 'Rui Costa', profileImage: owner.profileImage, city: 'Braga', country: 'Portugal' },
      _count: { media: 0, sections: 0, highlights: 0, members: 0 },
      coverImage: null,
    });

    const mine = await given.http.get<{ albums: Album[] }>('/albums/my', owner.token);
    expect(mine.status).toBe(200);
    expect(mine.data.albums).toEqual([created.data.album]);
  });

  it('answers an empty list to a user without an album', async () => {
    const user = await svc.aUser();
    expect((await given.http.get('/albums/my', user.token)).data).toEqual({ albums: [] });
  });

  it('refuses a second album for the same owner with 409, also when both are asked at once', async () => {
    const owner = await svc.aUser();
    const both = await Promise.all([
      given.http.post('/albums', { title: 'First Album' }, owner.token),
      given.http.post('/albums', { title: 'Second Album' }, owner.token),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 409]);
    const refused = both.find((res) => res.status === 409);
    expect(refused).toMatchObject({
      success: false,
      code: 'ALBUM_EXISTS',
      message: 'You already have an album. Each user can own one personal album.',
    });
    expect((await given.http.get<{ albums: Album[] }>('/albums/my', owner.token)).data.albums).toHaveLength(1);
  });

  it('applies the SPEC album rules with their messages', async () => {
    const user = await svc.aUser();
    const cases: Array<[unknown, Record<string, string>]> = [
      [{}, { title: 'Album title is required' }],
      [{ title: '   ' }, { title: 'Album title is required' }],
      [{ title: 'ab' }, { title: 'Album title must be at least 3 characters long' }],
      [{ title: 'x'.repeat(101) }, { title: 'Album title must be less than 100 characters' }],
      [{ title: 'Fine Title', description: 'y'.repeat(501) }, { description: 'Description must be less than 500 characters' }],
      [{ title: 'Fine Title', isPublic: 'yes' }, { isPublic: 'isPublic must be true or false' }],
      [{ title: 123 }, { title: 'Album title is required' }],
    ];
    for (const [body, errors] of cases) {
      const res = await given.http.post('/albums', body, user.token);
      expect(res.status).toBe(400);
      expect(res).toMatchObject({ success: false, code: 'VALIDATION_ERROR', errors });
    }
    expect((await given.http.post('/albums', { title: 'x'.repeat(100), description: 'y'.repeat(500) }, user.token)).status).toBe(201);
  });

  it('lets the owner update their album, and nobody else', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const other = await svc.aUser();
    const updated = await given.http.put<{ album: Album }>(`/albums/${album.id}`, { title: 'Family Memories', isPublic: false }, owner.token);
    expect(updated.status).toBe(200);
    expect(updated.message).toBe('Album updated successfully!');
    expect(updated.data.album).toMatchObject({ id: album.id, title: 'Family Memories', description: 'Beach days', isPublic: false });

    const byOther = await given.http.put(`/albums/${album.id}`, { title: 'Taken Over' }, other.token);
    expect(byOther.status).toBe(403);
    expect(byOther.code).toBe('FORBIDDEN');
    expect((await given.http.put(`/albums/${album.id}`, { title: 'Taken Over' })).status).toBe(401);
    expect((await given.http.put(`/albums/${album.id}`, {}, owner.token)).status).toBe(400);
    expect((await given.http.get<{ album: Album }>(`/albums/${album.id}`, owner.token)).data.album.title).toBe('Family Memories');
  });

  it('lets the owner switch downloads off for visitors and on again (issue 14)', async () => {
    const { owner } = await given.anOwnerWithAlbum();
    const other = await svc.aUser();
    const closed = await given.http.post<{ album: Album }>('/albums', { title: 'Closed Album', allowDownloads: false }, other.token);
    expect(closed.data.album.allowDownloads).toBe(false);
    const album = (await given.http.get<{ albums: Album[] }>('/albums/my', owner.token)).data.albums[0] as Album;
    const off = await given.http.put<{ album: Album }>(`/albums/${album.id}`, { allowDownloads: false }, owner.token);
    expect(off.data.album).toMatchObject({ allowDownloads: false, isPublic: true });
    expect((await given.http.get<{ album: Album }>(`/albums/${album.id}`)).data.album.allowDownloads).toBe(false);
    const on = await given.http.put<{ album: Album }>(`/albums/${album.id}`, { allowDownloads: true }, owner.token);
    expect(on.data.album.allowDownloads).toBe(true);
    const refused = await given.http.put(`/albums/${album.id}`, { allowDownloads: 'no' }, owner.token);
    expect([refused.status, refused.message]).toEqual([400, 'allowDownloads must be true or false']);
  });

  it('lets the owner choose who may comment and react: everyone, members or nobody (issue 13)', async () => {
    const owner = await svc.aUser();
    const created = await given.http.post<{ album: Album }>('/albums', { title: 'Quiet Album', comments: 'members' }, owner.token);
    expect(created.data.album.comments).toBe('members');
    const off = await given.http.put<{ album: Album }>(`/albums/${created.data.album.id}`, { comments: 'off' }, owner.token);
    expect(off.data.album).toMatchObject({ comments: 'off', isPublic: true });
    expect((await given.http.get<{ album: Album }>(`/albums/${created.data.album.id}`)).data.album.comments).toBe('off');
    const refused = await given.http.put(`/albums/${created.data.album.id}`, { comments: 'friends' }, owner.token);
    expect([refused.status, refused.message]).toEqual([400, 'comments must be everyone, members or off']);
  });

  it('shows a public album to anyone and a private one to its owner only', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ isPublic: false });
    const other = await svc.aUser();
    expect((await given.http.get(`/albums/${album.id}`, owner.token)).status).toBe(200);
    const asOther = await given.http.get(`/albums/${album.id}`, other.token);
    expect(asOther.status).toBe(403);
    expect(asOther.code).toBe('ALBUM_PRIVATE');
    expect((await given.http.get(`/albums/${album.id}`)).status).toBe(403);

    await given.http.put(`/albums/${album.id}`, { isPublic: true }, owner.token);
    expect((await given.http.get(`/albums/${album.id}`)).status).toBe(200);
    expect((await given.http.get(`/albums/${album.id}`, other.token)).status).toBe(200);
  });

  it('hides a blocked album from everyone but its owner', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    await svc.services.stores.albums.setBlocked(album.id, true, () => []);
    expect((await given.http.get(`/albums/${album.id}`)).status).toBe(404);
    expect((await given.http.get(`/albums/${album.id}`, (await svc.aUser()).token)).status).toBe(404);
    expect((await given.http.get(`/albums/${album.id}`, owner.token)).status).toBe(200);
  });

  it('deletes the album for its owner only; the owner may then create a new one', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const other = await svc.aUser();
    expect((await given.http.del(`/albums/${album.id}`, other.token)).status).toBe(403);
    expect((await given.http.del(`/albums/${album.id}`)).status).toBe(401);

    const deleted = await given.http.del(`/albums/${album.id}`, owner.token);
    expect(deleted).toMatchObject({ status: 200, success: true, message: 'Album deleted successfully' });
    const gone = await given.http.get(`/albums/${album.id}`, owner.token);
    expect(gone).toMatchObject({ status: 404, message: 'Album not found' });
    expect((await given.http.del(`/albums/${album.id}`, owner.token)).status).toBe(404);
    expect((await given.http.get('/albums/my', owner.token)).data).toEqual({ albums: [] });
    expect((await given.http.post('/albums', { title: 'A Fresh Start' }, owner.token)).status).toBe(201);
  });

  it('answers 404 for an album that never existed and 400 for an id that cannot be one', async () => {
    const user = await svc.aUser();
    expect(await given.http.get('/albums/65f0c0ffee0000000000abcd', user.token)).toMatchObject({ status: 404, code: 'ALBUM_NOT_FOUND' });
    for (const id of ['abc123', 'not-an-id', '%24where', '65f0c0ffee0000000000abcdz']) {
      expect(await given.http.get(`/albums/${id}`, user.token)).toMatchObject({ status: 400, code: 'INVALID_ID', message: 'Invalid id' });
      expect((await given.http.put(`/albums/${id}`, { title: 'Whatever' }, user.token)).status).toBe(400);
      expect((await given.http.del(`/albums/${id}`, user.token)).status).toBe(400);
    }
  });

  it('refuses an admin token on owner routes', async () => {
    const admin = await svc.tokens.sign('65f0c0ffee0000000000abcd', 'admin');
    expect((await given.http.post('/albums', { title: 'Admin Album' }, admin)).status).toBe(403);
    expect((await given.http.get('/albums/my', admin)).status).toBe(403);
  });
});
