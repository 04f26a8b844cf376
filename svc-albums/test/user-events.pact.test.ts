import path from 'node:path';
import { Matchers, MessageConsumerPact, asynchronousBodyHandler } from '@pact-foundation/pact';
import { createDispatcher, UserDirectory } from '@abialbum/service-kit';
import { freshDatabase, silentLogger } from '@abialbum/service-kit/testing';
import { eventHandlers } from '../src/events/consumers';
import { createServices } from '../src/services';

const { like, uuid, datetime, integer } = Matchers;

const USER_ID = '65f0c0ffee0000000000abcd';

/**
 * What svc-albums needs from identity's user events: the envelope and the user snapshot its owner read
 * model keeps. Values a user may leave empty are given by the provider state (a user with a full profile).
 */
function userEvent(type: 'user.blocked' | 'user.updated', overrides: { isBlocked: boolean; name: string }) {
  return {
    id: uuid('5a4b8a8e-9f1c-4c55-9a6e-1f2d3c4b5a69'),
    type,
    version: integer(1),
    occurredAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2025-01-15T10:30:00.000Z'),
    producer: 'svc-identity',
    data: {
      userId: like(USER_ID),
      name: like(overrides.name),
      email: like('ana@example.test'),
      phone: like('5551234567'),
      profileImage: like('/api/v1/files/0123456789abcdef0123456789abcdef.png'),
      city: like('Porto'),
      state: like('Douro'),
      country: like('Portugal'),
      isBlocked: overrides.isBlocked,
      showcreateAlbumModal: like(true),
      revision: integer(2),
    },
  };
}

describe('svc-albums consumes user events from svc-identity', () => {
  const pact = new MessageConsumerPact({
    consumer: 'svc-albums',
    provider: 'svc-identity',
    dir: path.resolve(__dirname, '../../contracts/pacts'),
    pactfileWriteMode: 'update',
    logLevel: 'warn',
  });
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let directory: UserDirectory;
  let dispatch: ReturnType<typeof createDispatcher>;

  beforeEach(async () => {
    db = await freshDatabase('albums_pact');
    directory = new UserDirectory(db.connection);
    dispatch = createDispatcher(db.connection, eventHandlers(await createServices(db.connection, directory)), silentLogger());
    // The owner as albums knew them before the event (revision 1).
    await directory.apply({
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
    });
  });
  afterEach(() => db.drop());

  it('takes a blocked user out of the owner read model', () =>
    pact
      .given('a user with a full profile has been blocked by an admin')
      .expectsToReceive('a user.blocked event')
      .withContent(userEvent('user.blocked', { isBlocked: true, name: 'Ana Lima' }))
      .verify(
        asynchronousBodyHandler(async (event) => {
          expect(await dispatch(event)).toBe('handled');
          expect(await directory.isBlocked(USER_ID)).toBe(true);
        }),
      ));

  it('refreshes the owner read model when a user updates their profile', () =>
    pact
      .given('a user with a full profile has updated it')
      .expectsToReceive('a user.updated event')
      .withContent(userEvent('user.updated', { isBlocked: false, name: 'Ana Lima' }))
      .verify(
        asynchronousBodyHandler(async (event) => {
          expect(await dispatch(event)).toBe('handled');
          expect(await directory.get(USER_ID)).toMatchObject({
            name: 'Ana Lima',
            profileImage: '/api/v1/files/0123456789abcdef0123456789abcdef.png',
            city: 'Porto',
            country: 'Portugal',
            isBlocked: false,
            revision: 2,
          });
        }),
      ));
});
