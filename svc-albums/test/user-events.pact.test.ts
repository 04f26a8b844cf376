import type { UserSnapshot } from '@abialbum/contracts';
import { Matchers } from '@pact-foundation/pact';
import { createDispatcher, UserDirectory } from '@abialbum/service-kit';
import { freshDatabase, silentLogger, testFileLinks } from '@abialbum/service-kit/testing';
import { eventEnvelope, messagePact, messageReceiver } from '@abialbum/service-kit/testing-pact';
import { eventHandlers } from '../src/events/consumers';
import { createServices, type AlbumServices } from '../src/services';

const { like, integer } = Matchers;

const USER_ID = '65f0c0ffee0000000000abcd';

type UserEventType = 'user.registered' | 'user.updated' | 'user.blocked' | 'user.unblocked' | 'user.album-modal-toggled';

/**
 * What svc-albums needs from identity's user events: the envelope and the user snapshot its owner read
 * model keeps. Values a user may leave empty are given by the provider state (a user with a full profile).
 */
function userEvent(type: UserEventType, over: { isBlocked: boolean; revision: number; showcreateAlbumModal?: boolean }) {
  return eventEnvelope(
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
    '5a4b8a8e-9f1c-4c55-9a6e-1f2d3c4b5a69',
  );
}

/** The user as albums knew them before the event. */
const known = (over: Partial<UserSnapshot> = {}): UserSnapshot => ({
  userId: USER_ID,
  name: 'Old Name',
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

describe('svc-albums consumes user events from svc-identity', () => {
  const pact = messagePact('svc-albums', 'svc-identity');
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let directory: UserDirectory;
  let services: AlbumServices;
  let dispatch: ReturnType<typeof createDispatcher>;

  beforeEach(async () => {
    db = await freshDatabase('albums_pact');
    directory = new UserDirectory(db.connection);
    services = await createServices(db.connection, directory, undefined, undefined, { links: testFileLinks() });
    dispatch = createDispatcher(db.connection, eventHandlers(services), silentLogger());
  });
  afterEach(() => db.drop());

  /** The owner copy on the user's album, as profiles, search and lists show it. */
  const albumOwner = async (albumId: string) => (await services.stores.albums.findLive(albumId))?.owner;
  const anAlbumOf = async (over: Partial<UserSnapshot>) => {
    await services.owners.apply(known(over));
    return (await services.albums.create(USER_ID, { title: 'Summer', description: '', isPublic: true, allowDownloads: true })).id;
  };

  const receives = messageReceiver<UserEventType>(pact, (event) => dispatch(event));

  it('knows a new user, for the names on follower lists and join requests (user.registered)', () =>
    receives('a user with a full profile has signed up', 'user.registered', userEvent('user.registered', { isBlocked: false, revision: 1 }), async () => {
      expect(await directory.get(USER_ID)).toMatchObject({ name: 'Ana Lima', city: 'Porto', isBlocked: false, revision: 1 });
    }));

  it('takes a blocked user out of the owner read model', async () => {
    await directory.apply(known());
    await receives(
      'a user with a full profile has been blocked by an admin',
      'user.blocked',
      userEvent('user.blocked', { isBlocked: true, revision: 2 }),
      async () => expect(await directory.isBlocked(USER_ID)).toBe(true),
    );
  });

  it("shows an unblocked owner's album as theirs again (user.unblocked)", async () => {
    const albumId = await anAlbumOf({ isBlocked: true });
    await receives(
      'a user with a full profile has been unblocked by an admin',
      'user.unblocked',
      userEvent('user.unblocked', { isBlocked: false, revision: 3 }),
      async () => {
        expect(await directory.isBlocked(USER_ID)).toBe(false);
        expect(await albumOwner(albumId)).toMatchObject({ name: 'Ana Lima', isBlocked: false, revision: 3 });
      },
    );
  });

  it('refreshes the owner read model when a user updates their profile', async () => {
    await directory.apply(known());
    await receives('a user with a full profile has updated it', 'user.updated', userEvent('user.updated', { isBlocked: false, revision: 2 }), async () => {
      expect(await directory.get(USER_ID)).toMatchObject({
        name: 'Ana Lima',
        profileImage: '/api/v1/files/0123456789abcdef0123456789abcdef.png',
        city: 'Porto',
        country: 'Portugal',
        isBlocked: false,
        revision: 2,
      });
    });
  });

  it("keeps the owner read model current when an admin turns off a user's create-album pop-up (user.album-modal-toggled)", async () => {
    const albumId = await anAlbumOf({});
    await receives(
      'an admin has turned off the create-album pop-up of a user with a full profile',
      'user.album-modal-toggled',
      userEvent('user.album-modal-toggled', { isBlocked: false, revision: 2, showcreateAlbumModal: false }),
      async () => {
        expect(await directory.get(USER_ID)).toMatchObject({ name: 'Ana Lima', city: 'Porto', revision: 2 });
        expect(await albumOwner(albumId)).toMatchObject({ name: 'Ana Lima', isBlocked: false, revision: 2 });
      },
    );
  });
});
