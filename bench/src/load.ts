/**
 * Load (issue 11 "Reads never write"): on a platform of its own, the public profile under 50 connections
 * (target: at least 10x the 52 req/s measured before, so 520 req/s, with p99 under 250 ms), then a mixed load of
 * 200 connections for 60 s where 50 signed-in users read the profile, search and follow/unfollow (target: no
 * request times out, none fails). The same mixed load at one and two instances: instances-cost.ts.
 */
import autocannon from 'autocannon';
import { CONNECTIONS, mixedLoad, seed, USERS } from './mixed-load';
import { OPEN_LIMITS, ownPlatform } from './own-platform';
import { saveResult } from './results';

const BEFORE_RPS = 52;
const RPS_TARGET = 10 * BEFORE_RPS;
const P99_TARGET_MS = 250;
const profileSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const mixedSeconds = Number(process.env.BENCH_MIXED_SECONDS ?? 60);

async function main(): Promise<void> {
  const platform = ownPlatform(Number(process.env.LOAD_PORT_BASE ?? 28000), OPEN_LIMITS);
  platform.up();
  try {
    const seeded = await seed(platform.gateway);
    const profile = `${platform.gateway}/api/v1/abialbum/userprofile/album/${seeded.albumId}`;
    await autocannon({ url: profile, connections: 10, duration: 3 }); // warm-up
    const alone = await autocannon({ url: profile, connections: 50, duration: profileSeconds });
    const rps = alone.requests.total / profileSeconds;
    const profileFailed = alone.non2xx + alone.errors + alone.timeouts;
    console.log(`load: public profile, 50 connections, ${profileSeconds} s: ${rps.toFixed(0)} req/s (target >= ${RPS_TARGET}, ${(rps / BEFORE_RPS).toFixed(1)}x the ${BEFORE_RPS} req/s before), p99 ${alone.latency.p99} ms (target < ${P99_TARGET_MS}), ${profileFailed} failed`);

    const mixed = await mixedLoad(platform.gateway, seeded, mixedSeconds);
    console.log(
      `load: mixed (profile, search, follow/unfollow by ${USERS} users), ${CONNECTIONS} connections, ${mixedSeconds} s: ${mixed.rps} req/s, p99 ${mixed.p99} ms ` +
        `(follow/unfollow p99 ${mixed.hot.p99} ms), ${mixed.timeouts} timed out (target 0), ${mixed.failed} failed (target 0)`,
    );
    const met = rps >= RPS_TARGET && alone.latency.p99 < P99_TARGET_MS && profileFailed === 0 && mixed.timeouts === 0 && mixed.failed === 0;
    saveResult('load', {
      profile: { connections: 50, rps: Math.round(rps), p99: alone.latency.p99, failed: profileFailed, rpsTarget: RPS_TARGET, p99Target: P99_TARGET_MS, ratioToBefore: Number((rps / BEFORE_RPS).toFixed(1)) },
      mixed: { connections: CONNECTIONS, ...mixed },
      met,
    });
    if (!met) console.log('load: TARGET MISSED');
  } finally {
    platform.down();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
