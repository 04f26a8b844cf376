import { randomUUID } from 'node:crypto';
import { EXCHANGE, userSnapshotSchema } from '@abialbum/contracts';
import { EventBus, OutboxRelay } from '@abialbum/service-kit';
import { eventually, silentLogger, testAmqpUrl } from '@abialbum/service-kit/testing';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import { API, adminToken, signUp, startIdentity, type Harness } from './support/harness';

interface Received {
  type: string;
  producer: string;
  data: { userId: string; revision: number; isBlocked: boolean; showcreateAlbumModal: boolean; name: string };
}

/** A temporary queue bound to the exchange: what any consumer would receive. */
async function listenToUserEvents() {
  const connection: ChannelModel = await amqp.connect(testAmqpUrl());
  const channel: Channel = await connection.createChannel();
  await channel.assertExchange(EXCHANGE, 'topic', { durable: true });
  const queue = `svc-identity.test-${randomUUID()}`;
  await channel.assertQueue(queue, { exclusive: true, autoDelete: true });
  await channel.bindQueue(queue, EXCHANGE, 'user.*');
  const received: Received[] = [];
  await channel.consume(queue, (message) => {
    if (!message) return;
    received.push(JSON.parse(message.content.toString('utf8')));
    channel.ack(message);
  });
  return {
    received,
    forUser: (userId: string) => received.filter((event) => event.data.userId === userId),
    async close() {
      await channel.deleteQueue(queue).catch(() => undefined);
      await connection.close();
    },
  };
}

describe('user events through the outbox', () => {
  let h: Harness;
  let listener: Awaited<ReturnType<typeof listenToUserEvents>>;
  beforeAll(async () => {
    listener = await listenToUserEvents();
    h = await startIdentity();
  });
  afterAll(async () => {
    await h.close();
    await listener.close();
  });

  it('publishes user.registered, user.updated, user.blocked, user.unblocked and user.album-modal-toggled with rising revisions', async () => {
    const user = await signUp(h, { name: 'Evented User' });
    const admin = await adminToken(h);
    await h.request('PUT', `${API}/users/profile`, { token: user.accessToken, body: { city: 'Oslo' } });
    await h.request('PUT', `${API}/admin/users/${user.id}/block`, { token: admin, body: { isBlocked: true } });
    await h.request('PUT', `${API}/admin/users/${user.id}/block`, { token: admin, body: { isBlocked: false } });
    await h.request('PUT', `${API}/admin/users/${user.id}/toggle-album-modal`, { token: admin, body: { showcreateAlbumModal: false } });

    await eventually(() => listener.forUser(user.id).length >= 5, 10_000);
    const events = listener.forUser(user.id);
    expect(events.map((e) => [e.type, e.data.revision])).toEqual([
      ['user.registered', 1],
      ['user.updated', 2],
      ['user.blocked', 3],
      ['user.unblocked', 4],
      ['user.album-modal-toggled', 5],
    ]);
    for (const event of events) {
      expect(event.producer).toBe('svc-identity');
      expect(userSnapshotSchema.safeParse(event.data).success).toBe(true);
      expect(JSON.stringify(event)).not.toMatch(/password/i);
    }
    expect(events[2]!.data.isBlocked).toBe(true);
    expect(events[4]!.data.showcreateAlbumModal).toBe(false);
  });

  it('publishes user.blocked to the broker and clears the outbox once it is confirmed', async () => {
    const user = await signUp(h);
    await h.services.adminAccounts.setBlocked(user.id, true);
    await eventually(() => listener.forUser(user.id).some((e) => e.type === 'user.blocked'), 10_000);
    const blocked = listener.forUser(user.id).find((e) => e.type === 'user.blocked')!;
    expect(blocked.data).toMatchObject({ userId: user.id, isBlocked: true, revision: 2 });
    await eventually(async () => {
      const doc = await h.services.users.model.findById(user.id).lean();
      return doc?.outboxPending === false && doc.outbox.length === 0;
    });
  });
});

describe('while the broker is unreachable', () => {
  it('keeps serving and keeps the events, which a relay publishes once a broker is there', async () => {
    const listener = await listenToUserEvents();
    const h = await startIdentity({ amqpUrl: 'amqp://guest:guest@127.0.0.1:1' });
    try {
      const user = await signUp(h);
      const stored = await h.services.users.model.findById(user.id).lean();
      expect(stored?.outboxPending).toBe(true);
      expect(stored?.outbox.map((e) => e.type)).toEqual(['user.registered']);

      const logger = silentLogger();
      const bus = new EventBus(testAmqpUrl(), logger);
      bus.start();
      const relay = new OutboxRelay([h.services.users.relayModel()], bus, logger, 100);
      relay.start();
      try {
        await eventually(() => listener.forUser(user.id).length === 1, 10_000);
      } finally {
        await relay.stop();
        await bus.close();
      }
    } finally {
      await h.close();
      await listener.close();
    }
  });
});
