import { randomUUID } from 'node:crypto';
import type { EventBus } from '@abialbum/service-kit';

/** Not an integration event: a hint between instances of svc-albums that a user's notifications changed. */
export const LIVE_EXCHANGE = 'abialbum.albums-live';

/**
 * Tells every svc-albums instance that a user's notifications changed, so that the streams another instance holds
 * send them at once: a broadcast of the service's broker connection (EventBus `hear`/`broadcast`: a fanout exchange,
 * an exclusive queue per instance). It carries only `{ userId }`: nothing is lost when a hint is (the broker away),
 * as each stream looks at its user's list head every heart-beat anyway. An instance ignores its own hints (it poked
 * its streams when it wrote).
 */
export class LiveFanout {
  private readonly instance = randomUUID();

  constructor(
    private readonly bus: EventBus,
    onHint: (userId: string) => void,
  ) {
    bus.hear(LIVE_EXCHANGE, (content) => {
      try {
        const hint = JSON.parse(content.toString('utf8')) as { userId?: unknown; from?: unknown };
        if (typeof hint.userId === 'string' && hint.from !== this.instance) onHint(hint.userId);
      } catch {
        // not a hint of ours
      }
    });
  }

  announce(userId: string): void {
    this.bus.broadcast(LIVE_EXCHANGE, Buffer.from(JSON.stringify({ userId, from: this.instance })));
  }
}
