/**
 * The public profile of a big album (200 sections, 10,000 followers) against a small one (2 sections,
 * 10 followers), same engine, same run: latency ratio and database round trips per request, which must not
 * grow with the album (issue 4, section 7).
 */
import { PROFILE_SECTIONS_LIMIT } from '@abialbum/contracts';
import { aUser, inParallel, insertUsers, settleOutboxes, startAlbumsService, type AlbumsService } from './albums-service';
import { compare, getOk } from './latency';
import { saveResult } from './results';

const TARGET = 1.5;
const rounds = Number(process.env.BENCH_REQUESTS ?? 200);
const warmUp = Number(process.env.BENCH_WARMUP ?? 20);

let userCount = 0;

/** An owner identity told us about, with their public album of `sections` sections. */
async function anAlbumWith(svc: AlbumsService, title: string, sections: number): Promise<string> {
  const owner = aUser(userCount++);
  await svc.services.owners.apply(owner);
  const album = await svc.services.albums.create(owner.userId, { title, description: 'Benchmark album', isPublic: true, allowDownloads: true });
  const titles = Array.from({ length: sections }, (_, i) => `Section ${i + 1}`);
  await inParallel(titles, 4, (sectionTitle, i) =>
    svc.services.sections.create(owner.userId, { albumId: album.id, title: sectionTitle, description: 'Photos of the day', order: 0, isSharedAlbum: i % 10 === 0 }),
  );
  return album.id;
}

/** Followers through the real use case, one by one. */
async function followedBy(svc: AlbumsService, albumId: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const user = aUser(userCount++);
    await svc.services.owners.apply(user);
    await svc.services.following.follow(albumId, user.userId);
  }
}

/**
 * Ten thousand followers at once. The store has no bulk follow and following one by one takes minutes on
 * FerretDB, so: the directory users and the follow documents (FollowStore's shape) by insertMany, then the
 * album's counter set through the store's own repair (what the Reconciler would set).
 */
async function followedInBulk(svc: AlbumsService, albumId: string, count: number): Promise<void> {
  const users = Array.from({ length: count }, () => aUser(userCount++));
  await insertUsers(svc.directory, users);
  const now = Date.now();
  const follows = users.map((user, i) => ({ albumId, userId: user.userId, createdAt: new Date(now - i * 1000) }));
  for (let i = 0; i < follows.length; i += 1000) await svc.services.stores.follows.model.insertMany(follows.slice(i, i + 1000));
  await svc.services.stores.albums.setCounters(albumId, { followers: count });
}

interface Profile {
  album: { sections: unknown[]; followers: number; _count: { sections: number } };
}

/** Database commands per profile request: the same for every one of `n` requests, or the range. */
async function roundTrips(svc: AlbumsService, profile: () => Promise<unknown>, n = 10): Promise<{ min: number; max: number }> {
  const counts: number[] = [];
  for (let i = 0; i < n; i++) {
    const before = svc.commandCount();
    await profile();
    counts.push(svc.commandCount() - before);
  }
  return { min: Math.min(...counts), max: Math.max(...counts) };
}

async function main(): Promise<void> {
  const svc = await startAlbumsService('profile');
  try {
    const started = Date.now();
    const big = await anAlbumWith(svc, 'Big Album', 200);
    await followedInBulk(svc, big, 10_000);
    const small = await anAlbumWith(svc, 'Small Album', 2);
    await followedBy(svc, small, 10);
    await settleOutboxes(svc);
    console.log(`album profile: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const profileOf = (id: string) => () => getOk(`${svc.url}/userprofile/album/${id}`) as Promise<Profile>;
    // The profile lists the first PROFILE_SECTIONS_LIMIT sections and counts them all.
    for (const [id, sections, followers] of [[big, 200, 10_000], [small, 2, 10]] as const) {
      const { album } = await profileOf(id)();
      const listed = Math.min(sections, PROFILE_SECTIONS_LIMIT);
      if (album.sections.length !== listed || album._count.sections !== sections || album.followers !== followers) {
        const got = `${album.sections.length} sections listed of ${album._count.sections}, ${album.followers} followers`;
        throw new Error(`album ${id}: ${got}; expected ${listed} of ${sections}, ${followers}`);
      }
    }

    const { a: bigLatency, b: smallLatency } = await compare(profileOf(big), profileOf(small), rounds, warmUp);
    const bigTrips = await roundTrips(svc, profileOf(big));
    const smallTrips = await roundTrips(svc, profileOf(small));
    const ratio = bigLatency.p50 / smallLatency.p50;
    const p95Ratio = bigLatency.p95 / smallLatency.p95;
    const trips = (t: { min: number; max: number }) => (t.min === t.max ? `${t.min}` : `${t.min}-${t.max}`);
    const tripsMet = bigTrips.max <= smallTrips.min;
    console.log(`  big (200 sections, 10,000 followers): p50 ${bigLatency.p50} ms, p95 ${bigLatency.p95} ms, ${trips(bigTrips)} database round trips per request`);
    console.log(`  small (2 sections, 10 followers):     p50 ${smallLatency.p50} ms, p95 ${smallLatency.p95} ms, ${trips(smallTrips)} database round trips per request`);
    console.log(`album profile: big/small latency ratio ${ratio.toFixed(2)} (target <= ${TARGET}; p95 ratio ${p95Ratio.toFixed(2)}, ${rounds} requests each)`);
    console.log(`album profile: database round trips per request: big ${trips(bigTrips)}, small ${trips(smallTrips)} (must not grow with the album${tripsMet ? '' : ': IT GROWS'})`);
    saveResult('albumProfile', {
      requests: rounds,
      big: { sections: 200, followers: 10_000, ...bigLatency, roundTrips: bigTrips.max },
      small: { sections: 2, followers: 10, ...smallLatency, roundTrips: smallTrips.max },
      ratio: Number(ratio.toFixed(3)),
      p95Ratio: Number(p95Ratio.toFixed(3)),
      target: TARGET,
      met: ratio <= TARGET && tripsMet,
      roundTripsMet: tripsMet,
    });
  } finally {
    await svc.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
