import { startService } from './support/service';
import { answer } from '@abialbum/service-kit/testing';

type Service = Awaited<ReturnType<typeof startService>>;

describe('svc-albums standing', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService();
  });
  afterAll(() => svc.close());

  const get = (path: string, token?: string) =>
    fetch(`${svc.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers health, and ready when the database and broker are up', async () => {
    const health = await get('/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, data: { status: 'ok', service: 'svc-albums' } });
    const ready = await get('/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ success: true, data: { checks: { database: true, broker: true } } });
  });

  it.each([
    ['POST', '/api/v1/abialbum/albums/abc123/join-request'],
    ['GET', '/api/v1/abialbum/albums/abc123/join-requests'],
    ['PATCH', '/api/v1/abialbum/albums/abc123/join-requests/r1/approve'],
    ['PATCH', '/api/v1/abialbum/albums/abc123/join-requests/r1/reject'],
    ['DELETE', '/api/v1/abialbum/albums/abc123/join-requests/r1'],
    ['GET', '/api/v1/abialbum/albums/abc123/check-upload-permission'],
    ['GET', '/api/v1/abialbum/users/joined-albums'],
    ['GET', '/api/v1/abialbum/users/me/join-requests'],
  ])('asks a visitor to sign in for %s %s', async (method, path) => {
    const res = await fetch(`${svc.url}${path}`, { method });
    expect(res.status).toBe(401);
    expect((await answer(res)).success).toBe(false);
  });

  it('answers an unknown path with 404 and the envelope', async () => {
    const res = await get('/api/v1/abialbum/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, data: null, code: 'ROUTE_NOT_FOUND' });
  });

  it('refuses a signed-in route without a token or with a bad one', async () => {
    const anonymous = await get('/api/v1/abialbum/albums/my');
    expect(anonymous.status).toBe(401);
    expect((await answer(anonymous)).success).toBe(false);

    const forged = await get('/api/v1/abialbum/albums/my', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ success: false, data: null, code: 'TOKEN_INVALID' });

    const expired = await get('/api/v1/abialbum/albums/my', await svc.tokens.sign('65f0c0ffee0000000000abcd', 'user', '-1m'));
    expect(expired.status).toBe(401);
    expect((await answer(expired)).code).toBe('TOKEN_EXPIRED');
  });

  it('keeps admin routes for admins', async () => {
    const asUser = await get('/api/v1/abialbum/admin/albums', await svc.tokens.sign('65f0c0ffee0000000000abcd'));
    expect(asUser.status).toBe(403);
    const asAdmin = await get('/api/v1/abialbum/admin/albums?page=1', await svc.tokens.sign('admin-1', 'admin'));
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.json()).toMatchObject({ success: true, data: { albums: [], pagination: { currentPage: 1, totalItems: 0 } } });
    expect((await get('/api/v1/abialbum/admin/albums')).status).toBe(401);
  });

  it('lets a visitor reach the public reads', async () => {
    const res = await get('/api/v1/abialbum/userprofile/most-followed-albums');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { albums: [] }, message: 'OK' });
  });
});
