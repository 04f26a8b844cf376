import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanKind } from '@opentelemetry/api';
import { eventually, recordSpans, spawnService, testQueue, type ReadableSpan, type SpanRecorder } from '@abialbum/service-kit/testing';
import { startConsumers } from '../../svc-albums/src/events/consumers';
import { arrange } from '../../svc-albums/test/support/albums';
import { startService as startAlbums, type Service as Albums } from '../../svc-albums/test/support/service';
import { startConsumers as startContentConsumers } from '../../svc-content/src/events/consumers';
import { startService as startContent, type Service as Content } from '../../svc-content/test/support/service';
import { anAlbum, approveMember, aUser } from './support/albums';
import { aMedia } from './support/media';
import { startService, type Service } from './support/service';

/**
 * Issue 26 item 1: one trace per user action, across processes. The owner approves a member's upload through the
 * gateway; the gateway (a process of its own, started as npm start does, sending its spans by OTLP to a receiver
 * here) calls svc-media, which approves and records media.approved in its outbox; the relay publishes it and
 * svc-albums' and svc-content's consumers (on the real broker, queues of this test's own) handle it. svc-media,
 * svc-albums and svc-content run in this process with their spans in memory (the SDK's InMemorySpanExporter). All of it is one trace: the ids and the
 * parent of each hop are checked, across the HTTP hop (traceparent header), the outbox (the event's recorded context)
 * and the broker (the message's traceparent header).
 */

interface OtlpSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
}

/** An OTLP/HTTP receiver of JSON (the gateway below is asked for it: OTEL_EXPORTER_OTLP_PROTOCOL) that keeps every span. */
async function otlpReceiver() {
  const spans: OtlpSpan[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const payload = JSON.parse(body) as {
        resourceSpans?: {
          resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
          scopeSpans?: { spans?: Omit<OtlpSpan, 'service'>[] }[];
        }[];
      };
      for (const resourceSpans of payload.resourceSpans ?? []) {
        const service = resourceSpans.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
        for (const scope of resourceSpans.scopeSpans ?? []) for (const span of scope.spans ?? []) spans.push({ ...span, service });
      }
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const OTLP_SERVER = 2;
const OTLP_CLIENT = 3;
const hex = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
const parentOf = (span: ReadableSpan | undefined) => span?.parentSpanContext?.spanId;

describe('a user action traced through the gateway, svc-media, the broker, svc-albums and svc-content', () => {
  const albumsQueue = `svc-albums.trace-test-${randomUUID().slice(0, 8)}`;
  const contentQueue = `svc-content.trace-test-${randomUUID().slice(0, 8)}`;
  let recorder: SpanRecorder;
  let media: Service;
  let albums: Albums;
  let content: Content;
  let queue: Awaited<ReturnType<typeof testQueue>>;
  let contentQueueOf: Awaited<ReturnType<typeof testQueue>>;
  let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
  let gateway: Awaited<ReturnType<typeof spawnService>>;

  beforeAll(async () => {
    recorder = await recordSpans('svc-media');
    receiver = await otlpReceiver();
    albums = await startAlbums();
    queue = await testQueue(albumsQueue);
    startConsumers(albums.bus, albums.db.connection, albums.services, albums.logger, albumsQueue);
    await queue.ready();
    content = await startContent();
    contentQueueOf = await testQueue(contentQueue);
    startContentConsumers(content.bus, content.db.connection, content.consumerDeps, content.logger, contentQueue);
    await contentQueueOf.ready();
    media = await startService();
    gateway = await spawnService('svc-gateway/src/index.ts', {
      MEDIA_URL: media.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      // Protobuf unless told (the exporter's default); JSON is what this receiver reads.
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    });
    await gateway.waitFor('/health', 60_000);
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop();
    await receiver?.close();
    await media?.close();
    await queue?.remove();
    await contentQueueOf?.remove();
    await albums?.close();
    await content?.close();
    await recorder?.stop();
  }, 60_000);

  it("shares one trace id from the gateway's call to svc-albums' and svc-content's handling of the event it caused", async () => {
    // The album and its people, as both services know them.
    const { owner, album } = await arrange(albums).anOwnerWithAlbum();
    const uploader = await albums.aUser();
    const ownerHere = await aUser(media, { userId: owner.id });
    const uploaderHere = await aUser(media, { userId: uploader.id });
    await anAlbum(media, ownerHere, { albumId: album.id });
    await approveMember(media, album.id, uploaderHere.id);
    const item = await aMedia(media, uploaderHere.token, album.id);

    // The owner approves it through the gateway; a traceparent a client sends is not taken (the gateway begins the trace).
    const clientTrace = hex(32);
    const res = await fetch(`${gateway.url}/api/v1/abialbum/albums/${album.id}/media/${item.id}/approve`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${ownerHere.token}`, traceparent: `00-${clientTrace}-${hex(16)}-01` },
    });
    expect(res.status).toBe(200);
    const traceId = /^00-([0-9a-f]{32})-[0-9a-f]{16}-01$/.exec(res.headers.get('traceresponse') ?? '')?.[1];
    expect(traceId).toBeDefined();
    expect(traceId).not.toBe(clientTrace);

    // The gateway's process: its request span begins the trace, and its call to svc-media is a child of it.
    const ofGateway = () => receiver.spans.filter((span) => span.traceId === traceId && span.service === 'svc-gateway');
    await eventually(() => ofGateway().some((span) => span.kind === OTLP_CLIENT) && ofGateway().some((span) => span.kind === OTLP_SERVER), 15_000);
    const gatewayServer = ofGateway().find((span) => span.kind === OTLP_SERVER) as OtlpSpan;
    const gatewayCall = ofGateway().find((span) => span.kind === OTLP_CLIENT) as OtlpSpan;
    expect(gatewayServer.parentSpanId ?? '').toBe('');
    expect(gatewayCall.name).toBe('PATCH media');
    expect(gatewayCall.parentSpanId).toBe(gatewayServer.spanId);
    expect(receiver.spans.filter((span) => span.traceId === clientTrace)).toEqual([]);

    // svc-media: its request span is the gateway call's child; media.approved is published in that trace.
    const spans = () => (traceId ? recorder.trace(traceId) : []);
    const handledOn = (queueName: string) => () =>
      spans().find((span) => span.name === 'process media.approved' && span.attributes['messaging.destination.name'] === queueName);
    const handled = handledOn(albumsQueue);
    const counted = handledOn(contentQueue);
    await eventually(() => handled()?.attributes['abialbum.outcome'] === 'ack' && counted()?.attributes['abialbum.outcome'] === 'ack', 20_000);
    const mediaServer = spans().find((span) => span.kind === SpanKind.SERVER && span.name.endsWith('/media/:mediaId/approve'));
    expect(mediaServer).toBeDefined();
    expect(parentOf(mediaServer)).toBe(gatewayCall.spanId);
    expect(mediaServer?.attributes['http.response.status_code']).toBe(200);
    // Its database commands are its children (the media item read and written).
    const mediaCommands = spans().filter((span) => span.attributes['db.system.name'] === 'mongodb' && parentOf(span) === mediaServer?.spanContext().spanId);
    expect(mediaCommands.length).toBeGreaterThan(0);
    const publish = spans().find((span) => span.name === 'publish media.approved');
    expect(publish?.kind).toBe(SpanKind.PRODUCER);
    expect(parentOf(publish)).toBe(mediaServer?.spanContext().spanId);

    // svc-albums' consumer: the handling of that message is the publish's child, and its writes are the handling's.
    const consume = handled();
    expect(consume?.kind).toBe(SpanKind.CONSUMER);
    expect(parentOf(consume)).toBe(publish?.spanContext().spanId);
    const albumsCommands = spans().filter((span) => span.attributes['db.system.name'] === 'mongodb' && parentOf(span) === consume?.spanContext().spanId);
    expect(albumsCommands.map((span) => span.attributes['db.namespace'])).toContain(albums.db.name);
    // svc-content's consumer of the same message: the publish's child too, its counting writes its own.
    expect(counted()?.kind).toBe(SpanKind.CONSUMER);
    expect(parentOf(counted())).toBe(publish?.spanContext().spanId);
    const contentCommands = spans().filter((span) => span.attributes['db.system.name'] === 'mongodb' && parentOf(span) === counted()?.spanContext().spanId);
    expect(contentCommands.map((span) => span.attributes['db.namespace'])).toContain(content.db.name);
  });
});
