import type { PublicStats } from '@abialbum/contracts';
import { createDispatcher, eventFactory } from '@abialbum/service-kit';
import { eventHandlers } from '../src/events/consumers';
import { anAlbum, aUserSnapshot } from './support/builders';
import { client } from './support/http';
import { startService, type Service } from './support/service';

const fromIdentity = eventFactory('svc-identity');
const fromAlbums = eventFactory('svc-albums');

describe('recounting the statistics', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService();
  });
  afterAll(() => svc.close());

  it('sets figures a crash left off back to what the documents hold', async () => {
    const dispatch = createDispatcher(svc.db.connection, eventHandlers(svc.consumerDeps), svc.logger);
    const owner = aUserSnapshot({ name: 'Recount' });
    await dispatch(fromIdentity('user.registered', owner));
    await dispatch(fromAlbums('album.created', anAlbum({ ownerId: owner.userId })));
    // A process killed between a document's write and the figures' one.
    await svc.services.stores.counters.add({ albums: 3, media: -2 });
    const { before, after } = await svc.services.counting.recount();
    expect(before).toMatchObject({ albums: 4, media: -2 });
    expect(after).toMatchObject({ users: 1, albums: 1, albumOwners: 1, publicAlbums: 1, media: 0 });
    expect((await client(svc.url).get<PublicStats>('/stats')).body.data).toEqual({ totalUsers: 1, totalAlbums: 1, totalAlbumOwners: 1, totalMedia: 0, publicAlbums: 1 });
  });
});
