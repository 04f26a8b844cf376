import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import mongoose from 'mongoose';
import { ClaimedElsewhereError, createDispatcher, EventBus, eventFactory, inspectDeadLetters, isDatabaseUnavailable, replayDeadLetters, UserDirectory } from '../src';
import { eventually, freshDatabase, silentLogger, testAmqpUrl } from '../src/testing';

const logger = silentLogger();
const makeEvent = eventFactory('svc-identity');
const aSnapshot = (name: string) => ({
  userId: randomUUID(),
  name,
  email: 'ana@example.test',
  phone: null,
  profileImage: null,
  city: 'Porto',
  state: null,
  country: 'Portugal',
  isBlocked: false,
  showcreateAlbumModal: true,
  revision: 1,
});

/** The error the driver really gives when no database answers (a port nobody listens on). */
async function anOutageError(): Promise<unknown> {
  const connection = mongoose.createConnection('mongodb://127.0.0.1:9', { serverSelectionTimeoutMS: 200 });
  const error = await connection.asPromise().then(
    () => null,
    (err: unknown) => err,
  );
  await connection.close().catch(() => undefined);
  return error;
}

describe('event claims after a crash', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let directory: UserDirectory;
  let dispatch: ReturnType<typeof createDispatcher>;

  beforeAll(async () => {
    db = await freshDatabase('kit_claims');
    directory = new UserDirectory(db.connection);
    dispatch = createDispatcher(db.connection, directory.handlers(), logger);
  });
  afterAll(() => db.drop());

  const claims = () => db.connection.collection<{ _id: string; status: string; owner: string; at: Date }>('processed_events');

  it('applies a redelivered event whose claim a dead process left behind', async () => {
    const snapshot = aSnapshot('Left behind');
    const event = makeEvent('user.registered', snapshot);
    await claims().insertOne({ _id: event.id, status: 'processing', owner: 'a-process-that-died', at: new Date() });
    expect(await dispatch(event)).toBe('handled');
    expect((await directory.get(snapshot.userId))?.name).toBe('Left behind');
    expect(await dispatch(event)).toBe('duplicate');
  });

  it('leaves an event to the live process handling it, to be retried later', async () => {
    const event = makeEvent('user.registered', aSnapshot('Busy elsewhere'));
    await db.connection.collection<{ _id: string; seenAt: Date }>('consumer_instances').insertOne({ _id: 'a-live-process', seenAt: new Date() });
    await claims().insertOne({ _id: event.id, status: 'processing', owner: 'a-live-process', at: new Date() });
    await expect(dispatch(event)).rejects.toBeInstanceOf(ClaimedElsewhereError);
  });

  it('handles an event delivered twice at once in one process exactly once', async () => {
    const snapshot = aSnapshot('Twice');
    const event = makeEvent('user.registered', snapshot);
    const outcomes = await Promise.all([dispatch(event), dispatch(event)]);
    expect(outcomes.sort()).toEqual(['duplicate', 'handled']);
    expect(await claims().countDocuments({ _id: event.id, status: 'done' })).toBe(1);
  });

  it('claims many events delivered at once together: each new one handled once, each one already done dropped', async () => {
    const events = Array.from({ length: 20 }, (_, i) => makeEvent('user.registered', aSnapshot(`Many ${i}`)));
    const done = events.slice(0, 5);
    await claims().insertMany(done.map((event) => ({ _id: event.id, status: 'done', owner: 'an-earlier-process', at: new Date() })));
    // Every event delivered twice, all at once: the claims go in together, the index deciding each.
    const outcomes = await Promise.all([...events, ...events].map((event) => dispatch(event)));
    expect(outcomes.filter((outcome) => outcome === 'handled')).toHaveLength(15);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(25);
    for (const [i, event] of events.entries()) {
      expect((await directory.get(event.data.userId))?.name ?? null).toBe(i < 5 ? null : `Many ${i}`);
    }
    expect(await claims().countDocuments({ _id: { $in: events.map((event) => event.id) }, status: 'done' })).toBe(20);
  });
});

describe('a database outage while consuming', () => {
  const queue = `svc-kit-outage.${randomUUID().slice(0, 8)}`;
  let bus: EventBus;

  afterAll(async () => {
    await bus.close();
    const connection = await amqp.connect(testAmqpUrl());
    const channel = await connection.createChannel();
    await channel.deleteQueue(queue);
    await channel.deleteQueue(`${queue}.dead`);
    await connection.close();
  });

  it('pauses the queue instead of dead-lettering, and applies every event once the database is back', async () => {
    const outage = await anOutageError();
    expect(isDatabaseUnavailable(outage)).toBe(true);
    let databaseUp = false;
    const applied = new Set<string>();
    bus = new EventBus(testAmqpUrl(), logger, 100);
    bus.subscribe(
      queue,
      ['user.updated'],
      async (content) => {
        if (!databaseUp) throw outage;
        applied.add(JSON.parse(content.toString()).id as string);
        return 'ack';
      },
      { databaseReady: async () => databaseUp },
    );
    bus.start();
    await eventually(() => bus.isConnected());
    const events = Array.from({ length: 10 }, (_, i) => makeEvent('user.updated', aSnapshot(`User ${i}`)));
    for (const event of events) await bus.publish(event);
    // Generous: CI runs other test files beside this one on two cores.
    await eventually(() => bus.isPaused(queue), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(applied.size).toBe(0);
    const connection = await amqp.connect(testAmqpUrl());
    const channel = await connection.createChannel();
    expect((await channel.checkQueue(`${queue}.dead`)).messageCount).toBe(0);
    databaseUp = true;
    // Other test files publish on the same exchange: only this test's events are counted.
    await eventually(() => events.every((event) => applied.has(event.id)), 40_000);
    expect(bus.isPaused(queue)).toBe(false);
    expect((await channel.checkQueue(`${queue}.dead`)).messageCount).toBe(0);
    await connection.close();
  }, 90_000);
});

describe('dead letters', () => {
  const queue = `svc-kit-dead.${randomUUID().slice(0, 8)}`;
  let bus: EventBus;

  afterAll(async () => {
    await bus.close();
    const connection = await amqp.connect(testAmqpUrl());
    const channel = await connection.createChannel();
    await channel.deleteQueue(queue);
    await channel.deleteQueue(`${queue}.dead`);
    await connection.close();
  });

  it('shows what a queue dead-lettered and replays it once the cause is fixed', async () => {
    let fixed = false;
    const applied: string[] = [];
    bus = new EventBus(testAmqpUrl(), logger, 100);
    bus.subscribe(queue, ['user.updated'], async (content) => {
      if (!fixed) return 'reject';
      applied.push(JSON.parse(content.toString()).id as string);
      return 'ack';
    });
    bus.start();
    await eventually(() => bus.isConnected());
    const event = makeEvent('user.updated', aSnapshot('Dead then alive'));
    await bus.publish(event);
    // Other test files publish on the same exchange: this test looks for its own event among what is there.
    await eventually(async () => (await inspectDeadLetters(testAmqpUrl(), queue)).sample.some((letter) => letter.id === event.id));
    const { sample } = await inspectDeadLetters(testAmqpUrl(), queue);
    expect(sample).toContainEqual(expect.objectContaining({ id: event.id, type: 'user.updated', reason: 'rejected' }));
    fixed = true;
    expect(await replayDeadLetters(testAmqpUrl(), queue)).toBeGreaterThanOrEqual(1);
    await eventually(() => applied.includes(event.id));
    expect(applied.filter((id) => id === event.id)).toHaveLength(1);
    expect((await inspectDeadLetters(testAmqpUrl(), queue)).sample.some((letter) => letter.id === event.id)).toBe(false);
  });
});
