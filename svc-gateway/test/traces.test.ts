import { eventually, spawnService } from '@abialbum/service-kit/testing';
import { type Echo, type RunningServer, closedPortUrl, startEchoUpstream } from './support/echo-upstream';

/**
 * Issue 26 item 1, the gateway's part of a trace when its sampler leaves a call out (the chart samples 1 in 10): the
 * gateway (a process of its own, as npm start runs it, tracing on with OTEL_TRACES_SAMPLER=always_off) begins the
 * trace and sends its decision on, so the service's parent-based sampler records nothing of it either; no span of
 * its own sits between its request and the service's. Its log lines about the call carry the trace's id. (A sampled
 * call, its spans and their parents: svc-media's traces.test.ts.)
 */

const hex = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
const NOT_SAMPLED = /^00-([0-9a-f]{32})-([0-9a-f]{16})-00$/;

describe('the gateway with tracing on, a call not sampled', () => {
  let identity: RunningServer;
  let gateway: Awaited<ReturnType<typeof spawnService>>;

  beforeAll(async () => {
    identity = await startEchoUpstream('identity');
    gateway = await spawnService('svc-gateway/src/index.ts', {
      IDENTITY_URL: identity.url,
      ALBUMS_URL: await closedPortUrl(),
      // Spans would go there; none is sampled. Nothing listens: an export would only log its failure.
      OTEL_EXPORTER_OTLP_ENDPOINT: await closedPortUrl(),
      OTEL_TRACES_SAMPLER: 'always_off',
    });
    await gateway.waitFor('/health', 60_000);
  }, 90_000);

  afterAll(async () => {
    await gateway?.stop();
    await identity?.close();
  });

  it("sends the service its request's context, not sampled, in place of the client's", async () => {
    const clientTrace = hex(32);
    const res = await fetch(`${gateway.url}/api/v1/abialbum/users/profile`, { headers: { traceparent: `00-${clientTrace}-${hex(16)}-01` } });
    expect(res.status).toBe(200);
    const traceresponse = res.headers.get('traceresponse') ?? '';
    expect(traceresponse).toMatch(NOT_SAMPLED);
    expect(traceresponse).not.toContain(clientTrace);
    const { data } = (await res.json()) as { data: Echo };
    expect(data.headers.traceparent).toBe(traceresponse);
    expect(data.headers.tracestate).toBeUndefined();
  });

  it('writes the trace id of the call in its log line about it', async () => {
    const res = await fetch(`${gateway.url}/api/v1/abialbum/albums/my`);
    expect(res.status).toBe(502);
    const [, traceId, spanId] = NOT_SAMPLED.exec(res.headers.get('traceresponse') ?? '') ?? [];
    expect(traceId).toBeDefined();
    const logged = () =>
      gateway
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => line.trace_id === traceId);
    await eventually(() => logged() !== undefined, 5_000).catch(() => {
      throw new Error(`no line with trace_id ${traceId} in:\n${gateway.output()}`);
    });
    // The call found no instance to take it (albums is down): said at warn, with the request's ids.
    expect(logged()).toMatchObject({ level: 40, upstream: 'albums', span_id: spanId });
  });
});
