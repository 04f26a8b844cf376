import type { AdminAlbum, AdminAlbumList, AdminAlbumMedia } from '@abialbum/contracts';
import { arrange } from './support/albums';
import { aUserSnapshot } from './support/builders';
import { aMediaItem, mediaEvent } from './support/media-events';
import { startService, type Service } from './support/service';

/** SPEC 2 "Admin dashboard" Albums and 7 "Admin API": the admin's list, search, pages and media. */
describe('the admin lists albums', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  let admin: string;
  let dispatch: Service['dispatch'];
  beforeAll(async () => {
    svc = await startService();
    given = arrange(svc);
    admin = await svc.tokens.sign('65f0000000000000000000ad', 'admin');
    dispatch = svc.dispatch;
  });
  afterAll(() => svc.close());

  const list = (query = '', token = admin) => given.http.get<AdminAlbumList>(`/admin/albums${query}`, token);
  const titles = (res: { data: AdminAlbumList }) => res.data.albums.map((album) => album.title);
  const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString();

  it('refuses a visitor (401) and any user, the owner too (403), on every admin album route', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Guarded Album' });
    const other = await svc.aUser();
    const calls = [
      ['GET', '/admin/albums', undefined],
      ['GET', `/admin/albums/${album.id}/media`, undefined],
      ['PUT', `/admin/albums/${album.id}/block`, { isBlocked: true }],
    ] as const;
    for (const [method, path, body] of calls) {
      const seen = [];
      for (const token of [undefined, owner.token, other.token, admin]) seen.push((await given.http.call(method, path, { token, body })).status);
      expect({ method, path, seen }).toEqual({ method, path, seen: [401, 403, 403, 200] });
    }
  });

  it('shows every album newest first, private and blocked ones and those of blocked owners too, with the first 4 media', async () => {
    const open = await given.anOwnerWithAlbum({ title: 'Everything Open', description: 'every state listing' }, { name: 'Olga Open' });
    const hidden = await given.anOwnerWithAlbum({ title: 'Everything Private', description: 'every state listing', isPublic: false });
    const blocked = await given.anOwnerWithAlbum({ title: 'Everything Blocked', description: 'every state listing' });
    const banned = await given.anOwnerWithAlbum({ title: 'Everything Banned Owner', description: 'every state listing' });
    await svc.services.stores.albums.setBlocked(blocked.album.id, true, () => []);
    await svc.services.owners.apply({ ...aUserSnapshot({ userId: banned.owner.id }), isBlocked: true, revision: 2 });
    const media = [0, 1, 2, 3, 4, 5].map((i) => aMediaItem({ albumId: open.album.id, type: i === 5 ? 'VIDEO' : 'IMAGE', createdAt: at(i) }));
    for (const item of media) await dispatch(mediaEvent('media.uploaded', item));
    await dispatch(mediaEvent('media.uploaded', aMediaItem({ albumId: open.album.id, status: 'pending', createdAt: at(9) })));

    const res = await list('?search=every%20state');
    expect(res).toMatchObject({ status: 200, success: true });
    expect(titles(res)).toEqual(['Everything Banned Owner', 'Everything Blocked', 'Everything Private', 'Everything Open']);
    const [bannedRow, blockedRow, hiddenRow, openRow] = res.data.albums as [AdminAlbum, AdminAlbum, AdminAlbum, AdminAlbum];
    expect(bannedRow).toMatchObject({ isBlocked: false, owner: { isBlocked: true } });
    expect(blockedRow).toMatchObject({ isBlocked: true, owner: { isBlocked: false } });
    expect(hiddenRow).toMatchObject({ id: hidden.album.id, isPublic: false, isBlocked: false });
    const newest = (n: number) => media[5 - n]!;
    expect(openRow).toEqual({
      id: open.album.id,
      title: 'Everything Open',
      description: 'every state listing',
      isPublic: true,
      isBlocked: false,
      createdAt: open.album.createdAt,
      owner: { id: open.owner.id, name: 'Olga Open', isBlocked: false, profileImage: open.owner.profileImage },
      _count: { media: 6, comments: 0, reactions: 0 },
      media: [0, 1, 2, 3].map((n) => expect.objectContaining({ id: newest(n).mediaId })),
    });
    expect(openRow.media[0]).toEqual({
      id: newest(0).mediaId,
      type: 'VIDEO',
      url: newest(0).url,
      thumbnailUrl: newest(0).thumbnailUrl,
      fileName: `${newest(0).mediaId}.jpg`,
      caption: '',
      createdAt: at(5),
    });
    expect(res.data.pagination).toEqual({ currentPage: 1, totalPages: 1, hasPreviousPage: false, hasNextPage: false, totalItems: 4 });
  });

  it('lists all approved media of an album for the View All Media modal', async () => {
    const { album } = await given.anOwnerWithAlbum({ title: 'Many Media Album' });
    const media = Array.from({ length: 7 }, (_, i) => aMediaItem({ albumId: album.id, createdAt: at(i), url: `/api/v1/files/photo%20${i}.jpg?v=2` }));
    for (const item of media) await dispatch(mediaEvent('media.uploaded', item));
    await dispatch(mediaEvent('media.uploaded', aMediaItem({ albumId: album.id, status: 'rejected' })));

    const res = await given.http.get<{ media: AdminAlbumMedia[] }>(`/admin/albums/${album.id}/media`, admin);
    expect(res.status).toBe(200);
    expect(res.data.media.map((item) => item.id)).toEqual(media.map((item) => item.mediaId).reverse());
    expect(res.data.media.map((item) => item.fileName)).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `photo ${i}.jpg`));
    const empty = await given.anOwnerWithAlbum({ title: 'No Media Album' });
    expect((await given.http.get(`/admin/albums/${empty.album.id}/media`, admin)).data).toEqual({ media: [] });
    expect(await given.http.get('/admin/albums/65f0c0ffee0000000000abcd/media', admin)).toMatchObject({ status: 404, message: 'Album not found' });
    expect(await given.http.get('/admin/albums/not-an-id/media', admin)).toMatchObject({ status: 400, message: 'Invalid id' });
  });

  it('finds albums by title, description or owner name, case-insensitively and literally', async () => {
    await given.anOwnerWithAlbum({ title: 'Harbour Lights', description: 'Boats at dusk' }, { name: 'Nadia Okafor' });
    await given.anOwnerWithAlbum({ title: 'Market Day (2024).*', description: 'Stalls' }, { name: 'Pedro Alves' });
    const find = async (text: string) => titles(await list(`?search=${encodeURIComponent(text)}`));
    expect(await find('HARBOUR')).toEqual(['Harbour Lights']);
    expect(await find('boats at')).toEqual(['Harbour Lights']);
    expect(await find('  nadia okafor ')).toEqual(['Harbour Lights']);
    expect(await find('(2024).*')).toEqual(['Market Day (2024).*']);
    expect(await find('day (2')).toEqual(['Market Day (2024).*']);
    expect(await find('h.rbour')).toEqual([]);
    for (const text of ['(', '[', '\\', '$', '^|', '{1}', '.+', '$where']) {
      const res = await list(`?search=${encodeURIComponent(text)}`);
      expect({ text, status: res.status }).toEqual({ text, status: 200 });
    }
    expect((await list('?search=')).data.pagination.totalItems).toBe((await list()).data.pagination.totalItems);
  });

  it('pages by 10, or by the limit asked up to 100', async () => {
    for (let i = 0; i < 12; i += 1) await given.anOwnerWithAlbum({ title: `Paged Album ${String(i).padStart(2, '0')}`, description: 'pagination batch' });
    const first = await list('?search=pagination%20batch');
    expect(first.data.albums).toHaveLength(10);
    expect(titles(first)[0]).toBe('Paged Album 11');
    expect(first.data.pagination).toEqual({ currentPage: 1, totalPages: 2, hasPreviousPage: false, hasNextPage: true, totalItems: 12 });
    const second = await list('?search=pagination%20batch&page=2');
    expect(titles(second)).toEqual(['Paged Album 01', 'Paged Album 00']);
    expect(second.data.pagination).toMatchObject({ currentPage: 2, hasPreviousPage: true, hasNextPage: false });
    expect((await list('?search=pagination%20batch&page=3')).data.albums).toEqual([]);
    expect((await list('?search=pagination%20batch&limit=5&page=3')).data.albums).toHaveLength(2);
    expect((await list('?search=pagination%20batch&limit=100')).data.albums).toHaveLength(12);
    // Out of range or unreadable: the defaults, never an error.
    expect((await list('?search=pagination%20batch&limit=101')).data.albums).toHaveLength(10);
    expect((await list('?search=pagination%20batch&page=abc&limit=-3')).data.pagination).toMatchObject({ currentPage: 1, totalPages: 2 });
  });
});
