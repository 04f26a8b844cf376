/**
 * The rolling drill (issue 25 item 8): on a platform of its own with two instances of each service (INSTANCES=2,
 * scripts/lib/instances.sh), a steady mixed load while every instance of every service is replaced one at a time
 * (a new one on a free port until its /ready says 200, then SIGTERM to the old one: platform.sh roll), then one
 * instance of each service killed with kill -9 and started again. Prints, next to their targets: calls failed
 * or 5xx during the rolls (0); per kill, the calls that failed against those in flight to that service when it
 * died; effects lost or doubled (0); p99 during the rolls against steady (at most 2x); seconds until every count
 * agrees. `--short` (npm test, scripts/test/rolling-drill.sh): fewer users, a lighter load, no kills; exits 1 on
 * any failed call or any loss.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { OPEN_LIMITS, ownPlatform } from './own-platform';
import { Calls, describeFailures, p99, type Call, type Service } from './rolling-calls';
import { report, type Kill, type Roll } from './rolling-report';
import { settle } from './rolling-settle';
import { MixedLoad } from './rolling-load';
import { NotificationCounter } from './rolling-stream';
import { makeWorld } from './rolling-world';

const SHORT = process.argv.includes('--short');
const BASE = Number(process.env.ROLLING_PORT_BASE ?? (SHORT ? 25000 : 27000));
const SERVICES: Service[] = ['identity', 'albums', 'media', 'content'];
const STEADY_SECONDS = Number(process.env.ROLLING_STEADY_SECONDS ?? (SHORT ? 8 : 30));
const SHAPE = SHORT
  ? { readers: 2, followers: 2, reactors: 1, pauseMs: 250, uploadEveryMs: 2500, commentEveryMs: 1000 }
  : { readers: 4, followers: 8, reactors: 2, pauseMs: 100, uploadEveryMs: 1500, commentEveryMs: 400 };
const ENV = { ...OPEN_LIMITS, INSTANCES: '2', LOG_LEVEL: process.env.ROLLING_LOG_LEVEL ?? 'warn' };

// Asynchronous: the load goes on while an instance is replaced (a synchronous child would stop this process).
const control = async (...args: string[]) => {
  const child = promisify(execFile)('bash', [path.join(__dirname, '..', '..', 'scripts', 'platform.sh'), ...args], {
    env: { ...process.env, ...ENV, ALT_PORT_BASE: String(BASE) },
    encoding: 'utf8',
  });
  child.child.stderr?.pipe(process.stderr);
  return (await child).stdout.trim();
};
const slotsOf = async (service: Service) => (await control('slots', service)).split('\n').filter(Boolean);
const idOf = (service: Service, slot: string) => (slot === '1' ? service : `${service}.${slot}`);

async function main(): Promise<void> {
  const platform = ownPlatform(BASE, ENV);
  platform.up();
  let failed = false;
  try {
    const world = await makeWorld(platform.gateway, SHORT ? 20 : 50);
    const calls = new Calls(platform.gateway);
    const { effects, before, since } = await settle.prepare(platform.gateway, world);
    const stream = new NotificationCounter(platform.gateway, world.owner);
    stream.start();
    const load = new MixedLoad(calls, world, SHAPE);
    load.start();
    await sleep(3_000); // warm
    const steadyFrom = Date.now();
    await sleep(STEADY_SECONDS * 1000);
    const rollFrom = Date.now();
    const rolls: Roll[] = [];
    for (const service of SERVICES) {
      for (const slot of await slotsOf(service)) {
        const began = Date.now();
        const to = await control('roll', service, slot);
        rolls.push({ service, from: slot, to, seconds: (Date.now() - began) / 1000 });
        // Where the rolls' p99 comes from: the calls begun during this one, and the slowest kind of call among them.
        const these = calls.between(began, Date.now());
        console.log(`  rolled svc-${service}: slot ${slot} -> ${to} in ${((Date.now() - began) / 1000).toFixed(1)} s; its ${these.length} calls p99 ${p99(these)} ms, slowest ${slowestOps(these)}`);
      }
    }
    const rollTo = Date.now();
    const kills: Kill[] = [];
    if (!SHORT) {
      for (const service of SERVICES) {
        await sleep(2_000);
        const id = idOf(service, (await slotsOf(service))[0] ?? '1');
        const at = Date.now();
        await control('kill', id);
        const dead = Date.now();
        await sleep(3_000);
        await control('start', id);
        kills.push({ service, id, at, dead, restarted: Date.now() });
        console.log(`  kill -9 svc-${id}, started again after ${((Date.now() - at) / 1000).toFixed(1)} s`);
      }
      await sleep(3_000);
    }
    await load.stop();
    const settled = await settle.wait(effects, load, stream, before, since);
    await stream.stop();
    const during = calls.between(rollFrom, rollTo);
    const steady = calls.between(steadyFrom, rollFrom);
    const figures = report({ short: SHORT, calls, steady, during, rolls, kills, settled, p99Steady: p99(steady), p99Rolls: p99(during) });
    for (const line of describeFailures(during)) console.log(`  failed during the rolls: ${line}`);
    console.log(`  slowest kinds of call: steady ${slowestOps(steady)}; during the rolls ${slowestOps(during)}`);
    failed = !figures.met;
  } finally {
    platform.down();
  }
  if (failed && SHORT) process.exit(1);
}

/** The kinds of call with the highest p99 among `calls` (information for whoever looks into a slow roll). */
function slowestOps(calls: readonly Call[]): string {
  const ops = new Map<string, Call[]>();
  for (const call of calls) ops.set(call.op, [...(ops.get(call.op) ?? []), call]);
  return [...ops]
    .map(([op, ofOp]) => ({ op, p99: p99(ofOp), n: ofOp.length }))
    .sort((a, b) => b.p99 - a.p99)
    .slice(0, 3)
    .map(({ op, p99: ms, n }) => `${op} ${ms} ms (${n})`)
    .join(', ');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
