import { randomUUID } from 'node:crypto';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import type { Logger } from '@abialbum/service-kit';

/** Not an integration event: a hint between instances of svc-albums that a user's notifications changed. */
export const LIVE_EXCHANGE = 'abialbum.albums-live';

/**
 * Tells every svc-albums instance that a user's notifications changed, so that the streams another instance holds
 * send them at once. Each instance has its own exclusive, auto-deleted queue bound to a fanout exchange. It carries
 * only `{ userId }`: nothing is lost when a hint is (the broker away): each stream looks at its user's list head every
 * heart-beat anyway. An instance ignores its own hints (it poked its streams when it wrote).
 */
export class LiveFanout {
  private readonly instance = randomUUID();
  private connection?: ChannelModel;
  private channel?: Channel;
  private closing = false;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly url: string,
    private readonly logger: Pick<Logger, 'info' | 'warn'>,
    private readonly onHint: (userId: string) => void,
    private readonly retryMs = 1_000,
  ) {}

  start(): void {
    void this.connect();
  }

  isConnected(): boolean {
    return Boolean(this.channel);
  }

  /** Best effort: without a broker the other instances catch up at their next heart-beat. */
  announce(userId: string): void {
    try {
      this.channel?.publish(LIVE_EXCHANGE, '', Buffer.from(JSON.stringify({ userId, from: this.instance })));
    } catch {
      // the channel is going: see above
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.retry);
    const connection = this.connection;
    this.channel = undefined;
    this.connection = undefined;
    await Promise.race([connection?.close().catch(() => undefined), new Promise((r) => setTimeout(r, 2_000).unref())]);
  }

  private async connect(): Promise<void> {
    if (this.closing) return;
    try {
      const connection = await amqp.connect(this.url, { noDelay: true });
      connection.on('error', () => undefined);
      connection.on('close', () => this.reconnect());
      const channel = await connection.createChannel();
      await channel.assertExchange(LIVE_EXCHANGE, 'fanout', { durable: false });
      const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
      await channel.bindQueue(queue, LIVE_EXCHANGE, '');
      await channel.consume(
        queue,
        (message) => {
          if (!message) return;
          try {
            const hint = JSON.parse(message.content.toString('utf8')) as { userId?: unknown; from?: unknown };
            if (typeof hint.userId === 'string' && hint.from !== this.instance) this.onHint(hint.userId);
          } catch {
            // not a hint of ours
          }
        },
        { noAck: true },
      );
      this.connection = connection;
      this.channel = channel;
      if (this.closing) await this.close();
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'live fan-out unavailable, retrying');
      this.reconnect();
    }
  }

  private reconnect(): void {
    this.channel = undefined;
    this.connection = undefined;
    if (this.closing) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.connect(), this.retryMs);
    this.retry.unref();
  }
}
