import type { AdminStats } from '@abialbum/contracts';
import { createDispatcher, eventFactory } from '@abialbum/service-kit';
import { eventHandlers } from '../src/events/consumers';
import { aMedia, anAlbum, anId, aUserSnapshot } from './support/builders';
import { client } from './support/http';
import { startService, type Service } from './support/service';

const fromIdentity = eventFactory('svc-identity');
const fromAlbums = eventFactory('svc-albums');
const fromMedia = eventFactory('svc-media');

/**
 * A change is two writes (the entity's document, then the platform's figures). When the database goes away
 * between them, the event is retried and finds its document already changed: the figures must still come out
 * right, without a restart (the service recounts them every second while they are owed: settled here at once).
 */
describe('a change of the statistics that fails between its two writes', () => {
  let svc: Service;
  let dispatch: ReturnType<typeof createDispatcher>;
  let admin: string;
  beforeAll(async () => {
    svc = await startService();
    dispatch = createDispatcher(svc.db.connection, eventHandlers(svc.consumerDeps), svc.logger);
    admin = await svc.tokens.sign(anId(), 'admin');
  });
  afterAll(() => svc.close());

  const stats = async () => (await client(svc.url).get<{ stats: AdminStats }>('/admin/stats', admin)).body.data.stats;

  /** The next move of the figures fails, as a write does while the database is down. */
  const failNextFiguresWrite = () => {
    const counters = svc.services.stores.counters;
    const add = counters.add.bind(counters);
    counters.add = async () => {
      counters.add = add;
      throw new Error('connection lost');
    };
  };

  it('counts an approval, an album and a user once when their events are retried after the figures failed', async () => {
    const owner = aUserSnapshot();
    const album = anAlbum({ ownerId: owner.userId });
    const media = aMedia({ albumId: album.albumId, status: 'pending' });
    for (const event of [fromIdentity('user.registered', owner), fromAlbums('album.created', album), fromMedia('media.uploaded', media)]) {
      await dispatch(event);
    }
    const before = await stats();

    const approval = fromMedia('media.approved', { ...media, status: 'approved', revision: 2 });
    failNextFiguresWrite();
    await expect(dispatch(approval)).rejects.toThrow('connection lost');
    // The broker delivers it again.
    expect(await dispatch(approval)).toBe('handled');
    expect(await svc.services.counting.owed.settle()).toBe(1);
    expect(await stats()).toEqual({ ...before, totalMedia: before.totalMedia + 1 });

    const newcomer = aUserSnapshot();
    const registered = fromIdentity('user.registered', newcomer);
    failNextFiguresWrite();
    await expect(dispatch(registered)).rejects.toThrow('connection lost');
    expect(await dispatch(registered)).toBe('handled');
    const blocked = fromAlbums('album.blocked', { ...album, isBlocked: true, revision: 2 });
    failNextFiguresWrite();
    await expect(dispatch(blocked)).rejects.toThrow('connection lost');
    expect(await dispatch(blocked)).toBe('handled');
    expect(await svc.services.counting.owed.settle()).toBe(1);
    expect(await stats()).toEqual({ ...before, totalMedia: before.totalMedia + 1, totalUsers: before.totalUsers + 1, blockedAlbums: before.blockedAlbums + 1 });
  });

  it('puts the figures right when the failed event is not delivered again, and recounts nothing while none is owed', async () => {
    const before = await stats();
    const media = aMedia({ status: 'approved' });
    failNextFiguresWrite();
    await expect(dispatch(fromMedia('media.uploaded', media))).rejects.toThrow('connection lost');
    await dispatch(fromIdentity('user.registered', aUserSnapshot()));
    expect(await svc.services.counting.owed.settle()).toBe(1);
    expect(await stats()).toEqual({ ...before, totalMedia: before.totalMedia + 1, totalUsers: before.totalUsers + 1 });
    expect(await svc.services.counting.owed.settle()).toBe(0);
  });
});
