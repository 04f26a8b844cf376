/**
 * What several instances cost (issue 25 item 9): the load benchmark's mixed load (200 connections: profile
 * reads, search, 50 users following and unfollowing one album) on a platform of its own with one instance of each
 * service, and on a fresh one with two (INSTANCES=2: cross-instance leases, hints, the gateway balancing), twice each
 * in one run (ORDER). Targets: throughput at two at least 0.9x of one (on 2 cores no speed-up is expected;
 * what the locks cost across processes must not take more), and the hot album's p99 under 1,000 ms at both (the
 * mixed load's p99 and that of the follow/unfollow calls alone; 4,375 ms at 292 req/s before issue 25).
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseMetrics } from '@abialbum/service-kit/testing';
import { CONNECTIONS, mixedLoad, seed, type MixedFigures } from './mixed-load';
import { OPEN_LIMITS, ownPlatform } from './own-platform';
import { machineShares, machineTicks, platformTicks, TICKS_PER_SECOND } from './process-cpu';
import { saveResult } from './results';

const RATIO_TARGET = 0.9;
const P99_TARGET_MS = 1000;
const BEFORE = { rps: 292, p99: 4375 };
const seconds = Number(process.env.BENCH_MIXED_SECONDS ?? 30);
/**
 * The same load before the timed one, until each platform is steady: every new process's database connections (each a
 * PostgreSQL backend behind FerretDB, whose caches start empty) and JIT warm up under load. Two instances have twice
 * the processes and connections to warm: after 5 s their first 30-s round ran 10-40% below their second (one
 * instance: about 7%), so a short warm-up measured the two-instance platform before it was steady. After 30 s neither
 * was steady yet (2026-12-04, 30-s rounds one after another on one platform: two instances 783, 833, 951, 914 req/s,
 * svc-albums' CPU per request 0.78, 0.65, 0.58, 0.59 ms and the engine's 0.97, 0.82, 0.86; one 818, 806, 929, 874,
 * 890): the round a 30-s warm-up timed ran 8-14% below the next at both. After 60 s both are.
 */
const warmSeconds = Number(process.env.BENCH_WARM_SECONDS ?? 60);
const base = Number(process.env.INSTANCES_COST_PORT_BASE ?? 26000);
/**
 * The order of the measures, each on a fresh platform: one instance, two, two, one. Two of each, so that one platform's
 * luck weighs less (the same two-instance platform answered 826 to 1,041 req/s in the runs of 2026-11-30), alternated,
 * so that what drifts through a run (a neighbour's load on this VM) weighs on both alike (tracing-cost alternates the
 * same way).
 */
const ORDER = [1, 2, 2, 1] as const;

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/** Where a process's /metrics are: the gateway's own port, each albums instance's service port (scripts/infra/profile.sh). */
const metricsUrls = (instances: number) => ({
  gateway: [`http://127.0.0.1:${base + 9}/metrics`],
  albums: Array.from({ length: instances }, (_, i) => `http://127.0.0.1:${base + 12 + i * 10}/metrics`),
});

/**
 * The follow/unfollow calls' latency histogram (cumulative count per bucket bound, seconds), summed over `urls`: the
 * services' route is the call's own, the gateway's its routing table's `social/*`, where the mixed load's only POSTs
 * are follows and unfollows.
 */
async function followHistogram(urls: string[]): Promise<Map<number, number>> {
  const buckets = new Map<number, number>();
  for (const url of urls) {
    for (const { name, labels, value } of await scrape(url)) {
      if (name !== 'abialbum_http_request_duration_seconds_bucket' || labels.method !== 'POST' || !isFollowRoute(labels.route, true)) continue;
      const bound = labels.le === '+Inf' ? Infinity : Number(labels.le);
      buckets.set(bound, (buckets.get(bound) ?? 0) + value);
    }
  }
  return buckets;
}

/** A process's /metrics as samples (service-kit's parser), none when it does not answer. */
const scrape = async (url: string) => parseMetrics(await fetch(url).then((res) => res.text()).catch(() => ''));
/** A follow or unfollow route: svc-albums' own, or (`orGateway`) the gateway's routing-table pattern `social/*`. */
const isFollowRoute = (route: string | undefined, orGateway = false) =>
  route !== undefined && (/\/(un)?follow$/.test(route) || (orGateway && route.endsWith('/social/*')));

/** What a process saw of the timed load's follow/unfollow calls: their count and the bucket bounds of p50 and p99. */
function seenBetween(before: Map<number, number>, after: Map<number, number>): { calls: number; p50: string; p99: string } {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const cumulative = bounds.map((bound) => (after.get(bound) ?? 0) - (before.get(bound) ?? 0));
  const calls = cumulative[cumulative.length - 1] ?? 0;
  const at = (q: number) => {
    const i = cumulative.findIndex((count) => count >= q * calls);
    const bound = bounds[i];
    return bound === undefined ? '?' : bound === Infinity ? '> 10 s' : `<= ${bound * 1000} ms`;
  };
  return { calls, p50: at(0.5), p99: at(0.99) };
}

/**
 * What one svc-albums instance did so far (its /metrics): the follow/unfollow calls it answered, the events it
 * consumed, and the database commands it sent by collection. With two, the hot album's writes go to one instance (the
 * gateway's write affinity) and the service's events to one (its queue's single active consumer): the same one or
 * not, a platform's luck.
 */
async function albumsWork(url: string): Promise<{ follows: number; events: number; commands: Map<string, number> }> {
  let follows = 0;
  let events = 0;
  const commands = new Map<string, number>();
  for (const { name, labels, value } of await scrape(url)) {
    if (name === 'abialbum_http_request_duration_seconds_count' && labels.method === 'POST' && isFollowRoute(labels.route)) follows += value;
    else if (name === 'abialbum_events_consumed_total') events += value;
    else if (name === 'abialbum_db_command_duration_seconds_count') {
      const key = `${labels.command ?? '?'} ${labels.collection ?? '?'}`;
      commands.set(key, (commands.get(key) ?? 0) + value);
    }
  }
  return { follows, events, commands };
}

/**
 * Information: svc-albums' database commands during the timed load per follow/unfollow call it answered, the largest
 * first (the load's reads are answered from what the instances keep: nearly every command is the hot writes' own,
 * their events' and their notifications').
 */
function commandsPerCall(calls: number, before: Array<Awaited<ReturnType<typeof albumsWork>>>, after: Array<Awaited<ReturnType<typeof albumsWork>>>): string {
  const sent = new Map<string, number>();
  after.forEach((work, i) => {
    for (const [key, count] of work.commands) sent.set(key, (sent.get(key) ?? 0) + count - (before[i]!.commands.get(key) ?? 0));
  });
  const rows = [...sent].filter(([, count]) => count > 0).sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, count]) => sum + count, 0);
  const per = (count: number) => (calls > 0 ? count / calls : 0).toFixed(2);
  return `${per(total)} per call (${rows.slice(0, 8).map(([key, count]) => `${key} ${per(count)}`).join(', ')})`;
}

/**
 * Information: the CPU each part of the platform spent per request of the timed load (ms; a service's instances
 * together, the engine with its PostgreSQL), from /proc before and after it (process-cpu.ts), and their sum: on 2
 * cores a platform that keeps both busy answers about 2,000 / that sum req/s, so what the second instances cost shows
 * here as the parts that grew.
 */
function cpuPerRequest(before: Map<string, number>, after: Map<string, number>, requests: number): string {
  const rows = [...after]
    .map(([part, ticks]) => [part, ((ticks - (before.get(part) ?? 0)) / TICKS_PER_SECOND / Math.max(requests, 1)) * 1_000] as const)
    .filter(([, ms]) => ms >= 0.005)
    .sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  return `${total.toFixed(2)} ms in all (${rows.map(([part, ms]) => `${part} ${ms.toFixed(2)}`).join(', ')})`;
}

async function measure(instances: number): Promise<MixedFigures & { loadBefore: string; loadAfter: string }> {
  const platform = ownPlatform(base, { ...OPEN_LIMITS, INSTANCES: String(instances) });
  platform.up();
  try {
    const seeded = await seed(platform.gateway);
    await mixedLoad(platform.gateway, seeded, warmSeconds); // JIT, pools, caches of every instance (see warmSeconds)
    const urls = metricsUrls(instances);
    const histogramsBefore = await Promise.all([followHistogram(urls.gateway), followHistogram(urls.albums)]);
    const workBefore = await Promise.all(urls.albums.map(albumsWork));
    const loadBefore = load();
    const dataDir = path.join(__dirname, '..', '..', '.data', `alt-${base}`);
    const cpuBefore = platformTicks(dataDir);
    const machineBefore = machineTicks();
    const figures = await mixedLoad(platform.gateway, seeded, seconds);
    const machineAfter = machineTicks();
    const cpuAfter = platformTicks(dataDir);
    const loadAfter = load();
    const histogramsAfter = await Promise.all([followHistogram(urls.gateway), followHistogram(urls.albums)]);
    const workAfter = await Promise.all(urls.albums.map(albumsWork));
    const work = workAfter.map((after, i) => `instance ${i + 1} ${after.follows - workBefore[i]!.follows} follow/unfollow calls and ${after.events - workBefore[i]!.events} events`);
    console.log(`instances-cost: ${instances} instance(s), what svc-albums did during the timed load: ${work.join('; ')} (information)`);
    const calls = workAfter.reduce((sum, after, i) => sum + after.follows - workBefore[i]!.follows, 0);
    console.log(`instances-cost: ${instances} instance(s), svc-albums' database commands during the timed load: ${commandsPerCall(calls, workBefore, workAfter)} (information)`);
    // With two, each instance's share: the hot writes' instance, and the other's (reads and events).
    if (instances > 1) {
      workAfter.forEach((after, i) => {
        console.log(`instances-cost: ${instances} instance(s), of them instance ${i + 1}'s: ${commandsPerCall(calls, [workBefore[i]!], [after])} (information)`);
      });
    }
    console.log(`instances-cost: ${instances} instance(s), CPU per request: ${cpuPerRequest(cpuBefore, cpuAfter, figures.rps * figures.seconds)} (information)`);
    console.log(`instances-cost: ${instances} instance(s), the machine's cores during the timed load: ${machineShares(machineBefore, machineAfter)} (information)`);
    // Information: where a follow's time goes, as the gateway and svc-albums timed it (their histograms' buckets).
    const [atGateway, atAlbums] = [0, 1].map((i) => seenBetween(histogramsBefore[i]!, histogramsAfter[i]!));
    console.log(
      `instances-cost: ${instances} instance(s), follow/unfollow as the gateway timed them: ${atGateway!.calls} calls, p50 ${atGateway!.p50}, p99 ${atGateway!.p99}; ` +
        `as svc-albums timed them: ${atAlbums!.calls} calls, p50 ${atAlbums!.p50}, p99 ${atAlbums!.p99} (information)`,
    );
    console.log(
      `instances-cost: ${instances} instance(s) of each service, ${CONNECTIONS} connections, ${seconds} s: ${figures.rps} req/s, p99 ${figures.p99} ms, ` +
        `follow/unfollow ${figures.hot.calls} calls p50 ${figures.hot.p50} ms p99 ${figures.hot.p99} ms, ${figures.timeouts} timed out, ${figures.failed} failed ` +
        `(load average ${loadBefore} before, ${loadAfter} after)`,
    );
    return { ...figures, loadBefore, loadAfter };
  } finally {
    platform.down();
  }
}

type Measured = Awaited<ReturnType<typeof measure>>;

async function main(): Promise<void> {
  const measured: Array<{ instances: number; figures: Measured }> = [];
  for (const instances of ORDER) measured.push({ instances, figures: await measure(instances) });
  const at = (instances: number) => measured.filter((m) => m.instances === instances).map((m) => m.figures);
  const [ones, twos] = [at(1), at(2)];
  const rps = (runs: Measured[]) => runs.reduce((sum, m) => sum + m.rps, 0) / runs.length;
  const worst = (runs: Measured[], of: (m: Measured) => number) => Math.max(...runs.map(of));
  const ratio = rps(twos) / rps(ones);
  const p99 = { one: worst(ones, (m) => m.p99), two: worst(twos, (m) => m.p99) };
  const hotP99 = { one: worst(ones, (m) => m.hot.p99), two: worst(twos, (m) => m.hot.p99) };
  const p99Met = [p99.one, p99.two, hotP99.one, hotP99.two].every((ms) => ms < P99_TARGET_MS);
  const clean = measured.every(({ figures: m }) => m.timeouts === 0 && m.failed === 0);
  const list = (runs: Measured[], of: (m: Measured) => number) => runs.map(of).join(' and ');
  console.log(
    `instances-cost: throughput at two instances / one ${ratio.toFixed(2)} (mean ${Math.round(rps(twos))} / ${Math.round(rps(ones))} req/s; ` +
      `one ${list(ones, (m) => m.rps)}, two ${list(twos, (m) => m.rps)}, measured one, two, two, one; target >= ${RATIO_TARGET})`,
  );
  console.log(`instances-cost: p99, the worse of each pair: at one ${p99.one} ms, at two ${p99.two} ms (target < ${P99_TARGET_MS} ms; ${BEFORE.p99} ms at ${BEFORE.rps} req/s before issue 25)`);
  console.log(`instances-cost: the hot album's follow/unfollow p99, the worse of each pair: at one ${hotP99.one} ms, at two ${hotP99.two} ms (target < ${P99_TARGET_MS} ms)`);
  const failures = (runs: Measured[]) => runs.reduce((sum, m) => sum + m.timeouts + m.failed, 0);
  console.log(`instances-cost: timed out or failed: ${failures(ones)} at one, ${failures(twos)} at two (target 0)`);
  const met = ratio >= RATIO_TARGET && p99Met && clean;
  saveResult('instancesCost', {
    connections: CONNECTIONS,
    seconds,
    order: ORDER,
    one: ones,
    two: twos,
    ratio: Number(ratio.toFixed(3)),
    ratioTarget: RATIO_TARGET,
    p99TargetMs: P99_TARGET_MS,
    before: BEFORE,
    met,
  });
  if (!met) console.log('instances-cost: TARGET MISSED');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
