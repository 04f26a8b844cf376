import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { z } from 'zod';
import http from 'node:http';
import { exportBody, fetchFromAny, internalRouter, readExport } from '../src';

/** An export between services: a counted trailer, so a cut-off one is never taken for the whole; a token to read it. */
describe('internal exports', () => {
  const item = z.object({ n: z.number() });
  const TOKEN = 'a-token-of-the-platform-long-enough';
  let url: string;
  let server: Server;
  beforeAll(async () => {
    const app = new Koa();
    const router = internalRouter(TOKEN);
    router.get('/whole', (ctx) => {
      ctx.body = exportBody((async function* () { yield* [{ n: 1 }, { n: 2 }]; })());
    });
    router.get('/cut', (ctx) => {
      ctx.body = `${JSON.stringify({ n: 1 })}\n`;
    });
    router.get('/miscounted', (ctx) => {
      ctx.body = `${JSON.stringify({ n: 1 })}\n${JSON.stringify({ end: true, count: 2 })}\n`;
    });
    app.use(async (ctx, next) => {
      try {
        await next();
      } catch (err) {
        ctx.status = (err as { status?: number }).status ?? 500;
      }
    });
    app.use(router.routes());
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/internal`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const read = async (path: string, token = TOKEN) => {
    const items: Array<{ n: number }> = [];
    for await (const one of readExport(url, path, token, item)) items.push(one);
    return items;
  };

  it('reads every item of a whole export', async () => {
    expect(await read('/whole')).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('throws on an export cut off before its trailer, or whose trailer counts otherwise', async () => {
    await expect(read('/cut')).rejects.toThrow('was cut off after 1 items');
    await expect(read('/miscounted')).rejects.toThrow('sent 1 items, its trailer says 2');
  });

  it('is unknown (404) to a caller without the platform token', async () => {
    await expect(read('/whole', 'another-token-long-enough-as-well')).rejects.toThrow('answered 404');
  });

  /** A port nothing listens on (an instance stopped), and a server that says it is stopping (503). */
  async function neighbours(): Promise<{ closed: string; stopping: string; close: () => Promise<void> }> {
    const closedServer = http.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => closedServer.once('listening', resolve));
    const closed = `http://127.0.0.1:${(closedServer.address() as AddressInfo).port}/internal`;
    await new Promise((resolve) => closedServer.close(resolve));
    const stoppingServer = http.createServer((_req, res) => res.writeHead(503).end()).listen(0, '127.0.0.1');
    await new Promise((resolve) => stoppingServer.once('listening', resolve));
    const stopping = `http://127.0.0.1:${(stoppingServer.address() as AddressInfo).port}/internal`;
    return { closed, stopping, close: () => new Promise((resolve) => stoppingServer.close(() => resolve())) };
  }

  it('is read from whichever instance answers when the setting names several, one stopped and one stopping', async () => {
    const { closed, stopping, close } = await neighbours();
    try {
      // Every call starts at the next instance in turn: each of them is the first one asked at least once here.
      for (let i = 0; i < 3; i++) {
        const items: Array<{ n: number }> = [];
        for await (const one of readExport(`${closed},${stopping}/,${url}`, '/whole', TOKEN, item)) items.push(one);
        expect(items).toEqual([{ n: 1 }, { n: 2 }]);
      }
      // None other to ask: the stopping one's 503 is the answer, the stopped one's failure is thrown.
      expect((await fetchFromAny(stopping, '/whole', { timeoutMs: 1_000 })).status).toBe(503);
      await expect(fetchFromAny(closed, '/whole', { timeoutMs: 1_000 })).rejects.toThrow('fetch failed');
    } finally {
      await close();
    }
  });
});
