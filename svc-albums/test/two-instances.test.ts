import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawnService, testAmqpUrl, testMongoUrl, eventually } from '@abialbum/service-kit/testing';
import { arrange } from './support/albums';
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
});
