import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  authorization?: string;
  contentType?: string;
  idempotencyKey?: string;
  body: string;
}

type Reply = { status: number; body?: unknown; delayMs?: number };
type Handler = (req: Recorded) => Reply;

/**
 * A real HTTP server on a free port standing in for the gateway: tests give it answers per route
 * and read back what the client sent. CORS is open so jsdom's XMLHttpRequest may call it.
 */
export async function startApiServer() {
  const routes = new Map<string, Handler>();
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    const origin = req.headers.origin ?? '*';
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept, Idempotency-Key');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded: Recorded = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        body: Buffer.concat(chunks).toString('latin1'),
      };
      requests.push(recorded);
      const key = `${recorded.method} ${recorded.path.split('?')[0]}`;
      const reply = routes.get(key)?.(recorded) ?? { status: 404, body: { success: false, data: null, message: 'Not found', code: 'NOT_FOUND' } };
      const send = () => {
        res.writeHead(reply.status, { 'Content-Type': 'application/json' });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    requests,
    on(method: string, path: string, handler: Handler | Reply) {
      routes.set(`${method} /api/v1/${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const ok = (data: unknown, message = 'OK') => ({ status: 200, body: { success: true, data, message } });
export const fail = (status: number, message: string, code = 'ERROR', errors?: Record<string, string>) => ({
  status,
  body: { success: false, data: null, message, code, ...(errors ? { errors } : {}) },
});

/** A JWT-shaped token whose `exp` is `secondsFromNow` away (the client reads exp; it never verifies). */
export function fakeJwt(secondsFromNow: number, sub = 'u1'): string {
  const enc = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${enc({ alg: 'EdDSA' })}.${enc({ sub, exp: Math.floor(Date.now() / 1000) + secondsFromNow })}.sig`;
}
