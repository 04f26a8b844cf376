import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import amqp, { type ConsumeMessage } from 'amqplib';
import { SpanKind } from '@opentelemetry/api';
import { Schema, type Model } from 'mongoose';
import { EXCHANGE, type EventEnvelope } from '@abialbum/contracts';
import { buildEvent, consumeEvents, createLogger, createServiceApp, EventBus, OutboxRelay, outboxFields } from '../src';
import { eventually, freshDatabase, listen, recordSpans, silentLogger, testAmqpUrl, type ReadableSpan, type SpanRecorder } from '../src/testing';

/**
 * Issue 26 item 1 in one process: a service in miniature (the kit's app, outbox, relay, bus and consumer on the real
 * engine and broker) whose request writes a thing and its event in one write; the relay publishes it and a consumer on
 * the test's own queue handles it. With tracing on (spans in memory), the request, its database commands, the publish
 * and the handling are one trace, carried by the event stored in the outbox and by the message's header; log lines
 * written within it carry its ids. With tracing off, nothing of it is recorded or sent.
 */

interface Thing {
  name: string;
  outbox: unknown[];
  outboxPending: boolean;
}

const aSnapshot = (name: string) => ({
  userId: randomUUID(),
  name,
  email: `${randomUUID()}@example.test`,
  phone: null,
  profileImage: null,
  city: null,
  state: null,
  country: null,
  isBlocked: false,
  showcreateAlbumModal: true,
  revision: 1,
});

interface Captured {
  event: EventEnvelope;
  headers: Record<string, unknown>;
}

const hex = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe('traces across a request, its event and its consumer', () => {
  const queue = `svc-kit-trace.${randomUUID().slice(0, 8)}`;
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('svc-test', 'info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const captured: Captured[] = [];
  const calledOut: (string | undefined)[] = [];
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let bus: EventBus;
  let relay: OutboxRelay;
  let app: Awaited<ReturnType<typeof listen>>;
  let outside: http.Server;
  let outsideUrl: string;
  let capture: amqp.ChannelModel;
  let recorder: SpanRecorder | undefined;

  beforeAll(async () => {
    db = await freshDatabase('kit_tracing');
    const schema = new Schema<Thing>({ name: String });
    schema.add(outboxFields);
    const Things = db.connection.model<Thing>('Thing', schema, 'things');
    const Seen = db.connection.model('Seen', new Schema({ name: String }), 'seen');
    bus = new EventBus(testAmqpUrl(), silentLogger(), 100);
    consumeEvents(
      bus,
      queue,
      db.connection,
      {
        'user.registered': async (event) => {
          await Seen.create({ name: event.data.name });
          logger.info({ name: event.data.name }, 'handled');
        },
      },
      silentLogger(),
    );
    bus.start();
    relay = new OutboxRelay([Things as unknown as Model<never>], bus, silentLogger(), 100);
    relay.start();
    await eventually(() => bus.isConnected(), 10_000);

    // What the services' outgoing calls reach: it keeps the traceparent each call sent.
    outside = http.createServer((req, res) => {
      calledOut.push(req.headers.traceparent as string | undefined);
      res.end('ok');
    });
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
    outsideUrl = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;

    const router = new Router();
    router.post('/things/:name', async (ctx) => {
      const event = buildEvent('user.registered', aSnapshot(ctx.params.name ?? ''), 'svc-identity');
      await Things.create({ name: ctx.params.name, outbox: [event], outboxPending: true });
      relay.kick();
      ctx.state.log.info({ name: ctx.params.name }, 'thing made');
      ctx.status = 201;
      ctx.body = { success: true, data: { eventId: event.id } };
    });
    router.get('/things', async (ctx) => {
      // One thing per batch: a find, then a getMore for each further one.
      const things = await Things.find({}, { name: 1 }).batchSize(1).lean();
      ctx.body = { success: true, data: things.map((thing) => thing.name) };
    });
    router.get('/call-out', async (ctx) => {
      await (await fetch(`${outsideUrl}/by-fetch`)).text();
      await new Promise<void>((resolve, reject) => http.get(`${outsideUrl}/by-http`, (res) => res.resume().on('end', resolve)).on('error', reject));
      ctx.body = { success: true, data: null };
    });
    app = await listen(createServiceApp({ name: 'svc-test', logger, readiness: {}, routers: [router] }));

    // Every user.registered on the exchange, with its headers, as a consumer receives it.
    capture = await amqp.connect(testAmqpUrl());
    const channel = await capture.createChannel();
    const { queue: mine } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
    await channel.bindQueue(mine, EXCHANGE, 'user.registered');
    await channel.consume(mine, (message: ConsumeMessage | null) => {
      if (message) captured.push({ event: JSON.parse(message.content.toString()) as EventEnvelope, headers: message.properties.headers ?? {} });
    }, { noAck: true });
  });

  afterAll(async () => {
    await recorder?.stop();
    await app.close();
    await new Promise<void>((resolve) => outside.close(() => resolve()));
    await relay.stop();
    const channel = await capture.createChannel();
    await channel.deleteQueue(queue);
    await channel.deleteQueue(`${queue}.dead`);
    await capture.close();
    await bus.close();
    await db.drop();
  }, 30_000);

  const makeThing = async (name: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}/things/${name}`, { method: 'POST', headers });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { eventId: string } };
    await eventually(() => captured.some((c) => c.event.id === data.eventId), 10_000);
    await eventually(() => lines.some((line) => line.msg === 'handled' && line.name === name), 10_000);
    return { res, message: captured.find((c) => c.event.id === data.eventId) as Captured };
  };

  it('records and sends nothing while tracing is off', async () => {
    const { res, message } = await makeThing('off', { traceparent: `00-${hex(32)}-${hex(16)}-01` });
    expect(res.headers.get('traceresponse')).toBeNull();
    expect(message.event).not.toHaveProperty('traceparent');
    expect(message.headers).not.toHaveProperty('traceparent');
    const logged = lines.filter((line) => line.name === 'off');
    expect(logged.map((line) => line.msg).sort()).toEqual(['handled', 'thing made']);
    for (const line of logged) expect(line).not.toHaveProperty('trace_id');
  });

  it("makes the request, its commands, the event's publish and its handling one trace, continuing the caller's", async () => {
    recorder = await recordSpans('svc-test');
    const traceId = hex(32);
    const callerSpan = hex(16);
    const { res, message } = await makeThing('on', { traceparent: `00-${traceId}-${callerSpan}-01` });
    expect(res.headers.get('traceresponse')).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));

    const spans = () => recorder?.trace(traceId) ?? [];
    await eventually(() => spans().some((span) => span.name === 'process user.registered'), 10_000);
    const named = (name: string) => spans().filter((span) => span.name === name);
    const [server] = named('POST /things/:name');
    expect(server).toBeDefined();
    expect(server?.kind).toBe(SpanKind.SERVER);
    expect(parentOf(server as ReadableSpan)).toBe(callerSpan);
    expect(server?.attributes['http.response.status_code']).toBe(201);
    const serverId = server?.spanContext().spanId;

    // The insert of the thing and its outbox, a child of the request.
    expect(named('insert things').map(parentOf)).toEqual([serverId]);
    // The event recorded the request's context in the outbox; the publish continues it (not the relay's pass, whose
    // reads and settling writes are in no trace), and the message's header names the publish.
    expect(message.event.traceparent).toBe(`00-${traceId}-${serverId}-01`);
    const [publish] = named('publish user.registered');
    expect(publish?.kind).toBe(SpanKind.PRODUCER);
    expect(parentOf(publish as ReadableSpan)).toBe(serverId);
    expect(message.headers.traceparent).toBe(`00-${traceId}-${publish?.spanContext().spanId}-01`);
    expect(named('find things')).toEqual([]);
    expect(named('update things')).toEqual([]);
    // The consumer's handling is the publish's child; its claim and its own write are the handling's.
    await eventually(() => named('process user.registered')[0]?.attributes['abialbum.outcome'] === 'ack', 10_000);
    const [consume] = named('process user.registered');
    expect(consume?.kind).toBe(SpanKind.CONSUMER);
    expect(parentOf(consume as ReadableSpan)).toBe(publish?.spanContext().spanId);
    expect(consume?.attributes['messaging.destination.name']).toBe(queue);
    const consumeId = consume?.spanContext().spanId;
    await eventually(() => named('insert seen').length === 1);
    expect(named('insert seen').map(parentOf)).toEqual([consumeId]);
    expect(named('insert processed_events').map(parentOf)).toEqual([consumeId]);

    // Log lines within the trace carry its ids: the request's and the handler's.
    const made = lines.find((line) => line.msg === 'thing made' && line.name === 'on');
    expect(made).toMatchObject({ trace_id: traceId, span_id: serverId });
    const handled = lines.find((line) => line.msg === 'handled' && line.name === 'on');
    expect(handled).toMatchObject({ trace_id: traceId, span_id: consumeId });
  });

  it("makes a cursor's later batches spans of the request too, each naming its collection", async () => {
    recorder ??= await recordSpans('svc-test');
    await makeThing('paged-a');
    await makeThing('paged-b');
    const traceId = hex(32);
    const res = await fetch(`${app.url}/things`, { headers: { traceparent: `00-${traceId}-${hex(16)}-01` } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: string[] };
    expect(data).toEqual(expect.arrayContaining(['paged-a', 'paged-b']));
    const spans = () => recorder?.trace(traceId) ?? [];
    await eventually(() => spans().some((span) => span.name === 'GET /things'));
    const [server] = spans().filter((span) => span.name === 'GET /things');
    const pages = spans().filter((span) => span.name === 'getMore things');
    expect(spans().filter((span) => span.name === 'find things').map(parentOf)).toEqual([server?.spanContext().spanId]);
    expect(pages.length).toBeGreaterThanOrEqual(data.length - 1);
    for (const page of pages) {
      expect(page.kind).toBe(SpanKind.CLIENT);
      expect(page.attributes['db.collection.name']).toBe('things');
      expect(parentOf(page)).toBe(server?.spanContext().spanId);
    }
  });

  it('starts a trace for a request that comes with none, and sends it on with its calls out (fetch and http)', async () => {
    const res = await fetch(`${app.url}/call-out`);
    expect(res.status).toBe(200);
    const traceId = /^00-([0-9a-f]{32})-/.exec(res.headers.get('traceresponse') ?? '')?.[1] ?? '';
    await eventually(() => (recorder?.trace(traceId) ?? []).some((span) => span.name === 'GET /call-out'));
    const spans = recorder?.trace(traceId) ?? [];
    const server = spans.find((span) => span.name === 'GET /call-out') as ReadableSpan;
    expect(server.parentSpanContext).toBeUndefined();
    const calls = spans.filter((span) => span.kind === SpanKind.CLIENT && span.name === 'GET');
    expect(calls.map((span) => [parentOf(span), String(span.attributes['url.full']).replace(outsideUrl, ''), span.attributes['http.response.status_code']]).sort()).toEqual([
      [server.spanContext().spanId, '/by-fetch', 200],
      [server.spanContext().spanId, '/by-http', 200],
    ]);
    // fetch sends the context on (undici's channel lets it add the header); Node 20's http channel comes too late.
    const byFetch = calls.find((span) => String(span.attributes['url.full']).endsWith('/by-fetch')) as ReadableSpan;
    expect(calledOut.at(-2)).toBe(`00-${traceId}-${byFetch.spanContext().spanId}-01`);
  });
});
