/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi } from '../src';
import { openNotificationStream } from '../src/entries/notifications';
import { createSseParser } from '../src/api/notification-stream';
import { clearUserSession, readTokens, writeTokens } from '../src/api/token-store';
import { fakeJwt } from './support/api-server';

describe('the event-stream parser', () => {
  it('reads events split anywhere across chunks, with CRLF or LF, skipping comments', () => {
    const events: unknown[] = [];
    const parse = createSseParser((event) => events.push(event));
    parse('retry: 3000\r\n\r\n: heartbeat\n\nid: 4');
    parse('2\nevent: notifi');
    parse('cation\ndata: {"a":1}\ndata: {"b":2}\n');
    parse('\nevent: unread\ndata: {"unread":0}\n\n');
    expect(events).toEqual([
      { event: 'message', data: '', retry: 3000 },
      { id: '42', event: 'notification', data: '{"a":1}\n{"b":2}' },
      { event: 'unread', data: '{"unread":0}' },
    ]);
  });
});

describe('the live notification stream', () => {
  const fresh = fakeJwt(900, 'demo');
  const seen: Array<{ authorization?: string; lastEventId?: string; accept?: string }> = [];
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url?.endsWith('/abialbum/user/refresh')) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ success: true, data: { accessToken: fresh, refreshToken: 'refresh-token-bbbbbbbbbbbbbbbbbbbbbbbb', expiresIn: 900 }, message: 'Token refreshed' }));
        return;
      }
      seen.push({ authorization: req.headers.authorization, lastEventId: req.headers['last-event-id'] as string | undefined, accept: req.headers.accept });
      if (req.headers.authorization !== `Bearer ${fresh}`) {
        res.writeHead(401, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ success: false, data: null, message: 'Token expired', code: 'UNAUTHORIZED' }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('retry: 20\n\nevent: unread\ndata: {"unread":1}\n\n');
      const notification = { id: 'n5', text: 'Ana Silva started following Lisbon Light', read: false };
      // The first connection sends one notification then drops; the next one stays open.
      if (!req.headers['last-event-id']) res.end(`id: 5\nevent: notification\ndata: ${JSON.stringify({ notification, unread: 1 })}\n\n`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1` });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearUserSession();
  });

  it('refreshes the token on 401 as every call does, then reconnects after a drop with Last-Event-ID', async () => {
    writeTokens({ accessToken: fakeJwt(600, 'demo'), refreshToken: 'refresh-token-aaaaaaaaaaaaaaaaaaaaaaaa', expiresAt: null });
    const notifications: unknown[] = [];
    const counts: number[] = [];
    const abort = new AbortController();
    const running = openNotificationStream({ onNotification: (e) => notifications.push(e), onUnread: (e) => counts.push(e.unread) }, abort.signal);
    const until = Date.now() + 5_000;
    while (!seen.some((s) => s.lastEventId === '5') && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    abort.abort();
    await running;

    expect(seen[0]?.authorization).not.toBe(`Bearer ${fresh}`);
    expect(seen.slice(1).map((s) => [s.authorization, s.lastEventId ?? null, s.accept])).toEqual([
      [`Bearer ${fresh}`, null, 'text/event-stream'],
      [`Bearer ${fresh}`, '5', 'text/event-stream'],
    ]);
    expect(readTokens()?.accessToken).toBe(fresh);
    expect(notifications).toEqual([{ notification: { id: 'n5', text: 'Ana Silva started following Lisbon Light', read: false }, unread: 1 }]);
    expect(counts[0]).toBe(1);
  });
});
