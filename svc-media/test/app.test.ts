import { startService } from './support/service';
import { answer } from '@abialbum/service-kit/testing';

type Service = Awaited<ReturnType<typeof startService>>;

describe('svc-media standing', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService();
  });
  afterAll(() => svc.close());

  const call = (method: string, path: string, token?: string) =>
    fetch(`${svc.url}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers health, and ready when the database and broker are up', async () => {
    expect(await (await call('GET', '/health')).json()).toMatchObject({ success: true, data: { service: 'svc-media' } });
    const ready = await call('GET', '/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ data: { checks: { database: true, broker: true } } });
  });

  it.each([
    ['POST', '/api/v1/abialbum/albums/media'],
    ['POST', '/api/v1/abialbum/albums/media/bulk'],
    ['PUT', '/api/v1/abialbum/albums/media/m1'],
    ['DELETE', '/api/v1/abialbum/albums/media/m1'],
    ['GET', '/api/v1/abialbum/albums/a1/media?sectionId=s1'],
    ['GET', '/api/v1/abialbum/albums/a1/media/pending'],
    ['GET', '/api/v1/abialbum/albums/a1/media/manage?status=PENDING'],
    ['PATCH', '/api/v1/abialbum/albums/a1/media/bulk-approve'],
    ['PATCH', '/api/v1/abialbum/albums/a1/media/m1/approve'],
    ['PATCH', '/api/v1/abialbum/albums/a1/media/m1/reject'],
    ['POST', '/api/v1/abialbum/albums/highlights'],
    ['POST', '/api/v1/abialbum/albums/highlights/add-existing'],
    ['DELETE', '/api/v1/abialbum/albums/highlights/h1'],
    ['GET', '/api/v1/abialbum/albums/a1/highlights'],
    ['GET', '/api/v1/abialbum/users/media?userId=u1'],
    ['GET', '/api/v1/abialbum/users/me/uploaded-media'],
    ['POST', '/api/v1/upload'],
    ['POST', '/api/v1/upload/multiple'],
  ])('answers %s %s with the envelope (a 4xx for these bad ids and empty bodies, never 404 route or 501)', async (method, path) => {
    const res = await call(method, path, await svc.tokens.sign('65f0c0ffee0000000000abcd'));
    const body = await answer(res);
    expect(res.status).toBeLessThan(500);
    expect(body.code).not.toBe('ROUTE_NOT_FOUND');
    expect(body.code).not.toBe('NOT_IMPLEMENTED');
    expect(typeof body.success).toBe('boolean');
  });

  it('answers an unknown path with 404 and the envelope', async () => {
    const res = await call('GET', '/api/v1/abialbum/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, data: null, code: 'ROUTE_NOT_FOUND' });
  });

  it('refuses a signed-in route without a token or with a bad one', async () => {
    expect((await call('POST', '/api/v1/upload')).status).toBe(401);
    const bad = await call('POST', '/api/v1/abialbum/albums/media', 'abc.def.ghi');
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ success: false, data: null, code: 'TOKEN_INVALID' });
  });
});
