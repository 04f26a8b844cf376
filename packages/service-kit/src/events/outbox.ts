import type { EventData, EventEnvelope, EventType } from '@abialbum/contracts';
import { LRUCache } from 'lru-cache';
import { Schema, type Model } from 'mongoose';
import { documentLocks, lockKey } from '../data/document-locks';
import type { Logger } from '../logger';
import { outsideTraces } from '../observability/tracing';
import { watchOutboxes } from '../observability/metrics';
import { buildEvent } from './build-event';
import type { EventBus } from './event-bus';
import { KickedPasses } from './kicked-passes';

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
 * default the document's own: `lockKey(<collection>, <_id>)`. None (null) for a document whose settle is its only
 * update once its events are pending (FollowStore): two settles of it are alike, and a delete before one leaves it
 * deleted; such documents are settled a batch at a time (`relaySettledOnce`).
 */
export type OutboxSource =
  | Model<never>
  | {
      model: Model<never>;
      lockOf: (doc: OutboxDocument & Record<string, unknown>) => string | null;
      /**
       * Told the ids of documents marked deleted (as the pass read them) whose events are out, before they are removed
       * (a store that must know later what was told: FollowStore's unfollow ends). When it fails, they stay pending for
       * the next pass.
       */
      beforeRemove?: BeforeRemove;
    };
type BeforeRemove = (ids: unknown[]) => Promise<void>;
const nothingBeforeRemove: BeforeRemove = () => Promise.resolve();

/**
 * A pass on the timer alone leaves documents whose events are younger than this to the instance that wrote them: that
 * instance kicked its own relay after the write, and another instance's timer taking them at the same moment only
 * published them twice and raced it to settle them (README "Several instances"). Under the mixed load of the
 * benchmarks a writer's own pass reaches its documents within about a second and a half of their write; a writer that
 * stopped first has its documents relayed by the others this much later, plus at most one poll (OUTBOX_POLL_MS):
 * within 10 s (issue 25 item 2).
 */
export const TIMER_PASS_MIN_AGE_MS = 6_000;

/**
 * The events a relay published (the broker confirmed them) in the last PUBLISHED_KEPT_MS, by id, at most
 * PUBLISHED_KEPT_MAX: one found again in another document, or in the same one, is not published again by it. An event
 * is found again when an unfollow carries its follow's event into the follow's end while this relay publishes it from
 * the follow (FollowStore.remove): under the mixed load a third of the album.followed events the consumers received
 * were such second copies, each a refused claim and a read in every consumer (bench instances-cost, README "Several
 * instances"); and when a settle failed after its events went out. Another instance's relay may still publish one
 * again: the consumers know an event by its id.
 */
const PUBLISHED_KEPT_MS = 60_000;
const PUBLISHED_KEPT_MAX = 20_000;

/** Documents a relay reads of one model at a time (a batch: its turn). */
const RELAY_BATCH = 50;

/**
 * `work` on every item at once (a relay's batch: its publisher confirms and settles come back together; 16 at a time
 * left a busy album's follow ends 3 to 9 s behind their writes under the mixed load, and the other instances' timers
 * relayed them a second time; the database calls beyond the pool wait in the driver's queue). Every item is tried,
 * then the first error, if any, is thrown.
 */
async function eachAtOnce<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const outcomes = await Promise.allSettled(items.map(work));
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Whether the oldest event a document holds was made after `time` (a document without events, or with an unreadable time, is not). */
function writtenAfter(doc: OutboxDocument, time: number): boolean {
  const first = doc.outbox?.[0]?.occurredAt;
  return first !== undefined && Date.parse(first) > time;
}

/**
 * Publishes outbox events with publisher confirms, then removes exactly what it sent. A document marked
 * deleted is removed once its events are out. Runs whenever kicked after a write, and on a timer for what no kick
 * brought (a writer that stopped before its relay ran, the broker back): a pass of the timer alone relays only
 * documents written at least TIMER_PASS_MIN_AGE_MS before, so the instances do not race for each other's fresh writes.
 */
export class OutboxRelay {
  private readonly passes: KickedPasses;
  private unwatch?: () => void;
  /** Kicked since the last pass began: the next pass relays fresh documents too. */
  private kicked = false;
  /** What it published a moment ago (PUBLISHED_KEPT_MS). */
  private readonly published = new LRUCache<string, true>({ max: PUBLISHED_KEPT_MAX, ttl: PUBLISHED_KEPT_MS });

  constructor(
    private readonly sources: OutboxSource[],
    private readonly bus: EventBus,
    logger: Logger,
    intervalMs = 2_000,
  ) {
    // Outside any trace: a pass kicked from a request is not that request's (each event publishes in its own trace).
    this.passes = new KickedPasses(() => outsideTraces(() => this.drain()), { intervalMs, logger, failedMessage: 'outbox relay pass failed' });
  }

  start(): void {
    this.bus.onConnected(() => this.kick());
    this.unwatch = watchOutboxes(this.sources.map((source) => ('lockOf' in source ? source.model : source)));
    this.passes.start();
  }

  kick(): void {
    this.kicked = true;
    this.passes.kick();
  }

  async stop(): Promise<void> {
    this.unwatch?.();
    await this.passes.stop();
  }

  /**
   * One pass over every model; returns when nothing pending is left or the broker is away. The models take turns, a
   * batch each: a busy one (an album's follows under load) never keeps another's events (its unfollows) waiting, and
   * one that fails leaves the others their turns (the pass then fails, and is tried again). A batch's documents are
   * relayed all at once (`eachAtOnce`), so their publisher confirms come back together rather than one by one.
   */
  async drain(): Promise<void> {
    const kicked = this.kicked;
    this.kicked = false;
    const freshSince = Date.now() - TIMER_PASS_MIN_AGE_MS;
    const turns = this.sources.map((source) => ('lockOf' in source ? source : { model: source, lockOf: undefined, beforeRemove: undefined }));
    let failed: { error: unknown } | undefined;
    for (let more = true; more; ) {
      more = false;
      for (const { model, lockOf, beforeRemove = nothingBeforeRemove } of turns) {
        if (!this.bus.isConnected() || this.passes.stopped) break;
        try {
          const docs = (await model.find({ outboxPending: true }).limit(RELAY_BATCH).lean()) as unknown as OutboxDocument[];
          const due = kicked ? docs : docs.filter((doc) => !writtenAfter(doc, freshSince));
          const lockOfDoc = (doc: OutboxDocument) => (lockOf ? lockOf(doc as OutboxDocument & Record<string, unknown>) : lockKey(model.collection.collectionName, doc._id));
          const unlocked: OutboxDocument[] = [];
          const locked: Array<{ doc: OutboxDocument; lock: string }> = [];
          for (const doc of due) {
            const lock = lockOfDoc(doc);
            if (lock === null) unlocked.push(doc);
            else locked.push({ doc, lock });
          }
          const outcomes = await Promise.allSettled([
            this.relaySettledOnce(model, unlocked, beforeRemove),
            eachAtOnce(locked, ({ doc, lock }) => this.relayDocument(model, doc, lock, beforeRemove)),
          ]);
          const rejected = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
          if (rejected) throw rejected.reason;
          if (docs.length === RELAY_BATCH && due.length > 0) more = true;
        } catch (error) {
          // The other models take their turns; this one is tried again at the next pass.
          failed ??= { error };
        }
      }
    }
    if (failed) throw failed.error;
  }

  private async relayDocument(model: Model<never>, doc: OutboxDocument, lock: string, beforeRemove: BeforeRemove): Promise<void> {
    const locked = <T>(work: () => Promise<T>): Promise<T> => documentLocks.run(lock, work);
    const events = doc.outbox ?? [];
    for (const event of events) await this.publish(event);
    if (doc.deletedAt) await beforeRemove([doc._id]);
    // Usually nothing was added meanwhile: the outbox exactly as read is settled in one write. Matching the whole
    // array, never its length, so an event added meanwhile is never dropped. The document may have been marked
    // deleted since it was read (its last events already out): whether to remove it is decided on it as it is now.
    const settledAtOnce = await locked(async () => {
      const exactly = { _id: doc._id, outbox: events } as never;
      // Marked deleted when read, with nothing added since: removed in one write (a delete's count decides).
      if (doc.deletedAt && (await model.deleteOne({ _id: doc._id, outbox: events, deletedAt: { $ne: null } } as never)).deletedCount === 1) return true;
      const settled = (await model.updateOne(exactly, { $set: { outbox: [], outboxPending: false } } as never)).modifiedCount === 1;
      if (settled) await this.removeIfDeleted(model, doc._id);
      return settled;
    });
    if (settledAtOnce) return;
    for (const event of events) {
      // Exact-value $pull: works on FerretDB 1.x and MongoDB alike; locked against the store's own writes.
      await locked(() => model.updateOne({ _id: doc._id } as never, { $pull: { outbox: event } } as never));
    }
    await locked(async () => {
      const settled = await model.updateOne({ _id: doc._id, outbox: { $size: 0 } } as never, { $set: { outboxPending: false } } as never);
      if (settled.modifiedCount > 0) await this.removeIfDeleted(model, doc._id);
    });
  }

  /**
   * Documents whose settle is their only update once their events are pending (no lock: OutboxSource), published all
   * at once, then settled together (one bulk write: those marked deleted removed, the others emptied, each by id). Their
   * outbox cannot have grown since it was read, so no exact match is needed (two settles of one document are alike; a
   * settle after its delete changes nothing). Two commands a batch instead of two a document: under the mixed load a
   * busy album's follows and their ends were a fifth of svc-albums' commands. A document whose events were not all
   * published is left pending for the next pass; the first such error is thrown once the others are settled.
   */
  private async relaySettledOnce(model: Model<never>, docs: OutboxDocument[], beforeRemove: BeforeRemove): Promise<void> {
    if (docs.length === 0) return;
    const outcomes = await Promise.allSettled(
      docs.map(async (doc) => {
        for (const event of doc.outbox ?? []) await this.publish(event);
      }),
    );
    const published = docs.filter((_doc, i) => outcomes[i]!.status === 'fulfilled');
    const removed = published.filter((doc) => doc.deletedAt).map((doc) => doc._id);
    if (removed.length > 0) await beforeRemove(removed);
    // Each by its id (an `$in` would read the whole collection on FerretDB: ARCHITECTURE "A page costs a page").
    const settles = published
      .map((doc) =>
        doc.deletedAt
          ? { deleteOne: { filter: { _id: doc._id, deletedAt: { $ne: null } } } }
          : { updateOne: { filter: { _id: doc._id, outboxPending: true }, update: { $set: { outbox: [], outboxPending: false } } } },
      );
    if (settles.length > 0) await model.bulkWrite(settles as never, { ordered: false });
    const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** Publishes an event unless this relay published it a moment ago (PUBLISHED_KEPT_MS). */
  private async publish(event: EventEnvelope): Promise<void> {
    if (this.published.has(event.id)) return;
    await this.bus.publish(event);
    this.published.set(event.id, true);
  }

  /** An undone item (marked deleted) goes once nothing of it is left to publish. */
  private async removeIfDeleted(model: Model<never>, id: unknown): Promise<void> {
    await model.deleteOne({ _id: id, outbox: { $size: 0 }, deletedAt: { $ne: null } } as never);
  }
}
