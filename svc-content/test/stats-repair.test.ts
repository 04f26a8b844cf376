import { Types } from 'mongoose';
import type { AlbumEventData, MediaEventData, PublicStats, UserSnapshot } from '@abialbum/contracts';
import { createDispatcher, eventFactory } from '@abialbum/service-kit';
import { eventHandlers } from '../src/events/consumers';
import { anAlbum, anId, aUserSnapshot } from './support/builders';
import { client } from './support/http';
import { startService, TEST_INTERNAL_TOKEN, type Service } from './support/service';

const fromIdentity = eventFactory('svc-identity');
const fromAlbums = eventFactory('svc-albums');
const fromMedia = eventFactory('svc-media');
/** An id made `minutes` ago (the services' ids are ObjectIds). */
const madeAgo = (minutes: number) => Types.ObjectId.createFromTime(Math.floor(Date.now() / 1000) - minutes * 60).toHexString().slice(0, 8) + anId().slice(8);

const anItem = (albumId: string, over: Partial<MediaEventData> = {}): MediaEventData => ({
  mediaId: anId(), albumId, sectionId: null, uploaderId: anId(), type: 'IMAGE', url: '/api/v1/files/x.jpg', thumbnailUrl: null, displayUrl: null,
  placeholder: null, width: null, height: null, duration: null, caption: '', status: 'approved', rejectionReason: null,
  createdAt: new Date().toISOString(), revision: 1, ...over,
});

/** The statistics' documents compared with identity's, svc-albums' and svc-media's exports (what they would answer). */
describe('svc-content repairs its statistics from their sources', () => {
  let svc: Service;
  const sources: { users: UserSnapshot[]; albums: AlbumEventData[]; media: MediaEventData[] } = { users: [], albums: [], media: [] };
  beforeAll(async () => {
    svc = await startService({
      sources: {
        users: async function* users() {
          yield* sources.users;
        },
        albums: async function* albums() {
          yield* sources.albums;
        },
        media: async function* media() {
          yield* sources.media;
        },
      },
    });
  });
  afterAll(() => svc.close());

  const stats = async () => (await client(svc.url).get<PublicStats>('/stats')).body.data;

  it('applies what never arrived (a user, an album made public, an approval, a deletion), and a second run finds nothing', async () => {
    const dispatch = createDispatcher(svc.db.connection, eventHandlers(svc.consumerDeps), svc.logger);
    const owner = aUserSnapshot();
    await dispatch(fromIdentity('user.registered', owner));
    const album = anAlbum({ ownerId: owner.userId, isPublic: false });
    await dispatch(fromAlbums('album.created', album));
    const kept = anItem(album.albumId);
    const deletedSince = anItem(album.albumId, { mediaId: madeAgo(5) });
    const pending = anItem(album.albumId, { status: 'pending' });
    for (const item of [kept, deletedSince, pending]) await dispatch(fromMedia('media.uploaded', item));
    expect(await stats()).toEqual({ totalUsers: 1, totalAlbums: 1, totalAlbumOwners: 1, totalMedia: 2, publicAlbums: 0 });

    const newcomer = aUserSnapshot();
    sources.users = [owner, newcomer];
    sources.albums = [{ ...album, isPublic: true, revision: 2 }];
    sources.media = [kept, { ...pending, status: 'approved', revision: 2 }];
    const res = await fetch(`${svc.url}/internal/repair`, { method: 'POST', headers: { authorization: `Bearer ${TEST_INTERNAL_TOKEN}` } });
    expect(res.status).toBe(200);
    const { report } = ((await res.json()) as { data: { report: Record<string, unknown> } }).data;
    expect(report).toMatchObject({
      users: { source: 2, held: 1, added: 1, updated: 0 },
      albums: { source: 1, held: 1, added: 0, updated: 1, removed: 0 },
      media: { source: 2, held: 3, added: 0, updated: 1, removed: 1 },
    });
    expect(await stats()).toEqual({ totalUsers: 2, totalAlbums: 1, totalAlbumOwners: 1, totalMedia: 2, publicAlbums: 1 });

    const again = await svc.services.repairs.run();
    expect(again).toMatchObject({ users: { added: 0, updated: 0 }, albums: { added: 0, updated: 0, removed: 0 }, media: { added: 0, updated: 0, removed: 0 } });
    expect((await fetch(`${svc.url}/internal/repair`, { method: 'POST' })).status).toBe(404);
  });
});
