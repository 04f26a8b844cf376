/**
 * What tracing costs (issue 26 item 1): the gateway overhead benchmark's call (GET /api/v1/abialbum/users/profile
 * through the gateway into identity, and straight to identity) on a platform of its own (ports 23000+), its services
 * started without tracing, then with it (OTEL_EXPORTER_OTLP_ENDPOINT set: every span batched and sent by OTLP/HTTP to a
 * receiver in this process that reads and drops them), then without and with again: rounds alternated so background
 * load hits both alike. Target: requests/s through the gateway with tracing on at least 0.9x of off.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { benchToken } from './bench-user';
import { OPEN_LIMITS, ownPlatform } from './own-platform';
import { saveResult } from './results';

const PATH = '/api/v1/abialbum/users/profile';
const TARGET = 0.9;
const base = Number(process.env.TRACING_COST_PORT_BASE ?? 23000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const identity = `http://127.0.0.1:${base + 11}`;

/** Where the services send their spans: every OTLP request is read whole and answered, its bytes counted. */
async function otlpSink() {
  const received = { requests: 0, bytes: 0 };
  const server = http.createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (received.bytes += chunk.length));
    req.on('end', () => {
      received.requests += 1;
      res.setHeader('content-type', 'application/json');
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function rate(url: string, token: string, duration: number): Promise<number> {
  const result = await autocannon({ url: `${url}${PATH}`, connections, duration, headers: { authorization: `Bearer ${token}` } });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${url}${PATH}: ${failures} failed requests of ${result.requests.total}`);
  return result.requests.total / duration;
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

async function main(): Promise<void> {
  const sink = await otlpSink();
  const off = ownPlatform(base, OPEN_LIMITS);
  const on = ownPlatform(base, { ...OPEN_LIMITS, OTEL_EXPORTER_OTLP_ENDPOINT: sink.url });
  process.env.GATEWAY_URL = off.gateway;
  const totals = { off: { gateway: 0, direct: 0 }, on: { gateway: 0, direct: 0 } };
  off.up();
  try {
    for (let round = 0; round < rounds; round++) {
      for (const mode of ['off', 'on'] as const) {
        if (round > 0 || mode === 'on') {
          off.stopServices();
          (mode === 'on' ? on : off).startServices();
        }
        const token = await benchToken();
        await rate(identity, token, 1); // warm-up: JIT and connection pools on both paths
        await rate(off.gateway, token, 1);
        const before = sink.received.requests;
        const direct = await rate(identity, token, seconds);
        const gateway = await rate(off.gateway, token, seconds);
        totals[mode].direct += direct;
        totals[mode].gateway += gateway;
        if (mode === 'on') await new Promise((resolve) => setTimeout(resolve, 6_000)); // the last batch (5 s delay) out
        const exported = sink.received.requests - before;
        console.log(
          `tracing-cost round ${round + 1}, tracing ${mode}: through the gateway ${gateway.toFixed(0)} req/s, straight to identity ${direct.toFixed(0)} req/s` +
            `${mode === 'on' ? `, ${exported} OTLP requests received` : ''} (load average ${load()})`,
        );
        if (mode === 'on' && exported === 0) throw new Error('tracing on, but no span reached the OTLP receiver');
        if (mode === 'off' && exported > 0) throw new Error('tracing off, but spans reached the OTLP receiver');
      }
    }
  } finally {
    off.down();
    await sink.close();
  }
  const perRound = (value: number) => Math.round(value / rounds);
  const ratio = totals.on.gateway / totals.off.gateway;
  const directRatio = totals.on.direct / totals.off.direct;
  console.log(
    `tracing-cost: through the gateway ${perRound(totals.on.gateway)} req/s with tracing on, ${perRound(totals.off.gateway)} off: ratio ${ratio.toFixed(2)} (target >= ${TARGET})`,
  );
  console.log(`tracing-cost: straight to identity ${perRound(totals.on.direct)} on, ${perRound(totals.off.direct)} off: ratio ${directRatio.toFixed(2)} (information)`);
  console.log(
    `tracing-cost: gateway overhead (through / straight) ${(totals.off.gateway / totals.off.direct).toFixed(2)} off, ${(totals.on.gateway / totals.on.direct).toFixed(2)} on; ` +
      `${sink.received.bytes} bytes of spans received`,
  );
  saveResult('tracingCost', {
    connections,
    seconds,
    rounds,
    gatewayOffRps: perRound(totals.off.gateway),
    gatewayOnRps: perRound(totals.on.gateway),
    directOffRps: perRound(totals.off.direct),
    directOnRps: perRound(totals.on.direct),
    ratio: Number(ratio.toFixed(3)),
    target: TARGET,
    met: ratio >= TARGET,
  });
  if (ratio < TARGET) console.log('tracing-cost: TARGET MISSED');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
