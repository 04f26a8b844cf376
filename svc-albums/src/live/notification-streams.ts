import { PassThrough } from 'node:stream';
import { NOTIFICATION_HEARTBEAT_MS, NOTIFICATION_STREAM_EVENTS } from '@abialbum/contracts';
import type { Notifications } from '../domain/notifications';
import { notificationView } from '../domain/notification-text';

/** After a graceful stop the browser reconnects this soon (the gateway has taken this instance out by then). */
const RECONNECT_ELSEWHERE_MS = 500;

interface Stream {
  userId: string;
  openedAt: number;
  out: PassThrough;
  /** The newest notification place this stream has sent (or was at when it opened). */
  seq: number;
  unread: number;
  /** One catch-up at a time per stream; a poke during one runs another after it. */
  running: Promise<void>;
  again: boolean;
}

/**
 * The signed-in tabs' Server-Sent Events streams held by this instance (one per tab), by user. A change of a
 * user's notifications (`poke`, from this instance's writes or, through the live fan-out, another's) makes each of
 * their streams read what is newer than what it sent (by sequence, from the user's list) and send it; a read
 * elsewhere sends the new unread count. A comment line every heart-beat keeps proxies from cutting an idle stream, and
 * the same tick looks at the user's list head (one read by id), so a lost fan-out message is caught up within one beat.
 */
export class NotificationStreams {
  private readonly byUser = new Map<string, Set<Stream>>();
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  /**
   * `isBlocked`: a blocked user's streams end at the next beat (their tokens stop working); `maxAgeMs`: a stream ends
   * after the life of the access token it was opened with, and the browser reconnects with a current one.
   */
  constructor(
    private readonly notifications: Notifications,
    private readonly heartbeatMs = NOTIFICATION_HEARTBEAT_MS,
    private readonly isBlocked: (userId: string) => Promise<boolean> = async () => false,
    private readonly maxAgeMs = 15 * 60_000,
  ) {
    this.timer = setInterval(() => this.beat(), heartbeatMs);
    this.timer.unref();
  }

  /** How many streams are open here (what tests and /ready can see). */
  get size(): number {
    let n = 0;
    for (const streams of this.byUser.values()) n += streams.size;
    return n;
  }

  /**
   * A new stream for a user: `lastEventId` (the browser's Last-Event-ID on a reconnect) sends what it missed first.
   * Answers the body to send; it ends when the client goes (`onClose`) or at shutdown.
   */
  async open(userId: string, lastEventId: number | null, onClose: (listener: () => void) => void): Promise<PassThrough> {
    const out = new PassThrough();
    const [next, unread] = await Promise.all([this.notifications.nextSeq(userId), this.notifications.unread(userId)]);
    const stream: Stream = { userId, openedAt: Date.now(), out, seq: lastEventId ?? next - 1, unread, running: Promise.resolve(), again: false };
    const streams = this.byUser.get(userId) ?? new Set<Stream>();
    streams.add(stream);
    this.byUser.set(userId, streams);
    onClose(() => this.drop(stream));
    out.write(`retry: 3000\n\n`);
    this.send(stream, NOTIFICATION_STREAM_EVENTS.unread, { unread });
    if (lastEventId !== null) this.catchUp(stream);
    if (this.closed) this.drop(stream);
    return out;
  }

  /** The user's notifications changed: each of their streams here sends what is new. */
  poke(userId: string): void {
    for (const stream of this.byUser.get(userId) ?? []) this.catchUp(stream);
  }

  /**
   * Every stream ended (graceful shutdown): a short `retry` first, so the browsers reconnect at once, through the
   * gateway to another instance, with Last-Event-ID (nothing is missed).
   */
  close(): void {
    this.closed = true;
    clearInterval(this.timer);
    for (const streams of this.byUser.values())
      for (const stream of streams) {
        if (!stream.out.writableEnded) stream.out.write(`retry: ${RECONNECT_ELSEWHERE_MS}\n\n`);
        this.drop(stream);
      }
  }

  private drop(stream: Stream): void {
    const streams = this.byUser.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) this.byUser.delete(stream.userId);
    if (!stream.out.writableEnded) stream.out.end();
  }

  private beat(): void {
    for (const [userId, streams] of this.byUser) {
      const blocked = this.isBlocked(userId).catch(() => false);
      for (const stream of streams) {
        if (Date.now() - stream.openedAt > this.maxAgeMs) {
          this.drop(stream);
          continue;
        }
        stream.out.write(': heartbeat\n\n');
        void blocked.then((isBlocked) => (isBlocked ? this.drop(stream) : this.catchUp(stream)));
      }
    }
  }

  private catchUp(stream: Stream): void {
    if (stream.again) return;
    stream.again = true;
    stream.running = stream.running.then(async () => {
      stream.again = false;
      if (stream.out.writableEnded) return;
      try {
        await this.sendNewer(stream);
      } catch {
        // The database is away for a moment: the next poke or beat tries again.
      }
    });
  }

  private async sendNewer(stream: Stream): Promise<void> {
    const newer = await this.notifications.since(stream.userId, stream.seq);
    const unread = await this.notifications.unread(stream.userId);
    for (const item of newer) {
      stream.seq = Math.max(stream.seq, item.seq);
      this.send(stream, NOTIFICATION_STREAM_EVENTS.notification, { notification: notificationView(item), unread }, item.seq);
    }
    if (newer.length === 0 && unread !== stream.unread) this.send(stream, NOTIFICATION_STREAM_EVENTS.unread, { unread });
    stream.unread = unread;
  }

  private send(stream: Stream, event: string, data: unknown, id?: number): void {
    if (stream.out.writableEnded) return;
    stream.out.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }
}
