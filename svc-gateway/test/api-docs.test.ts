import { type DocumentedService, serviceOpenApiDocument, serviceOperations } from '@abialbum/contracts/openapi';
import { createRouteMatcher, routingTable } from '../src/routes/routing-table';
import { type TestGateway, startGatewayWithEchoes } from './support/gateway';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  'x-service'?: string;
  parameters?: Array<{ name: string; in: string }>;
  responses?: Record<string, unknown>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
}

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGatewayWithEchoes();
});
afterAll(() => gateway.close());

const upstreamCalls = () => Object.values(gateway.upstreams).flatMap((upstream) => upstream.seen);
const operationsOf = (doc: Pick<Document, 'paths'>) =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
/** Every `$ref` anywhere in a value. */
const refsIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(refsIn)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner)))
      : [];

describe('the public API document at /api/v1/openapi.json', () => {
  let doc: Document;
  beforeAll(async () => {
    const res = await fetch(`${gateway.url}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    doc = (await res.json()) as Document;
  });

  it('is an OpenAPI 3.1 document with operations, answered by the gateway itself (no service is asked)', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toEqual(expect.objectContaining({ title: expect.any(String), version: expect.any(String) }));
    expect(operationsOf(doc).length).toBeGreaterThan(50);
    expect(doc.components.securitySchemes).toMatchObject({ bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } });
    expect(upstreamCalls()).toEqual([]);
  });

  it('describes only paths under /api/v1/, each routed by the routing table to the service that answers it', () => {
    const matcher = createRouteMatcher(routingTable);
    const misrouted = operationsOf(doc)
      .filter(({ method, path, op }) => {
        const sample = path.replace(/\{[^}]+\}/g, '0123456789abcdef01234567');
        return !path.startsWith('/api/v1/') || `svc-${matcher.match(method, sample)?.service}` !== op['x-service'];
      })
      .map(({ method, path, op }) => `${method} ${path} (${op['x-service']})`);
    expect(misrouted).toEqual([]);
  });

  it('holds every /api/v1 operation of every service document, each once with an id, a summary and a success answer', () => {
    const merged = operationsOf(doc).map(({ method, path }) => `${method} ${path}`);
    const fromServices = (Object.keys(serviceOperations) as DocumentedService[])
      .flatMap((service) => operationsOf(serviceOpenApiDocument(service)))
      .filter(({ path }) => path.startsWith('/api/v1/'))
      .map(({ method, path }) => `${method} ${path}`);
    expect([...merged].sort()).toEqual([...fromServices].sort());

    const ids = operationsOf(doc).map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, op } of operationsOf(doc)) {
      const where = `${method} ${path}`;
      expect([where, typeof op.summary, op.tags?.length]).toEqual([where, 'string', 1]);
      expect([where, Object.keys(op.responses ?? {}).some((status) => /^2\d\d$/.test(status))]).toEqual([where, true]);
      const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = (op.parameters ?? []).filter((param) => param.in === 'path').map((param) => param.name);
      expect([where, declared]).toEqual([where, pathParams]);
    }
  });

  it('refers only to components it has', () => {
    const unresolved = refsIn(doc.paths).filter((ref) => {
      const [, section, name] = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref) ?? [];
      return !section || !name || doc.components[section]?.[name] === undefined;
    });
    expect(unresolved).toEqual([]);
  });
});

describe('the docs page at /api/docs', () => {
  it('is an HTML page whose scripts and styles all come from this origin, under the strict page policy', async () => {
    const res = await fetch(`${gateway.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);

    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    const sources = scripts.map(([, attributes = '', body = '']) => {
      expect(body.trim()).toBe('');
      return /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    });
    const styles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/gi)].map((match) => match[1]);
    expect(html).not.toMatch(/<style\b|\sstyle=/i);

    const assets = [...sources.map((url) => ({ url, type: /javascript/ })), ...styles.map((url) => ({ url, type: /^text\/css/ }))];
    for (const { url, type } of assets) {
      // Same origin: a path on this host, never another host (`//cdn...`, `https://...`).
      expect(url).toMatch(/^\/(?!\/)/);
      const asset = await fetch(`${gateway.url}${url}`);
      expect([url, asset.status]).toEqual([url, 200]);
      expect(asset.headers.get('content-type')).toMatch(type);
    }
    expect(upstreamCalls()).toEqual([]);
  });

  it('starts the viewer on the public document', async () => {
    const page = await (await fetch(`${gateway.url}/api/docs`)).text();
    const starter = [...page.matchAll(/<script\b[^>]*src="([^"]+)"/g)].map((match) => match[1]).find((src) => src?.endsWith('api-docs.js'));
    const script = await (await fetch(`${gateway.url}${starter}`)).text();
    expect(script).toContain("url: '/api/v1/openapi.json'");
  });

  it('serves nothing else of the viewer package', async () => {
    const res = await fetch(`${gateway.url}/api/docs/package.json`);
    expect(res.status).toBe(404);
  });
});
