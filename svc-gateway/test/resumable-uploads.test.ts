import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGatewayWithEchoes, startGateway, type TestGateway } from './support/gateway';
import type { RunningServer } from './support/echo-upstream';

const MB = 1024 * 1024;
const TOKEN = 'Bearer a-users-token';

interface TusCall {
  method: string;
  url: string;
  authorization?: string;
  headers: http.IncomingHttpHeaders;
  bytes: number;
}

/**
 * svc-media's side of the tus protocol, as far as the gateway can tell: every request must bring the token (else
 * 401, the envelope), a creation answers 201 with a relative Location, a PATCH counts its bytes into the offset.
 */
async function startTusUpstream(): Promise<RunningServer & { calls: TusCall[] }> {
  const calls: TusCall[] = [];
  let offset = 0;
  const server = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, headers: req.headers, bytes });
      if (req.headers.authorization !== TOKEN) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: false, data: null, message: 'Unauthorized', code: 'UNAUTHORIZED' }));
        return;
      }
      const tus = { 'tus-resumable': '1.0.0', 'upload-expires': 'Wed, 25 Nov 2026 10:00:00 GMT' };
      if (req.method === 'POST') res.writeHead(201, { ...tus, location: '/api/v1/upload/resumable/0b6b5d4e-1f0a-4a55-9d7e-3c1d2f3a4b5c' });
      else if (req.method === 'PATCH') {
        offset += bytes;
        res.writeHead(204, { ...tus, 'upload-offset': String(offset) });
      } else if (req.method === 'HEAD') res.writeHead(200, { ...tus, 'upload-offset': String(offset), 'upload-length': String(20 * MB) });
      else res.writeHead(204, tus);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('resumable uploads (tus) through the gateway', () => {
  let upstream: Awaited<ReturnType<typeof startTusUpstream>>;
  let gateway: RunningServer;
  let echoes: TestGateway;
  beforeAll(async () => {
    upstream = await startTusUpstream();
    echoes = await startGatewayWithEchoes();
    gateway = await startGateway({
      IDENTITY_URL: echoes.upstreams.identity.url,
      ALBUMS_URL: echoes.upstreams.albums.url,
      MEDIA_URL: upstream.url,
      CONTENT_URL: echoes.upstreams.content.url,
    });
  });
  afterAll(async () => {
    await gateway.close();
    await echoes.close();
    await upstream.close();
  });

  const tusHeaders = (more: Record<string, string> = {}) => ({ authorization: TOKEN, 'tus-resumable': '1.0.0', ...more });

  it('passes every tus request to svc-media with its token and headers, and the answers back with theirs', async () => {
    const created = await fetch(`${gateway.url}/api/v1/upload/resumable`, {
      method: 'POST',
      headers: tusHeaders({ 'upload-length': String(20 * MB), 'upload-metadata': 'albumId YWJj,filename dHJpcC5tcDQ=' }),
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    expect(location).toBe('/api/v1/upload/resumable/0b6b5d4e-1f0a-4a55-9d7e-3c1d2f3a4b5c');
    expect(created.headers.get('upload-expires')).toBe('Wed, 25 Nov 2026 10:00:00 GMT');
    expect(created.headers.get('content-security-policy')).toContain("connect-src 'self'");

    // A chunk well over the JSON limit: the upload route's limit applies.
    const patch = await fetch(`${gateway.url}${location}`, {
      method: 'PATCH',
      headers: tusHeaders({ 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
      body: Buffer.alloc(8 * MB, 3),
    });
    expect([patch.status, patch.headers.get('upload-offset'), patch.headers.get('tus-resumable')]).toEqual([204, String(8 * MB), '1.0.0']);

    const head = await fetch(`${gateway.url}${location}`, { method: 'HEAD', headers: tusHeaders() });
    expect([head.status, head.headers.get('upload-offset'), head.headers.get('upload-length')]).toEqual([200, String(8 * MB), String(20 * MB)]);
    expect(head.headers.get('cache-control')).toBe('no-store');

    const cancelled = await fetch(`${gateway.url}${location}`, { method: 'DELETE', headers: tusHeaders() });
    expect(cancelled.status).toBe(204);

    expect(upstream.calls.map(({ method, url, authorization, bytes }) => ({ method, url, authorization, bytes }))).toEqual([
      { method: 'POST', url: '/api/v1/upload/resumable', authorization: TOKEN, bytes: 0 },
      { method: 'PATCH', url: location, authorization: TOKEN, bytes: 8 * MB },
      { method: 'HEAD', url: location, authorization: TOKEN, bytes: 0 },
      { method: 'DELETE', url: location, authorization: TOKEN, bytes: 0 },
    ]);
    const [post, firstPatch] = upstream.calls;
    expect(post?.headers).toMatchObject({ 'tus-resumable': '1.0.0', 'upload-length': String(20 * MB), 'upload-metadata': 'albumId YWJj,filename dHJpcC5tcDQ=' });
    expect(firstPatch?.headers).toMatchObject({ 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' });
  });

  it("answers svc-media's refusal of a request without a token as it is", async () => {
    const res = await fetch(`${gateway.url}/api/v1/upload/resumable/0b6b5d4e-1f0a-4a55-9d7e-3c1d2f3a4b5c`, {
      method: 'PATCH',
      headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: Buffer.alloc(1024),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect(upstream.calls.at(-1)).toMatchObject({ method: 'PATCH', authorization: undefined, bytes: 1024 });
  });
});
