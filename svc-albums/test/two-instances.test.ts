import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawnService, testAmqpUrl, testMongoUrl, eventually } from '@abialbum/service-kit/testing';
import { arrange } from './support/albums';
import { captureEvents } from './support/captured-events';
import { httpClient } from './support/http';
import { startService, TEST_INTERNAL_TOKEN, type Service } from './support/service';

/** The test's token keys over HTTP, as identity serves them, for the instance started as a process. */
async function serveKeys(keys: unknown): Promise<Server> {
  const server = createServer((_req, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify(keys)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('two svc-albums instances on one database', () => {
  let a: Service;
  let keys: Server;
  let b: Awaited<ReturnType<typeof spawnService>>;

  beforeAll(async () => {
    a = await startService();
    keys = await serveKeys(a.tokens.jwks);
    b = await spawnService('svc-albums/src/index.ts', {
      MONGO_URL: testMongoUrl(),
      MONGO_DB: a.db.name,
      AMQP_URL: testAmqpUrl(),
      JWKS_URL: `http://127.0.0.1:${(keys.address() as AddressInfo).port}/.well-known/jwks.json`,
      INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
    });
    await eventually(async () => (await b.waitFor('/ready')).status === 200, 20_000, 200);
  }, 60_000);
  afterAll(async () => {
    await b.stop();
    keys.close();
    await a.close();
  });

  it('keeps an album’s follows, follower list and counter equal when 40 users follow and unfollow through both', async () => {
    const given = arrange(a);
    const through = [given.http, httpClient(b.url)];
    const { album } = await given.anOwnerWithAlbum();
    const fans = await Promise.all(Array.from({ length: 40 }, () => a.aUser()));
    // Six rounds, all 40 at once, half through each instance (swapped each round); the last leaves 20 following.
    for (let round = 0; round < 6; round++) {
      const answers = await Promise.all(
        fans.map((fan, i) => {
          const following = round % 2 === 0 || (round === 5 && i < 20);
          return through[(i + round) % 2]!.post(`/social/albums/${album.id}/${following ? 'follow' : 'unfollow'}`, undefined, fan.token);
        }),
      );
      expect(answers.map((answer) => answer.status)).toEqual(fans.map(() => 200));
    }
    for (const http of through) {
      const list = await http.get<{ pagination: { totalItems: number } }>(`/albums/${album.id}/followers?page=1`);
      expect(list.data.pagination.totalItems).toBe(20);
      expect((await http.get<{ count: number }>(`/social/albums/${album.id}/followers/count`)).data.count).toBe(20);
      expect((await http.get<{ album: { followers: number } }>(`/albums/${album.id}`)).data.album.followers).toBe(20);
    }
    const followed = await Promise.all(fans.map((fan) => through[1]!.get<{ isFollowing: boolean }>(`/social/albums/${album.id}/follow-status`, fan.token)));
    expect(followed.filter((answer) => answer.data.isFollowing)).toHaveLength(20);
  }, 120_000);

  it('makes and tells each follow and unfollow once when the same users follow and unfollow at once through both', async () => {
    const given = arrange(a);
    const through = [given.http, httpClient(b.url)];
    const capture = await captureEvents(['album.followed', 'album.unfollowed']);
    const { follows } = a.services.stores;
    try {
      const { album } = await given.anOwnerWithAlbum();
      const fans = await Promise.all(Array.from({ length: 20 }, () => a.aUser()));
      const call = (fan: (typeof fans)[number], following: boolean, k: number) =>
        through[k % 2]!.post(`/social/albums/${album.id}/${following ? 'follow' : 'unfollow'}`, undefined, fan.token);
      // Each user sends four calls at once (follows and unfollows, two through each instance), eight rounds; in the
      // last one the first half only follow and the others only unfollow.
      for (let round = 0; round < 8; round++) {
        const last = round === 7;
        const answers = await Promise.all(
          fans.flatMap((fan, i) => [0, 1, 2, 3].map((k) => call(fan, last ? i < 10 : (k + round + i) % 2 === 0, k + i + round))),
        );
        expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
      }
      const album$ = { albumId: album.id, deletedAt: null };
      expect(await follows.model.countDocuments(album$)).toBe(10);
      for (const http of through) {
        expect((await http.get<{ pagination: { totalItems: number } }>(`/albums/${album.id}/followers?page=1`)).data.pagination.totalItems).toBe(10);
        expect((await http.get<{ count: number }>(`/social/albums/${album.id}/followers/count`)).data.count).toBe(10);
        expect((await http.get<{ album: { followers: number } }>(`/albums/${album.id}`)).data.album.followers).toBe(10);
      }
      const status = await Promise.all(fans.map((fan, i) => through[i % 2]!.get<{ isFollowing: boolean }>(`/social/albums/${album.id}/follow-status`, fan.token)));
      expect(status.map((answer) => answer.data.isFollowing)).toEqual(fans.map((_, i) => i < 10));

      // Every event out (both relays), each real change told once: per user, follows told minus unfollows told is 1
      // for those following and 0 for the others, never more or less (an unfollow or a follow told twice would show).
      // Each event was confirmed by the broker (so is in the capture's queue) before its document was settled or removed.
      await eventually(async () => (await follows.model.countDocuments({ albumId: album.id, outboxPending: true })) + (await follows.ends.countDocuments({ albumId: album.id })) === 0, 10_000);
      // A later marker: one more follow, published only now, behind all of them in the capture's queue (one consumer,
      // in order): once it is seen, every event told before it was seen. A copy that a slower relay publishes again
      // later has the id of one seen already (what is counted is each id once).
      const marker = await a.aUser();
      expect((await given.http.post(`/social/albums/${album.id}/follow`, undefined, marker.token)).status).toBe(200);
      await capture.waitFor(() => capture.about(album.id).some((event) => event.data.userId === marker.id));
      const told = new Map<string, { type: string; userId: string }>();
      for (const event of capture.about(album.id)) told.set(event.id, { type: event.type, userId: String(event.data.userId) });
      const net = fans.map((fan) => [...told.values()].filter((event) => event.userId === fan.id).reduce((sum, event) => sum + (event.type === 'album.followed' ? 1 : -1), 0));
      expect(net).toEqual(fans.map((_, i) => (i < 10 ? 1 : 0)));
      // Nobody else was told of, but for the marker, told once and last.
      const fanIds = new Set(fans.map((fan) => fan.id));
      expect([...told.values()].filter((event) => !fanIds.has(event.userId))).toEqual([{ type: 'album.followed', userId: marker.id }]);
      expect([...told.values()].at(-1)).toEqual({ type: 'album.followed', userId: marker.id });
      // And some follows were made and undone along the way, not only the last round's.
      expect(told.size - 1).toBeGreaterThan(20);
    } finally {
      await capture.close();
    }
  }, 180_000);

  it('finds an album made through the other instance within a second, and refuses it everywhere within a second once private', async () => {
    const given = arrange(a);
    const there = httpClient(b.url);
    const owner = await a.aUser();
    const made = await there.post<{ album: { id: string } }>('/albums', { title: 'Lisbon Lanterns', description: 'Night walks', isPublic: true }, owner.token);
    expect(made.status).toBe(201);
    const albumId = made.data.album.id;
    const found = async () => (await given.http.get<{ albums: Array<{ id: string }> }>('/search/albums?query=lanterns')).data.albums.some((album) => album.id === albumId);
    await eventually(found, 1_000, 50);

    for (const http of [given.http, there]) expect((await http.get(`/userprofile/album/${albumId}`)).status).toBe(200);
    expect((await given.http.put(`/albums/${albumId}`, { isPublic: false }, owner.token)).status).toBe(200);
    await eventually(async () => (await there.get(`/userprofile/album/${albumId}`)).status === 403, 1_000, 50);
    await eventually(async () => !(await found()), 1_000, 50);
  }, 30_000);

  it('shows a follow made through the other instance in the profile it keeps, within a second', async () => {
    const given = arrange(a);
    const there = httpClient(b.url);
    const { album } = await given.anOwnerWithAlbum({ title: 'Kept Profile' });
    const fan = await a.aUser();
    const followers = async () => (await given.http.get<{ album: { followers: number } }>(`/userprofile/album/${album.id}`)).data.album.followers;
    expect(await followers()).toBe(0);
    expect((await there.post(`/social/albums/${album.id}/follow`, undefined, fan.token)).status).toBe(200);
    await eventually(async () => (await followers()) === 1, 1_000, 50);
    expect((await there.post(`/social/albums/${album.id}/unfollow`, undefined, fan.token)).status).toBe(200);
    await eventually(async () => (await followers()) === 0, 1_000, 50);
  }, 30_000);
});
