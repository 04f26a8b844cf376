import { Matchers } from '@pact-foundation/pact';
import { eventEnvelope, messagePact, messageReceiver } from '@abialbum/service-kit/testing-pact';
import { aContentConsumer, type ContentConsumer } from './support/pact-consumer';

const { like, integer, regex } = Matchers;

const OWNER_ID = '65f000000000000000000002';
const ALBUM_ID = '65f0000000000000000000a1';
const OBJECT_ID = /^[a-f0-9]{24}$/.source;

/** An album as svc-albums tells it: the statistics count it by id and owner, public or not, blocked or not. */
const albumMessage = (type: string, over: Record<string, unknown> = {}) =>
  eventEnvelope(
    'svc-albums',
    type,
    {
      albumId: regex(OBJECT_ID, ALBUM_ID),
      ownerId: regex(OBJECT_ID, OWNER_ID),
      title: like('Summer in Lisbon'),
      description: like('Beach days'),
      isPublic: true,
      isBlocked: false,
      revision: integer(1),
      ...over,
    },
    '5a4b8a8e-9f1c-4c55-9a6e-1f2d3c4b5a74',
  );

const knownAlbum = { albumId: ALBUM_ID, ownerId: OWNER_ID, title: 'Summer in Lisbon', description: '', isPublic: true, isBlocked: false, revision: 1 };

describe('svc-content consumes album events from svc-albums', () => {
  const pact = messagePact('svc-content', 'svc-albums');
  let consumer: ContentConsumer;

  beforeEach(async () => {
    consumer = await aContentConsumer('content_album_pact');
  });
  afterEach(() => consumer.close());

  const receives = messageReceiver(pact, (event) => consumer.dispatch(event), (description) => description);

  it('counts a new public album and its owner (album.created)', () =>
    receives('a user has created a public album', 'an album.created event', albumMessage('album.created'), async () => {
      expect(await consumer.publicStats()).toMatchObject({ totalAlbums: 1, totalAlbumOwners: 1, publicAlbums: 1 });
    }));

  it('counts a blocked album for the admin and no more as public (album.blocked)', async () => {
    await consumer.given('svc-albums', 'album.created', knownAlbum);
    await receives(
      'an admin has blocked a public album',
      'an album.blocked event',
      albumMessage('album.blocked', { isBlocked: true, revision: integer(2) }),
      async () => {
        expect(await consumer.publicStats()).toMatchObject({ totalAlbums: 1, publicAlbums: 0 });
        expect(await consumer.adminStats()).toMatchObject({ totalAlbums: 1, blockedAlbums: 1 });
      },
    );
  });

  it('counts an album made private no more as public (album.updated)', async () => {
    await consumer.given('svc-albums', 'album.created', knownAlbum);
    await receives(
      'an album owner has made their public album private',
      'an album.updated event',
      albumMessage('album.updated', { isPublic: false, revision: integer(2) }),
      async () => {
        expect(await consumer.publicStats()).toMatchObject({ totalAlbums: 1, totalAlbumOwners: 1, publicAlbums: 0 });
      },
    );
  });

  it('counts an unblocked album as public again (album.unblocked)', async () => {
    await consumer.given('svc-albums', 'album.created', knownAlbum);
    await consumer.given('svc-albums', 'album.blocked', { ...knownAlbum, isBlocked: true, revision: 2 });
    await receives(
      'an admin has unblocked a public album',
      'an album.unblocked event',
      albumMessage('album.unblocked', { revision: integer(3) }),
      async () => {
        expect(await consumer.publicStats()).toMatchObject({ totalAlbums: 1, publicAlbums: 1 });
        expect(await consumer.adminStats()).toMatchObject({ totalAlbums: 1, blockedAlbums: 0 });
      },
    );
  });

  it('stops counting a deleted album (album.deleted)', async () => {
    await consumer.given('svc-albums', 'album.created', knownAlbum);
    await receives('an album owner has deleted their public album', 'an album.deleted event', albumMessage('album.deleted'), async () => {
      expect(await consumer.publicStats()).toMatchObject({ totalAlbums: 0, totalAlbumOwners: 0, publicAlbums: 0 });
    });
  });
});
