/**
 * Search suggestions over 10,000 albums: p95 of GET /search/albums?limit=5 against p95 of one raw `find` with
 * the same escaped regex, filter and limit on the same collection, same engine, same run (issue 4, section 7).
 */
import { escapeRegex } from '@abialbum/service-kit';
import { albumEvent } from '@abialbum/svc-albums/src/events/album-events';
import { ownerInfo } from '@abialbum/svc-albums/src/domain/owners';
import { VISIBLE } from '@abialbum/svc-albums/src/store/album.store';
import { aUser, inParallel, insertUsers, settleOutboxes, startAlbumsService } from './albums-service';
import { compare, getOk } from './latency';
import { saveResult } from './results';

const TARGET = 2;
const ALBUMS = Number(process.env.BENCH_ALBUMS ?? 10_000);
const LIMIT = 5;

const SEASONS = ['Summer', 'Winter', 'Spring', 'Autumn', 'Holiday', 'Weekend', 'Family', 'Road'];
const THEMES = ['Trip', 'Wedding', 'Birthday', 'Hiking', 'Concert', 'Graduation', 'Garden', 'Football', 'Cooking', 'Sailing'];
const PLACES = ['Porto', 'Lisbon', 'Braga', 'Coimbra', 'Faro', 'Madrid', 'Paris', 'Berlin', 'Rome', 'Prague', 'Vienna'];

/**
 * What people type: frequent words (the first matches come at once), rarer phrases, a single album, owners'
 * names, and text with regex characters that matches nothing (a scan of every album: one query in ten, so
 * that p95 is a scan on both sides).
 */
const QUERIES = ['summer', 'trip', 'wedding in paris', 'hiking 4242', 'ana lima', 'ines', 'garden', 'sailing in rome', 'a.b*c (d)', 'road concert'];

// Rounds of one call each side; a scan takes seconds on FerretDB, hence not many more.
const rounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 60);
const warmUp = Number(process.env.BENCH_SEARCH_WARMUP ?? QUERIES.length);

async function main(): Promise<void> {
  const svc = await startAlbumsService('search');
  try {
    const started = Date.now();
    const owners = Array.from({ length: ALBUMS }, (_, n) => aUser(n));
    await insertUsers(svc.directory, owners);
    // Through the store, as Albums.create writes them (its owner lookups add nothing to what is stored).
    await inParallel(owners, 8, (owner, n) =>
      svc.services.stores.albums.create(
        {
          ownerId: owner.userId,
          title: `${SEASONS[n % SEASONS.length]} ${THEMES[Math.floor(n / SEASONS.length) % THEMES.length]} ${n}`,
          description: `${THEMES[n % THEMES.length]} in ${PLACES[n % PLACES.length]}`,
          // Every tenth album private: search must filter it out.
          isPublic: n % 10 !== 0,
          owner: ownerInfo(owner),
        },
        albumEvent('album.created'),
      ),
    );
    await settleOutboxes(svc);
    console.log(`search: seeded ${ALBUMS} albums in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const albums = svc.connection.db!.collection('albums');
    let apiCalls = 0;
    let rawCalls = 0;
    const api = () => getOk(`${svc.url}/search/albums?query=${encodeURIComponent(QUERIES[apiCalls++ % QUERIES.length]!)}&limit=${LIMIT}`);
    // What the store sends for a query (PublicReads.search lower-cases and escapes the text), straight to the driver.
    const raw = () => {
      const pattern = escapeRegex(QUERIES[rawCalls++ % QUERIES.length]!.trim().toLowerCase());
      return albums.find({ searchText: { $regex: pattern, $options: 'i' }, ...VISIBLE }).limit(LIMIT).toArray();
    };
    const { a: apiLatency, b: rawLatency } = await compare(api, raw, rounds, warmUp);
    const ratio = apiLatency.p95 / rawLatency.p95;
    console.log(`  api: p50 ${apiLatency.p50} ms, p95 ${apiLatency.p95} ms; raw find: p50 ${rawLatency.p50} ms, p95 ${rawLatency.p95} ms (${rounds} calls each over ${QUERIES.length} queries)`);
    console.log(`search: p95 api/raw ratio ${ratio.toFixed(2)} (target <= ${TARGET})`);
    saveResult('search', {
      albums: ALBUMS,
      queries: QUERIES.length,
      calls: rounds,
      api: apiLatency,
      raw: rawLatency,
      ratio: Number(ratio.toFixed(3)),
      target: TARGET,
      met: ratio <= TARGET,
    });
  } finally {
    await svc.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
