import { randomUUID } from 'node:crypto';
import net from 'node:net';
import amqp from 'amqplib';
import { Schema, type Model } from 'mongoose';
import { EXCHANGE } from '@abialbum/contracts';
import { consumeEvents, DEAD_LETTER_EXCHANGE, documentLocks, EventBus, lockKey, eventFactory, OutboxRelay, outboxFields, type OutboxSource, TIMER_PASS_MIN_AGE_MS, UserDirectory } from '../src';
import { eventually, freshDatabase, silentLogger, testAmqpUrl } from '../src/testing';

const logger = silentLogger();
const makeEvent = eventFactory('svc-identity');
const aSnapshot = (over: Partial<{ userId: string; isBlocked: boolean; revision: number; name: string }> = {}) => ({
  userId: over.userId ?? randomUUID(),
  name: over.name ?? 'Ana',
  email: 'ana@example.test',
  phone: null,
  profileImage: null,
  city: 'Porto',
  state: null,
  country: 'Portugal',
  isBlocked: over.isBlocked ?? false,
  showcreateAlbumModal: true,
  revision: over.revision ?? 1,
});

interface Thing {
  name: string;
  deletedAt?: Date | null;
  outbox: unknown[];
  outboxPending: boolean;
}

/** A TCP relay in front of the real broker, so a test can take the broker away and bring it back. */
function brokerProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const port = 20000 + Math.floor(Math.random() * 20000);
  return {
    url: `amqp://guest:guest@127.0.0.1:${port}`,
    up: () =>
      new Promise<void>((resolve) => {
        server = net.createServer((client) => {
          const upstream = net.connect(Number(target.port), target.hostname);
          sockets.add(client).add(upstream);
          client.pipe(upstream).pipe(client);
          const drop = () => {
            client.destroy();
            upstream.destroy();
          };
          client.on('error', drop).on('close', drop);
          upstream.on('error', drop).on('close', drop);
        });
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    down: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        sockets.clear();
        if (server) server.close(() => resolve());
        else resolve();
      }),
  };
}

describe('events: outbox, bus and consumers', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let Thing: Model<Thing>;
  const queue = `svc-kit-test.${randomUUID().slice(0, 8)}`;
  const cleanups: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    db = await freshDatabase('kit_events');
    const schema = new Schema<Thing>({ name: String });
    schema.add(outboxFields);
    Thing = db.connection.model<Thing>('Thing', schema, 'things');
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    const connection = await amqp.connect(testAmqpUrl());
    const channel = await connection.createChannel();
    await channel.deleteQueue(queue);
    await channel.deleteQueue(`${queue}.dead`);
    await connection.close();
    await db.drop();
  }, 30_000);

  it('relays an event written with its change, consumes it once, and dead-letters an invalid one', async () => {
    const bus = new EventBus(testAmqpUrl(), logger, 100);
    bus.start();
    cleanups.push(() => bus.close());
    const directory = new UserDirectory(db.connection);
    consumeEvents(bus, queue, db.connection, directory.handlers(), logger);
    const relay = new OutboxRelay([Thing as unknown as Model<never>], bus, logger, 100);
    relay.start();
    cleanups.push(() => relay.stop());
    await eventually(() => bus.isConnected());

    const snapshot = aSnapshot({ isBlocked: true });
    const event = makeEvent('user.blocked', snapshot);
    await Thing.create({ name: 'change', outbox: [event], outboxPending: true });
    relay.kick();
    await eventually(async () => (await directory.isBlocked(snapshot.userId)) === true);
    await eventually(async () => (await Thing.findOne({ name: 'change' }).lean())?.outboxPending === false);

    // The same event id again is a duplicate: an older revision arriving later changes nothing either.
    await bus.publish(event);
    const stale = makeEvent('user.unblocked', { ...snapshot, isBlocked: false, revision: 1 });
    await bus.publish(stale);
    const connection = await amqp.connect(testAmqpUrl());
    cleanups.push(() => connection.close());
    const channel = await connection.createConfirmChannel();
    channel.publish(EXCHANGE, 'user.blocked', Buffer.from('{"not":"an event"}'));
    await channel.waitForConfirms();
    await eventually(async () => (await channel.checkQueue(`${queue}.dead`)).messageCount === 1);
    const processedIds = db.connection.collection('processed_events');
    await eventually(async () => (await processedIds.countDocuments({ _id: stale.id as never })) === 1);
    expect(await directory.isBlocked(snapshot.userId)).toBe(true);
    const processed = await db.connection.collection('processed_events').countDocuments({ _id: event.id as never });
    expect(processed).toBe(1);
  });

  it('starts while the broker is away and catches up when it returns', async () => {
    const schema = new Schema<Thing>({ name: String });
    schema.add(outboxFields);
    const Later = db.connection.model<Thing>('Later', schema, 'later_things');
    const proxy = brokerProxy(new URL(testAmqpUrl()));
    const bus = new EventBus(proxy.url, logger, 100);
    const directory = new UserDirectory(db.connection);
    consumeEvents(bus, queue, db.connection, directory.handlers(), logger);
    bus.start();
    cleanups.push(() => bus.close(), () => proxy.down());
    const relay = new OutboxRelay([Later as unknown as Model<never>], bus, logger, 100);
    relay.start();
    cleanups.push(() => relay.stop());

    const snapshot = aSnapshot({ name: 'Late' });
    await Later.create({ name: 'while-down', outbox: [makeEvent('user.registered', snapshot)], outboxPending: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(bus.isConnected()).toBe(false);
    expect((await Later.findOne({ name: 'while-down' }).lean())?.outboxPending).toBe(true);

    await proxy.up();
    await eventually(() => bus.isConnected(), 5000);
    await eventually(async () => (await directory.get(snapshot.userId))?.name === 'Late', 5000);
    expect((await Later.findOne({ name: 'while-down' }).lean())?.outbox).toEqual([]);
  });

  /** The ids among `ours` of the user.updated events the broker receives, in order (a queue of the test's own). */
  async function heardOnBroker(ours: Set<string>): Promise<string[]> {
    const connection = await amqp.connect(testAmqpUrl());
    cleanups.push(() => connection.close());
    const channel = await connection.createChannel();
    const { queue: heard } = await channel.assertQueue('', { exclusive: true });
    await channel.bindQueue(heard, EXCHANGE, 'user.updated');
    const received: string[] = [];
    await channel.consume(heard, (message) => {
      const id = message?.properties.messageId as string | undefined;
      if (id && ours.has(id)) received.push(id);
    }, { noAck: true });
    return received;
  }

  /** A relay of `sources` on its own bus, started, once the bus is connected (both stopped after the file). */
  async function relayOf(sources: OutboxSource[]): Promise<OutboxRelay> {
    const bus = new EventBus(testAmqpUrl(), logger, 100);
    bus.start();
    cleanups.push(() => bus.close());
    const relay = new OutboxRelay(sources, bus, logger, 100);
    relay.start();
    cleanups.push(() => relay.stop());
    await eventually(() => bus.isConnected());
    return relay;
  }

  /** A relay of `things` (see relayOf). */
  const startedRelay = () => relayOf([Thing as unknown as Model<never>]);

  it("leaves a fresh write to its writer's kick on a timer pass, and relays it on one once it is older", async () => {
    // Another instance's relay: never kicked for this write, only its timer runs.
    await startedRelay();
    await new Promise((r) => setTimeout(r, 300)); // the pass the connection kicked is over
    const writtenAt = Date.now();
    const doc = await Thing.create({ name: 'fresh', outbox: [makeEvent('user.updated', aSnapshot())], outboxPending: true });
    await new Promise((r) => setTimeout(r, TIMER_PASS_MIN_AGE_MS / 2));
    expect((await Thing.findById(doc._id).lean())?.outboxPending).toBe(true);
    await eventually(async () => (await Thing.findById(doc._id).lean())?.outboxPending === false, 5000);
    expect(Date.now() - writtenAt).toBeGreaterThanOrEqual(TIMER_PASS_MIN_AGE_MS);
  });

  it('removes a document marked deleted once its event is out', async () => {
    const relay = await startedRelay();
    const doc = await Thing.create({ name: 'gone', outbox: [makeEvent('user.updated', aSnapshot())], outboxPending: true, deletedAt: new Date() });
    relay.kick();
    await eventually(async () => (await Thing.countDocuments({ _id: doc._id })) === 0);
  });

  it('settles a batch of documents whose settle is their only update together: each event out once, the deleted ones gone', async () => {
    const schema = new Schema<Thing>({ name: String });
    schema.add(outboxFields);
    const Unlocked = db.connection.model<Thing>('Unlocked', schema, 'unlocked_things');
    const events = Array.from({ length: 60 }, () => makeEvent('user.updated', aSnapshot()));
    await Unlocked.insertMany(events.map((event, i) => ({ name: `unlocked ${i}`, outbox: [event], outboxPending: true, deletedAt: i % 3 === 0 ? new Date() : null })));
    const ours = new Set(events.map((event) => event.id));
    const received = await heardOnBroker(ours);
    await relayOf([{ model: Unlocked as unknown as Model<never>, lockOf: () => null }]);
    await eventually(async () => (await Unlocked.countDocuments({ outboxPending: true })) === 0, 10_000);
    expect(await Unlocked.countDocuments({})).toBe(40);
    expect(await Unlocked.countDocuments({ outbox: { $size: 0 } })).toBe(40);
    await eventually(() => received.length === 60);
    expect(new Set(received).size).toBe(60);
  });

  it('publishes an event found again in another document once: an unfollow carries its follow’s event the relay published', async () => {
    const relay = await startedRelay();
    const followed = makeEvent('user.updated', aSnapshot());
    const unfollowed = makeEvent('user.updated', aSnapshot());
    const received = await heardOnBroker(new Set([followed.id, unfollowed.id]));
    const follow = await Thing.create({ name: 'follow', outbox: [followed], outboxPending: true });
    relay.kick();
    await eventually(async () => (await Thing.findById(follow._id).lean())?.outboxPending === false);
    // Read while still pending by the unfollow, which carried it into its end before the relay settled it.
    const end = await Thing.create({ name: 'end', outbox: [followed, unfollowed], outboxPending: true, deletedAt: new Date() });
    relay.kick();
    await eventually(async () => (await Thing.countDocuments({ _id: end._id })) === 0);
    await eventually(() => received.length === 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(received).toEqual([followed.id, unfollowed.id]);
  });

  it('lets every model take its turn: a busy one never keeps another’s events waiting behind all of its own', async () => {
    const schema = new Schema<Thing>({ name: String });
    schema.add(outboxFields);
    const Busy = db.connection.model<Thing>('Busy', schema, 'busy_things');
    const Quiet = db.connection.model<Thing>('Quiet', schema, 'quiet_things');
    const busy = Array.from({ length: 150 }, () => makeEvent('user.updated', aSnapshot()));
    await Busy.insertMany(busy.map((event, i) => ({ name: `busy ${i}`, outbox: [event], outboxPending: true })));
    const quiet = makeEvent('user.updated', aSnapshot({ name: 'Quiet' }));
    await Quiet.create({ name: 'quiet', outbox: [quiet], outboxPending: true });

    // What the broker receives, in order, of these events.
    const ours = new Set([...busy, quiet].map((event) => event.id));
    const received = await heardOnBroker(ours);
    await relayOf([Busy as unknown as Model<never>, Quiet as unknown as Model<never>]);
    await eventually(() => received.length === 151, 10_000);
    // The quiet model's event went out after the busy one's first batch, not after all three.
    expect(received.indexOf(quiet.id)).toBeLessThan(100);
    await eventually(async () => (await Busy.countDocuments({ outboxPending: true })) + (await Quiet.countDocuments({ outboxPending: true })) === 0);
  });
  describe('a service queue and its instances', () => {
    /** Two instances' buses on `name`, each counting the messages it handles (bound to a key of this test alone). */
    async function twoInstances(name: string) {
      const routingKey = `kit-test.${randomUUID().slice(0, 8)}`;
      const heard = [new Set<string>(), new Set<string>()];
      const buses = heard.map((ids) => {
        const bus = new EventBus(testAmqpUrl(), logger, 100);
        bus.subscribe(name, [routingKey], async (content) => {
          ids.add((JSON.parse(content.toString('utf8')) as { id: string }).id);
          return 'ack';
        });
        bus.start();
        cleanups.push(() => bus.close());
        return bus;
      });
      await eventually(() => buses.every((bus) => bus.isConnected()));
      const connection = await amqp.connect(testAmqpUrl());
      const channel = await connection.createConfirmChannel();
      cleanups.push(async () => {
        await channel.deleteQueue(name);
        await channel.deleteQueue(`${name}.dead`);
        await connection.close();
      });
      const publish = async (count: number) => {
        const ids = Array.from({ length: count }, () => randomUUID());
        for (const id of ids) channel.publish(EXCHANGE, routingKey, Buffer.from(JSON.stringify({ id })));
        await channel.waitForConfirms();
        return ids;
      };
      return { buses, heard, publish };
    }

    it('is consumed by one instance at a time, and by the next at once when that one stops', async () => {
      const { buses, heard, publish } = await twoInstances(`svc-kit-single.${randomUUID().slice(0, 8)}`);
      const first = await publish(20);
      await eventually(() => heard[0]!.size + heard[1]!.size === 20);
      const active = heard[0]!.size === 20 ? 0 : 1;
      expect([heard[active]!.size, heard[1 - active]!.size]).toEqual([20, 0]);
      expect([...heard[active]!].sort()).toEqual([...first].sort());

      // The active instance stops (a deploy's SIGTERM): the other takes the queue's next events.
      await buses[active]!.stopConsuming(1_000);
      const next = await publish(20);
      await eventually(() => next.every((id) => heard[1 - active]!.has(id)), 10_000);
      expect(next.filter((id) => heard[active]!.has(id))).toEqual([]);
    });

    it('hands back at a stop the events waiting for a lock, which the next instance applies, each once', async () => {
      const name = `svc-kit-handback.${randomUUID().slice(0, 8)}`;
      const hotKey = lockKey('kit_test_hot', randomUUID());
      const users = Array.from({ length: 10 }, () => randomUUID());
      const ours = new Set<string>(users);
      const entered: [number, number] = [0, 0];
      const applied: Array<{ userId: string; by: number }> = [];
      let opened = false;
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      // A database of its own: the other tests' consumers of user events claim the same event ids in theirs.
      const own = await freshDatabase('kit_handback');
      cleanups.push(() => own.drop());
      const buses = ([0, 1] as const).map((n) => {
        const bus = new EventBus(testAmqpUrl(), logger, 100);
        consumeEvents(bus, name, own.connection, {
          'user.updated': async (event) => {
            if (!ours.has(event.data.userId)) return;
            entered[n] += 1;
            await documentLocks.run(hotKey, async () => {
              // The first event to take the lock holds it until the test opens the gate: the others wait their turn.
              if (!opened) await gate;
              applied.push({ userId: event.data.userId, by: n });
            });
          },
        }, logger);
        bus.start();
        cleanups.push(() => bus.close());
        return bus;
      });
      cleanups.push(async () => {
        const connection = await amqp.connect(testAmqpUrl());
        const channel = await connection.createChannel();
        await channel.deleteQueue(name);
        await channel.deleteQueue(`${name}.dead`);
        await connection.close();
      });
      await eventually(() => buses.every((bus) => bus.isConnected()));
      for (const userId of users) await buses[0]!.publish(makeEvent('user.updated', aSnapshot({ userId })));
      // One instance is handed the ten: one holds the lock, nine wait for it.
      await eventually(() => entered[0] === 10 || entered[1] === 10);
      const active = entered[0] === 10 ? 0 : 1;

      const stopped = buses[active]!.stopConsuming(20_000);
      // Its consumer cancelled (nothing put back can come to it again), the lock goes to the next event.
      await eventually(() => buses[active]!.handingBack);
      opened = true;
      open();
      await stopped;
      await eventually(() => applied.length === 10, 10_000);
      // The one that began is finished where it began; the nine are applied by the other instance.
      expect(applied.filter(({ by }) => by === active)).toHaveLength(1);
      expect(applied.filter(({ by }) => by !== active)).toHaveLength(9);
      expect(applied.map(({ userId }) => userId).sort()).toEqual([...users].sort());
    });

    it('keeps a queue declared before single consumers as it was, every instance consuming it', async () => {
      const name = `svc-kit-shared.${randomUUID().slice(0, 8)}`;
      const connection = await amqp.connect(testAmqpUrl());
      const channel = await connection.createChannel();
      await channel.assertQueue(name, { durable: true, arguments: { 'x-dead-letter-exchange': DEAD_LETTER_EXCHANGE, 'x-dead-letter-routing-key': `${name}.dead` } });
      await connection.close();
      const { heard, publish } = await twoInstances(name);
      const sent = await publish(20);
      await eventually(() => heard[0]!.size + heard[1]!.size === 20);
      // The broker hands them out to both, each once.
      expect(heard.map((ids) => ids.size > 0)).toEqual([true, true]);
      expect([...heard[0]!, ...heard[1]!].sort()).toEqual([...sent].sort());
    });
  });
});
