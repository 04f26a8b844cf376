/**
 * One user's notification stream (SSE through the gateway), read as a browser does: reconnecting when it ends
 * (after the `retry` the server sent) with Last-Event-ID, so nothing is missed. Counts what it receives: each
 * notification event by its place (`seq`) and its notification's id.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface Received {
  seq: number;
  id: string;
}

export class NotificationCounter {
  readonly received: Received[] = [];
  connections = 0;
  private lastEventId: string | null = null;
  private retryMs = 3000;
  private stopped = false;
  private controller = new AbortController();
  private running?: Promise<void>;

  constructor(
    private readonly gateway: string,
    private readonly token: string,
  ) {}

  start(): void {
    this.running = this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.controller.abort();
    await this.running;
  }

  /** Places received more than once. */
  doubled(): number {
    const seen = new Set<number>();
    let doubled = 0;
    for (const { seq } of this.received) {
      if (seen.has(seq)) doubled += 1;
      seen.add(seq);
    }
    return doubled;
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.readOnce();
      } catch {
        // cut off (an instance stopped or killed): reconnect as a browser would
      }
      if (!this.stopped) await sleep(this.retryMs).catch(() => undefined);
    }
  }

  private async readOnce(): Promise<void> {
    const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${this.token}` };
    if (this.lastEventId !== null) headers['last-event-id'] = this.lastEventId;
    const res = await fetch(`${this.gateway}/api/v1/abialbum/notifications/stream`, { headers, signal: this.controller.signal });
    if (!res.ok || !res.body) {
      await res.body?.cancel();
      return;
    }
    this.connections += 1;
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        this.event(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    }
  }

  private event(block: string): void {
    let id: string | null = null;
    let name = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) name = line.slice(7);
      else if (line.startsWith('data: ')) data += line.slice(6);
      else if (line.startsWith('retry: ')) this.retryMs = Number(line.slice(7)) || this.retryMs;
    }
    if (id !== null) this.lastEventId = id;
    if (name !== 'notification' || !data) return;
    const { notification } = JSON.parse(data) as { notification: { id: string; seq: number } };
    this.received.push({ seq: notification.seq, id: notification.id });
  }
}
