import type { UserSnapshot } from '@abialbum/contracts';
import { Matchers } from '@pact-foundation/pact';
import { eventFactory } from '@abialbum/service-kit';
import { eventEnvelope, messagePact, messageReceiver } from '@abialbum/service-kit/testing-pact';
import { aMediaConsumer, type MediaConsumer } from './support/pact-consumer';

const { like, integer, regex } = Matchers;

const OWNER_ID = '65f000000000000000000002';
const MEMBER_ID = '65f000000000000000000003';
const VISITOR = { userId: '65f000000000000000000004' };
const ALBUM_ID = '65f0000000000000000000a1';
const SECTION_ID = '65f0000000000000000000b1';
const OBJECT_ID = /^[a-f0-9]{24}$/.source;
const objectId = (example: string) => regex(OBJECT_ID, example);

const fromAlbums = eventFactory('svc-albums');
const message = (type: string, data: Record<string, unknown>) => eventEnvelope('svc-albums', type, data, '5a4b8a8e-9f1c-4c55-9a6e-1f2d3c4b5a72');

/** An album as svc-albums tells it; whether it is public or blocked is what decides who sees its media. */
const album = (over: Record<string, unknown> = {}) => ({
  albumId: objectId(ALBUM_ID),
  ownerId: objectId(OWNER_ID),
  title: like('Summer in Lisbon'),
  description: like('Beach days'),
  isPublic: true,
  isBlocked: false,
  revision: integer(1),
  ...over,
});
/** A section as svc-albums tells it; media only needs to know it is one of the album's live sections. */
const section = (over: Record<string, unknown> = {}) => ({
  sectionId: objectId(SECTION_ID),
  albumId: objectId(ALBUM_ID),
  ownerId: objectId(OWNER_ID),
  title: like('Beach'),
  isSharedAlbum: like(false),
  ...over,
});
const member = { albumId: objectId(ALBUM_ID), userId: objectId(MEMBER_ID) };

const anOwner: UserSnapshot = {
  userId: OWNER_ID,
  name: 'Ana Owner',
  email: 'ana.owner@example.test',
  phone: null,
  profileImage: null,
  city: null,
  state: null,
  country: null,
  isBlocked: false,
  showcreateAlbumModal: true,
  revision: 1,
};
const knownAlbum = { albumId: ALBUM_ID, ownerId: OWNER_ID, title: 'Summer in Lisbon', description: '', isPublic: true, allowDownloads: true, isBlocked: false, revision: 1 };

describe('svc-media consumes album events from svc-albums', () => {
  const pact = messagePact('svc-media', 'svc-albums');
  let consumer: MediaConsumer;

  beforeEach(async () => {
    consumer = await aMediaConsumer('media_album_pact');
    await consumer.directory.apply(anOwner);
  });
  afterEach(() => consumer.close());

  const given = {
    album: async () => expect(await consumer.dispatch(fromAlbums('album.created', knownAlbum))).toBe('handled'),
    aPicture: (userId: string, sectionId: string | null = null) =>
      consumer.services.media.create(userId, { albumId: ALBUM_ID, sectionId, url: 'https://images.example.com/beach.jpg', caption: 'Beach' }),
  };
  const access = () => consumer.services.access;

  const receives = messageReceiver(pact, (event) => consumer.dispatch(event), (description) => description);

  it('lets the owner add to a new album and everyone see it (album.created)', () =>
    receives('a user has created a public album', 'an album.created event', message('album.created', album()), async () => {
      await expect(access().forViewing(ALBUM_ID, undefined)).resolves.toMatchObject({ album: { ownerId: OWNER_ID, isPublic: true } });
      expect((await given.aPicture(OWNER_ID)).media.status).toBe('approved');
    }));

  it('shows an album made private to its owner only (album.updated)', async () => {
    await given.album();
    await receives(
      'an album owner has made their public album private',
      'an album.updated event',
      message('album.updated', album({ isPublic: false, revision: integer(2) })),
      async () => {
        await expect(access().forViewing(ALBUM_ID, VISITOR)).rejects.toMatchObject({ status: 403, code: 'ALBUM_PRIVATE' });
        await expect(access().forViewing(ALBUM_ID, { userId: OWNER_ID })).resolves.toMatchObject({ isOwner: true, album: { isPublic: false } });
      },
    );
  });

  it('hides a blocked album from everyone and stops its owner adding to it (album.blocked)', async () => {
    await given.album();
    await receives(
      'an admin has blocked a public album',
      'an album.blocked event',
      message('album.blocked', album({ isBlocked: true, revision: integer(2) })),
      async () => {
        await expect(access().forViewing(ALBUM_ID, VISITOR)).rejects.toMatchObject({ status: 404 });
        await expect(access().forUpload(ALBUM_ID, OWNER_ID)).rejects.toMatchObject({ status: 403, code: 'ALBUM_BLOCKED' });
      },
    );
  });

  it('shows an unblocked album again and lets its owner add to it (album.unblocked)', async () => {
    await given.album();
    expect(await consumer.dispatch(fromAlbums('album.blocked', { ...knownAlbum, isBlocked: true, revision: 2 }))).toBe('handled');
    await receives(
      'an admin has unblocked a public album',
      'an album.unblocked event',
      message('album.unblocked', album({ revision: integer(3) })),
      async () => {
        await expect(access().forViewing(ALBUM_ID, VISITOR)).resolves.toMatchObject({ album: { isBlocked: false } });
        expect((await given.aPicture(OWNER_ID)).media.status).toBe('approved');
      },
    );
  });

  it('removes a deleted album with its media (album.deleted)', async () => {
    await given.album();
    await given.aPicture(OWNER_ID);
    await receives('an album owner has deleted their public album', 'an album.deleted event', message('album.deleted', album()), async () => {
      await expect(access().forViewing(ALBUM_ID, undefined)).rejects.toMatchObject({ status: 404 });
      expect(await consumer.services.stores.media.ids({ albumId: ALBUM_ID })).toEqual([]);
    });
  });

  it('lets media go into a new section (section.created)', async () => {
    await given.album();
    await expect(access().checkSection(ALBUM_ID, SECTION_ID)).rejects.toMatchObject({ status: 404 });
    await receives('an album owner has added a section to their album', 'a section.created event', message('section.created', section()), async () => {
      expect((await given.aPicture(OWNER_ID, SECTION_ID)).media.sectionId).toBe(SECTION_ID);
    });
  });

  it('keeps a changed section open for media, even if it never heard of it (section.updated)', async () => {
    await given.album();
    await receives(
      'an album owner has shared a section of their album',
      'a section.updated event',
      message('section.updated', section({ isSharedAlbum: true })),
      async () => {
        expect((await given.aPicture(OWNER_ID, SECTION_ID)).media.sectionId).toBe(SECTION_ID);
      },
    );
  });

  it("moves a deleted section's media back to the album (section.deleted)", async () => {
    await given.album();
    const knownSection = { sectionId: SECTION_ID, albumId: ALBUM_ID, ownerId: OWNER_ID, title: 'Beach', isSharedAlbum: false };
    expect(await consumer.dispatch(fromAlbums('section.created', knownSection))).toBe('handled');
    const { media } = await given.aPicture(OWNER_ID, SECTION_ID);
    await receives(
      'an album owner has deleted a section of their album',
      'a section.deleted event',
      message('section.deleted', section()),
      async () => {
        expect(await consumer.services.stores.media.findLive(media.id)).toMatchObject({ sectionId: null });
        await expect(access().checkSection(ALBUM_ID, SECTION_ID)).rejects.toMatchObject({ status: 404 });
      },
    );
  });

  it('lets an approved member upload for approval (member.approved)', async () => {
    await given.album();
    await receives('an album owner has approved a join request', 'a member.approved event', message('member.approved', member), async () => {
      await expect(access().forUpload(ALBUM_ID, MEMBER_ID)).resolves.toMatchObject({ isMember: true, isOwner: false });
      expect((await given.aPicture(MEMBER_ID)).media.status).toBe('pending');
    });
  });

  it('stops a removed member uploading (member.removed)', async () => {
    await given.album();
    // Approved before the removal happened (memberships keep the newest event).
    const approved = { ...fromAlbums('member.approved', { albumId: ALBUM_ID, userId: MEMBER_ID }), occurredAt: '2025-01-14T10:30:00.000Z' };
    expect(await consumer.dispatch(approved)).toBe('handled');
    await receives('an album owner has removed an approved member', 'a member.removed event', message('member.removed', member), async () => {
      await expect(access().forUpload(ALBUM_ID, MEMBER_ID)).rejects.toMatchObject({ status: 403 });
    });
  });
});
