import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServiceApp } from '@abialbum/service-kit';
import { freePort, listen, metricValue, silentLogger, spawnService } from '@abialbum/service-kit/testing';
import { rawGet } from './support/echo-upstream';

type Listening = Awaited<ReturnType<typeof listen>>;
type Spawned = Awaited<ReturnType<typeof spawnService>>;

/** A service built the way the four are (the kit's app): `/metrics` on its own port. */
const aKitService = (name: string) => listen(createServiceApp({ name, logger: silentLogger(), readiness: {}, routers: [] }));

/**
 * Paths a client could try to reach metrics with through the public gateway: the gateway's own path however written,
 * and API paths that end in `metrics` or climb out of their prefix (raw, not normalised by the client).
 */
const attempts = [
  '/metrics',
  '/metrics/',
  '/METRICS',
  '/%6Detrics',
  '//metrics',
  '/metrics?name[]=abialbum_http_requests_total',
  '/api/v1/abialbum/content/metrics',
  '/api/v1/abialbum/albums/metrics',
  '/api/v1/abialbum/albums/a1/media/metrics',
  '/api/v1/abialbum/users/profile/metrics',
  '/api/v1/files/metrics',
  '/api/v1/upload/metrics',
  '/api/v1/metrics',
  '/api/metrics',
  '/.well-known/jwks.json?/metrics',
  '/api/v1/abialbum/albums/../../../../metrics',
  '/api/v1/abialbum/albums/%2e%2e/%2e%2e/%2e%2e/%2e%2e/metrics',
  '/api/v1/abialbum/albums/..%2f..%2f..%2f..%2fmetrics',
  '/api/v1/abialbum/content/%2fmetrics',
];

describe('metrics and the public gateway (issue 26 item 2)', () => {
  let services: Record<'identity' | 'albums' | 'media' | 'content', Listening>;
  let gateway: Spawned;
  let metricsUrl: string;
  const webRoot = mkdtempSync(join(tmpdir(), 'gateway-metrics-'));

  beforeAll(async () => {
    const [identity, albums, media, content] = await Promise.all(['svc-identity', 'svc-albums', 'svc-media', 'svc-content'].map(aKitService));
    services = { identity: identity!, albums: albums!, media: media!, content: content! };
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}`;
    gateway = await spawnService('svc-gateway/src/index.ts', {
      IDENTITY_URL: services.identity.url,
      ALBUMS_URL: services.albums.url,
      MEDIA_URL: services.media.url,
      CONTENT_URL: services.content.url,
      WEB_ROOT: webRoot,
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
    });
    await gateway.waitFor('/health');
  }, 60_000);

  afterAll(async () => {
    expect(await gateway.stop()).toBe(0);
    await Promise.all(Object.values(services).map((service) => service.close()));
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('each service answers /metrics on its own port, and not to a call the gateway forwarded', async () => {
    for (const service of Object.values(services)) {
      const direct = await rawGet(service.url, '/metrics');
      expect(direct.status).toBe(200);
      expect(direct.body).toContain('# TYPE abialbum_http_requests_total counter');
      const forwarded = await rawGet(service.url, '/metrics', { 'x-forwarded-for': '203.0.113.9' });
      expect(forwarded.status).toBe(404);
    }
  });

  it.each(attempts)('%s through the gateway answers 404 and no metrics', async (path) => {
    const res = await rawGet(gateway.url, path);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('# TYPE');
    expect(res.body).not.toContain('abialbum_');
  });

  it("the gateway's own metrics are on METRICS_PORT only, counting calls by the routing table's pattern", async () => {
    const series = { route: '/api/v1/abialbum/content/*', method: 'GET', status: '404', service: 'svc-gateway' };
    const before = await rawGet(metricsUrl, '/metrics');
    expect(before.status).toBe(200);
    expect(before.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(before.body).toContain('nodejs_eventloop_lag_p99_seconds{service="svc-gateway"}');

    expect((await rawGet(gateway.url, '/api/v1/abialbum/content/about')).status).toBe(404);
    const after = await rawGet(metricsUrl, '/metrics');
    expect(metricValue(after.body, 'abialbum_http_requests_total', series) - metricValue(before.body, 'abialbum_http_requests_total', series)).toBe(1);
    expect(after.body).not.toContain('/api/v1/abialbum/content/about');

    // The metrics listener answers nothing else: not the API, not the front ends.
    expect((await rawGet(metricsUrl, '/api/v1/abialbum/content/about')).status).toBe(404);
    expect((await rawGet(metricsUrl, '/health')).status).toBe(404);
  });
});
