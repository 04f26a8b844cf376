import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGateway } from './support/gateway';

/**
 * Issue 13: the live notification stream (Server-Sent Events from svc-albums) passes through the gateway as it
 * comes: each event reaches the browser before the next is written, a quiet spell longer than the ordinary idle
 * limit does not cut it, the headers a reconnect needs reach the service, and a browser that goes closes it upstream.
 */
describe('the notification stream through the gateway', () => {
  interface Upstream {
    url: string;
    seen: Array<Record<string, string | string[] | undefined>>;
    closedByClient: () => boolean;
    writeEvent: (id: number) => void;
    close: () => Promise<void>;
  }

  async function anSseService(): Promise<Upstream> {
    const seen: Upstream['seen'] = [];
    let open: ServerResponse | undefined;
    let closed = false;
    const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform' });
      res.write('retry: 3000\n\n');
      open = res;
      res.once('close', () => (closed = true));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      seen,
      closedByClient: () => closed,
      writeEvent: (id) => open?.write(`id: ${id}\nevent: notification\ndata: {"n":${id}}\n\n`),
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }

  const until = async (check: () => boolean, ms = 5_000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('streams each event as it is written, past the ordinary idle limit, and closes upstream when the browser goes', async () => {
    const albums = await anSseService();
    // An ordinary call is cut after 200 ms of silence; the stream is a slow route.
    const gateway = await startGateway({ ALBUMS_URL: albums.url, UPSTREAM_TIMEOUT_MS: '200', UPLOAD_TIMEOUT_MS: '5000' });
    const controller = new AbortController();
    try {
      const res = await fetch(`${gateway.url}/api/v1/abialbum/notifications/stream`, {
        headers: { accept: 'text/event-stream', authorization: 'Bearer a-token', 'last-event-id': '41' },
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(albums.seen[0]).toMatchObject({ authorization: 'Bearer a-token', 'last-event-id': '41', accept: 'text/event-stream' });

      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let received = '';
      void (async () => {
        for (;;) {
          const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
          if (done) break;
          received += decoder.decode(value, { stream: true });
        }
      })();

      albums.writeEvent(42);
      await until(() => received.includes('id: 42\n'));
      // Quiet for longer than the ordinary idle limit: still open, and the next event still comes through.
      await new Promise((resolve) => setTimeout(resolve, 600));
      albums.writeEvent(43);
      await until(() => received.includes('id: 43\nevent: notification\ndata: {"n":43}\n\n'));
      expect(albums.closedByClient()).toBe(false);

      controller.abort();
      await until(() => albums.closedByClient());
    } finally {
      controller.abort();
      await gateway.close();
      await albums.close();
    }
  });
});
