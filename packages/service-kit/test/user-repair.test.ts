import type { UserSnapshot } from '@abialbum/contracts';
import { repairUsers, UserDirectory, type HandlerMap } from '../src';
import { freshDatabase } from '../src/testing';

const aSnapshot = (userId: string, over: Partial<UserSnapshot> = {}): UserSnapshot => ({
  userId,
  name: 'Ana Lima',
  email: `${userId}@example.test`,
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

/** The directory's own user.* handlers, each noting "type userId" of the event it handles. */
const recording = (directory: UserDirectory): { handled: string[]; handlers: HandlerMap } => {
  const handled: string[] = [];
  const handlers: HandlerMap = Object.fromEntries(
    Object.entries(directory.handlers()).map(([type, handle]) => [type, async (event: never) => {
      handled.push(`${type} ${(event as { data: UserSnapshot }).data.userId}`);
      await (handle as (event: never) => Promise<void>)(event);
    }]),
  );
  return { handled, handlers };
};

/** A service's copies of users repaired from identity's export, through the service's own user.* handlers. */
describe('users repaired from identity', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let directory: UserDirectory;
  beforeAll(async () => {
    db = await freshDatabase('user_repair');
    directory = new UserDirectory(db.connection);
  });
  afterAll(() => db.drop());

  it('applies what never arrived through the handler of the lost event, leaves the rest, and a second run finds nothing', async () => {
    await directory.apply(aSnapshot('u1'));
    await directory.apply(aSnapshot('u2', { revision: 3 }));
    await directory.apply(aSnapshot('u3'));
    const { handled, handlers } = recording(directory);
    const identityHolds = [aSnapshot('u1', { isBlocked: true, revision: 2 }), aSnapshot('u2', { revision: 3 }), aSnapshot('u3', { name: 'Ana Souza', revision: 2 }), aSnapshot('u4')];
    const source = async function* () {
      yield* identityHolds;
    };

    expect(await repairUsers(directory, source, handlers)).toEqual({ source: 4, held: 3, added: 1, updated: 2 });
    expect(handled).toEqual(['user.blocked u1', 'user.updated u3', 'user.registered u4']);
    expect(await directory.get('u1')).toMatchObject({ isBlocked: true, revision: 2 });
    expect(await directory.get('u3')).toMatchObject({ name: 'Ana Souza' });
    expect(await directory.get('u4')).toMatchObject({ name: 'Ana Lima', revision: 1 });
    expect(await repairUsers(directory, source, handlers)).toEqual({ source: 4, held: 4, added: 0, updated: 0 });
  });

  it('with a second look, applies only what is still missing then: an event that arrived meanwhile is not applied again', async () => {
    await directory.apply(aSnapshot('r1'));
    await directory.apply(aSnapshot('r2'));
    const { handled, handlers } = recording(directory);
    // identity holds newer copies of both; r1's event is on its way and lands while the repair waits for its look.
    const source = async function* () {
      yield aSnapshot('r1', { name: 'Rita Lima', revision: 2 });
      yield aSnapshot('r2', { isBlocked: true, revision: 2 });
      setTimeout(() => void directory.apply(aSnapshot('r1', { name: 'Rita Lima', revision: 2 })), 50);
    };
    const counts = await repairUsers(directory, source, handlers, 400);
    expect(handled).toEqual(['user.blocked r2']);
    expect(counts).toMatchObject({ added: 0, updated: 1 });
    expect(await directory.get('r1')).toMatchObject({ name: 'Rita Lima', revision: 2 });
    expect(await directory.get('r2')).toMatchObject({ isBlocked: true, revision: 2 });
  });
});
