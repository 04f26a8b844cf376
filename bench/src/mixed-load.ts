/**
 * The mixed load of the load benchmarks (load.ts, instances-cost.ts): 200 connections where 50 signed-in users
 * read one public album's profile, search, and follow and unfollow that album (the hot document).
 */
import autocannon, { type Request } from 'autocannon';
import { apiOf } from './own-platform';
import { inParallel } from './parallel';

export const USERS = 50;
export const CONNECTIONS = 200;

export interface Seeded {
  albumId: string;
  users: string[];
}

/** An owner, a public album of 3 sections of 10 media, and USERS signed-up users (their tokens). */
export async function seed(gateway: string): Promise<Seeded> {
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

export interface MixedFigures {
  seconds: number;
  rps: number;
  p99: number;
  timeouts: number;
  failed: number;
  /** The follow and unfollow calls alone (the hot album's writes), timed by the client; ms. */
  hot: { calls: number; p50: number; p99: number };
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);

/** `seconds` of the mixed load at CONNECTIONS connections through `gateway`. */
export async function mixedLoad(gateway: string, { albumId, users }: Seeded, seconds: number): Promise<MixedFigures> {
  let next = 0;
  const api = `/api/v1/abialbum`;
  const queries = ['summer', 'lisbon', 'sum', 'beach', 'night'];
  const asUser = (request: Request, context: Record<string, unknown>): Request => {
    context.token ??= users[next++ % users.length];
    return { ...request, headers: { ...(request.headers ?? {}), authorization: `Bearer ${String(context.token)}` } };
  };
  // autocannon gives one latency for all; the hot writes are timed apart. A connection sends its next request as
  // soon as it has built it (setupRequest), and one at a time, so the build's time is the send's.
  const hot: number[] = [];
  const timedHot = (path: string): Request => ({
    method: 'POST',
    path,
    setupRequest: (request, context) => {
      context.sentAt = performance.now();
      return asUser(request, context);
    },
    onResponse: (_status, _body, context) => {
      if (typeof context.sentAt === 'number') hot.push(performance.now() - context.sentAt);
      delete context.sentAt;
    },
  });
  const result = await autocannon({
    url: gateway,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: [
      { method: 'GET', path: `${api}/userprofile/album/${albumId}`, setupRequest: asUser },
      { method: 'GET', path: `${api}/search/albums?query=${queries[0]}&limit=5`, setupRequest: (r, c) => ({ ...asUser(r, c), path: `${api}/search/albums?query=${queries[Math.floor(Math.random() * queries.length)]}&limit=5` }) },
      timedHot(`${api}/social/albums/${albumId}/follow`),
      { method: 'GET', path: `${api}/userprofile/album/${albumId}`, setupRequest: asUser },
      timedHot(`${api}/social/albums/${albumId}/unfollow`),
    ],
  });
  const sorted = hot.sort((a, b) => a - b);
  return {
    seconds,
    rps: Math.round(result.requests.total / seconds),
    p99: result.latency.p99,
    timeouts: result.timeouts,
    failed: result.non2xx + result.errors,
    hot: { calls: sorted.length, p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)) },
  };
}
