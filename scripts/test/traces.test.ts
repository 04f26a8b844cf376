import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * `npm run traces` (scripts/ops/traces.ts) against a query API answering as Jaeger v1.76.0's does (`/api/services`,
 * `/api/traces?service=`, `/api/traces/<id>`: the JSON shape read from a real one, with the tags it derives from OTLP
 * such as `span.kind` and `otel.status_code`): the list of latest traces and one trace as a tree.
 */
const root = path.resolve(__dirname, '..', '..');
const TRACE = '0af7651916cd43dd8448eb211c80319c';
const T0 = 1_795_866_339_235_000;

const tag = (key: string, value: unknown) => ({ key, type: typeof value === 'number' ? 'int64' : typeof value === 'boolean' ? 'bool' : 'string', value });
const span = (spanID: string, operationName: string, processID: string, start: number, duration: number, parent: string | undefined, tags: ReturnType<typeof tag>[]) => ({
  traceID: TRACE,
  spanID,
  operationName,
  references: parent ? [{ refType: 'CHILD_OF', traceID: TRACE, spanID: parent }] : [],
  startTime: T0 + start,
  duration,
  tags,
  logs: [],
  processID,
  warnings: null,
});

const trace = {
  traceID: TRACE,
  spans: [
    span('c000000000000004', 'process media.approved', 'p3', 30_000, 12_000, 'c000000000000003', [tag('messaging.operation.type', 'process'), tag('messaging.destination.name', 'svc-albums'), tag('abialbum.outcome', 'ack')]),
    span('c000000000000001', 'PATCH', 'p1', 0, 20_000, undefined, [tag('http.response.status_code', 200), tag('url.path', '/api/v1/abialbum/albums/a1/media/m1/approve')]),
    span('c000000000000002', 'PATCH media', 'p1', 1_000, 18_000, 'c000000000000001', [tag('url.full', 'http://127.0.0.1:4003/api/v1/abialbum/albums/a1/media/m1/approve')]),
    span('c000000000000005', 'update media', 'p2', 3_000, 2_000, 'c000000000000006', [tag('otel.status_code', 'ERROR'), tag('otel.status_description', 'boom')]),
    span('c000000000000006', 'PATCH /api/v1/abialbum/albums/:id/media/:mediaId/approve', 'p2', 2_000, 16_000, 'c000000000000002', [tag('http.response.status_code', 200)]),
    span('c000000000000003', 'publish media.approved', 'p2', 25_000, 1_000, 'c000000000000006', []),
  ],
  processes: { p1: { serviceName: 'svc-gateway', tags: [] }, p2: { serviceName: 'svc-media', tags: [] }, p3: { serviceName: 'svc-albums', tags: [] } },
  warnings: null,
};

async function fakeJaeger() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const answer = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data, total: 0, limit: 0, offset: 0, errors: null }));
    };
    if (url.pathname === '/api/services') answer(200, ['svc-gateway', 'svc-media', 'svc-albums']);
    else if (url.pathname === '/api/traces' && url.searchParams.get('service') === 'svc-gateway') answer(200, [trace]);
    else if (url.pathname === `/api/traces/${TRACE}`) answer(200, [trace]);
    else answer(404, null);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

function traces(jaegerUrl: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['-r', '@swc-node/register', 'scripts/ops/traces.ts', ...args], { cwd: root, env: { ...process.env, JAEGER_URL: jaegerUrl } }, (err, stdout, stderr) =>
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run traces', () => {
  let jaeger: Awaited<ReturnType<typeof fakeJaeger>>;
  beforeAll(async () => {
    jaeger = await fakeJaeger();
  });
  afterAll(async () => {
    await jaeger.close();
  });

  it('prints one trace as a tree of spans, each under its parent, in the order they began', async () => {
    const { code, stdout } = await traces(jaeger.url, TRACE);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`trace ${TRACE}: 6 spans, 3 services (svc-albums, svc-gateway, svc-media), 42.0 ms`);
    expect(lines.slice(2).map((line) => line.replace(/\s+/g, ' ').trim())).toEqual([
      '0.0 20.0 svc-gateway PATCH [200, /api/v1/abialbum/albums/a1/media/m1/approve]',
      '1.0 18.0 svc-gateway PATCH media [http://127.0.0.1:4003/api/v1/abialbum/albums/a1/media/m1/approve]',
      '2.0 16.0 svc-media PATCH /api/v1/abialbum/albums/:id/media/:mediaId/approve [200]',
      '3.0 2.0 svc-media update media [ERROR boom]',
      '25.0 1.0 svc-media publish media.approved',
      '30.0 12.0 svc-albums process media.approved [queue svc-albums, ack]',
    ]);
    // Depth shows as indentation of the span's name.
    expect(lines[7]).toContain('          process media.approved');
  });

  it('lists the latest traces through the gateway, with their size and services', async () => {
    const { code, stdout } = await traces(jaeger.url);
    expect(code).toBe(0);
    expect(stdout).toMatch(new RegExp(`${TRACE}\\s+42\\.0 ms\\s+6 spans\\s+3 services\\s+1 errors\\s+PATCH\\s+\\[200, /api/v1/abialbum/albums/a1/media/m1/approve\\]`));
  });

  it('says what to do when no Jaeger answers, and when a trace is not there', async () => {
    const down = await traces('http://127.0.0.1:1');
    expect(down.code).toBe(1);
    expect(down.stderr).toContain('TRACING=1 npm start');
    const missing = await traces(jaeger.url, 'ffffffffffffffffffffffffffffffff');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('not found');
  });
});
