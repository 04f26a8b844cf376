import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import type { NotificationPage } from '@abialbum/contracts';
import { eventually, parseMetrics, scrapeMetrics, silentLogger, testAmqpUrl } from '@abialbum/service-kit/testing';
import { startConsumers } from '../../src/events/consumers';
import type { httpClient } from './http';
import type { Service } from './service';

/**
 * The service consumes the broker's events as in production (its own join requests and follows come back through its
 * outbox), on a queue of this test's own, deleted at the end.
 */
/**
 * How many events the service's consumers finished with so far (its /metrics, `abialbum_events_consumed_total`), of
 * the series whose labels include `labels` (a queue, a type, an outcome), summed.
 */
export async function consumedOn(svc: Pick<Service, 'url'>, labels: Record<string, string>): Promise<number> {
  return parseMetrics(await scrapeMetrics(svc.url))
    .filter((sample) => sample.name === 'abialbum_events_consumed_total' && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

export function consumeEvents(svc: Service) {
  const queue = `svc-albums.notifications-test-${randomUUID().slice(0, 8)}`;
  startConsumers(svc.bus, svc.db.connection, svc.services, silentLogger(), queue);
  return {
    ready: () => eventually(() => svc.bus.isConnected(), 10_000),
    async remove() {
      const connection = await amqp.connect(testAmqpUrl());
      const channel = await connection.createChannel();
      await channel.deleteQueue(queue).catch(() => undefined);
      await channel.deleteQueue(`${queue}.dead`).catch(() => undefined);
      await connection.close();
    },
  };
}

/** The notification calls as the front ends make them. */
export function notificationCalls(http: ReturnType<typeof httpClient>) {
  return {
    list: (token?: string, page = 1) => http.get<NotificationPage>(`/notifications?page=${page}`, token),
    unread: async (token: string) => (await http.get<{ unread: number }>('/notifications/unread-count', token)).data.unread,
    read: (id: string, token?: string) => http.call<{ unread: number }>('PATCH', `/notifications/${id}/read`, { token }),
    readAll: (token?: string) => http.call<{ unread: number }>('PATCH', '/notifications/read-all', { token }),
  };
}

export interface StreamEvent {
  id?: string;
  event: string;
  data: unknown;
}

/** An open Server-Sent Events stream, read as a browser would; `events` fills as they come. */
export async function openStream(url: string, token: string, lastEventId?: number) {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${token}` };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const res = await fetch(`${url}/api/v1/abialbum/notifications/stream`, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let ended = false;
  const reading = (async () => {
    const reader = res.body?.getReader();
    if (!reader) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: StreamEvent = { event: 'message', data: undefined };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              event.data = JSON.parse(line.slice(6));
              hasData = true;
            }
          }
          if (hasData) events.push(event);
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    events,
    comments,
    isEnded: () => ended,
    of: (name: string) => events.filter((event) => event.event === name),
    waitFor: (check: () => boolean, timeoutMs = 10_000) => eventually(check, timeoutMs),
    async close() {
      controller.abort();
      await reading;
    },
  };
}
