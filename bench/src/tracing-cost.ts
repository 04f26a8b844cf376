/**
 * What tracing costs (issue 26 item 1): the gateway overhead benchmark's call (GET /api/v1/abialbum/users/profile
 * through the gateway into identity, and straight to identity) on two platforms of its own, up at the same time: one
 * without tracing (ports 23000+), one with it (ports 23100+: OTEL_EXPORTER_OTLP_ENDPOINT set, every span sampled,
 * batched and sent by OTLP/HTTP to a receiver in this process that reads and drops them). Short slices alternate
 * between the two (off then on, then on then off...), so a neighbour's load hits both alike: on this 2-core VM shared
 * with other sessions, two 5-second windows a platform restart apart moved the figures more than tracing did.
 * Target: requests/s through the gateway with tracing on at least 0.9x of off. A third platform (ports 23200+) runs
 * with the Helm chart's default sampler (deploy/helm/abialbum/values.yaml, otel.sampler and otel.samplerArg): both
 * figures are printed, each next to the target. Also printed, for information: the CPU time identity and the gateway
 * spend per request through the gateway (from /proc), less moved by the neighbours.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchToken } from './bench-user';
import { OPEN_LIMITS, ownPlatform } from './own-platform';
import { platformTicks, TICKS_PER_SECOND } from './process-cpu';
import { saveResult } from './results';

const PATH = '/api/v1/abialbum/users/profile';
const TARGET = 0.9;
const base = Number(process.env.TRACING_COST_PORT_BASE ?? 23000);
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const slices = Number(process.env.BENCH_SLICES ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROOT = path.join(__dirname, '..', '..');
const MODES = ['off', 'on', 'chart'] as const;
type Mode = (typeof MODES)[number];

/** The chart's production sampler: otel.sampler and otel.samplerArg of its values. */
function chartSampler(): { sampler: string; arg: string } {
  const values = readFileSync(path.join(ROOT, 'deploy', 'helm', 'abialbum', 'values.yaml'), 'utf8');
  const otel = values.slice(values.indexOf('\notel:'));
  const sampler = /\n {2}sampler: *"?([a-z_]+)"?/.exec(otel)?.[1];
  const arg = /\n {2}samplerArg: *"?([0-9.]+)"?/.exec(otel)?.[1];
  if (!sampler || !arg) throw new Error('no otel.sampler and otel.samplerArg in the chart values');
  return { sampler, arg };
}

/** Where the traced platform sends its spans: every OTLP request is read whole and answered, its bytes counted. */
async function otlpSink() {
  const received = { requests: 0, bytes: 0 };
  const server = http.createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (received.bytes += chunk.length));
    req.on('end', () => {
      received.requests += 1;
      // An empty ExportTraceServiceResponse, in the encoding asked in.
      if (req.headers['content-type'] === 'application/x-protobuf') {
        res.setHeader('content-type', 'application/x-protobuf');
        res.end();
      } else {
        res.setHeader('content-type', 'application/json');
        res.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function count(url: string, token: string, duration: number): Promise<number> {
  const result = await autocannon({ url: `${url}${PATH}`, connections, duration, headers: { authorization: `Bearer ${token}` } });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${url}${PATH}: ${failures} failed requests of ${result.requests.total}`);
  return result.requests.total;
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/** User plus system CPU ticks of a platform's identity and gateway (process-cpu.ts). */
function cpuTicks(portBase: number): number {
  const parts = platformTicks(path.join(ROOT, '.data', `alt-${portBase}`));
  return (parts.get('identity') ?? 0) + (parts.get('gateway') ?? 0);
}

async function main(): Promise<void> {
  const sink = await otlpSink();
  const chart = chartSampler();
  const traced = (sampler: string, arg?: string) => ({
    ...OPEN_LIMITS,
    OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
    OTEL_TRACES_SAMPLER: sampler,
    ...(arg ? { OTEL_TRACES_SAMPLER_ARG: arg } : {}),
  });
  const modes: Record<Mode, { platform: ReturnType<typeof ownPlatform>; portBase: number }> = {
    off: { platform: ownPlatform(base, OPEN_LIMITS), portBase: base },
    on: { platform: ownPlatform(base + 100, traced('always_on')), portBase: base + 100 },
    chart: { platform: ownPlatform(base + 200, traced(chart.sampler, chart.arg)), portBase: base + 200 },
  };
  const totals = Object.fromEntries(MODES.map((mode) => [mode, { gateway: 0, direct: 0, ticks: 0 }])) as Record<Mode, { gateway: number; direct: number; ticks: number }>;
  const tokens = { off: '', on: '', chart: '' };
  try {
    for (const mode of MODES) {
      modes[mode].platform.up();
      process.env.GATEWAY_URL = modes[mode].platform.gateway;
      tokens[mode] = await benchToken();
    }
    for (const mode of MODES) {
      // Warm-up: JIT and connection pools on both paths.
      await count(`http://127.0.0.1:${modes[mode].portBase + 11}`, tokens[mode], 2);
      await count(modes[mode].platform.gateway, tokens[mode], 2);
    }
    for (let slice = 0; slice < slices; slice++) {
      const order = slice % 2 === 0 ? MODES : [...MODES].reverse();
      for (const mode of order) {
        const { platform, portBase } = modes[mode];
        totals[mode].direct += await count(`http://127.0.0.1:${portBase + 11}`, tokens[mode], seconds);
        const ticks = cpuTicks(portBase);
        totals[mode].gateway += await count(platform.gateway, tokens[mode], seconds);
        totals[mode].ticks += cpuTicks(portBase) - ticks;
      }
      console.log(`tracing-cost slice ${slice + 1} of ${slices} done (load average ${load()})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 6_000)); // the last batch (5 s delay) out
  } finally {
    for (const mode of MODES) modes[mode].platform.down();
    await sink.close();
  }
  if (sink.received.requests === 0) throw new Error('tracing on, but no span reached the OTLP receiver');
  const span = slices * seconds;
  const rps = (requests: number) => Math.round(requests / span);
  const cpuPerRequest = (mode: Mode) => Math.round((totals[mode].ticks / TICKS_PER_SECOND / totals[mode].gateway) * 1e6);
  const ratio = totals.on.gateway / totals.off.gateway;
  const chartRatio = totals.chart.gateway / totals.off.gateway;
  const chartName = `${chart.sampler} ${chart.arg}, the chart's default`;
  console.log(
    `tracing-cost: through the gateway ${rps(totals.on.gateway)} req/s with tracing on (always_on: every trace), ${rps(totals.off.gateway)} off: ` +
      `ratio ${ratio.toFixed(2)} (target >= ${TARGET})`,
  );
  console.log(
    `tracing-cost: through the gateway ${rps(totals.chart.gateway)} req/s with tracing on (${chartName}), ${rps(totals.off.gateway)} off: ` +
      `ratio ${chartRatio.toFixed(2)} (target >= ${TARGET})`,
  );
  console.log(
    `tracing-cost: straight to identity ${rps(totals.on.direct)} always_on, ${rps(totals.chart.direct)} ${chart.sampler} ${chart.arg}, ${rps(totals.off.direct)} off: ` +
      `ratios ${(totals.on.direct / totals.off.direct).toFixed(2)} and ${(totals.chart.direct / totals.off.direct).toFixed(2)} (information)`,
  );
  console.log(
    `tracing-cost: CPU of identity + gateway per request through the gateway ${cpuPerRequest('on')} µs always_on, ${cpuPerRequest('chart')} ${chart.sampler} ${chart.arg}, ` +
      `${cpuPerRequest('off')} off: ${(cpuPerRequest('on') / cpuPerRequest('off')).toFixed(2)}x and ${(cpuPerRequest('chart') / cpuPerRequest('off')).toFixed(2)}x off (information)`,
  );
  console.log(
    `tracing-cost: ${slices} slices of ${seconds} s per path and mode, ${connections} connections; ${sink.received.requests} OTLP requests, ` +
      `${sink.received.bytes} bytes of spans received`,
  );
  saveResult('tracingCost', {
    connections,
    seconds,
    slices,
    gatewayOffRps: rps(totals.off.gateway),
    gatewayOnRps: rps(totals.on.gateway),
    directOffRps: rps(totals.off.direct),
    directOnRps: rps(totals.on.direct),
    cpuUsPerRequestOff: cpuPerRequest('off'),
    cpuUsPerRequestOn: cpuPerRequest('on'),
    spanBytes: sink.received.bytes,
    ratio: Number(ratio.toFixed(3)),
    chartSampler: `${chart.sampler} ${chart.arg}`,
    gatewayChartRps: rps(totals.chart.gateway),
    directChartRps: rps(totals.chart.direct),
    cpuUsPerRequestChart: cpuPerRequest('chart'),
    chartRatio: Number(chartRatio.toFixed(3)),
    target: TARGET,
    met: ratio >= TARGET,
    chartMet: chartRatio >= TARGET,
  });
  if (ratio < TARGET) console.log('tracing-cost: TARGET MISSED with every trace (always_on)');
  if (chartRatio < TARGET) console.log(`tracing-cost: TARGET MISSED with the chart's sampler (${chartName})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
