/**
 * Reads traces from the local Jaeger's query API (`TRACING=1 npm start`; a module build of Jaeger has no UI):
 *   npm run traces                          the latest traces (20) that went through the gateway, newest first
 *   npm run traces -- --service svc-albums  ... that one service took part in (--limit N, --lookback 2h)
 *   npm run traces -- <trace id>            one trace as a tree of spans: when each began (ms after the first),
 *                                           how long it took, its service, its name and what it did
 * A call's trace id: the `traceresponse` header of its answer (`00-<trace id>-<span id>-01`), or `trace_id` in the
 * services' log lines. JAEGER_URL (default http://127.0.0.1:16686) names another query API.
 */
export {};

interface Tag {
  key: string;
  value: unknown;
}

interface JaegerSpan {
  traceID: string;
  spanID: string;
  operationName: string;
  references?: { refType: string; spanID: string }[];
  startTime: number;
  duration: number;
  tags?: Tag[];
  processID: string;
}

interface JaegerTrace {
  traceID: string;
  spans: JaegerSpan[];
  processes: Record<string, { serviceName: string }>;
}

const JAEGER_URL = (process.env.JAEGER_URL ?? 'http://127.0.0.1:16686').replace(/\/+$/, '');

async function query<T>(path: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${JAEGER_URL}${path}`);
  } catch {
    throw new Error(`no Jaeger answers at ${JAEGER_URL}: start the platform with TRACING=1 npm start (or set JAEGER_URL)`);
  }
  if (res.status === 404) throw new Error(`not found at ${JAEGER_URL}${path} (a trace is kept in memory until Jaeger stops)`);
  if (!res.ok) throw new Error(`${JAEGER_URL}${path} answered ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

const tagsOf = (span: JaegerSpan) => new Map((span.tags ?? []).map((tag) => [tag.key, tag.value]));
const ms = (micros: number) => (micros / 1000).toFixed(1);

/** What a span did, in a few words: its status, route, collection, message. */
function detail(span: JaegerSpan): string {
  const tags = tagsOf(span);
  const parts: string[] = [];
  const status = tags.get('http.response.status_code');
  if (status !== undefined) parts.push(String(status));
  const path = tags.get('url.path');
  if (path !== undefined && !span.operationName.includes('/')) parts.push(String(path));
  const url = tags.get('url.full');
  if (url !== undefined) parts.push(String(url));
  const queue = tags.get('messaging.destination.name');
  if (queue !== undefined && tags.get('messaging.operation.type') === 'process') parts.push(`queue ${String(queue)}`);
  const outcome = tags.get('abialbum.outcome');
  if (outcome !== undefined) parts.push(String(outcome));
  const attempt = tags.get('abialbum.attempt');
  if (attempt !== undefined) parts.push(`attempt ${String(attempt)}`);
  if (tags.get('error') === true || tags.get('otel.status_code') === 'ERROR') parts.push(`ERROR ${String(tags.get('otel.status_description') ?? '')}`.trim());
  return parts.length ? `  [${parts.join(', ')}]` : '';
}

function printTree(trace: JaegerTrace): void {
  const byId = new Map(trace.spans.map((span) => [span.spanID, span]));
  const children = new Map<string, JaegerSpan[]>();
  const roots: JaegerSpan[] = [];
  for (const span of trace.spans) {
    const parent = span.references?.find((ref) => ref.refType === 'CHILD_OF' && byId.has(ref.spanID));
    if (parent) children.set(parent.spanID, [...(children.get(parent.spanID) ?? []), span]);
    else roots.push(span);
  }
  const begin = Math.min(...trace.spans.map((span) => span.startTime));
  const end = Math.max(...trace.spans.map((span) => span.startTime + span.duration));
  const services = new Set(Object.values(trace.processes).map((process) => process.serviceName));
  console.log(`trace ${trace.traceID}: ${trace.spans.length} spans, ${services.size} services (${[...services].sort().join(', ')}), ${ms(end - begin)} ms`);
  console.log('   start  duration  service       span');
  const print = (span: JaegerSpan, depth: number) => {
    const service = trace.processes[span.processID]?.serviceName ?? '?';
    console.log(`${ms(span.startTime - begin).padStart(8)} ${ms(span.duration).padStart(9)}  ${service.padEnd(12)}  ${'  '.repeat(depth)}${span.operationName}${detail(span)}`);
    for (const child of (children.get(span.spanID) ?? []).sort((a, b) => a.startTime - b.startTime)) print(child, depth + 1);
  };
  for (const root of roots.sort((a, b) => a.startTime - b.startTime)) print(root, 0);
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function listTraces(args: string[]): Promise<void> {
  const service = option(args, '--service') ?? 'svc-gateway';
  const limit = Number(option(args, '--limit') ?? 20);
  const lookback = option(args, '--lookback') ?? '1h';
  const known = await query<string[]>('/api/services');
  if (!known.includes(service)) {
    console.log(`no traces of ${service} yet (services that sent some: ${known.sort().join(', ') || 'none'})`);
    return;
  }
  const traces = await query<JaegerTrace[]>(`/api/traces?service=${encodeURIComponent(service)}&limit=${limit}&lookback=${lookback}`);
  const rows = traces
    .map((trace) => {
      const begin = Math.min(...trace.spans.map((span) => span.startTime));
      const end = Math.max(...trace.spans.map((span) => span.startTime + span.duration));
      const root = trace.spans.find((span) => span.startTime === begin) ?? trace.spans[0];
      const services = new Set(Object.values(trace.processes).map((process) => process.serviceName));
      const errors = trace.spans.filter((span) => tagsOf(span).get('error') === true || tagsOf(span).get('otel.status_code') === 'ERROR').length;
      return { trace, begin, end, root, services, errors };
    })
    .sort((a, b) => b.begin - a.begin);
  for (const { trace, begin, end, root, services, errors } of rows) {
    const when = new Date(begin / 1000).toISOString().slice(11, 23);
    const name = root ? `${root.operationName}${detail(root)}` : '';
    console.log(`${when}  ${trace.traceID}  ${ms(end - begin).padStart(8)} ms  ${String(trace.spans.length).padStart(3)} spans  ${services.size} services${errors ? `  ${errors} errors` : ''}  ${name}`);
  }
  if (rows.length === 0) console.log(`no traces of ${service} in the last ${lookback}`);
  else console.log(`\none as a tree: npm run traces -- <trace id>`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const id = args.find((arg) => /^[0-9a-f]{16,32}$/i.test(arg));
  if (id) {
    const [trace] = await query<JaegerTrace[]>(`/api/traces/${id.toLowerCase()}`);
    if (!trace) throw new Error(`no trace ${id}`);
    printTree(trace);
  } else {
    await listTraces(args);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
