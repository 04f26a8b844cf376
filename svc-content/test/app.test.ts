import { answer } from './support/answer';
import { startService } from './support/service';

type Service = Awaited<ReturnType<typeof startService>>;

describe('svc-content standing', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService();
  });
  afterAll(() => svc.close());

  const call = (method: string, path: string, token?: string) =>
    fetch(`${svc.url}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers health, and ready when the database and broker are up', async () => {
    expect(await (await call('GET', '/health')).json()).toMatchObject({ success: true, data: { service: 'svc-content' } });
    const ready = await call('GET', '/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ data: { checks: { database: true, broker: true } } });
  });

  it.each([
    ['GET', '/api/v1/abialbum/content/about'],
    ['GET', '/api/v1/abialbum/content/terms'],
    ['GET', '/api/v1/abialbum/stats'],
  ])('answers the public %s %s with 501 and the envelope', async (method, path) => {
    const res = await call(method, path);
    expect(res.status).toBe(501);
    expect(await res.json()).toEqual({ success: false, data: null, message: 'Not implemented yet', code: 'NOT_IMPLEMENTED' });
  });

  it.each([
    ['GET', '/api/v1/abialbum/content/admin/all'],
    ['POST', '/api/v1/abialbum/content/admin/about'],
    ['POST', '/api/v1/abialbum/content/admin/terms'],
    ['GET', '/api/v1/abialbum/admin/stats'],
  ])('keeps %s %s for admins', async (method, path) => {
    expect((await call(method, path)).status).toBe(401);
    expect((await call(method, path, await svc.tokens.sign('65f0c0ffee0000000000abcd'))).status).toBe(403);
    const asAdmin = await call(method, path, await svc.tokens.sign('admin-1', 'admin'));
    expect(asAdmin.status).toBe(501);
    expect((await answer(asAdmin)).code).toBe('NOT_IMPLEMENTED');
  });

  it('answers an unknown path with 404 and the envelope', async () => {
    const res = await call('GET', '/api/v1/abialbum/content/nothing');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, data: null, code: 'ROUTE_NOT_FOUND' });
  });

  it('refuses a bad token', async () => {
    const res = await call('GET', '/api/v1/abialbum/admin/stats', 'a.b.c');
    expect(res.status).toBe(401);
    expect(await answer(res)).toMatchObject({ success: false, data: null, code: 'TOKEN_INVALID' });
  });
});
