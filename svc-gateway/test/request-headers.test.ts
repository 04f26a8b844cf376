import type { Echo } from './support/echo-upstream';
import { type TestGateway, startGatewayWithEchoes } from './support/gateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGatewayWithEchoes();
});
afterAll(() => gateway.close());

async function echoOf(res: Response): Promise<Echo> {
  return ((await res.json()) as { data: Echo }).data;
}

describe('headers the gateway adds', () => {
  it('keeps the caller\'s x-request-id, forwards it to the service and echoes it', async () => {
    const res = await fetch(`${gateway.url}/api/v1/abialbum/albums/my`, { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-abc-123');
    expect((await echoOf(res)).headers['x-request-id']).toBe('trace-abc-123');
  });

  it('makes a request id when there is none (or it is not usable) and forwards the same one', async () => {
    const variants: Record<string, string>[] = [{}, { 'x-request-id': 'bad id with spaces' }];
    for (const headers of variants) {
      const res = await fetch(`${gateway.url}/api/v1/abialbum/content/about`, { headers });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect((await echoOf(res)).headers['x-request-id']).toBe(id);
    }
  });

  it('echoes the request id on answers it gives itself', async () => {
    const res = await fetch(`${gateway.url}/api/v1/nowhere`, { headers: { 'x-request-id': 'own-answer-1' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBe('own-answer-1');
  });

  it('sets X-Forwarded-For and X-Forwarded-Proto from the connection, not from the caller', async () => {
    const res = await fetch(`${gateway.url}/api/v1/abialbum/users/profile`, {
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https' },
    });
    const { headers } = await echoOf(res);
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
  });

  it('behind a trusted proxy, forwards only the address that proxy appended, never a list the client started', async () => {
    const behind = await startGatewayWithEchoes({ TRUST_PROXY: 'true' });
    try {
      const res = await fetch(`${behind.url}/api/v1/abialbum/users/profile`, { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.5', 'x-forwarded-proto': 'https' } });
      const { headers } = await echoOf(res);
      expect(headers['x-forwarded-for']).toBe('203.0.113.5');
      expect(headers['x-forwarded-proto']).toBe('https');
    } finally {
      await behind.close();
    }
  });

  it('passes the authorization header and the service\'s status and headers through untouched', async () => {
    const res = await fetch(`${gateway.url}/api/v1/abialbum/users/profile`, { headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect((await echoOf(res)).headers.authorization).toBe('Bearer abc.def.ghi');
  });
});
