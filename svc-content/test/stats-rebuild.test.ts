import type { PublicStats } from '@abialbum/contracts';
import { createDispatcher, eventFactory } from '@abialbum/service-kit';
import { rebuildStats, type OwnerAlbum, type OwnerUser } from '../src/domain/stats-rebuild';
import { eventHandlers } from '../src/events/consumers';
import { anAlbum, anId, aUserSnapshot } from './support/builders';
import { client } from './support/http';
import { startService, type Service } from './support/service';

const fromIdentity = eventFactory('svc-identity');
const fromAlbums = eventFactory('svc-albums');

async function* listOf<T>(items: T[]) {
  yield* items;
}
const anOwnerUser = (over: Partial<OwnerUser> = {}): OwnerUser => ({
  id: anId(), name: 'Dee', profileImage: null, city: null, state: null, country: null, isBlocked: false, ...over,
});

describe('rebuilding the statistics from the owners', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService();
  });
  afterAll(() => svc.close());

  const stats = async () => (await client(svc.url).get<PublicStats>('/stats')).body.data;
  const rebuild = (users: OwnerUser[], albums: OwnerAlbum[]) =>
    rebuildStats({ store: svc.services.stores.stats, directory: svc.directory, counting: svc.services.counting }, { users: () => listOf(users), albums: () => listOf(albums) });

  it('makes the figures agree with what the owners hold, and later events still apply', async () => {
    const dispatch = createDispatcher(svc.db.connection, eventHandlers(svc.consumerDeps), svc.logger);
    const kept = aUserSnapshot();
    const gone = aUserSnapshot();
    const keptAlbum = anAlbum({ ownerId: kept.userId, revision: 4 });
    await dispatch(fromIdentity('user.registered', kept));
    await dispatch(fromIdentity('user.registered', gone));
    await dispatch(fromAlbums('album.created', keptAlbum));
    await dispatch(fromAlbums('album.created', anAlbum({ ownerId: gone.userId })));

    const missed = anOwnerUser({ isBlocked: true });
    const missedAlbum = { id: anId(), ownerId: missed.id, isPublic: true, isBlocked: false };
    const report = await rebuild(
      [anOwnerUser({ id: kept.userId }), missed],
      [{ id: keptAlbum.albumId, ownerId: kept.userId, isPublic: false, isBlocked: false }, missedAlbum],
    );
    expect(report).toMatchObject({ users: 2, usersRemoved: 1, albums: 2, albumsRemoved: 1, figures: { users: 2, albums: 2, albumOwners: 2 } });
    expect(await stats()).toEqual({ totalUsers: 2, totalAlbums: 2, totalAlbumOwners: 2, totalMedia: 0, publicAlbums: 0 });
    expect(await svc.directory.isBlocked(missed.id)).toBe(true);

    await dispatch(fromAlbums('album.updated', { ...keptAlbum, isPublic: true, revision: 5 }));
    await dispatch(fromAlbums('album.blocked', anAlbum({ albumId: missedAlbum.id, ownerId: missed.id, isBlocked: true, revision: 1 })));
    expect(await stats()).toMatchObject({ totalAlbums: 2, publicAlbums: 1 });
  });
});

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
