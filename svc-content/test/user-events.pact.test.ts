import { Matchers } from '@pact-foundation/pact';
import type { UserSnapshot } from '@abialbum/contracts';
import { eventEnvelope, messagePact, messageReceiver } from '@abialbum/service-kit/testing-pact';
import { aContentConsumer, type ContentConsumer } from './support/pact-consumer';

const { like, integer } = Matchers;

const USER_ID = '65f0c0ffee0000000000abcd';
const ALBUM_ID = '65f0000000000000000000a1';

type UserEventType = 'user.registered' | 'user.updated' | 'user.blocked' | 'user.unblocked' | 'user.album-modal-toggled';

/** The statistics count users and blocked users; the provider states describe a user with a full profile. */
const userMessage = (type: UserEventType, over: { isBlocked: boolean; revision: number; showcreateAlbumModal?: boolean }) =>
  eventEnvelope(
    'svc-identity',
    type,
    {
      userId: like(USER_ID),
      name: like('Ana Lima'),
      email: like('ana@example.test'),
      phone: like('5551234567'),
      profileImage: like('/api/v1/files/0123456789abcdef0123456789abcdef.png'),
      city: like('Porto'),
      state: like('Douro'),
      country: like('Portugal'),
      isBlocked: over.isBlocked,
      showcreateAlbumModal: like(over.showcreateAlbumModal ?? true),
      revision: integer(over.revision),
    },
    '5a4b8a8e-9f1c-4c55-9a6e-1f2d3c4b5a75',
  );

const snapshot = (over: Partial<UserSnapshot>): UserSnapshot => ({
  userId: USER_ID,
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
  ...over,
});

describe('svc-content consumes user events from svc-identity', () => {
  const pact = messagePact('svc-content', 'svc-identity');
  let consumer: ContentConsumer;

  beforeEach(async () => {
    consumer = await aContentConsumer('content_user_pact');
  });
  afterEach(() => consumer.close());

  /** The user as svc-content knew them before the event, with one public album. */
  async function aKnownOwner(isBlocked: boolean) {
    await consumer.given('svc-identity', 'user.registered', snapshot({ isBlocked }));
    await consumer.given('svc-albums', 'album.created', {
      albumId: ALBUM_ID,
      ownerId: USER_ID,
      title: 'Summer',
      description: '',
      isPublic: true,
      isBlocked: false,
      revision: 1,
    });
  }

  const receives = messageReceiver<UserEventType>(pact, (event) => consumer.dispatch(event));

  it('counts a new user (user.registered)', () =>
    receives('a user with a full profile has signed up', 'user.registered', userMessage('user.registered', { isBlocked: false, revision: 1 }), async () => {
      expect(await consumer.publicStats()).toMatchObject({ totalUsers: 1 });
      expect(await consumer.adminStats()).toMatchObject({ totalUsers: 1, blockedUsers: 0 });
    }));

  it('counts a blocked user and no more their public album (user.blocked)', async () => {
    await aKnownOwner(false);
    await receives(
      'a user with a full profile has been blocked by an admin',
      'user.blocked',
      userMessage('user.blocked', { isBlocked: true, revision: 2 }),
      async () => {
        expect(await consumer.adminStats()).toMatchObject({ totalUsers: 1, blockedUsers: 1 });
        expect(await consumer.publicStats()).toMatchObject({ publicAlbums: 0 });
      },
    );
  });

  it('counts an unblocked user as not blocked again (user.unblocked)', async () => {
    await aKnownOwner(true);
    await receives(
      'a user with a full profile has been unblocked by an admin',
      'user.unblocked',
      userMessage('user.unblocked', { isBlocked: false, revision: 3 }),
      async () => {
        expect(await consumer.adminStats()).toMatchObject({ totalUsers: 1, blockedUsers: 0 });
        expect(await consumer.publicStats()).toMatchObject({ publicAlbums: 1 });
      },
    );
  });

  it('still counts a user once, and their album, after a profile update (user.updated)', async () => {
    await aKnownOwner(false);
    await receives('a user with a full profile has updated it', 'user.updated', userMessage('user.updated', { isBlocked: false, revision: 2 }), async () => {
      expect(await consumer.adminStats()).toMatchObject({ totalUsers: 1, blockedUsers: 0 });
      expect(await consumer.publicStats()).toMatchObject({ publicAlbums: 1 });
      expect(await consumer.services.directory.get(USER_ID)).toMatchObject({ name: 'Ana Lima', revision: 2 });
    });
  });

  it('still counts a user once after an admin turns off their create-album pop-up (user.album-modal-toggled)', async () => {
    await aKnownOwner(false);
    await receives(
      'an admin has turned off the create-album pop-up of a user with a full profile',
      'user.album-modal-toggled',
      userMessage('user.album-modal-toggled', { isBlocked: false, revision: 2, showcreateAlbumModal: false }),
      async () => {
        expect(await consumer.adminStats()).toMatchObject({ totalUsers: 1, blockedUsers: 0 });
        expect(await consumer.services.directory.get(USER_ID)).toMatchObject({ name: 'Ana Lima', revision: 2 });
      },
    );
  });
});
