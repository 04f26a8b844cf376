import http, { type Server } from 'node:http';
import { isKnownEvent } from '@abialbum/contracts';
import type { Context, Middleware } from 'koa';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { derivativeQueues, sampleOutboxes, sampleQueues } from './metrics-sampling';

export { watchDerivativeQueues, watchOutboxes, watchQueues, type QueueSource, type QueueStats } from './metrics-sampling';

/**
 * Every metric a process exposes, defined here once (issue 26 item 2; README "Metrics"). The code that moves them
 * calls the small functions below; what is sampled (queues, outboxes) is read when Prometheus scrapes, never on a
 * timer. One registry per process, served at `/metrics` on a service's own port (`metricsEndpoint`, mounted by
 * `createServiceApp`) and on the gateway's METRICS_PORT (`serveMetrics`), never through the public gateway.
 */
export const metricsRegistry = new Registry();
const registers = [metricsRegistry];

let defaultsCollected = false;

/** Labels every series with the service, and adds Node's own metrics (event loop lag, heap, GC, CPU). Idempotent. */
export function startMetrics(service: string): void {
  metricsRegistry.setDefaultLabels({ service });
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

// --- HTTP ---------------------------------------------------------------------------------------------------------

const httpRequests = new Counter({
  name: 'abialbum_http_requests_total',
  help: 'Requests answered, by matched route pattern (never the raw path), method and status',
  labelNames: ['route', 'method', 'status'] as const,
  registers,
});
const httpDuration = new Histogram({
  name: 'abialbum_http_request_duration_seconds',
  help: 'Time until the handler answered (a streamed body, a ZIP or a notification stream, is not timed to its end)',
  labelNames: ['route', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The @koa/router pattern that took the call, as OpenAPI writes it (`/api/v1/abialbum/albums/{id}`), else `unmatched`. */
export function matchedRoute(ctx: Context): string {
  const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  return typeof matched === 'string' ? matched.replace(/:(\w+)/g, '{$1}') : 'unmatched';
}

/** Counts and times every request; first in the chain, so the status is the one sent (errors included). */
export function httpMetrics(routeOf: (ctx: Context) => string = matchedRoute): Middleware {
  return async (ctx, next) => {
    const began = performance.now();
    let thrown: number | undefined;
    try {
      await next();
    } catch (err) {
      thrown = (err as { status?: number }).status ?? 500;
      throw err;
    } finally {
      const route = routeOf(ctx);
      const method = METHODS.has(ctx.method) ? ctx.method : 'OTHER';
      // A proxied or piped answer bypasses Koa: its status is the raw response's.
      const status = thrown ?? (ctx.respond === false ? ctx.res.statusCode : ctx.status);
      httpRequests.inc({ route, method, status: String(status) });
      httpDuration.observe({ route, method }, (performance.now() - began) / 1_000);
    }
  };
}

// --- Events -------------------------------------------------------------------------------------------------------

const eventsPublished = new Counter({
  name: 'abialbum_events_published_total',
  help: 'Events published with a broker confirm (outbox relays), by type',
  labelNames: ['type'] as const,
  registers,
});
const eventsConsumed = new Counter({
  name: 'abialbum_events_consumed_total',
  help: 'Events a consumer finished with, by queue, type and outcome (handled, duplicate, ignored, invalid)',
  labelNames: ['queue', 'type', 'outcome'] as const,
  registers,
});
const eventsRetried = new Counter({
  name: 'abialbum_events_retried_total',
  help: 'Deliveries put back for later, by queue, type and reason (failed, claimed_elsewhere, database_unavailable)',
  labelNames: ['queue', 'type', 'reason'] as const,
  registers,
});
const eventsDeadLettered = new Counter({
  name: 'abialbum_events_dead_lettered_total',
  help: 'Deliveries sent to the dead-letter queue, by queue, type and reason (failed_too_often, rejected)',
  labelNames: ['queue', 'type', 'reason'] as const,
  registers,
});

/** An event type as a label: one of the catalogue's, or `unknown` (a label never takes what a message says freely). */
const typeLabel = (type: unknown) => (typeof type === 'string' && isKnownEvent(type) ? type : 'unknown');

export const countEventPublished = (type: unknown) => eventsPublished.inc({ type: typeLabel(type) });
export const countEventConsumed = (queue: string, type: unknown, outcome: string) => eventsConsumed.inc({ queue, type: typeLabel(type), outcome });
export const countEventRetried = (queue: string, type: unknown, reason: string) => eventsRetried.inc({ queue, type: typeLabel(type), reason });
export const countEventDeadLettered = (queue: string, type: unknown, reason: string) => eventsDeadLettered.inc({ queue, type: typeLabel(type), reason });

// --- Queues (sampled from the broker at scrape time: metrics-sampling.ts) --------------------------------------

const isDead = (queue: string) => queue.endsWith('.dead');

new Gauge({
  name: 'abialbum_queue_messages',
  help: 'Messages ready in each queue this process consumes (sampled from the broker when scraped)',
  labelNames: ['queue'] as const,
  registers,
  async collect() {
    const stats = await sampleQueues();
    this.reset();
    for (const { queue, messages } of stats) if (!isDead(queue)) this.set({ queue }, messages);
  },
});
new Gauge({
  name: 'abialbum_queue_consumers',
  help: 'Consumers of each queue this process consumes, across every instance (sampled from the broker when scraped)',
  labelNames: ['queue'] as const,
  registers,
  async collect() {
    const stats = await sampleQueues();
    this.reset();
    for (const { queue, consumers } of stats) if (!isDead(queue)) this.set({ queue }, consumers);
  },
});
new Gauge({
  name: 'abialbum_dead_letter_messages',
  help: 'Messages in the dead-letter queue of each queue this process consumes (npm run dead-letters)',
  labelNames: ['queue'] as const,
  registers,
  async collect() {
    const stats = await sampleQueues();
    this.reset();
    for (const { queue, messages } of stats) if (isDead(queue)) this.set({ queue }, messages);
  },
});
new Gauge({
  name: 'abialbum_media_derivative_jobs_queued',
  help: "svc-media's derivative jobs waiting in their queue, by kind (posters: pictures' sizes and videos' posters; playback copies)",
  labelNames: ['kind'] as const,
  registers,
  async collect() {
    this.reset();
    if (derivativeQueues.size === 0) return;
    const stats = await sampleQueues();
    for (const [kind, queue] of derivativeQueues) {
      const found = stats.find((entry) => entry.queue === queue);
      if (found) this.set({ kind }, found.messages);
    }
  },
});

// --- Outboxes (counted from the stores at scrape time, kept 5 s: metrics-sampling.ts) ---------------------------

new Gauge({
  name: 'abialbum_outbox_backlog',
  help: 'Documents whose outbox holds events not yet published, by collection (counted when scraped, kept 5 s)',
  labelNames: ['collection'] as const,
  registers,
  async collect() {
    const sample = await sampleOutboxes();
    this.reset();
    for (const [collection, { backlog }] of sample) this.set({ collection }, backlog);
  },
});
new Gauge({
  name: 'abialbum_outbox_oldest_age_seconds',
  help: 'Age of the oldest event waiting in an outbox, by collection (0 when none waits)',
  labelNames: ['collection'] as const,
  registers,
  async collect() {
    const sample = await sampleOutboxes();
    this.reset();
    for (const [collection, { oldestAt }] of sample) this.set({ collection }, oldestAt === null ? 0 : Math.max(0, (Date.now() - oldestAt) / 1_000));
  },
});

// --- Database -----------------------------------------------------------------------------------------------------

const dbCommands = new Histogram({
  name: 'abialbum_db_command_duration_seconds',
  help: 'Database commands this process sent, by command and collection, timed to their answer (its _count: how many)',
  labelNames: ['command', 'collection', 'outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers,
});

/**
 * One database command answered: `failed` when the engine refused it (a duplicate key is one: a unique insert that
 * decides a race counts as failed when it loses) or it got no answer (a lost connection, a time limit). What a call costs the engine is read here: a hot write's commands
 * per call, and which collection takes the time.
 */
export function observeDbCommand(command: string, collection: string, seconds: number, failed: boolean): void {
  dbCommands.observe({ command, collection, outcome: failed ? 'failed' : 'ok' }, seconds);
}

// --- Leases -------------------------------------------------------------------------------------------------------

const lockWait = new Histogram({
  name: 'abialbum_lock_wait_seconds',
  help: "Time a work waited for its document's lock (its turn in this process, then the lease across instances)",
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15],
  registers,
});

/** Starts timing a wait for a lock; the answer ends it. */
export function timeLockWait(): () => void {
  const began = performance.now();
  return () => lockWait.observe((performance.now() - began) / 1_000);
}

// --- svc-media ----------------------------------------------------------------------------------------------------

const uploadBytes = new Counter({
  name: 'abialbum_media_upload_bytes_total',
  help: 'Bytes of uploaded files received and staged (multipart and resumable alike), before their checks',
  registers,
});
const derivativesWaiting = new Gauge({
  name: 'abialbum_media_derivatives_waiting',
  help: 'Picture works (cleaning, HEIC, sizes, posters) waiting for a slot of the derivative limiter in this process',
  registers,
});

export const countUploadBytes = (bytes: number) => uploadBytes.inc(bytes);
/** +1 when a derivative work starts waiting for the limiter, -1 when it gets its slot. */
export const markDerivativeWaiting = (delta: 1 | -1) => (delta > 0 ? derivativesWaiting.inc() : derivativesWaiting.dec());

// --- Exposition ---------------------------------------------------------------------------------------------------

/** Names of every series the registry can expose (a histogram's `_bucket`, `_sum`, `_count`): what rules may name. */
export function registeredMetricNames(): string[] {
  return metricsRegistry.getMetricsAsArray().flatMap((metric) => {
    const { name, type } = metric as unknown as { name: string; type: string };
    if (type === 'histogram') return [name, `${name}_bucket`, `${name}_sum`, `${name}_count`];
    if (type === 'summary') return [name, `${name}_sum`, `${name}_count`];
    return [name];
  });
}

/**
 * `GET /metrics` on a service's own port. A call the gateway forwarded (it sets X-Forwarded-For on every one) goes on
 * as any unknown path would (404): metrics are never answered through the public gateway, even if a route to
 * `/metrics` were added there by mistake.
 */
export function metricsEndpoint(): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/metrics' || (ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.get('x-forwarded-for')) return next();
    ctx.set('cache-control', 'no-store');
    ctx.type = metricsRegistry.contentType;
    ctx.body = await metricsRegistry.metrics();
  };
}

/** A listener of its own that answers only `GET /metrics` (the gateway's METRICS_PORT). Rejects when it cannot listen. */
export function serveMetrics(port: number, host = '0.0.0.0'): Promise<Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      () => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics could not be collected\n'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
