import { Types } from 'mongoose';
import type { AlbumEventData, Media, MembershipState, SectionEventData } from '@abialbum/contracts';
import { eventFactory } from '@abialbum/service-kit';
import { anAlbum, approveMember, aSection, aUser } from './support/albums';
import { aMedia, call, listMedia } from './support/media';
import { startService, TEST_INTERNAL_TOKEN, type Service } from './support/service';

const fromAlbums = eventFactory('svc-albums');

/** An id svc-albums would have made `minutes` ago (its ids are ObjectIds). */
const madeAgo = (minutes: number) => Types.ObjectId.createFromTime(Math.floor(Date.now() / 1000) - minutes * 60).toHexString().slice(0, 8) + new Types.ObjectId().toHexString().slice(8);

/**
 * svc-media's copies of albums, sections and memberships compared with svc-albums' exports and repaired. The
 * exports here answer what svc-albums' would (its routes are tested there; the fault suite runs both end to end).
 */
describe("svc-media repairs its copies of svc-albums' albums from their source", () => {
  let svc: Service;
  const source: { albums: AlbumEventData[]; sections: SectionEventData[]; members: MembershipState[] } = { albums: [], sections: [], members: [] };
  beforeAll(async () => {
    svc = await startService({
      albumSources: {
        albums: async function* albums() {
          yield* source.albums;
        },
        sections: async function* sections() {
          yield* source.sections;
        },
        members: async function* members() {
          yield* source.members;
        },
      },
    });
  });
  afterAll(() => svc.close());

  it('applies what never arrived: a change, an album, a section and a membership; deletions and removals too; a second run finds nothing', async () => {
    const owner = await aUser(svc);
    const member = await aUser(svc);
    const newcomer = await aUser(svc);
    const visitor = await aUser(svc);
    const madePrivate = await anAlbum(svc, owner, { albumId: madeAgo(10) });
    const gone = await anAlbum(svc, owner, { albumId: madeAgo(10) });
    const goneItem = await aMedia(svc, owner.token, gone.id);
    const section = { ...(await aSection(svc, { id: madePrivate.id, ownerId: owner.id })) };
    const goneSection = await aSection(svc, { id: madePrivate.id, ownerId: owner.id }, { sectionId: madeAgo(5) });
    const inGoneSection = await aMedia(svc, owner.token, madePrivate.id, { sectionId: goneSection.id });
    await approveMember(svc, madePrivate.id, member.id);
    expect((await listMedia(svc, gone.id)).body.data.pagination.totalItems).toBe(1);
    // Made a moment ago, and absent from the source: made after the export was read, not taken as deleted.
    const justMade = await aSection(svc, { id: madePrivate.id, ownerId: owner.id });

    // The source: the album made private since, an album never heard of, one section (the other deleted since),
    // the newcomer a member (the member removed since); `gone` deleted since (its media go with it).
    const neverHeard: AlbumEventData = { albumId: new Types.ObjectId().toHexString(), ownerId: owner.id, title: 'New', description: '', isPublic: true, isBlocked: false, revision: 1 };
    source.albums = [{ ...madePrivate, albumId: madePrivate.id, isPublic: false, revision: 2 }, neverHeard];
    source.sections = [{ sectionId: section.id, albumId: madePrivate.id, ownerId: owner.id, title: 'Beach', isSharedAlbum: false }];
    source.members = [{ albumId: madePrivate.id, userId: newcomer.id, since: new Date().toISOString() }];

    const res = await fetch(`${svc.url}/internal/repair`, { method: 'POST', headers: { authorization: `Bearer ${TEST_INTERNAL_TOKEN}` } });
    expect(res.status).toBe(200);
    const { report } = ((await res.json()) as { data: { report: { albums: unknown } } }).data;
    expect(report.albums).toEqual({
      albums: { source: 2, held: 2, added: 1, updated: 1, removed: 1 },
      sections: { source: 1, held: 3, added: 0, updated: 0, removed: 1 },
      members: { source: 1, held: 1, added: 1, updated: 0, removed: 1 },
    });

    expect((await listMedia(svc, madePrivate.id, visitor.token)).status).toBe(403);
    expect((await listMedia(svc, madePrivate.id, owner.token)).body.data.media.find((m: Media) => m.id === inGoneSection.id)?.sectionId ?? null).toBeNull();
    const goneList = await listMedia(svc, gone.id, owner.token);
    expect([goneList.status, goneList.body.message]).toEqual([404, 'Album not found']);
    const goneEdit = await call(svc, 'PUT', `/albums/media/${goneItem.id}`, owner.token, { caption: 'x' });
    expect(goneEdit.status).toBe(404);
    expect((await aMedia(svc, owner.token, madePrivate.id, { sectionId: justMade.id })).sectionId).toBe(justMade.id);
    const asMember = await call(svc, 'POST', '/albums/media', member.token, { albumId: madePrivate.id, type: 'IMAGE', url: 'https://example.com/a.jpg' });
    expect(asMember.status).toBe(403);
    expect((await aMedia(svc, newcomer.token, madePrivate.id)).status).toBe('pending');
    expect((await aMedia(svc, owner.token, neverHeard.albumId)).status).toBe('approved');

    const again = await svc.services.repairs.run();
    expect(again.albums).toMatchObject({
      albums: { added: 0, updated: 0, removed: 0 },
      sections: { added: 0, removed: 0 },
      members: { added: 0, updated: 0, removed: 0 },
    });
  });

  it('is asked for only with the platform token', async () => {
    expect((await fetch(`${svc.url}/internal/repair`, { method: 'POST' })).status).toBe(404);
  });
});

describe('a repair of the album copies with a second look', () => {
  let svc: Service;
  const source: { albums: AlbumEventData[] } = { albums: [] };
  beforeAll(async () => {
    svc = await startService({
      repairRecheckMs: 400,
      albumSources: {
        albums: async function* albums() {
          yield* source.albums;
          // The event of the change the export already holds arrives while the repair waits for its look.
          const [changed] = source.albums;
          if (changed) setTimeout(() => void svc.dispatch(fromAlbums('album.updated', changed)), 50);
        },
        sections: async function* sections() {},
        members: async function* members() {},
      },
    });
  });
  afterAll(() => svc.close());

  it('applies only what is still missing at the look: an event that arrived meanwhile is not applied again', async () => {
    const owner = await aUser(svc);
    const visitor = await aUser(svc);
    const album = await anAlbum(svc, owner, { albumId: madeAgo(10) });
    const lost = await anAlbum(svc, owner, { albumId: madeAgo(10) });
    // Both made private since: one's event is on its way (it lands during the look), the other's was lost.
    const madePrivate = (made: typeof album): AlbumEventData => ({ albumId: made.id, ownerId: owner.id, title: made.title, description: '', isPublic: false, isBlocked: false, revision: 2 });
    source.albums = [madePrivate(album), madePrivate(lost)];
    const report = await svc.services.repairs.run();
    expect(report.albums).toMatchObject({ albums: { source: 2, held: 2, added: 0, updated: 1, removed: 0 } });
    expect((await listMedia(svc, album.id, visitor.token)).status).toBe(403);
    expect((await listMedia(svc, lost.id, visitor.token)).status).toBe(403);
  });
});

