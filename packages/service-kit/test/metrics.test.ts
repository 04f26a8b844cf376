import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { Schema, type Model } from 'mongoose';
import { consumeEvents, documentLocks, EventBus, eventFactory, isMongoReady, metricsRegistry, OutboxRelay, outboxFields } from '../src';
import { eventually, freshDatabase, metricValue, silentLogger, testAmqpUrl } from '../src/testing';

const logger = silentLogger();
const fromIdentity = eventFactory('svc-identity');
const scrape = () => metricsRegistry.metrics();
const aSnapshot = () => ({
  userId: randomUUID(),
  name: 'Ana',
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

interface Thing {
  name: string;
  outbox: unknown[];
  outboxPending: boolean;
}

describe('metrics of events, outboxes, locks and database commands (what the alert rules and the benchmarks read)', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let Thing: Model<Thing>;
  const queue = `svc-kit-metrics.${randomUUID().slice(0, 8)}`;
  const cleanups: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    db = await freshDatabase('kit_metrics');
    const schema = new Schema<Thing>({ name: String });
    schema.add(outboxFields);
    Thing = db.connection.model<Thing>('MetricThing', schema, 'metric_things');
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

  it('counts the retries of a handler that keeps failing, then its dead letter, and samples the dead-letter queue', async () => {
    const bus = new EventBus(testAmqpUrl(), logger, 100);
    bus.start();
    cleanups.push(() => bus.close());
    const event = fromIdentity('user.registered', aSnapshot());
    // Only this test's event is poison: other tests on the same broker publish user.registered too, and this queue is
    // bound to it, so their events reach it and are consumed (they must not add retries here).
    consumeEvents(
      bus,
      queue,
      db.connection,
      { 'user.registered': (received) => (received.id === event.id ? Promise.reject(new Error('a poison event')) : Promise.resolve()) },
      logger,
    );
    await eventually(() => bus.isConnected(), 10_000);
    // Its queue declared and consumed (a message sent to a queue not declared yet is dropped by the broker).
    await eventually(async () => metricValue(await scrape(), 'abialbum_queue_consumers', { queue }) === 1, 10_000, 100);

    const connection = await amqp.connect(testAmqpUrl());
    cleanups.push(() => connection.close());
    const channel = await connection.createConfirmChannel();
    // Straight into this test's queue: nobody else's consumer sees it.
    channel.sendToQueue(queue, Buffer.from(JSON.stringify(event)), { persistent: true, messageId: event.id, type: event.type });
    await channel.waitForConfirms();

    const of = { queue, type: 'user.registered' };
    // Five attempts, 1 + 2 + 4 + 8 s apart.
    await eventually(async () => metricValue(await scrape(), 'abialbum_events_dead_lettered_total', { ...of, reason: 'failed_too_often' }) === 1, 30_000, 250);
    const text = await scrape();
    expect(metricValue(text, 'abialbum_events_retried_total', { ...of, reason: 'failed' })).toBe(4);
    expect(metricValue(text, 'abialbum_events_dead_lettered_total', { ...of, reason: 'failed_too_often' })).toBe(1);
    await eventually(async () => metricValue(await scrape(), 'abialbum_dead_letter_messages', { queue: `${queue}.dead` }) === 1, 5_000, 250);
    expect(metricValue(await scrape(), 'abialbum_queue_consumers', { queue })).toBe(1);
  }, 45_000);

  it('counts the backlog of an outbox and the age of its oldest event while the broker is away', async () => {
    const away = new EventBus('amqp://guest:guest@127.0.0.1:1', logger, 60_000);
    away.start();
    cleanups.push(() => away.close());
    const old = { ...fromIdentity('user.registered', aSnapshot()), occurredAt: new Date(Date.now() - 90_000).toISOString() };
    const recent = fromIdentity('user.updated', aSnapshot());
    await Thing.create({ name: 'waiting', outbox: [recent, old], outboxPending: true });
    await Thing.create({ name: 'also waiting', outbox: [recent], outboxPending: true });
    await Thing.create({ name: 'settled', outbox: [], outboxPending: false });
    const relay = new OutboxRelay([Thing as unknown as Model<never>], away, logger, 100);
    relay.start();
    cleanups.push(() => relay.stop());

    const text = await scrape();
    expect(metricValue(text, 'abialbum_outbox_backlog', { collection: 'metric_things' })).toBe(2);
    const age = metricValue(text, 'abialbum_outbox_oldest_age_seconds', { collection: 'metric_things' });
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(120);
    // What the alert AbialbumOutboxStuck reads: over 60 s.
  });

  it('times a wait for a lock that another work holds', async () => {
    const before = await scrape();
    const key = `metrics-test:${randomUUID()}`;
    const first = documentLocks.run(key, () => new Promise((resolve) => setTimeout(resolve, 300)));
    const second = documentLocks.run(key, async () => undefined);
    await Promise.all([first, second]);
    const after = await scrape();
    expect(metricValue(after, 'abialbum_lock_wait_seconds_count') - metricValue(before, 'abialbum_lock_wait_seconds_count')).toBe(2);
    expect(metricValue(after, 'abialbum_lock_wait_seconds_sum') - metricValue(before, 'abialbum_lock_wait_seconds_sum')).toBeGreaterThanOrEqual(0.29);
  });

  it('counts and times the database commands by command and collection, a refused unique insert as failed', async () => {
    const collection = `metric_commands_${randomUUID().slice(0, 8)}`;
    const things = db.connection.collection(collection);
    await things.createIndex({ name: 1 }, { unique: true });
    const before = await scrape();
    await things.insertOne({ name: 'first' });
    await expect(things.insertOne({ name: 'first' })).rejects.toThrow(/duplicate key/i);
    await things.findOne({ name: 'first' });
    await things.findOne({ name: 'first' });
    const after = await scrape();
    const sent = (command: string, outcome: string) =>
      metricValue(after, 'abialbum_db_command_duration_seconds_count', { command, collection, outcome }) -
      metricValue(before, 'abialbum_db_command_duration_seconds_count', { command, collection, outcome });
    expect({ insertOk: sent('insert', 'ok'), insertFailed: sent('insert', 'failed'), find: sent('find', 'ok') }).toEqual({ insertOk: 1, insertFailed: 1, find: 2 });
    expect(metricValue(after, 'abialbum_db_command_duration_seconds_sum', { command: 'find', collection, outcome: 'ok' })).toBeGreaterThan(0);
  });

  it("answers /ready's database check from a command answered a moment ago, and pings an idle connection", async () => {
    // A connection of its own: nothing else here sends its commands.
    const own = await freshDatabase('kit_ready');
    cleanups.push(() => own.drop());
    const pings = async () => metricValue(await scrape(), 'abialbum_db_command_duration_seconds_count', { command: 'ping', collection: '', outcome: 'ok' });
    await own.connection.collection('things').findOne({});
    const before = await pings();
    expect(await isMongoReady(own.connection)).toBe(true);
    expect(await pings()).toBe(before);

    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await isMongoReady(own.connection)).toBe(true);
    expect(await pings()).toBe(before + 1);
  });
});
