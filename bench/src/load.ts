/**
 * Load (issue 11 "Reads never write"): on a platform of its own, the public profile under 50 connections
 * (target: at least 10x the 52 req/s measured before, so 520 req/s, with p99 under 250 ms), then a mixed load of
 * 200 connections for 60 s where 50 signed-in users read the profile, search and follow/unfollow (target: no
 * request times out, none fails).
 */
import autocannon from 'autocannon';
import { apiOf, OPEN_LIMITS, ownPlatform } from './own-platform';
import { inParallel } from './parallel';
import { saveResult } from './results';

const BEFORE_RPS = 52;
const RPS_TARGET = 10 * BEFORE_RPS;
const P99_TARGET_MS = 250;
const profileSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const mixedSeconds = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const USERS = 50;

async function seed(gateway: string) {
  const api = apiOf(gateway);
  const stamp = Date.now().toString(36);
  const signUp = (name: string) =>
    api<{ accessToken: string }>('POST', 'users/signup', { name, email: `${name.replace(/\s/g, '').toLowerCase()}.${stamp}@load.test`, password: 'Load@12345', city: 'Lisbon' });
  const owner = (await signUp('Load Owner')).accessToken;
  const album = (await api<{ album: { id: string } }>('POST', 'albums', { title: 'Summer in Lisbon', description: 'Load', isPublic: true }, owner)).album;
  for (const title of ['Beach', 'City', 'Night']) {
    const section = (await api<{ section: { id: string } }>('POST', 'albums/sections', { albumId: album.id, title, description: '', isSharedAlbum: true }, owner)).section;
    const urls = Array.from({ length: 10 }, (_, i) => `https://example.com/load/${title}/${i}.jpg`).join('\n');
    await api('POST', 'albums/media/bulk', { albumId: album.id, sectionId: section.id, urls }, owner);
  }
  const users: string[] = [];
  await inParallel(Array.from({ length: USERS }, (_, i) => `Load User ${i}`), 5, async (name) => users.push((await signUp(name)).accessToken));
  return { albumId: album.id, users };
}

async function main(): Promise<void> {
  const platform = ownPlatform(Number(process.env.LOAD_PORT_BASE ?? 28000), OPEN_LIMITS);
  platform.up();
  try {
    const { albumId, users } = await seed(platform.gateway);
    const profile = `${platform.gateway}/api/v1/abialbum/userprofile/album/${albumId}`;
    await autocannon({ url: profile, connections: 10, duration: 3 }); // warm-up
    const alone = await autocannon({ url: profile, connections: 50, duration: profileSeconds });
    const rps = alone.requests.total / profileSeconds;
    const profileFailed = alone.non2xx + alone.errors + alone.timeouts;
    console.log(`load: public profile, 50 connections, ${profileSeconds} s: ${rps.toFixed(0)} req/s (target >= ${RPS_TARGET}, ${(rps / BEFORE_RPS).toFixed(1)}x the ${BEFORE_RPS} req/s before), p99 ${alone.latency.p99} ms (target < ${P99_TARGET_MS}), ${profileFailed} failed`);

    let next = 0;
    const api = `/api/v1/abialbum`;
    const queries = ['summer', 'lisbon', 'sum', 'beach', 'night'];
    const asUser = (request: { headers?: Record<string, string> }, context: Record<string, unknown>) => {
      context.token ??= users[next++ % users.length];
      return { ...request, headers: { ...(request.headers ?? {}), authorization: `Bearer ${String(context.token)}` } };
    };
    const mixed = await autocannon({
      url: platform.gateway,
      connections: 200,
      duration: mixedSeconds,
      timeout: 10,
      requests: [
        { method: 'GET', path: `${api}/userprofile/album/${albumId}`, setupRequest: asUser },
        { method: 'GET', path: `${api}/search/albums?query=${queries[0]}&limit=5`, setupRequest: (r, c) => ({ ...asUser(r, c), path: `${api}/search/albums?query=${queries[Math.floor(Math.random() * queries.length)]}&limit=5` }) },
        { method: 'POST', path: `${api}/social/albums/${albumId}/follow`, setupRequest: asUser },
        { method: 'GET', path: `${api}/userprofile/album/${albumId}`, setupRequest: asUser },
        { method: 'POST', path: `${api}/social/albums/${albumId}/unfollow`, setupRequest: asUser },
      ],
    });
    const mixedRps = mixed.requests.total / mixedSeconds;
    console.log(`load: mixed (profile, search, follow/unfollow by ${USERS} users), 200 connections, ${mixedSeconds} s: ${mixedRps.toFixed(0)} req/s, p99 ${mixed.latency.p99} ms, ${mixed.timeouts} timed out (target 0), ${mixed.non2xx + mixed.errors} failed (target 0)`);
    const met = rps >= RPS_TARGET && alone.latency.p99 < P99_TARGET_MS && profileFailed === 0 && mixed.timeouts === 0 && mixed.non2xx + mixed.errors === 0;
    saveResult('load', {
      profile: { connections: 50, rps: Math.round(rps), p99: alone.latency.p99, failed: profileFailed, rpsTarget: RPS_TARGET, p99Target: P99_TARGET_MS, ratioToBefore: Number((rps / BEFORE_RPS).toFixed(1)) },
      mixed: { connections: 200, seconds: mixedSeconds, rps: Math.round(mixedRps), p99: mixed.latency.p99, timeouts: mixed.timeouts, failed: mixed.non2xx + mixed.errors },
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
