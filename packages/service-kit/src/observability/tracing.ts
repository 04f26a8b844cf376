import diagnostics from 'node:diagnostics_channel';
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage } from 'node:http';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type TextMapGetter,
  type Tracer,
} from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { Middleware } from 'koa';
import { onStop } from '../lifecycle';

/**
 * Traces, one per user action, across processes (issue 26): OpenTelemetry spans for incoming and outgoing HTTP, the
 * MongoDB driver's commands, and every event published and consumed, with the W3C trace context carried by HTTP
 * headers, by the `traceparent` header of each broker message and by the event itself in the outbox.
 *
 * Instrumented here by hand, at the kit's own points, not by the require hooks of OpenTelemetry's auto-instrumentations:
 * those patch a module when it is `require`d after the SDK started, which neither jest (its own module registry, no
 * hook sees it) nor a service's start order (the kit, mongoose and amqplib are loaded by the entry's imports before
 * any of its code runs) would give, and the outbox's relayed events need their context carried by hand anyway. The
 * hooks: `tracedRequests` (Koa, every service and the gateway), `traceUpstreamCall` (the gateway's proxy), Node's
 * diagnostics channels for any other outgoing `http` request and for `fetch` (undici), the driver's command
 * monitoring (`startCommandSpan`, from data/db-commands.ts), `tracedPublish` / `tracedConsume` (EventBus) and `currentTraceparent` (buildEvent).
 *
 * Off unless `OTEL_EXPORTER_OTLP_ENDPOINT` is set (or a test gives an exporter): then no SDK is loaded and every
 * hook is one check of a module variable. On, a call the sampler leaves out (the chart's 1 in 10) costs its ids and
 * little else: no attributes are built for it and the gateway sends its decision on without a span of its own for
 * the call. What tracing costs the gateway's calls: `npm run bench -- tracing-cost` (issue 26 item 1).
 */

let tracer: Tracer | undefined;
/** False in the gateway (startTracing's asyncContext): its requests carry their spans (requestSpans), not Node. */
let asyncContext = true;

/** Whether spans are being recorded (startTracing found an endpoint, or a test gave an exporter). */
export const isTracing = (): boolean => tracer !== undefined;

export interface Tracing {
  /** Exports what is finished now (tests read the exporter after it). */
  flush(): Promise<void>;
  /** Ends tracing in this process: hooks off, spans exported, the global provider and context manager gone. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** Spans go there, at once, instead of OTLP (tests: an InMemorySpanExporter). */
  exporter?: SpanExporter;
  /**
   * Whether the active span follows the process's asynchronous work (AsyncLocalStorage; default true: every service,
   * whose database commands, events and log lines find their request's span that way). The gateway says false: once
   * AsyncLocalStorage is used, Node 20 runs async hooks on every promise, and the gateway only needs its request's
   * span where it has the request at hand (`traceUpstreamCall`, `requestTraceparent`, `requestTraceLogFields`).
   * Without it no other outgoing call is watched: none could find its request.
   */
  asyncContext?: boolean;
}

/**
 * Call first thing at a process's start. With `OTEL_EXPORTER_OTLP_ENDPOINT` set, spans are batched and sent by OTLP
 * over HTTP (`<endpoint>/v1/traces`, the OTLP exporter's own variables apply: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT,
 * OTEL_EXPORTER_OTLP_HEADERS; the sampler's: OTEL_TRACES_SAMPLER, default parent-based always on); without it nothing
 * is loaded or recorded. Spans still buffered are sent when the process stops gracefully (a stop hook).
 */
export async function startTracing(service: string, options: TracingOptions = {}): Promise<Tracing | undefined> {
  const endpoint = process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (process.env.OTEL_SDK_DISABLED === 'true' || (!options.exporter && !endpoint)) return undefined;
  if (tracer) throw new Error('tracing already started in this process');
  // Loaded only when tracing is on: a process without it never reads the SDK.
  const { startProvider } = await import('./tracing-sdk');
  asyncContext = options.asyncContext ?? true;
  const provider = startProvider(service, options.exporter, asyncContext);
  tracer = trace.getTracer('@abialbum/service-kit');
  const unsubscribe = asyncContext ? watchOutgoingCalls() : () => undefined;
  const unhook = onStop({ name: 'traces', close: () => provider.forceFlush() });
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      tracer = undefined;
      asyncContext = true;
      unsubscribe();
      unhook();
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/**
 * pino's mixin: each log line written within a span carries `trace_id` and `span_id`. A new object each time: pino
 * merges the line's own fields into it.
 */
export function traceLogFields(): Record<string, string> {
  if (!tracer) return {};
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** The W3C `traceparent` of the span now active, if any: an event built here records it (buildEvent). */
export function currentTraceparent(): string | undefined {
  if (!tracer || !trace.getActiveSpan()) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** Runs `work` outside any trace: the outbox relay, kicked from a request, must not make its passes that request's. */
export function outsideTraces<T>(work: () => T): T {
  return tracer ? context.with(ROOT_CONTEXT, work) : work();
}

const errorOf = (span: Span, err: unknown) => {
  span.recordException(err instanceof Error ? err : String(err));
  span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
};

/**
 * A span's W3C `traceparent`, also its `traceresponse` (Trace Context level 2: the caller learns the id of its trace,
 * `npm run traces -- <id>`).
 */
const traceparentOf = (span: Span) => {
  const { traceId, spanId, traceFlags } = span.spanContext();
  return `00-${traceId}-${spanId}-0${traceFlags & 1}`;
};

const PROBES = new Set(['/health', '/ready', '/metrics']);

/** The gateway's request spans (tracedRequests with trustIncoming false), by request: its calls out continue them. */
const requestSpans = new WeakMap<IncomingMessage, Span>();

/**
 * A SERVER span per request (but the probes'), named by its route once routed (`GET /albums/:id`). Services continue the caller's trace
 * (`traceparent`: the gateway or another service); the gateway (`trustIncoming: false`) starts one per call and
 * drops what a client sent, so no client picks trace ids or the sampling decision. The sampler decides before any
 * attribute is built (it is given none: the standard samplers read none): a call it leaves out builds nothing more.
 */
export function tracedRequests(options: { trustIncoming: boolean }): Middleware {
  return async (ctx, next) => {
    if (!options.trustIncoming) {
      delete ctx.req.headers.traceparent;
      delete ctx.req.headers.tracestate;
    }
    const active = tracer;
    // Probes (the gateway asks every instance's /ready twice a second) are not user actions.
    if (!active || PROBES.has(ctx.path)) return next();
    const parent = options.trustIncoming ? propagation.extract(ROOT_CONTEXT, ctx.req.headers, headerGetter) : ROOT_CONTEXT;
    const span = active.startSpan(ctx.method, { kind: SpanKind.SERVER }, parent);
    const recording = span.isRecording();
    if (recording) span.setAttributes({ 'http.request.method': ctx.method, 'url.path': ctx.path });
    ctx.set('traceresponse', traceparentOf(span));
    if (!options.trustIncoming) requestSpans.set(ctx.req, span);
    try {
      await (asyncContext ? context.with(trace.setSpan(parent, span), next) : next());
    } catch (err) {
      if (recording) errorOf(span, err);
      throw err;
    } finally {
      if (recording) {
        // Proxied answers (the gateway) bypass Koa: their status is the raw response's.
        const status = ctx.respond === false ? ctx.res.statusCode : ctx.status;
        const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
        if (typeof route === 'string') {
          span.updateName(`${ctx.method} ${route}`);
          span.setAttribute('http.route', route);
        }
        span.setAttribute('http.response.status_code', status);
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
    }
  };
}

/**
 * The `traceparent` a call made for one of the gateway's requests sends (the link previews' read of an album), so the
 * service's span joins the request's trace; undefined with tracing off.
 */
export function requestTraceparent(req: IncomingMessage): string | undefined {
  const span = requestSpans.get(req);
  return span && traceparentOf(span);
}

/** What each log line of one of the gateway's requests carries (its request logger's fields): `trace_id`, `span_id`. */
export function requestTraceLogFields(req: IncomingMessage): Record<string, string> {
  const span = requestSpans.get(req);
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** Reads header values as strings, whatever the carrier holds (Node's arrays, amqplib's Buffers). */
const headerGetter: TextMapGetter<IncomingHttpHeaders | Record<string, unknown>> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => {
    const value = carrier[key];
    if (value === undefined || value === null) return undefined;
    if (Array.isArray(value)) return value.map(String);
    return Buffer.isBuffer(value) ? value.toString('latin1') : String(value);
  },
};

/** Ends a CLIENT span with the answer's status or the request's failure. */
function endWith(span: Span, status: number | undefined, err?: unknown): void {
  if (status !== undefined) {
    span.setAttribute('http.response.status_code', status);
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  }
  if (err) errorOf(span, err);
  span.end();
}

/**
 * The gateway's call to a service instance for `incoming` (each attempt its own CLIENT span, child of the request's),
 * its context sent on as `traceparent`. A request the sampler left out records no span for its calls: its own
 * context goes on as is, not sampled, and the service's parent-based sampler follows that decision.
 */
export function traceUpstreamCall(request: ClientRequest, incoming: IncomingMessage, service: string, target: string): void {
  const active = tracer;
  if (!active) return;
  const requestSpan = requestSpans.get(incoming);
  if (requestSpan && !requestSpan.isRecording()) {
    request.setHeader('traceparent', traceparentOf(requestSpan));
    return;
  }
  const parent = requestSpan ? trace.setSpan(ROOT_CONTEXT, requestSpan) : context.active();
  const span = active.startSpan(
    `${request.method} ${service}`,
    { kind: SpanKind.CLIENT, attributes: { 'http.request.method': request.method, 'url.full': `${target}${request.path}`, 'peer.service': service } },
    parent,
  );
  propagation.inject(trace.setSpan(parent, span), request, { set: (req, key, value) => req.setHeader(key, value) });
  let status: number | undefined;
  let failure: unknown;
  request.once('response', (res: IncomingMessage) => (status = res.statusCode));
  request.once('error', (err) => (failure = err));
  request.once('close', () => endWith(span, status, failure));
}

interface UndiciRequest {
  method: string;
  origin: string;
  path: string;
  addHeader?: (name: string, value: string) => unknown;
  headers?: string | string[];
}

/**
 * Any other outgoing call within a trace: `http.request` (the S3 client) through Node's `http.client.*` channels
 * (observed: Node 20 publishes them once the headers are out, so nothing is sent on), and `fetch` (JWKS, the
 * `/internal` exports, link previews) through undici's, which also sends the context on. A call made outside any trace
 * (probes, timers) records nothing.
 */
function watchOutgoingCalls(): () => void {
  const nodeSpans = new WeakMap<object, Span>();
  const fetchSpans = new WeakMap<object, Span>();
  const child = (name: string, attributes: () => Attributes): [Context, Span] | undefined => {
    const parent = context.active();
    if (!tracer || !trace.getSpan(parent)) return undefined;
    const span = tracer.startSpan(name, { kind: SpanKind.CLIENT }, parent);
    if (span.isRecording()) span.setAttributes(attributes());
    return [parent, span];
  };
  const handlers: Record<string, (message: unknown) => void> = {
    'http.client.request.start': (message) => {
      const { request } = message as { request: ClientRequest };
      // The gateway's proxied calls have their span already (traceUpstreamCall).
      if (request.getHeader('traceparent') !== undefined) return;
      const started = child(request.method, () => ({
        'http.request.method': request.method,
        'url.full': `${request.protocol}//${String(request.getHeader('host') ?? request.host)}${request.path}`,
      }));
      if (started) nodeSpans.set(request, started[1]);
    },
    'http.client.response.finish': (message) => {
      const { request, response } = message as { request: object; response: IncomingMessage };
      const span = nodeSpans.get(request);
      if (span) endWith(span, response.statusCode);
      nodeSpans.delete(request);
    },
    'http.client.request.error': (message) => {
      const { request, error } = message as { request: object; error: unknown };
      const span = nodeSpans.get(request);
      if (span) endWith(span, undefined, error);
      nodeSpans.delete(request);
    },
    'undici:request:create': (message) => {
      const { request } = message as { request: UndiciRequest };
      const started = child(request.method, () => ({ 'http.request.method': request.method, 'url.full': `${request.origin}${request.path}` }));
      if (!started) return;
      const [parent, span] = started;
      fetchSpans.set(request, span);
      const carrier: Record<string, string> = {};
      propagation.inject(trace.setSpan(parent, span), carrier);
      for (const [name, value] of Object.entries(carrier)) {
        if (typeof request.addHeader === 'function') request.addHeader(name, value);
        else if (Array.isArray(request.headers)) request.headers.push(name, value);
        else if (typeof request.headers === 'string') request.headers += `${name}: ${value}\r\n`;
      }
    },
    'undici:request:headers': (message) => {
      const { request, response } = message as { request: object; response: { statusCode: number } };
      fetchSpans.get(request)?.setAttribute('http.response.status_code', response.statusCode);
    },
    'undici:request:trailers': (message) => {
      const { request } = message as { request: object };
      const span = fetchSpans.get(request);
      fetchSpans.delete(request);
      span?.end();
    },
    'undici:request:error': (message) => {
      const { request, error } = message as { request: object; error: unknown };
      const span = fetchSpans.get(request);
      fetchSpans.delete(request);
      if (span) endWith(span, undefined, error);
    },
  };
  for (const [name, handler] of Object.entries(handlers)) diagnostics.subscribe(name, handler);
  return () => {
    for (const [name, handler] of Object.entries(handlers)) diagnostics.unsubscribe(name, handler);
  };
}

/** A database command's span (db-commands.ts watches the commands; what a span holds is decided here). */
export type CommandSpan = Span;

/**
 * A CLIENT span for a command the driver sends within a trace (a request's, an event's): every find, update, getMore,
 * insert, with its collection. Commands outside any trace (the relay's polls, heart-beats) or in one not sampled
 * (the chart's 1 in 10) record nothing: nothing is built for them.
 */
export function startCommandSpan(commandName: string, collection: string, databaseName: string | undefined): CommandSpan | undefined {
  if (!tracer) return undefined;
  const parent = context.active();
  if (!trace.getSpan(parent)?.isRecording()) return undefined;
  const attributes: Attributes = { 'db.system.name': 'mongodb', 'db.operation.name': commandName };
  if (databaseName) attributes['db.namespace'] = databaseName;
  if (collection) attributes['db.collection.name'] = collection;
  return tracer.startSpan(collection ? `${commandName} ${collection}` : commandName, { kind: SpanKind.CLIENT, attributes }, parent);
}

/** Ends a command's span, marked as an error when the command failed. */
export function endCommandSpan(span: CommandSpan, failure: unknown): void {
  if (failure) errorOf(span, failure);
  span.end();
}

export const MESSAGING_SYSTEM = 'rabbitmq';

/**
 * A PRODUCER span around one publish, child of the trace the event recorded when it was built (inside the request or
 * the handler that caused it), never of whatever the relay's pass runs in; an event built outside any trace starts
 * one. Its context goes out in the message's `traceparent` header.
 */
export async function tracedPublish<T>(
  event: { id: string; type: string; traceparent?: string },
  exchange: string,
  publish: (headers?: Record<string, string>) => Promise<T>,
): Promise<T> {
  const active = tracer;
  if (!active) return publish();
  const parent = event.traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent: event.traceparent }) : ROOT_CONTEXT;
  const span = active.startSpan(`publish ${event.type}`, { kind: SpanKind.PRODUCER }, parent);
  if (span.isRecording()) {
    span.setAttributes({
      'messaging.system': MESSAGING_SYSTEM,
      'messaging.operation.type': 'send',
      'messaging.destination.name': exchange,
      'messaging.rabbitmq.destination.routing_key': event.type,
      'messaging.message.id': event.id,
    });
  }
  const spanContext = trace.setSpan(parent, span);
  const headers: Record<string, string> = {};
  propagation.inject(spanContext, headers);
  try {
    return await context.with(spanContext, () => publish(headers));
  } catch (err) {
    errorOf(span, err);
    throw err;
  } finally {
    span.end();
  }
}

/**
 * A CONSUMER span around one delivery's handling, child of the publish that sent it (its `traceparent` header): the
 * handler's reads and writes, and the events it builds, are in the same trace.
 */
export async function tracedConsume<T>(
  queue: string,
  message: { properties: { headers?: Record<string, unknown>; type?: string; messageId?: string } },
  handle: () => Promise<T>,
): Promise<T> {
  const active = tracer;
  if (!active) return handle();
  const { headers = {}, type, messageId } = message.properties;
  const parent = propagation.extract(ROOT_CONTEXT, headers, headerGetter);
  const span = active.startSpan(`process ${type ?? queue}`, { kind: SpanKind.CONSUMER }, parent);
  if (span.isRecording()) {
    const attributes: Attributes = {
      'messaging.system': MESSAGING_SYSTEM,
      'messaging.operation.type': 'process',
      'messaging.destination.name': queue,
    };
    if (messageId) attributes['messaging.message.id'] = messageId;
    if (headers['x-attempt'] !== undefined) attributes['abialbum.attempt'] = Number(headers['x-attempt']);
    span.setAttributes(attributes);
  }
  try {
    const outcome = await context.with(trace.setSpan(parent, span), handle);
    if (typeof outcome === 'string') span.setAttribute('abialbum.outcome', outcome);
    return outcome;
  } catch (err) {
    errorOf(span, err);
    throw err;
  } finally {
    span.end();
  }
}
