import Router from '@koa/router';
import { z } from 'zod';
import { createServiceApp, loadConfig, NotFoundError, ok, parseInput, baseConfigSchema } from '../src';
import { listen, silentLogger } from '../src/testing';

interface Body {
  success: boolean;
  message: string;
  code?: string;
  errors?: Record<string, string>;
  data: { checks?: Record<string, boolean> } | null;
}
const json = async (res: Response): Promise<Body> => (await res.json()) as Body;

function anApp(ready = true) {
  const router = new Router();
  router.get('/things/:id', (ctx) => {
    if (ctx.params.id === 'missing') throw new NotFoundError('Thing not found');
    if (ctx.params.id === 'boom') throw new Error('secret internals');
    ok(ctx, { id: ctx.params.id });
  });
  router.post('/things', (ctx) => {
    const body = parseInput(z.strictObject({ title: z.string().min(3, 'Title must be at least 3 characters long') }), ctx.request.body);
    ok(ctx, body, 'Created', 201);
  });
  return createServiceApp({ name: 'svc-test', logger: silentLogger(), readiness: { database: () => ready, broker: async () => ready }, routers: [router] });
}

describe('service app', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen(anApp());
  });
  afterAll(() => server.close());

  const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetch(`${server.url}/things`, { method: 'POST', headers, body });

  it('answers the success envelope', async () => {
    const res = await fetch(`${server.url}/things/42`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true, data: { id: '42' }, message: 'OK' });
  });

  it('answers a method no route has with 501 and says so, and a known path with another method with 405', async () => {
    const trace = await fetch(`${server.url}/things/42`, { method: 'PROPFIND' });
    expect(trace.status).toBe(501);
    expect(await json(trace)).toMatchObject({ success: false, message: 'This method is not supported', code: 'METHOD_NOT_SUPPORTED' });
    const put = await fetch(`${server.url}/things/42`, { method: 'PUT' });
    expect([put.status, (await json(put)).message]).toEqual([405, 'Method not allowed']);
  });

  it('turns an AppError into its status and envelope', async () => {
    const res = await fetch(`${server.url}/things/missing`);
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ success: false, data: null, message: 'Thing not found', code: 'NOT_FOUND' });
  });

  it('hides unknown errors behind a generic 500', async () => {
    const res = await fetch(`${server.url}/things/boom`);
    expect(res.status).toBe(500);
    const body = await json(res);
    expect(body.message).toBe('Server error. Please try again later.');
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('gives field errors for invalid input and unknown fields', async () => {
    const res = await post(JSON.stringify({ title: 'ab', extra: 1 }));
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.errors).toEqual({ title: 'Title must be at least 3 characters long', extra: 'Unknown field: extra' });
  });

  it('answers 400 for malformed JSON and 413 for an oversized body', async () => {
    const malformed = await post('{"title":');
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).message).toBe('Malformed JSON body');
    const big = await post(JSON.stringify({ title: 'x'.repeat(200_000) }));
    expect(big.status).toBe(413);
    expect((await json(big)).success).toBe(false);
  });

  it('echoes a valid request id and makes one otherwise', async () => {
    const given = await fetch(`${server.url}/things/1`, { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const made = await fetch(`${server.url}/things/1`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves /health and a 404 envelope for unknown routes', async () => {
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    const res = await fetch(`${server.url}/nowhere`);
    expect(res.status).toBe(404);
    expect((await json(res)).code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('readiness', () => {
  it('answers 503 naming the failing checks', async () => {
    const server = await listen(anApp(false));
    const res = await fetch(`${server.url}/ready`);
    expect(res.status).toBe(503);
    expect((await json(res)).data?.checks).toEqual({ database: false, broker: false });
    await server.close();
  });
});

describe('loadConfig', () => {
  it('lists every missing variable at once', () => {
    expect(() => loadConfig(baseConfigSchema('svc-test', 4000), {})).toThrow(/MONGO_URL[\s\S]*AMQP_URL/);
  });
  it('applies defaults', () => {
    const config = loadConfig(baseConfigSchema('svc-albums', 4002), { MONGO_URL: 'mongodb://x', AMQP_URL: 'amqp://y' });
    expect(config).toMatchObject({ PORT: 4002, MONGO_DB: 'abialbum_albums' });
  });
});
