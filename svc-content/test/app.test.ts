import { startService } from './support/service';
import { answer } from '@abialbum/service-kit/testing';

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
