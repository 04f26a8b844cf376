import { type RunningServer, closedPortUrl, startEchoUpstream } from './support/echo-upstream';
import { startGateway, startGatewayWithEchoes } from './support/gateway';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});
async function started<T extends RunningServer>(server: Promise<T>): Promise<T> {
  const running = await server;
  closers.push(running.close);
  return running;
}

describe('when a service is down or slow', () => {
  it('answers 502 with the envelope when the service refuses connections', async () => {
    const down = await closedPortUrl();
    const gateway = await started(startGateway({ IDENTITY_URL: down }));
    const res = await fetch(`${gateway.url}/api/v1/abialbum/users/profile`, { headers: { 'x-request-id': 'down-1' } });
    expect(res.status).toBe(502);
    expect(res.headers.get('x-request-id')).toBe('down-1');
    expect(await res.json()).toEqual({
      success: false,
      data: null,
      message: 'Service temporarily unavailable. Please try again later.',
      code: 'BAD_GATEWAY',
    });
  });

  it('answers 504 with the envelope when the service stays silent past the timeout', async () => {
    const slow = await started(startEchoUpstream('albums', { delayMs: 3_000 }));
    const gateway = await started(startGateway({ ALBUMS_URL: slow.url, UPSTREAM_TIMEOUT_MS: '300' }));
    const began = Date.now();
    const res = await fetch(`${gateway.url}/api/v1/abialbum/albums/my`);
    expect(res.status).toBe(504);
    expect(Date.now() - began).toBeLessThan(2_500);
    expect(await res.json()).toMatchObject({ success: false, data: null, code: 'GATEWAY_TIMEOUT' });
  });

  it('gives uploads the longer timeout', async () => {
    const slow = await started(startEchoUpstream('media', { delayMs: 600 }));
    const gateway = await started(
      startGateway({ MEDIA_URL: slow.url, UPSTREAM_TIMEOUT_MS: '200', UPLOAD_TIMEOUT_MS: '5000' }),
    );
    const upload = await fetch(`${gateway.url}/api/v1/upload`, { method: 'POST', body: 'x' });
    expect(upload.status).toBe(200);
    const media = await fetch(`${gateway.url}/api/v1/abialbum/albums/a1/media`);
    expect(media.status).toBe(504);
  });
});

describe('health and readiness', () => {
  it('is alive on /health and ready when every service answers', async () => {
    const gateway = await started(startGatewayWithEchoes());
    const health = await fetch(`${gateway.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, data: { status: 'ok' } });
    for (const path of ['/ready', '/ready/upstreams']) {
      const ready = await fetch(`${gateway.url}${path}`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({
        success: true,
        data: { status: 'ready', checks: { identity: true, albums: true, media: true, content: true } },
      });
    }
  });

  it('stays ready while a service says it is not (its database is away), says which, and the platform is not ready', async () => {
    const albums = await started(startEchoUpstream('albums', { notReady: true }));
    const gateway = await started(startGatewayWithEchoes({ ALBUMS_URL: albums.url }));
    const ready = await fetch(`${gateway.url}/ready`);
    expect(ready.status).toBe(200);
    const checks = { identity: true, albums: false, media: true, content: true };
    expect(await ready.json()).toMatchObject({ success: true, data: { status: 'degraded', checks } });
    const platform = await fetch(`${gateway.url}/ready/upstreams`);
    expect(platform.status).toBe(503);
    expect(await platform.json()).toMatchObject({ data: { status: 'not ready', checks } });
  });

  it('stays ready while a service is down, says which, and the platform is not ready', async () => {
    const down = await closedPortUrl();
    const gateway = await started(startGatewayWithEchoes({ CONTENT_URL: down }));
    const ready = await fetch(`${gateway.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ data: { status: 'degraded', checks: { identity: true, albums: true, media: true, content: false } } });
    const platform = await fetch(`${gateway.url}/ready/upstreams`);
    expect(platform.status).toBe(503);
    expect(await platform.json()).toMatchObject({
      success: false,
      data: { status: 'not ready', checks: { identity: true, albums: true, media: true, content: false } },
    });
  });
});
