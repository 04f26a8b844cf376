/**
 * @jest-environment node
 */
import { configureApi } from '../src';
import { adminAlbumsClient } from '../src/entries/admin';
import { clearAdmin, clearUserSession, writeAdmin } from '../src/api/token-store';
import { ok, startApiServer } from './support/api-server';

// What the admin's Albums tab sends to svc-albums (SPEC 7 "Admin API"), with the admin's token.
let server: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  server = await startApiServer();
  configureApi({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  clearUserSession();
  clearAdmin();
  writeAdmin({ token: 'admin-token', email: 'admin@abialbum.test', role: 'admin' });
});

describe('admin albums client', () => {
  it('lists a page of albums with the search, blocks one and reads all its media', async () => {
    const pagination = { currentPage: 2, totalPages: 2, hasPreviousPage: true, hasNextPage: false, totalItems: 11 };
    server.on('GET', 'abialbum/admin/albums', ok({ albums: [], pagination }));
    server.on('PUT', 'abialbum/admin/albums/a1/block', ok({ album: { id: 'a1', isBlocked: true } }, 'Album blocked successfully'));
    server.on('GET', 'abialbum/admin/albums/a1/media', ok({ media: [{ id: 'm1', type: 'VIDEO', url: '/api/v1/files/m1.mp4', fileName: 'm1.mp4' }] }));

    expect((await adminAlbumsClient.list({ page: 2, limit: 10, search: 'beach' })).data.pagination).toEqual(pagination);
    expect((await adminAlbumsClient.setBlocked('a1', true)).message).toBe('Album blocked successfully');
    expect((await adminAlbumsClient.media('a1')).data.media.map((item) => item.fileName)).toEqual(['m1.mp4']);
    expect(server.requests.map((r) => `${r.method} ${r.path} ${r.body}`)).toEqual([
      'GET /api/v1/abialbum/admin/albums?page=2&limit=10&search=beach ',
      'PUT /api/v1/abialbum/admin/albums/a1/block {"isBlocked":true}',
      'GET /api/v1/abialbum/admin/albums/a1/media ',
    ]);
    expect(server.requests.every((r) => r.authorization === 'Bearer admin-token')).toBe(true);
  });
});
