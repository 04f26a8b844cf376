import type { Album, Section } from '@abialbum/contracts';
import { arrange } from './support/albums';
import { startService, type Service } from './support/service';

describe('the sections of an album', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  beforeAll(async () => {
    svc = await startService();
    given = arrange(svc);
  });
  afterAll(() => svc.close());

  const titles = async (albumId: string, token?: string) =>
    (await given.http.get<{ sections: Section[] }>(`/albums/${albumId}/sections`, token)).data.sections.map((s) => s.title);

  it('creates a section with its display fields and counts it on the album', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const res = await given.http.post<{ section: Section }>(
      '/albums/sections',
      { albumId: album.id, title: ' Family ', description: 'Since 2010', order: 2, isSharedAlbum: true },
      owner.token,
    );
    expect(res.status).toBe(201);
    expect(res.message).toBe('Section created successfully!');
    expect(res.data.section).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      albumId: album.id,
      title: 'Family',
      description: 'Since 2010',
      order: 2,
      isSharedAlbum: true,
      createdAt: expect.any(String),
      mediaCount: 0,
      thumbnails: [],
    });
    const after = await given.http.get<{ album: Album }>(`/albums/${album.id}`, owner.token);
    expect(after.data.album._count.sections).toBe(1);
  });

  it('lists lower order first, "0 = at the end" last, ties by creation', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    for (const [title, order] of [['Auto One', 0], ['Third', 3], ['First', 1], ['Auto Two', 0], ['Third Too', 3]] as const) {
      await given.aSection(owner.token, album.id, { title, order });
    }
    expect(await titles(album.id, owner.token)).toEqual(['First', 'Third', 'Third Too', 'Auto One', 'Auto Two']);
  });

  it('refuses a title the album already has, whatever its case and spaces, with the SPEC message', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    await given.aSection(owner.token, album.id, { title: 'My Photos' });
    for (const title of ['My Photos', 'my photos', '  MY PHOTOS  ']) {
      const res = await given.http.post('/albums/sections', { albumId: album.id, title }, owner.token);
      expect(res).toMatchObject({
        status: 409,
        success: false,
        code: 'SECTION_TITLE_EXISTS',
        message: 'A section with this title already exists',
        errors: { title: 'A section with this title already exists' },
      });
    }
    // Another album may use the same title.
    const other = await given.anOwnerWithAlbum();
    expect((await given.http.post('/albums/sections', { albumId: other.album.id, title: 'my photos' }, other.owner.token)).status).toBe(201);
  });

  it('lets only one of two simultaneous sections with the same title in', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const both = await Promise.all(
      ['Holidays', 'HOLIDAYS', 'holidays '].map((title) => given.http.post('/albums/sections', { albumId: album.id, title }, owner.token)),
    );
    expect(both.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    expect(await titles(album.id, owner.token)).toHaveLength(1);
    expect((await given.http.get<{ album: Album }>(`/albums/${album.id}`, owner.token)).data.album._count.sections).toBe(1);
  });

  it('renames, reorders and shares a section; a rename onto another title is refused', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const photos = await given.aSection(owner.token, album.id, { title: 'My Photos' });
    await given.aSection(owner.token, album.id, { title: 'Family' });

    const renamed = await given.http.put<{ section: Section }>(`/albums/sections/${photos.id}`, { title: 'Best Photos', order: 1 }, owner.token);
    expect(renamed).toMatchObject({ status: 200, message: 'Section updated successfully!' });
    expect(renamed.data.section).toMatchObject({ id: photos.id, title: 'Best Photos', order: 1, isSharedAlbum: false });

    const shared = await given.http.put<{ section: Section }>(`/albums/sections/${photos.id}`, { isSharedAlbum: true }, owner.token);
    expect(shared.data.section).toMatchObject({ title: 'Best Photos', isSharedAlbum: true });

    const clash = await given.http.put(`/albums/sections/${photos.id}`, { title: 'FAMILY' }, owner.token);
    expect(clash).toMatchObject({ status: 409, code: 'SECTION_TITLE_EXISTS', errors: { title: 'A section with this title already exists' } });
    // Its own title in another case is a rename of itself, not a duplicate.
    expect((await given.http.put(`/albums/sections/${photos.id}`, { title: 'BEST photos' }, owner.token)).status).toBe(200);
    expect(await titles(album.id, owner.token)).toEqual(['BEST photos', 'Family']);
  });

  it('deletes a section, frees its title and uncounts it', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const section = await given.aSection(owner.token, album.id, { title: 'Old Stuff' });
    const res = await given.http.del(`/albums/sections/${section.id}`, owner.token);
    expect(res).toMatchObject({ status: 200, success: true, message: 'Section deleted successfully' });
    expect(await titles(album.id, owner.token)).toEqual([]);
    expect((await given.http.del(`/albums/sections/${section.id}`, owner.token)).status).toBe(404);
    expect((await given.http.put(`/albums/sections/${section.id}`, { title: 'Again' }, owner.token)).status).toBe(404);
    expect((await given.http.post('/albums/sections', { albumId: album.id, title: 'old stuff' }, owner.token)).status).toBe(201);
    expect((await given.http.get<{ album: Album }>(`/albums/${album.id}`, owner.token)).data.album._count.sections).toBe(1);
  });

  describe('who may do what', () => {
    it('lets only the owner create, change and delete sections', async () => {
      const { owner, album } = await given.anOwnerWithAlbum();
      const section = await given.aSection(owner.token, album.id);
      const other = await svc.aUser();

      expect((await given.http.post('/albums/sections', { albumId: album.id, title: 'Intruder' }, other.token)).status).toBe(403);
      expect((await given.http.post('/albums/sections', { albumId: album.id, title: 'Intruder' })).status).toBe(401);
      expect((await given.http.put(`/albums/sections/${section.id}`, { title: 'Intruder' }, other.token)).status).toBe(403);
      expect((await given.http.put(`/albums/sections/${section.id}`, { title: 'Intruder' })).status).toBe(401);
      expect((await given.http.del(`/albums/sections/${section.id}`, other.token)).status).toBe(403);
      expect((await given.http.del(`/albums/sections/${section.id}`)).status).toBe(401);
      expect(await titles(album.id)).toEqual(['My Photos']);
    });

    it('lists the sections of a public album to anyone, of a private one to its owner only', async () => {
      const { owner, album } = await given.anOwnerWithAlbum({ isPublic: false });
      await given.aSection(owner.token, album.id);
      const other = await svc.aUser();
      expect((await given.http.get(`/albums/${album.id}/sections`, owner.token)).status).toBe(200);
      expect((await given.http.get(`/albums/${album.id}/sections`, other.token)).status).toBe(403);
      expect((await given.http.get(`/albums/${album.id}/sections`)).status).toBe(403);
      await given.http.put(`/albums/${album.id}`, { isPublic: true }, owner.token);
      expect(await titles(album.id)).toEqual(['My Photos']);
      expect(await titles(album.id, other.token)).toEqual(['My Photos']);
    });
  });

  it('applies the SPEC section rules with their messages', async () => {
    const { owner, album } = await given.anOwnerWithAlbum();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ albumId: album.id }, { title: 'Section title is required' }],
      [{ albumId: album.id, title: 'a' }, { title: 'Section title must be at least 2 characters long' }],
      [{ albumId: album.id, title: 'x'.repeat(101) }, { title: 'Section title must be less than 100 characters' }],
      [{ albumId: album.id, title: 'Fine', description: 'd'.repeat(301) }, { description: 'Description must be less than 300 characters' }],
      [{ albumId: album.id, title: 'Fine', order: -1 }, { order: 'Order must be a positive number' }],
      [{ albumId: album.id, title: 'Fine', order: 1.5 }, { order: 'Order must be a positive number' }],
      [{ albumId: album.id, title: 'Fine', order: '2' }, { order: 'Order must be a positive number' }],
      [{ albumId: album.id, title: 'Fine', isSharedAlbum: 'true' }, { isSharedAlbum: 'isSharedAlbum must be true or false' }],
      [{ title: 'Fine' }, { albumId: 'albumId is required' }],
      [{ albumId: 'abc', title: 'Fine' }, { albumId: 'Invalid album id' }],
      [{ albumId: { $ne: null }, title: 'Fine' }, { albumId: 'albumId is required' }],
    ];
    for (const [body, errors] of cases) {
      const res = await given.http.post('/albums/sections', body, owner.token);
      expect({ body, status: res.status, errors: res.errors }).toEqual({ body, status: 400, errors });
    }
    const section = await given.aSection(owner.token, album.id);
    expect(await given.http.put(`/albums/sections/${section.id}`, { order: -3 }, owner.token)).toMatchObject({ status: 400, errors: { order: 'Order must be a positive number' } });
    expect((await given.http.put(`/albums/sections/${section.id}`, {}, owner.token)).status).toBe(400);
    expect((await given.http.post('/albums/sections', { albumId: '65f0c0ffee0000000000abcd', title: 'Nowhere' }, owner.token)).status).toBe(404);
    expect(await given.http.get('/albums/nope/sections')).toMatchObject({ status: 400, message: 'Invalid id' });
    expect((await given.http.put('/albums/sections/nope', { title: 'Whatever' }, owner.token)).status).toBe(400);
    expect((await given.http.del('/albums/sections/nope', owner.token)).status).toBe(400);
  });
});
