import { Types } from 'mongoose';
import { Matchers, asynchronousBodyHandler } from '@pact-foundation/pact';
import { createDispatcher, eventFactory } from '@abialbum/service-kit';
import { freshDatabase, silentLogger } from '@abialbum/service-kit/testing';
import { eventEnvelope, messagePact } from '@abialbum/service-kit/testing-pact';
import { albumEventHandlers } from '../src/events/album-events.consumer';
import { createServices, type IdentityServices } from '../src/services';

const { like, integer, regex } = Matchers;

const OWNER_ID = '65f000000000000000000002';
const ALBUM_ID = '65f0000000000000000000a1';
const OWNER_EMAIL = 'ana.owner@example.test';
const OBJECT_ID = /^[a-f0-9]{24}$/.source;

/** Identity needs only whose album it is; the rest is there because the event's schema requires it. */
const albumMessage = (type: 'album.created' | 'album.deleted') =>
  eventEnvelope(
    'svc-albums',
    type,
    {
      albumId: regex(OBJECT_ID, ALBUM_ID),
      ownerId: regex(OBJECT_ID, OWNER_ID),
      title: like('Summer in Lisbon'),
      description: like('Beach days'),
      isPublic: like(true),
      isBlocked: like(false),
      revision: integer(1),
    },
    '5a4b8a8e-9f1c-4c55-9a6e-1f2d3c4b5a71',
  );

describe('svc-identity consumes album events from svc-albums', () => {
  const pact = messagePact('svc-identity', 'svc-albums');
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let services: IdentityServices;
  let dispatch: ReturnType<typeof createDispatcher>;

  beforeEach(async () => {
    db = await freshDatabase('identity_album_pact');
    services = await createServices(db.connection, {
      JWT_ISSUER: 'abialbum-identity',
      JWT_AUDIENCE: 'abialbum',
      ACCESS_TOKEN_TTL_SECONDS: 900,
      REFRESH_TOKEN_TTL_DAYS: 30,
    });
    dispatch = createDispatcher(db.connection, albumEventHandlers(services.users), silentLogger());
    // The album's owner under the id the message names (a signup would pick its own id).
    await services.users.model.create({ _id: new Types.ObjectId(OWNER_ID), name: 'Ana Owner', email: OWNER_EMAIL, passwordHash: 'not-a-hash' });
    // Stored directly: the admin's catalogue (which the list reads) is told, as the store's own writes tell it.
    await services.catalogue.refresh(OWNER_ID);
  });
  afterEach(() => db.drop());

  /** What the admin's user list shows for the owner. */
  const albumsOwned = async () => {
    const { users } = await services.adminAccounts.listUsers({ page: 1, limit: 10, search: OWNER_EMAIL });
    return users[0]?._count.albumsOwned;
  };

  it('counts a new album for its owner (album.created)', () =>
    pact
      .given('a user has created a public album')
      .expectsToReceive('an album.created event')
      .withContent(albumMessage('album.created'))
      .verify(
        asynchronousBodyHandler(async (event) => {
          expect(await dispatch(event)).toBe('handled');
          expect(await albumsOwned()).toBe(1);
        }),
      ));

  it('stops counting a deleted album (album.deleted)', async () => {
    const fromAlbums = eventFactory('svc-albums');
    const album = { albumId: ALBUM_ID, ownerId: OWNER_ID, title: 'Summer in Lisbon', description: '', isPublic: true, isBlocked: false, revision: 1 };
    expect(await dispatch(fromAlbums('album.created', album))).toBe('handled');
    expect(await albumsOwned()).toBe(1);

    await pact
      .given('an album owner has deleted their public album')
      .expectsToReceive('an album.deleted event')
      .withContent(albumMessage('album.deleted'))
      .verify(
        asynchronousBodyHandler(async (event) => {
          expect(await dispatch(event)).toBe('handled');
          expect(await albumsOwned()).toBe(0);
        }),
      );
  });
});
