import { randomUUID } from 'node:crypto';
import { eventFactory } from '@abialbum/service-kit';
import { eventually, answer, testQueue } from '@abialbum/service-kit/testing';
import { startConsumers } from '../src/events/consumers';
import { anAlbum } from './support/builders';
import { startService } from './support/service';

type Service = Awaited<ReturnType<typeof startService>>;
const fromIdentity = eventFactory('svc-identity');
const fromAlbums = eventFactory('svc-albums');

describe('svc-content consumes user and album events from the broker', () => {
  const queue = `svc-content.test-${randomUUID().slice(0, 8)}`;
  let svc: Service;
  let broker: Awaited<ReturnType<typeof testQueue>>;
  beforeAll(async () => {
    svc = await startService();
    broker = await testQueue(queue);
    startConsumers(svc.bus, svc.db.connection, svc.consumerDeps, svc.logger, queue);
    await broker.ready();
  });
  afterAll(async () => {
    await broker.remove();
    await svc.close();
  });

  it("stops a blocked user's token here within seconds", async () => {
    const userId = randomUUID().replace(/-/g, '').slice(0, 24);
    const user = {
      userId,
      name: 'Ana Lima',
      email: 'ana@example.test',
      phone: null,
      profileImage: null,
      city: null,
      state: null,
      country: null,
      isBlocked: false,
      showcreateAlbumModal: true,
      revision: 1,
    };
    const token = await svc.tokens.sign(userId);
    await svc.bus.publish(fromIdentity('user.registered', user));
    await svc.bus.publish(fromIdentity('user.blocked', { ...user, isBlocked: true, revision: 2 }));
    await eventually(() => svc.directory.isBlocked(userId), 10_000);
    const res = await fetch(`${svc.url}/api/v1/abialbum/content/about`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    expect((await answer(res)).code).toBe('USER_BLOCKED');
  });

  it('counts an album created and then deleted on the broker', async () => {
    const album = anAlbum();
    const totalAlbums = async () => (await answer<{ totalAlbums: number }>(await fetch(`${svc.url}/api/v1/abialbum/stats`))).data.totalAlbums;
    await svc.bus.publish(fromAlbums('album.created', album));
    await eventually(async () => (await totalAlbums()) === 1, 10_000);
    await svc.bus.publish(fromAlbums('album.deleted', album));
    await eventually(async () => (await totalAlbums()) === 0, 10_000);
  });
});
