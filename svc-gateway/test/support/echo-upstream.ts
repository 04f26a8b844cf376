import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What an echo upstream saw: the gateway test asserts on this, as a service would see it. */
export interface Echo {
  service: string;
  method: string;
  url: string;
  bodyBytes: number;
  bodySha256: string;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/** Requests an echo upstream has seen so far, with the body bytes that arrived (even if never finished). */
export interface Seen {
  method: string;
  url: string;
  bytes: number;
}

async function listenOn(server: Server): Promise<RunningServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A small real HTTP service that answers with its name and what it received (method, path, body digest,
 * headers). `/health` and `/ready` answer like a service's (`/ready` 503 with `notReady`). Optional `delayMs` holds every other answer back.
 */
export interface EchoOptions {
  delayMs?: number;
  /** Answer 415 on the first body bytes, like a service that checks a file's type; then read on or hang up. */
  refuseEarly?: 'read-on' | 'hang-up';
  /** `/ready` says 503, as a service whose database or broker is away does. */
  notReady?: boolean;
}

export const earlyRefusal = { success: false, data: null, message: 'Unsupported file format. Please use a supported format.', code: 'UNSUPPORTED_MEDIA_TYPE' };

export async function startEchoUpstream(service: string, options: EchoOptions = {}): Promise<RunningServer & { seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/ready') {
      res.writeHead(options.notReady ? 503 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: !options.notReady, data: { status: options.notReady ? 'not ready' : 'ready' }, message: 'ready' }));
      return;
    }
    if (options.refuseEarly && req.url !== '/health') {
      req.once('data', () => {
        res.writeHead(415, { 'content-type': 'application/json' });
        res.end(JSON.stringify(earlyRefusal));
        if (options.refuseEarly === 'hang-up') setTimeout(() => req.socket.destroy(), 100);
        else req.resume();
      });
      return;
    }
    const hash = createHash('sha256');
    const head: Buffer[] = [];
    let bodyBytes = 0;
    const record: Seen = { method: req.method ?? '', url: req.url ?? '', bytes: 0 };
    if (req.url !== '/health') seen.push(record);
    req.on('data', (chunk: Buffer) => {
      bodyBytes += chunk.length;
      record.bytes = bodyBytes;
      hash.update(chunk);
      if (bodyBytes <= 4096) head.push(chunk);
    });
    req.on('end', () => {
      const echo: Echo = {
        service,
        method: req.method ?? '',
        url: req.url ?? '',
        bodyBytes,
        bodySha256: hash.digest('hex'),
        body: bodyBytes <= 4096 ? Buffer.concat(head).toString('utf8') : '',
        headers: req.headers,
      };
      const answer = () => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: true, data: echo, message: 'echo' }));
      };
      if (req.url === '/health' || !options.delayMs) answer();
      else setTimeout(answer, options.delayMs).unref();
    });
  });
  return { ...(await listenOn(server)), seen };
}

/** A port that was free a moment ago: nothing listens there, so connections are refused. */
export async function closedPortUrl(): Promise<string> {
  const probe = await listenOn(http.createServer());
  await probe.close();
  return probe.url;
}

/**
 * A request sent exactly as written: fetch would normalise `..` away, and adds `cache-control: no-cache`
 * to conditional requests.
 */
export function rawGet(
  baseUrl: string,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}
