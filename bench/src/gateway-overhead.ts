/**
 * Requests/s of GET /api/v1/abialbum/users/profile through the gateway divided by the same call straight to
 * identity: same client, same run, rounds alternated so that background load hits both sides alike.
 */
import autocannon from 'autocannon';
import { benchToken } from './bench-user';
import { env, saveResult } from './results';

const PATH = '/api/v1/abialbum/users/profile';
const TARGET = 0.85;
const gateway = env('GATEWAY_URL', 'http://127.0.0.1:8080');
const identity = env('IDENTITY_URL', 'http://127.0.0.1:4001');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function measure(base: string, headers: Record<string, string>, duration: number): Promise<number> {
  const result = await autocannon({ url: `${base}${PATH}`, connections, duration, headers });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${base}${PATH}: ${failures} failed requests of ${result.requests.total}`);
  return result.requests.total / duration;
}

async function main(): Promise<void> {
  const headers = { authorization: `Bearer ${await benchToken()}` };
  await measure(identity, headers, 1); // warm-up: JIT and connection pools on both paths
  await measure(gateway, headers, 1);
  let direct = 0;
  let proxied = 0;
  for (let round = 0; round < rounds; round++) {
    direct += await measure(identity, headers, seconds);
    proxied += await measure(gateway, headers, seconds);
  }
  const ratio = proxied / direct;
  console.log(`direct to identity: ${(direct / rounds).toFixed(0)} req/s; through the gateway: ${(proxied / rounds).toFixed(0)} req/s`);
  console.log(`gateway overhead: ratio ${ratio.toFixed(2)} (target >= ${TARGET})`);
  saveResult('gatewayOverhead', {
    directRps: Math.round(direct / rounds),
    gatewayRps: Math.round(proxied / rounds),
    ratio: Number(ratio.toFixed(3)),
    target: TARGET,
    met: ratio >= TARGET,
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
