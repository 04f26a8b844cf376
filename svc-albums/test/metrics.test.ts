import { randomBytes, randomUUID } from 'node:crypto';
import { EXCHANGE } from '@abialbum/contracts';
import { eventFactory } from '@abialbum/service-kit';
import { eventually, metricValue, parseMetrics, scrapeMetrics, testQueue } from '@abialbum/service-kit/testing';
import { eventHandlers, startConsumers } from '../src/events/consumers';
import { aUserSnapshot } from './support/builders';
import { startService } from './support/service';

type Service = Awaited<ReturnType<typeof startService>>;
const fromIdentity = eventFactory('svc-identity');

describe('svc-albums /metrics (issue 26 item 2)', () => {
  // A queue of our own, so parallel runs never take each other's messages.
  const queue = `svc-albums.test-${randomUUID().slice(0, 8)}`;
  let svc: Service;
  let broker: Awaited<ReturnType<typeof testQueue>>;

  beforeAll(async () => {
    svc = await startService();
    broker = await testQueue(queue);
    startConsumers(svc.bus, svc.db.connection, svc.services, svc.logger, queue);
    await broker.ready();
    // Other test files publish to the exchange, which this queue is bound to: their events would be counted here too
    // (CI saw 2 for 1), and their deliberately bad ones dead-lettered here (CI saw 2 where none was sent). This test's
    // events go straight into the queue, so it is bound to nothing.
    for (const type of Object.keys(eventHandlers(svc.services))) await broker.channel.unbindQueue(queue, EXCHANGE, type);
  });

  afterAll(async () => {
    await broker.remove();
    await svc.close();
  });

  it('answers the Prometheus text format on the service port, with Node its own', async () => {
    const res = await fetch(`${svc.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE abialbum_http_requests_total counter');
    expect(text).toContain('# TYPE abialbum_http_request_duration_seconds histogram');
    expect(metricValue(text, 'nodejs_heap_size_used_bytes', { service: 'svc-albums' })).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('counts a request once, by its route pattern, method and status, never by its raw path', async () => {
    const route = { route: '/api/v1/abialbum/userprofile/album/{id}', method: 'GET', status: '404' };
    const before = await scrapeMetrics(svc.url);
    const id = randomBytes(12).toString('hex');
    const res = await fetch(`${svc.url}/api/v1/abialbum/userprofile/album/${id}`);
    expect(res.status).toBe(404);
    const after = await scrapeMetrics(svc.url);
    expect(metricValue(after, 'abialbum_http_requests_total', route) - metricValue(before, 'abialbum_http_requests_total', route)).toBe(1);
    const timed = { route: route.route, method: 'GET' };
    expect(metricValue(after, 'abialbum_http_request_duration_seconds_count', timed) - metricValue(before, 'abialbum_http_request_duration_seconds_count', timed)).toBe(1);
    expect(after).not.toContain(id);
  });

  it('counts a consumed event once, by queue, type and outcome, and samples its queue from the broker', async () => {
    const consumed = { queue, type: 'user.registered', outcome: 'handled' };
    const before = await scrapeMetrics(svc.url);
    expect(metricValue(before, 'abialbum_queue_consumers', { queue })).toBe(1);
    const user = aUserSnapshot();
    const event = fromIdentity('user.registered', user);
    // Straight into our queue: no other consumer of the exchange sees it.
    broker.channel.sendToQueue(queue, Buffer.from(JSON.stringify(event)), { persistent: true, messageId: event.id, type: event.type });
    await broker.channel.waitForConfirms();
    await eventually(async () => (await svc.directory.get(user.userId)) !== null, 10_000);
    let after = '';
    await eventually(async () => {
      after = await scrapeMetrics(svc.url);
      return metricValue(after, 'abialbum_events_consumed_total', consumed) > metricValue(before, 'abialbum_events_consumed_total', consumed);
    }, 10_000);
    expect(metricValue(after, 'abialbum_events_consumed_total', consumed) - metricValue(before, 'abialbum_events_consumed_total', consumed)).toBe(1);
    // The broker's figures are read once per scrape and shared for a second: a scrape after that sees the queue now.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const sampled = parseMetrics(await scrapeMetrics(svc.url));
    const ofQueue = (name: string, of: string) => sampled.find((sample) => sample.name === name && sample.labels.queue === of)?.value;
    expect(ofQueue('abialbum_queue_messages', queue)).toBe(0);
    expect(ofQueue('abialbum_queue_consumers', queue)).toBe(1);
    expect(ofQueue('abialbum_dead_letter_messages', `${queue}.dead`)).toBe(0);
  });

  it('counts an event published by the outbox relay and shows its outboxes and lock waits', async () => {
    const owner = await svc.aUser();
    const published = { type: 'album.created' };
    const before = await scrapeMetrics(svc.url);
    const res = await fetch(`${svc.url}/api/v1/abialbum/albums`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Metrics in Porto', description: 'Counted once' }),
    });
    expect(res.status).toBe(201);
    let after = '';
    await eventually(async () => {
      after = await scrapeMetrics(svc.url);
      return metricValue(after, 'abialbum_events_published_total', published) > metricValue(before, 'abialbum_events_published_total', published);
    }, 10_000);
    expect(metricValue(after, 'abialbum_events_published_total', published) - metricValue(before, 'abialbum_events_published_total', published)).toBe(1);
    const outboxes = parseMetrics(after).filter((sample) => sample.name.startsWith('abialbum_outbox_') && sample.labels.collection === 'albums' && sample.labels.service === 'svc-albums');
    expect(outboxes.map((sample) => sample.name).sort()).toEqual(['abialbum_outbox_backlog', 'abialbum_outbox_oldest_age_seconds']);
    expect(outboxes.every((sample) => sample.value >= 0)).toBe(true);
    await eventually(async () => metricValue(await scrapeMetrics(svc.url), 'abialbum_lock_wait_seconds_count') > 0, 10_000);
  });

  it('does not answer a call the gateway forwarded', async () => {
    const res = await fetch(`${svc.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('# TYPE');
  });
});
