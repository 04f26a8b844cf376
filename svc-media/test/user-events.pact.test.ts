import { Matchers } from '@pact-foundation/pact';
import { eventFactory } from '@abialbum/service-kit';
import { eventEnvelope, messagePact, messageReceiver } from '@abialbum/service-kit/testing-pact';
import { aMediaConsumer, type MediaConsumer } from './support/pact-consumer';

const { like, integer } = Matchers;

const USER_ID = '65f0c0ffee0000000000abcd';
const ALBUM_ID = '65f0000000000000000000a1';
const VISITOR = { userId: '65f000000000000000000004' };
const PROFILE_IMAGE_KEY = '0123456789abcdef0123456789abcdef.png';

type UserEventType = 'user.registered' | 'user.updated' | 'user.blocked' | 'user.unblocked' | 'user.album-modal-toggled';

/**
 * What svc-media needs from identity's user events: the uploader's name and image for media cards, whether
 * they are blocked (their albums and uploads vanish), and the profile image they point at (kept, not cleaned up).
 * The provider states describe a user with every profile field filled.
 */
const userMessage = (type: UserEventType, over: { isBlocked: boolean; revision: number; showcreateAlbumModal?: boolean }) =>
  eventEnvelope(
    'svc-identity',
    type,
    {
      userId: like(USER_ID),
      name: like('Ana Lima'),
      email: like('ana@example.test'),
      phone: like('5551234567'),
      profileImage: like(`/api/v1/files/${PROFILE_IMAGE_KEY}`),
      city: like('Porto'),
      state: like('Douro'),
      country: like('Portugal'),
      isBlocked: over.isBlocked,
      showcreateAlbumModal: like(over.showcreateAlbumModal ?? true),
      revision: integer(over.revision),
    },
    '5a4b8a8e-9f1c-4c55-9a6e-1f2d3c4b5a73',
  );

const snapshot = (over: { name?: string; isBlocked?: boolean; revision: number }) => ({
  userId: USER_ID,
  name: over.name ?? 'Ana Lima',
  email: 'ana@example.test',
  phone: null,
  profileImage: null,
  city: null,
  state: null,
  country: null,
  isBlocked: over.isBlocked ?? false,
  showcreateAlbumModal: true,
  revision: over.revision,
});

describe('svc-media consumes user events from svc-identity', () => {
  const pact = messagePact('svc-media', 'svc-identity');
  const fromIdentity = eventFactory('svc-identity');
  const fromAlbums = eventFactory('svc-albums');
  let consumer: MediaConsumer;

  beforeEach(async () => {
    consumer = await aMediaConsumer('media_user_pact');
  });
  afterEach(() => consumer.close());

  /** The user as svc-media knew them before the event, owning a public album. */
  async function aKnownOwner(over: { name?: string; isBlocked?: boolean }) {
    expect(await consumer.dispatch(fromIdentity('user.registered', snapshot({ ...over, revision: 1 })))).toBe('handled');
    const album = { albumId: ALBUM_ID, ownerId: USER_ID, title: 'Summer', description: '', isPublic: true, isBlocked: false, revision: 1 };
    expect(await consumer.dispatch(fromAlbums('album.created', album))).toBe('handled');
  }
  const albumSeenByVisitors = () => consumer.services.access.forViewing(ALBUM_ID, VISITOR);

  const receives = messageReceiver<UserEventType>(pact, (event) => consumer.dispatch(event));

  it('knows a new user and keeps the profile image they signed up with (user.registered)', async () => {
    // The image was uploaded before the signup that points at it.
    await consumer.services.stores.uploads.record({ key: PROFILE_IMAGE_KEY, purpose: 'profile-image', contentType: 'image/png', size: 68, uploaderId: null });
    await receives(
      'a user with a full profile has signed up',
      'user.registered',
      userMessage('user.registered', { isBlocked: false, revision: 1 }),
      async () => {
        expect(await consumer.directory.get(USER_ID)).toMatchObject({ name: 'Ana Lima', profileImage: `/api/v1/files/${PROFILE_IMAGE_KEY}`, isBlocked: false });
        expect((await consumer.services.stores.uploads.find(PROFILE_IMAGE_KEY))?.attachedAt).toBeInstanceOf(Date);
      },
    );
  });

  it("shows the uploader's new name (user.updated)", async () => {
    await aKnownOwner({ name: 'Old Name' });
    await receives('a user with a full profile has updated it', 'user.updated', userMessage('user.updated', { isBlocked: false, revision: 2 }), async () => {
      expect(await consumer.directory.get(USER_ID)).toMatchObject({ name: 'Ana Lima', city: 'Porto', revision: 2 });
    });
  });

  it("hides a blocked user's album from visitors (user.blocked)", async () => {
    await aKnownOwner({});
    await expect(albumSeenByVisitors()).resolves.toBeDefined();
    await receives(
      'a user with a full profile has been blocked by an admin',
      'user.blocked',
      userMessage('user.blocked', { isBlocked: true, revision: 2 }),
      async () => {
        expect(await consumer.directory.isBlocked(USER_ID)).toBe(true);
        await expect(albumSeenByVisitors()).rejects.toMatchObject({ status: 404 });
      },
    );
  });

  it("shows an unblocked user's album again (user.unblocked)", async () => {
    await aKnownOwner({ isBlocked: true });
    await expect(albumSeenByVisitors()).rejects.toMatchObject({ status: 404 });
    await receives(
      'a user with a full profile has been unblocked by an admin',
      'user.unblocked',
      userMessage('user.unblocked', { isBlocked: false, revision: 3 }),
      async () => {
        expect(await consumer.directory.isBlocked(USER_ID)).toBe(false);
        await expect(albumSeenByVisitors()).resolves.toMatchObject({ album: { ownerId: USER_ID } });
      },
    );
  });

  it('keeps the user read model current when an admin turns off their create-album pop-up (user.album-modal-toggled)', async () => {
    await aKnownOwner({});
    await receives(
      'an admin has turned off the create-album pop-up of a user with a full profile',
      'user.album-modal-toggled',
      userMessage('user.album-modal-toggled', { isBlocked: false, revision: 2, showcreateAlbumModal: false }),
      async () => {
        expect(await consumer.directory.get(USER_ID)).toMatchObject({ name: 'Ana Lima', city: 'Porto', isBlocked: false, revision: 2 });
        await expect(albumSeenByVisitors()).resolves.toMatchObject({ album: { ownerId: USER_ID } });
      },
    );
  });
});
