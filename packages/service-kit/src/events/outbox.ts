import type { EventData, EventEnvelope, EventType } from '@abialbum/contracts';
import { Schema, type Model } from 'mongoose';
import { documentLocks, lockKey } from '../data/document-locks';
import { bulkWriteAtOnce } from '../data/mongo';
import type { Logger } from '../logger';
import { outsideTraces } from '../observability/tracing';
import { watchOutboxes } from '../observability/metrics';
import { buildEvent } from './build-event';
import type { EventBus } from './event-bus';

/**
 * The in-document outbox of ARCHITECTURE "Data on the local engine": a state change and the events it
 * causes are one document write. Add these fields to a schema with `schema.add(outboxFields)`.
 */
export const outboxFields = {
  outbox: { type: [Schema.Types.Mixed], default: [] },
  outboxPending: { type: Boolean, default: false, index: true },
  deletedAt: { type: Date, default: null },
};

/** Adds the outbox fields to a typed schema (the cast lives here, once). */
export function addOutbox<T>(schema: Schema<T>): Schema<T> {
  schema.add(outboxFields as never);
  return schema;
}

export interface OutboxDocument {
  _id: unknown;
  outbox: EventEnvelope[];
  outboxPending: boolean;
  deletedAt?: Date | null;
}

/** The update fragment that records events with a change: spread into `$push`/`$set` of the same write. */
export function withEvents(events: EventEnvelope[]) {
  return { push: { outbox: { $each: events } }, set: { outboxPending: true } };
}

/** Makes events for a producer; store functions put them into the document they change. */
export function eventFactory(producer: string) {
  return <T extends EventType>(type: T, data: EventData<T>) => buildEvent(type, data, producer);
}

/**
 * A collection whose documents carry an outbox, and the lock its store takes to write one (the relay takes the same
 * to settle it: on FerretDB 1.x an update is a read and a write, so two writers of a document must not overlap). By
 * default the document's own: `lockKey(<collection>, <_id>)`.
 */
export type OutboxSource =
  | Model<never>
  | {
      model: Model<never>;
      lockOf: (doc: OutboxDocument & Record<string, unknown>) => string;
      /**
       * Its writers relay their own documents (`relayHeld`): a pass leaves alone a document whose newest event is
       * younger than this (its writer is relaying it; a pass would publish it twice and wait for the writer's lock),
       * and relays what stayed pending longer (the broker was away, the writer failed or stopped).
       */
      writersRelayMs?: number;
    };

/** How long `relayHeld` waits for the broker's confirms before leaving the documents to the relay's pass. */
const HELD_CONFIRM_MS = 2_000;

/**
 * Publishes outbox events with publisher confirms, then removes exactly what it sent. A document marked
 * deleted is removed once its events are out. Runs on a timer and whenever kicked after a write.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  private unwatch?: () => void;

  constructor(
    private readonly sources: OutboxSource[],
    private readonly bus: EventBus,
    private readonly logger: Logger,
    private readonly intervalMs = 500,
  ) {}

  start(): void {
    this.bus.onConnected(() => this.kick());
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    this.timer.unref();
    this.unwatch = watchOutboxes(this.sources.map((source) => ('lockOf' in source ? source.model : source)));
    this.kick();
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // Outside any trace: a pass kicked from a request is not that request's (each event publishes in its own trace).
    this.running = outsideTraces(() => this.drain())
      .catch((err) => this.logger.warn({ err: (err as Error).message }, 'outbox relay pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.unwatch?.();
    await this.running;
  }

  /** One pass over every model; returns when nothing pending is left or the broker is away. */
  async drain(): Promise<void> {
    for (const source of this.sources) {
      const { model, lockOf, writersRelayMs } = 'lockOf' in source ? source : { model: source, lockOf: undefined, writersRelayMs: undefined };
      while (this.bus.isConnected() && !this.stopped) {
        const docs = (await model.find({ outboxPending: true }).limit(50).lean()) as unknown as OutboxDocument[];
        if (docs.length === 0) break;
        const since = Date.now() - (writersRelayMs ?? 0);
        const due = writersRelayMs ? docs.filter((doc) => (doc.outbox ?? []).every((event) => Date.parse(event.occurredAt) < since)) : docs;
        for (const doc of due) await this.relayDocument(model, doc, lockOf?.(doc as OutboxDocument & Record<string, unknown>));
        // Those left to their writers would be read again at once: the next pass comes back to them.
        if (docs.length < 50 || due.length < docs.length) break;
      }
    }
  }

  private async relayDocument(model: Model<never>, doc: OutboxDocument, lock?: string): Promise<void> {
    const key = lock ?? lockKey(model.collection.collectionName, doc._id);
    const events = doc.outbox ?? [];
    for (const event of events) await this.bus.publish(event);
    // Usually nothing was added meanwhile: the outbox exactly as read is settled in one write. Matching the whole
    // array, never its length, so an event added meanwhile is never dropped. The document may have been marked
    // deleted since it was read (its last events already out): whether to remove it is decided on it as it is now.
    const settledAtOnce = await documentLocks.run(key, async () => {
      const exactly = { _id: doc._id, outbox: events } as never;
      const settled = (await model.updateOne(exactly, { $set: { outbox: [], outboxPending: false } } as never)).modifiedCount === 1;
      if (settled) await this.removeIfDeleted(model, doc._id);
      return settled;
    });
    if (settledAtOnce) return;
    for (const event of events) {
      // Exact-value $pull: works on FerretDB 1.x and MongoDB alike; locked against the store's own writes.
      await documentLocks.run(key, () => model.updateOne({ _id: doc._id } as never, { $pull: { outbox: event } } as never));
    }
    await documentLocks.run(key, async () => {
      const settled = await model.updateOne({ _id: doc._id, outbox: { $size: 0 } } as never, { $set: { outboxPending: false } } as never);
      if (settled.modifiedCount > 0) await this.removeIfDeleted(model, doc._id);
    });
  }

  /**
   * Relays documents its caller has just written and still holds the lock of (the lock the relay takes for them),
   * each with its whole outbox as written: their events published at once, then every one settled in one bulk
   * write, an undone one (marked deleted) removed. A writer of many documents at once (a batch of follows) relays
   * them itself instead of kicking a pass that reads them again and takes each one's lock again. False when the
   * broker is away or a publish failed: they stay pending and the relay's pass publishes them (kick it).
   */
  async relayHeld(model: Model<never>, docs: OutboxDocument[]): Promise<boolean> {
    const written = docs.filter((doc) => doc.outbox.length > 0);
    if (written.length === 0) return true;
    if (!this.bus.isConnected() || this.stopped) return false;
    try {
      // The caller holds its lock meanwhile: a broker that does not confirm (blocked, a channel lost) must not hold it.
      let timer: NodeJS.Timeout | undefined;
      const confirmed = await Promise.race([
        Promise.all(written.flatMap((doc) => doc.outbox.map((event) => this.bus.publish(event)))).then(() => true),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), HELD_CONFIRM_MS))),
      ]).finally(() => clearTimeout(timer));
      if (!confirmed) throw new Error(`no confirm from the broker within ${HELD_CONFIRM_MS} ms`);
      // Matching each outbox exactly, as in a pass: under the caller's lock nothing else can have changed it.
      await bulkWriteAtOnce(
        model,
        written.map((doc) => {
          const exactly = { _id: doc._id, outbox: doc.outbox };
          return doc.deletedAt
            ? { deleteOne: { filter: { ...exactly, deletedAt: { $ne: null } } } }
            : { updateOne: { filter: exactly, update: { $set: { outbox: [], outboxPending: false } } } };
        }),
      );
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'outbox: relaying held documents failed; the relay does it');
      return false;
    }
    return true;
  }

  /** An undone item (marked deleted) goes once nothing of it is left to publish. */
  private async removeIfDeleted(model: Model<never>, id: unknown): Promise<void> {
    await model.deleteOne({ _id: id, outbox: { $size: 0 }, deletedAt: { $ne: null } } as never);
  }
}
