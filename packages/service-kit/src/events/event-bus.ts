import amqp, { type ChannelModel, type ConfirmChannel, type ConsumeMessage } from 'amqplib';
import { EXCHANGE, type EventEnvelope } from '@abialbum/contracts';
import type { Logger } from '../logger';

export const DEAD_LETTER_EXCHANGE = `${EXCHANGE}.dlx`;
const MAX_ATTEMPTS = 5;

export type RawHandler = (content: Buffer, message: ConsumeMessage) => Promise<'ack' | 'reject'>;

interface Subscription {
  queue: string;
  bindings: string[];
  handler: RawHandler;
}

/**
 * The RabbitMQ connection of one service: topic exchange, confirms, durable queues with a dead-letter queue.
 * It connects in the background and reconnects for ever, so the service starts and serves while the broker is down.
 */
export class EventBus {
  private connection?: ChannelModel;
  private channel?: ConfirmChannel;
  private readonly subscriptions: Subscription[] = [];
  private closing = false;
  private retryTimer?: NodeJS.Timeout;
  private readonly listeners = new Set<() => void>();
  private pendingSetups = 0;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
    private readonly retryMs = 1000,
  ) {}

  start(): void {
    void this.connect();
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
    await new Promise<void>((resolve, reject) => {
      channel.publish(EXCHANGE, event.type, body, { persistent: true, messageId: event.id, type: event.type, contentType: 'application/json' }, (err) =>
        err ? reject(err) : resolve(),
      );
    });
  }

  /** Declares `queue` (and `queue.dead`) bound to the routing keys; the handler decides ack or dead-letter. */
  subscribe(queue: string, bindings: string[], handler: RawHandler): void {
    const subscription = { queue, bindings, handler };
    this.subscriptions.push(subscription);
    const channel = this.channel;
    if (channel) {
      this.pendingSetups += 1;
      void this.setupSubscription(channel, subscription)
        .catch((err) => this.logger.warn({ err: (err as Error).message, queue }, 'subscription setup failed'))
        .finally(() => (this.pendingSetups -= 1));
    }
  }

  async close(): Promise<void> {
    this.closing = true;
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
      await channel.prefetch(20);
      connection.on('error', (err) => this.logger.warn({ err: err.message }, 'broker connection error'));
      connection.on('close', () => this.scheduleReconnect('connection closed'));
      channel.on('error', (err) => this.logger.warn({ err: err.message }, 'broker channel error'));
      this.connection = connection;
      // Queues first, then the channel is published: isConnected() means our bindings exist.
      for (const subscription of this.subscriptions) await this.setupSubscription(channel, subscription);
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

  private async setupSubscription(channel: ConfirmChannel, { queue, bindings, handler }: Subscription): Promise<void> {
    const dead = `${queue}.dead`;
    await channel.assertQueue(dead, { durable: true });
    await channel.bindQueue(dead, DEAD_LETTER_EXCHANGE, dead);
    await channel.assertQueue(queue, {
      durable: true,
      arguments: { 'x-dead-letter-exchange': DEAD_LETTER_EXCHANGE, 'x-dead-letter-routing-key': dead },
    });
    for (const key of bindings) await channel.bindQueue(queue, EXCHANGE, key);
    await channel.consume(queue, (message) => {
      if (!message) return;
      void this.deliver(channel, queue, message, handler);
    });
  }

  private async deliver(channel: ConfirmChannel, queue: string, message: ConsumeMessage, handler: RawHandler): Promise<void> {
    const attempt = Number(message.properties.headers?.['x-attempt'] ?? 1);
    try {
      const outcome = await handler(message.content, message);
      if (outcome === 'ack') channel.ack(message);
      else channel.nack(message, false, false);
    } catch (err) {
      if (attempt >= MAX_ATTEMPTS) {
        this.logger.error({ err, queue, attempt }, 'event failed too often: dead-lettered');
        channel.nack(message, false, false);
        return;
      }
      // A transient failure: send it back to the end of this queue with the attempt counted, after a pause.
      this.logger.warn({ err: (err as Error).message, queue, attempt }, 'event handler failed, will retry');
      setTimeout(() => {
        try {
          channel.sendToQueue(queue, message.content, { ...message.properties, headers: { ...message.properties.headers, 'x-attempt': attempt + 1 } });
          channel.ack(message);
        } catch {
          // The channel went away: the unacked message is redelivered on reconnect.
        }
      }, 200 * attempt);
    }
  }
}
