import { createHash } from 'node:crypto';
import { type Echo, earlyRefusal, startEchoUpstream } from './support/echo-upstream';
import { type TestGateway, startGateway, startGatewayWithEchoes } from './support/gateway';
import { multipartChunks, repeatedChunks, streamPost } from './support/stream-request';

const MB = 1024 * 1024;
const tooLarge = { success: false, data: null, message: 'File is too large. Please try a smaller file.', code: 'PAYLOAD_TOO_LARGE' };

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGatewayWithEchoes();
});
afterAll(() => gateway.close());

describe('request-size limits per route', () => {
  it('refuses a JSON call whose declared length is over 1 MB, without reaching the service', async () => {
    const res = await fetch(`${gateway.url}/api/v1/abialbum/albums`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x'.repeat(MB) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(tooLarge);
    expect(gateway.upstreams.albums.seen).toEqual([]);
  });

  it('refuses a profile image over 6 MB but takes one under it', async () => {
    const over = await fetch(`${gateway.url}/api/v1/upload/profile-image`, { method: 'POST', body: Buffer.alloc(6 * MB + 1) });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual(tooLarge);
    const under = await fetch(`${gateway.url}/api/v1/upload/profile-image`, { method: 'POST', body: Buffer.alloc(5 * MB) });
    expect(under.status).toBe(200);
    expect(((await under.json()) as { data: Echo }).data).toMatchObject({ service: 'media', bodyBytes: 5 * MB });
  });

  it('stops a chunked body at the route limit and answers 413', async () => {
    const res = await streamPost(`${gateway.url}`, '/api/v1/abialbum/albums', repeatedChunks(3 * MB), {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual(tooLarge);
    // The service got at most the limit (plus what was in flight), never the 3 MB.
    const forwarded = gateway.upstreams.albums.seen.at(-1);
    expect(forwarded).toMatchObject({ method: 'POST', url: '/api/v1/abialbum/albums' });
    expect(forwarded?.bytes).toBeLessThanOrEqual(MB + 256 * 1024);
  });

  it('takes a media upload bigger than the JSON limit on the upload route', async () => {
    const res = await fetch(`${gateway.url}/api/v1/upload/multiple`, { method: 'POST', body: Buffer.alloc(8 * MB, 7) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: Echo }).data.bodyBytes).toBe(8 * MB);
  });

  it.each([
    ['POST', '/api/v1/abialbum/albums/highlights'],
    ['PUT', '/api/v1/abialbum/albums/highlights/64b7f0c2a1b2c3d4e5f60718'],
  ])('takes a highlight file bigger than the JSON limit (%s %s)', async (method, path) => {
    const res = await fetch(`${gateway.url}${path}`, { method, body: Buffer.alloc(8 * MB, 7) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: Echo }).data.bodyBytes).toBe(8 * MB);
  });

  it('keeps the JSON limit on the other highlight calls', async () => {
    const res = await fetch(`${gateway.url}/api/v1/abialbum/albums/highlights/add-existing`, { method: 'POST', body: Buffer.alloc(3 * MB, 7) });
    expect(res.status).toBe(413);
  });

  it.each([
    ['chunked', false],
    ['with a declared length', true],
  ])('streams a multipart upload of a few MB through intact (%s)', async (_label, declared) => {
    const boundary = 'gatewayTestBoundary42';
    const fileBytes = 6 * MB + 123;
    const hash = createHash('sha256');
    let total = 0;
    for (const chunk of multipartChunks(boundary, fileBytes)) {
      hash.update(chunk);
      total += chunk.length;
    }
    const res = await streamPost(gateway.url, '/api/v1/upload', multipartChunks(boundary, fileBytes), {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(declared ? { 'content-length': total } : {}),
    });
    expect(res.status).toBe(200);
    const echo = (JSON.parse(res.body) as { data: Echo }).data;
    expect(echo).toMatchObject({ service: 'media', url: '/api/v1/upload', bodyBytes: total, bodySha256: hash.digest('hex') });
    expect(echo.headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`);
  });
});

describe('a service that answers before the upload is over', () => {
  it.each(['read-on', 'hang-up'] as const)('passes its answer on to the client (service %s)', async (mode) => {
    const media = await startEchoUpstream('media', { refuseEarly: mode });
    const early = await startGateway({ MEDIA_URL: media.url });
    try {
      const res = await streamPost(early.url, '/api/v1/upload', repeatedChunks(8 * MB), { 'content-type': 'application/octet-stream' });
      expect(res.status).toBe(415);
      expect(JSON.parse(res.body)).toEqual(earlyRefusal);
    } finally {
      await early.close();
      await media.close();
    }
  });
});
