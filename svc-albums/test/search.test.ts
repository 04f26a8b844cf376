import type { AlbumSearchResult } from '@abialbum/contracts';
import { arrange } from './support/albums';
import { aUserSnapshot } from './support/builders';
import { startService, type Service } from './support/service';

describe('most followed albums and search', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  beforeAll(async () => {
    svc = await startService();
    given = arrange(svc);
  });
  afterAll(() => svc.close());

  const search = async (query: string, extra = '') =>
    given.http.get<{ albums: AlbumSearchResult[] }>(`/search/albums?query=${encodeURIComponent(query)}${extra}`);
  const titles = (res: { data: { albums: AlbumSearchResult[] } }) => res.data.albums.map((album) => album.title);

  async function followers(albumId: string, n: number) {
    for (let i = 0; i < n; i += 1) await given.http.post(`/social/albums/${albumId}/follow`, undefined, (await svc.aUser()).token);
  }

  it('ranks visible albums by followers, then views, and leaves out private and blocked ones', async () => {
    const quiet = await given.anOwnerWithAlbum({ title: 'Quiet Album' });
    const popular = await given.anOwnerWithAlbum({ title: 'Popular Album' });
    const viewed = await given.anOwnerWithAlbum({ title: 'Viewed Album' });
    const hidden = await given.anOwnerWithAlbum({ title: 'Hidden Album', isPublic: false });
    const blocked = await given.anOwnerWithAlbum({ title: 'Blocked Album' });
    const ownerBlocked = await given.anOwnerWithAlbum({ title: 'Owner Blocked Album' });
    await followers(popular.album.id, 3);
    await followers(viewed.album.id, 1);
    await followers(quiet.album.id, 1);
    await followers(blocked.album.id, 5);
    await followers(ownerBlocked.album.id, 5);
    await given.http.get(`/userprofile/album/${viewed.album.id}`);
    // Views are written in batches (a read never writes): the batch goes now.
    await svc.services.views.flush();
    await svc.services.stores.albums.setBlocked(blocked.album.id, true, () => []);
    await svc.services.owners.apply({ ...aUserSnapshot({ userId: ownerBlocked.owner.id }), isBlocked: true, revision: 5 });

    const res = await given.http.get<{ albums: AlbumSearchResult[] }>('/userprofile/most-followed-albums');
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual(['Popular Album', 'Viewed Album', 'Quiet Album']);
    expect(res.data.albums[0]).toEqual({
      id: popular.album.id,
      title: 'Popular Album',
      description: 'Beach days',
      owner: popular.album.owner,
      mediaCount: 0,
      followers: 3,
      views: 0,
      coverImage: null,
    });
    expect(titles(res)).not.toContain(hidden.album.title);
  });

  it('matches title, description and owner name case-insensitively, visible albums only', async () => {
    await given.anOwnerWithAlbum({ title: 'Summer in Lisbon', description: 'Tram rides' }, { name: 'Joana Reis' });
    await given.anOwnerWithAlbum({ title: 'Winter', description: 'Snow in LISBON hills' }, { name: 'Marta Cruz' });
    await given.anOwnerWithAlbum({ title: 'Private Lisbon', isPublic: false });
    await given.anOwnerWithAlbum({ title: 'Faro Beach' }, { name: 'Lisbon Lover' });

    expect(titles(await search('lisbon')).sort()).toEqual(['Faro Beach', 'Summer in Lisbon', 'Winter']);
    expect(titles(await search('  JOANA '))).toEqual(['Summer in Lisbon']);
    expect(titles(await search('tram RIDES'))).toEqual(['Summer in Lisbon']);
    const [hit] = (await search('Summer in')).data.albums;
    expect(hit).toMatchObject({ title: 'Summer in Lisbon', owner: { name: 'Joana Reis' }, mediaCount: 0, followers: 0, views: 0 });
  });

  it('searches by words: punctuation is no pattern, and a query of it alone finds nothing', async () => {
    await given.anOwnerWithAlbum({ title: 'Fun (2024) trip.*' });
    await given.anOwnerWithAlbum({ title: 'Plain Trip' });
    expect(titles(await search('(2024)'))).toEqual(['Fun (2024) trip.*']);
    expect(titles(await search('trip.')).sort()).toEqual(['Fun (2024) trip.*', 'Plain Trip']);
    for (const query of ['.*', '(', '[', '*', '+?', '\\', '$', '^', '|', '{1}', '.+']) {
      const res = await search(query);
      expect({ query, status: res.status, albums: res.data.albums }).toEqual({ query, status: 200, albums: [] });
    }
  });

  it('finds by a word\'s beginning and with one typo, exact and prefix matches first', async () => {
    await given.anOwnerWithAlbum({ title: 'Harvestmoon Party' });
    await given.anOwnerWithAlbum({ title: 'Harvest in Braga' });
    await given.anOwnerWithAlbum({ title: 'Harbour Nights' });
    expect(titles(await search('harvst')).slice(0, 1)).toEqual(['Harvest in Braga']);
    expect(titles(await search('harvest'))).toEqual(['Harvest in Braga', 'Harvestmoon Party']);
    expect(titles(await search('har')).sort()).toEqual(['Harbour Nights', 'Harvest in Braga', 'Harvestmoon Party']);
  });

  it('answers an empty list to a blank query, and keeps the limit between 1 and 50', async () => {
    expect((await search('')).data).toEqual({ albums: [] });
    expect((await search('   ')).data).toEqual({ albums: [] });
    expect((await given.http.get('/search/albums')).data).toEqual({ albums: [] });
    expect((await given.http.get('/search/albums?query[$ne]=x')).data).toEqual({ albums: [] });
    expect((await given.http.get('/search/albums?query=%00')).data).toEqual({ albums: [] });

    for (let i = 0; i < 23; i += 1) await given.anOwnerWithAlbum({ title: `Many Albums ${i}` });
    expect((await search('many albums')).data.albums).toHaveLength(20);
    expect((await search('many albums', '&limit=5')).data.albums).toHaveLength(5);
    expect((await search('many albums', '&limit=0')).data.albums).toHaveLength(1);
    expect((await search('many albums', '&limit=500')).data.albums).toHaveLength(23);
    expect((await search('many albums', '&limit=abc')).data.albums).toHaveLength(20);
  });

  it("finds an album by its owner's new name once user.updated arrives", async () => {
    const { owner } = await given.anOwnerWithAlbum({ title: 'Renamed Owner Album' }, { name: 'Old Name' });
    expect(titles(await search('old name'))).toEqual(['Renamed Owner Album']);
    await svc.services.owners.apply({ ...aUserSnapshot({ userId: owner.id }), name: 'Brand New Name', city: 'Faro', revision: 2 });
    expect(titles(await search('old name'))).toEqual([]);
    const [hit] = (await search('brand new')).data.albums;
    expect(hit?.owner).toMatchObject({ name: 'Brand New Name', city: 'Faro' });
    // An older snapshot arriving late changes nothing.
    await svc.services.owners.apply({ ...aUserSnapshot({ userId: owner.id }), name: 'Old Name', revision: 1 });
    expect(titles(await search('brand new'))).toEqual(['Renamed Owner Album']);
  });

  it("finds another instance's writes after the periodic check, and keeps what this instance wrote during one", async () => {
    const { album: elsewhere } = await given.anOwnerWithAlbum({ title: 'Written Elsewhere' });
    const { album: gone } = await given.anOwnerWithAlbum({ title: 'Deleted Elsewhere' });
    const { album: local, owner } = await given.anOwnerWithAlbum({ title: 'Written Here' });
    // Another instance's writes reach this store, not this instance's catalogue.
    const { model } = svc.services.stores.albums;
    await model.updateOne({ _id: elsewhere.id }, { $set: { title: 'Renamed Elsewhere' } });
    await model.updateOne({ _id: gone.id }, { $set: { deletedAt: new Date() } });
    expect(titles(await search('renamed elsewhere'))).toEqual([]);

    const check = svc.services.catalogue.check();
    // Written by this instance while the check reads: the newer title stays.
    expect((await given.http.put(`/albums/${local.id}`, { title: 'Retitled Here' }, owner.token)).status).toBe(200);
    await check;
    expect(titles(await search('renamed elsewhere'))).toEqual(['Renamed Elsewhere']);
    expect(titles(await search('deleted elsewhere'))).toEqual([]);
    expect(titles(await search('retitled here'))).toEqual(['Retitled Here']);
  });
});
