import amqp, { type Channel, type ChannelModel, type ConfirmChannel, type ConsumeMessage } from 'amqplib';
import { EXCHANGE, type EventEnvelope } from '@abialbum/contracts';
import { isDatabaseUnavailable } from '../data/database-errors';
import { onStop } from '../lifecycle';
import { isHandedBack } from './hand-back';
import type { Logger } from '../logger';
import { tracedConsume, tracedPublish } from '../observability/tracing';
import { countEventDeadLettered, countEventPublished, countEventRetried, watchQueues, type QueueStats } from '../observability/metrics';

export const DEAD_LETTER_EXCHANGE = `${EXCHANGE}.dlx`;
/** A handler that fails this often (1 + 2 + 4 + 8 s apart) is dead-lettered: a poison message, not an outage. */
const MAX_ATTEMPTS = 5;
const retryDelayMs = (attempt: number) => Math.min(1_000 * 2 ** (attempt - 1), 30_000);
/** Waiting for the database: first check after this, doubling up to the cap. */
const PAUSE_FIRST_MS = 500;
const PAUSE_CAP_MS = 5_000;
/** An event another live process is handling comes back after this. */
const ELSEWHERE_RETRY_MS = 2_000;

export type RawHandler = (content: Buffer, message: ConsumeMessage) => Promise<'ack' | 'reject'>;

export interface SubscribeOptions {
  /**
   * The service's database answers again. While a handler fails because the database cannot be reached,
   * the queue is not consumed (nothing is dead-lettered for an outage) and this is checked with capped
   * exponential back-off; consuming resumes when it answers true.
   */
  databaseReady?: () => Promise<boolean>;
  /**
   * Messages handed to this queue's consumer at once before it acks (the channel's default otherwise): 1 makes a
   * work queue of it, one job at a time per process.
   */
  prefetch?: number;
  /**
   * A work queue: every instance's consumer takes its jobs (video posters and copies spread over the instances). Any
   * other queue is consumed by one instance at a time (RabbitMQ's single active consumer), see `queueArguments`.
   */
  shared?: boolean;
}

interface Subscription extends SubscribeOptions {
  queue: string;
  bindings: string[];
  handler: RawHandler;
  paused: boolean;
  consumerTag?: string;
  channel?: ConfirmChannel;
}

/** A fanout exchange every process of a service hears through a queue of its own (see `hear`). */
interface Broadcast {
  exchange: string;
  onMessage: (content: Buffer) => void;
}

/**
 * Unacked messages each consumer of the channel may hold (RabbitMQ applies a non-global prefetch per consumer): the
 * events a consumer handles at once. Enough that the writes of one hot document gather into groups (a busy album's
 * followers told to its owner: Notifications) and a consumer keeps up under load; 20 let svc-albums' queue grow by
 * about 30 events a second under the mixed load of the benchmarks, each event waiting its turn for the database.
 */
const CHANNEL_PREFETCH = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * The RabbitMQ connection of one service: topic exchange, confirms, durable queues with a dead-letter queue.
 * It connects in the background and reconnects for ever, so the service starts and serves while the broker is down.
 */
export class EventBus {
  private connection?: ChannelModel;
  private channel?: ConfirmChannel;
  private readonly subscriptions: Subscription[] = [];
  private readonly broadcasts: Broadcast[] = [];
  private closing = false;
  /** Graceful stop: no consumer starts again (a reconnection, a database back) once they were cancelled. */
  private consumersStopped = false;
  /** The stop's cancels were answered: an event put back now cannot come to this process again. */
  private consumersCancelled = false;
  /** Events handed back at the stop (counted for its log line). */
  private handedBack = 0;
  /** Handlers running now: a stop lets them finish and ack before the connection goes. */
  private readonly handling = new Set<Promise<void>>();
  private unhook?: () => void;
  private retryTimer?: NodeJS.Timeout;
  private readonly listeners = new Set<() => void>();
  private pendingSetups = 0;
  private consumerStarts: Promise<unknown> = Promise.resolve();
  /** A channel of its own for the metrics' `checkQueue` (a failed check closes its channel, never the one that consumes). */
  private statsChannel?: { connection: ChannelModel; channel: Promise<Channel | undefined> };
  private unwatchQueues?: () => void;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
    private readonly retryMs = 1000,
  ) {}

  start(): void {
    // A graceful stop (lifecycle `serve`) cancels the consumers as soon as the instance is out of rotation.
    this.unhook = onStop({ name: 'broker consumers', close: () => this.stopConsuming(), beforeServer: true });
    this.unwatchQueues = watchQueues(this);
    void this.connect();
  }

  /** The consumers were cancelled for a stop: the events not yet begun are handed back (hand-back.ts). */
  get handingBack(): boolean {
    return this.consumersCancelled;
  }

  /** Connected, with every queue declared and bound: events published from now on reach our consumers. */
  isConnected(): boolean {
    return Boolean(this.channel) && this.pendingSetups === 0;
  }

  /** Called each time a connection is (re)established: the outbox relay catches up then. */
  onConnected(listener: () => void): void {
    this.listeners.add(listener);
  }

  async publish(event: EventEnvelope): Promise<void> {
    const channel = this.channel;
    if (!channel) throw new Error('broker not connected');
    const body = Buffer.from(JSON.stringify(event));
    // The event's trace goes with it (header `traceparent`): the consumer's span continues the request that built it.
    await tracedPublish(event, EXCHANGE, (headers) =>
      new Promise<void>((resolve, reject) => {
        const properties = { persistent: true, messageId: event.id, type: event.type, contentType: 'application/json', headers };
        channel.publish(EXCHANGE, event.type, body, properties, (err) => (err ? reject(err) : resolve()));
      }),
    );
    countEventPublished(event.type);
  }

  /** Messages ready and consumers of each queue this process consumes, and of its dead letters (for the metrics). */
  async queueStats(): Promise<QueueStats[]> {
    const connection = this.connection;
    if (!connection || !this.channel) return [];
    if (this.statsChannel?.connection !== connection) {
      const channel = connection.createChannel().then(
        (opened) => {
          opened.on('error', () => undefined);
          opened.on('close', () => {
            if (this.statsChannel?.channel === channel) this.statsChannel = undefined;
          });
          return opened;
        },
        () => undefined,
      );
      this.statsChannel = { connection, channel };
    }
    const channel = await this.statsChannel.channel;
    if (!channel) return [];
    const queues = [...new Set(this.subscriptions.flatMap(({ queue }) => [queue, `${queue}.dead`]))];
    const stats: QueueStats[] = [];
    for (const queue of queues) {
      const found = await channel.checkQueue(queue).catch(() => undefined);
      if (!found) break; // the check closed the channel (the queue is gone): the next scrape opens another
      stats.push({ queue, messages: found.messageCount, consumers: found.consumerCount });
    }
    return stats;
  }

  /**
   * Hints between the processes of one service (not events: nothing durable, nothing retried; a hint lost while the
   * broker is away must cost nothing but a delay). Every process that hears `exchange` gets each message `broadcast`
   * to it, its own included, through an exclusive queue declared on every (re)connection.
   */
  hear(exchange: string, onMessage: (content: Buffer) => void): void {
    const broadcast = { exchange, onMessage };
    this.broadcasts.push(broadcast);
    const channel = this.channel;
    if (channel) {
      this.pendingSetups += 1;
      void this.setupBroadcast(channel, broadcast)
        .catch((err) => this.logger.warn({ err: (err as Error).message, exchange }, 'broadcast setup failed'))
        .finally(() => (this.pendingSetups -= 1));
    }
  }

  /** Best effort: without a connection the hint is dropped. */
  broadcast(exchange: string, content: Buffer): void {
    try {
      this.channel?.publish(exchange, '', content);
    } catch {
      // The channel is going: a hint is allowed to be lost.
    }
  }

  /** Declares `queue` (and `queue.dead`) bound to the routing keys; the handler decides ack or dead-letter. */
  subscribe(queue: string, bindings: string[], handler: RawHandler, options: SubscribeOptions = {}): void {
    const subscription: Subscription = { queue, bindings, handler, paused: false, ...options };
    this.subscriptions.push(subscription);
    const channel = this.channel;
    if (channel) {
      this.pendingSetups += 1;
      void this.setupSubscription(channel, subscription)
        .catch((err) => this.logger.warn({ err: (err as Error).message, queue }, 'subscription setup failed'))
        .finally(() => (this.pendingSetups -= 1));
    }
  }

  /**
   * Graceful stop: every queue's consumer is cancelled (the broker sends this process nothing more; what it had sent
   * and not yet handled stays unacknowledged and goes back to the queue when the connection closes), then the
   * handlers that began get up to `waitMs` to finish and ack; those that had not written under a lock yet are handed
   * back to the queue at their next lock wait (hand-back.ts).
   */
  async stopConsuming(waitMs = 20_000): Promise<void> {
    this.consumersStopped = true;
    await Promise.all(
      this.subscriptions.map(async (subscription) => {
        const { channel, consumerTag } = subscription;
        subscription.consumerTag = undefined;
        if (channel && consumerTag) await channel.cancel(consumerTag).catch(() => undefined);
      }),
    );
    this.consumersCancelled = true;
    if (this.handling.size > 0) this.logger.info({ handling: this.handling.size }, 'stopping: consumers cancelled, finishing the events begun, handing back the others');
    await Promise.race([Promise.allSettled([...this.handling]), sleep(waitMs)]);
    if (this.handedBack > 0) this.logger.info({ handedBack: this.handedBack }, 'stopping: events handed back to the queue');
  }

  async close(): Promise<void> {
    this.closing = true;
    this.unhook?.();
    this.unwatchQueues?.();
    clearTimeout(this.retryTimer);
    const connection = this.connection;
    this.channel = undefined;
    this.connection = undefined;
    // A connection whose socket already died never answers close: do not wait for it for ever.
    await Promise.race([connection?.close().catch(() => undefined), new Promise((r) => setTimeout(r, 2_000).unref())]);
  }

  private async connect(): Promise<void> {
    if (this.closing) return;
    try {
      const connection = await amqp.connect(this.url, { noDelay: true });
      const channel = await connection.createConfirmChannel();
      await channel.assertExchange(EXCHANGE, 'topic', { durable: true });
      await channel.assertExchange(DEAD_LETTER_EXCHANGE, 'direct', { durable: true });
      await channel.prefetch(CHANNEL_PREFETCH);
      connection.on('error', (err) => this.logger.warn({ err: err.message }, 'broker connection error'));
      connection.on('close', () => this.scheduleReconnect('connection closed'));
      channel.on('error', (err) => this.logger.warn({ err: err.message }, 'broker channel error'));
      this.connection = connection;
      // Queues first, then the channel is published: isConnected() means our bindings exist.
      for (const subscription of this.subscriptions) await this.setupSubscription(channel, subscription);
      for (const broadcast of this.broadcasts) await this.setupBroadcast(channel, broadcast);
      this.channel = channel;
      this.logger.info('broker connected');
      for (const listener of this.listeners) listener();
    } catch (err) {
      this.scheduleReconnect((err as Error).message);
    }
  }

  private scheduleReconnect(reason: string): void {
    this.channel = undefined;
    this.connection = undefined;
    if (this.closing) return;
    this.logger.warn({ reason }, 'broker unavailable, retrying');
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
  }

  /** Whether a queue's consuming is paused for a database outage (what /ready and tests can see). */
  isPaused(queue: string): boolean {
    return this.subscriptions.some((subscription) => subscription.queue === queue && subscription.paused);
  }

  private async setupBroadcast(channel: ConfirmChannel, { exchange, onMessage }: Broadcast): Promise<void> {
    await channel.assertExchange(exchange, 'fanout', { durable: false });
    const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
    await channel.bindQueue(queue, exchange, '');
    await channel.consume(queue, (message) => message && onMessage(message.content), { noAck: true });
  }

  private async setupSubscription(channel: ConfirmChannel, subscription: Subscription): Promise<void> {
    const { queue, bindings } = subscription;
    const dead = `${queue}.dead`;
    await channel.assertQueue(dead, { durable: true });
    await channel.bindQueue(dead, DEAD_LETTER_EXCHANGE, dead);
    await channel.assertQueue(queue, { durable: true, arguments: await this.queueArguments(subscription) });
    for (const key of bindings) await channel.bindQueue(queue, EXCHANGE, key);
    if (!subscription.paused && !this.consumersStopped) await this.startConsuming(channel, subscription);
  }

  /**
   * A service's event queue is consumed by one of its instances at a time (`x-single-active-consumer`): the broker
   * hands every event to the active consumer, and to the next one at once when its channel closes or it cancels (a
   * stop, a kill, a database outage's pause). Two instances then do a service's event work as one does, instead of
   * both taking the same hot documents' leases in turn (a busy owner's notifications, the stats), which cost more
   * than the second consumer gave on this machine (README "Several instances"). A queue declared before this
   * (RabbitMQ cannot change a queue's arguments) is kept as it is, shared by every consumer, with a warning: it takes
   * one consumer at a time once it is deleted while empty and declared again.
   */
  private async queueArguments(subscription: Subscription): Promise<Record<string, unknown>> {
    const dead = { 'x-dead-letter-exchange': DEAD_LETTER_EXCHANGE, 'x-dead-letter-routing-key': `${subscription.queue}.dead` };
    const connection = this.connection;
    if (subscription.shared || !connection) return dead;
    const single = { ...dead, 'x-single-active-consumer': true };
    // A declaration that differs closes its channel (406 PRECONDITION_FAILED): it is tried on a channel of its own.
    const probe = await connection.createChannel();
    probe.on('error', () => undefined);
    try {
      await probe.assertQueue(subscription.queue, { durable: true, arguments: single });
      await probe.close();
      return single;
    } catch (err) {
      if ((err as { code?: number }).code !== 406) throw err;
      this.logger.warn({ queue: subscription.queue }, 'queue declared before single active consumers: every instance consumes it (delete it while empty to change that)');
      return dead;
    }
  }

  private async startConsuming(channel: ConfirmChannel, subscription: Subscription): Promise<void> {
    // The prefetch in force when a consumer starts is its own (RabbitMQ): set for this one, then back, one start at a time.
    const start = async () => {
      if (subscription.prefetch) await channel.prefetch(subscription.prefetch);
      try {
        const { consumerTag } = await channel.consume(subscription.queue, (message) => {
          if (!message) return;
          const handled = this.deliver(channel, subscription, message).finally(() => this.handling.delete(handled));
          this.handling.add(handled);
        });
        subscription.consumerTag = consumerTag;
        subscription.channel = channel;
      } finally {
        if (subscription.prefetch) await channel.prefetch(CHANNEL_PREFETCH);
      }
    };
    const started = this.consumerStarts.then(start);
    this.consumerStarts = started.catch(() => undefined);
    await started;
  }

  /** Stops taking messages until the database answers again (capped exponential back-off), then resumes. */
  private async pause(subscription: Subscription): Promise<void> {
    if (subscription.paused) return;
    subscription.paused = true;
    const { channel, consumerTag, queue } = subscription;
    subscription.consumerTag = undefined;
    if (channel && consumerTag) await channel.cancel(consumerTag).catch(() => undefined);
    this.logger.warn({ queue }, 'database unavailable: consuming paused');
    for (let delay = PAUSE_FIRST_MS; !this.closing; delay = Math.min(delay * 2, PAUSE_CAP_MS)) {
      await sleep(delay);
      if (await (subscription.databaseReady?.() ?? Promise.resolve(true)).catch(() => false)) break;
    }
    subscription.paused = false;
    const current = this.channel;
    if (this.closing || this.consumersStopped || !current) return; // a reconnection sets the queue up again, consuming
    await this.startConsuming(current, subscription).catch((err: Error) => this.logger.warn({ err: err.message, queue }, 'consuming not resumed'));
    this.logger.info({ queue }, 'database back: consuming resumed');
  }

  private async deliver(channel: ConfirmChannel, subscription: Subscription, message: ConsumeMessage): Promise<void> {
    const { queue, handler } = subscription;
    const attempt = Number(message.properties.headers?.['x-attempt'] ?? 1);
    const type: unknown = message.properties.type ?? message.fields.routingKey;
    try {
      const outcome = await tracedConsume(queue, message, () => handler(message.content, message));
      if (outcome === 'ack') channel.ack(message);
      else {
        channel.nack(message, false, false);
        countEventDeadLettered(queue, type, 'rejected');
      }
    } catch (err) {
      if (isHandedBack(err)) {
        // Its consumer stops before it began: back to the queue at once, for the next consumer.
        this.settle(() => channel.nack(message, false, true));
        this.handedBack += 1;
        countEventRetried(queue, type, 'handed_back');
        return;
      }
      if (subscription.databaseReady && isDatabaseUnavailable(err)) {
        // An outage, not the event's fault: back to the queue as it was, and no more until the database answers.
        this.settle(() => channel.nack(message, false, true));
        countEventRetried(queue, type, 'database_unavailable');
        void this.pause(subscription);
        return;
      }
      if ((err as { retryLater?: boolean }).retryLater) {
        this.later(channel, queue, message, attempt, ELSEWHERE_RETRY_MS);
        countEventRetried(queue, type, 'claimed_elsewhere');
        return;
      }
      if (attempt >= MAX_ATTEMPTS) {
        this.logger.error({ err, queue, attempt }, 'event failed too often: dead-lettered');
        this.settle(() => channel.nack(message, false, false));
        countEventDeadLettered(queue, type, 'failed_too_often');
        return;
      }
      this.logger.warn({ err: (err as Error).message, queue, attempt }, 'event handler failed, will retry');
      this.later(channel, queue, message, attempt + 1, retryDelayMs(attempt));
      countEventRetried(queue, type, 'failed');
    }
  }

  /** Sends the message back to the end of its queue after a pause (with its attempt count), then acks this copy. */
  private later(channel: ConfirmChannel, queue: string, message: ConsumeMessage, attempt: number, delayMs: number): void {
    setTimeout(() => {
      this.settle(() => {
        channel.sendToQueue(queue, message.content, { ...message.properties, headers: { ...message.properties.headers, 'x-attempt': attempt } });
        channel.ack(message);
      });
    }, delayMs);
  }

  /** The channel may have gone away meanwhile: an unacked message is then redelivered on reconnect. */
  private settle(action: () => void): void {
    try {
      action();
    } catch {
      // redelivered on reconnect
    }
  }
}
