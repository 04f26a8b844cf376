import { eventCatalogue, eventEnvelopeSchema, isKnownEvent, type EventData, type EventEnvelope, type EventType } from '@abialbum/contracts';
import { Schema, type Connection, type Model } from 'mongoose';
import { documentLocks, lockKey } from '../data/document-locks';
import { GroupCommit } from '../data/group-commit';
import { duplicatesOf, isMongoReady } from '../data/mongo';
import { holdLiveness, PROCESS_ID, processLives } from '../data/process-liveness';
import type { Logger } from '../logger';
import { countEventConsumed } from '../observability/metrics';
import type { EventBus } from './event-bus';
import { handBackable } from './hand-back';

export type EventHandler<T extends EventType> = (event: EventEnvelope<EventData<T>>) => Promise<void>;
export type HandlerMap = { [K in EventType]?: EventHandler<K> };

interface ProcessedEvent {
  _id: string;
  type: string;
  status: 'processing' | 'done';
  /** The process that claimed it (PROCESS_ID). */
  owner?: string;
  at: Date;
}

/**
 * The event is being handled by another process that still lives: not a duplicate (that process may die
 * before it finishes) and not a failure. The bus puts it back for later, without counting an attempt.
 */
export class ClaimedElsewhereError extends Error {
  readonly retryLater = true;
  constructor(id: string) {
    super(`event ${id} is being handled by another live consumer`);
  }
}

// One model per connection, registered once, as every store's (process-liveness.ts, user-directory.ts).
const processedModel = (connection: Connection): Model<ProcessedEvent> =>
  (connection.models.ProcessedEvent as Model<ProcessedEvent> | undefined) ??
  connection.model<ProcessedEvent>(
    'ProcessedEvent',
    new Schema<ProcessedEvent>({ _id: { type: String }, type: String, status: String, owner: String, at: Date }, { versionKey: false }),
    'processed_events',
  );

export type DispatchOutcome = 'handled' | 'duplicate' | 'invalid' | 'ignored';

/**
 * Validates an incoming message against the catalogue, then claims its event id for this process (a unique
 * insert) before running the handler, and marks it done after: the caller acks only then. So:
 * - a true duplicate (the id is done) is dropped;
 * - a redelivery after this or another process died mid-event finds a claim whose owner no longer beats and
 *   takes it over (a delete that only one can win, then the insert again): applied, never dropped;
 * - a claim of a live process is left to it (ClaimedElsewhereError: the bus retries later);
 * - a failed handler releases its claim for the retry, as does one handed back at a stop (hand-back.ts).
 * Handlers are idempotent (versioned upserts), so a crash after the handler and before `done` is harmless.
 * Used by the bus and by tests and message pacts.
 */
export function createDispatcher(connection: Connection, handlers: HandlerMap, logger: Logger, stopping?: () => boolean) {
  const processed = processedModel(connection);

  /**
   * The claims of the deliveries under way here, inserted together (GroupCommit): one insert of many documents, each
   * decided by the unique index alone (`ordered: false`: one refused does not stop the others), then the claims it
   * refused read. Answers, per claim, 'claimed', or the claim found in its place (null: gone meanwhile).
   * Under the mixed load the claims and their `done` were a seventh of svc-albums' commands when written one by one.
   */
  const claims = new GroupCommit<{ id: string; type: string }, 'claimed' | ProcessedEvent | null>(async (_key, batch) => {
    const at = new Date();
    let refused: Set<number>;
    try {
      await processed.collection.insertMany(
        batch.map(({ id, type }): ProcessedEvent => ({ _id: id, type, status: 'processing', owner: PROCESS_ID, at })) as never[],
        { ordered: false },
      );
      return batch.map(() => 'claimed');
    } catch (err) {
      const duplicates = duplicatesOf(err);
      if (!duplicates) throw err;
      refused = duplicates;
    }
    // Each read by its id (an `$in` would read the whole collection on FerretDB: ARCHITECTURE "A page costs a page").
    return Promise.all(batch.map(({ id }, i) => (refused.has(i) ? processed.findById(id).lean<ProcessedEvent>() : ('claimed' as const))));
  });
  /** Claims handled, marked done together: one command of many updates, each by its id. */
  const dones = new GroupCommit<string, void>(async (_key, ids) => {
    const at = new Date();
    await processed.bulkWrite(ids.map((id) => ({ updateOne: { filter: { _id: id }, update: { $set: { status: 'done', at } } } })), { ordered: false });
    return ids.map(() => undefined);
  });

  /** True: ours to handle; false: already done (a duplicate). */
  async function claim(id: string, type: string): Promise<boolean> {
    for (;;) {
      const existing = await claims.submit('claims', { id, type });
      if (existing === 'claimed') return true;
      if (!existing) continue; // released meanwhile: claim again
      if (existing.status === 'done') return false;
      if (existing.owner !== PROCESS_ID && (await processLives(connection, existing.owner))) throw new ClaimedElsewhereError(id);
      // Its owner died, or is this process after a failed release: only one taker deletes it.
      await processed.deleteOne({ _id: id, status: 'processing', owner: existing.owner });
    }
  }

  /**
   * One delivery of an id at a time in this process (a channel that came back may deliver it again meanwhile); across
   * instances the claim's unique insert decides, so no lease is taken for it.
   */
  function handle(id: string, type: string, run: () => Promise<void>): Promise<DispatchOutcome> {
    return documentLocks.runHere(lockKey('processed_events', id), async () => {
      if (!(await claim(id, type))) return 'duplicate';
      try {
        // Its consumer stopping before it has written under a lock, it goes back to the queue (hand-back.ts).
        await (stopping ? handBackable(stopping, run) : run());
      } catch (err) {
        await processed.deleteOne({ _id: id, status: 'processing', owner: PROCESS_ID }).catch(() => undefined);
        throw err;
      }
      await dones.submit('done', id);
      return 'handled';
    });
  }

  return async function dispatch(raw: unknown): Promise<DispatchOutcome> {
    const envelope = eventEnvelopeSchema.safeParse(raw);
    if (!envelope.success || !isKnownEvent(envelope.data.type)) {
      logger.warn({ issues: envelope.success ? 'unknown type' : envelope.error.issues }, 'invalid event');
      return 'invalid';
    }
    const type = envelope.data.type;
    const data = eventCatalogue[type].safeParse(envelope.data.data);
    if (!data.success) {
      logger.warn({ type, issues: data.error.issues }, 'invalid event data');
      return 'invalid';
    }
    const handler = handlers[type] as EventHandler<typeof type> | undefined;
    if (!handler) return 'ignored';
    return handle(envelope.data.id, type, () => handler({ ...envelope.data, type, data: data.data } as EventEnvelope<EventData<typeof type>>));
  };
}

export interface ConsumeOptions {
  /** See SubscribeOptions: 1 for a work queue (one job at a time). */
  prefetch?: number;
  /** See SubscribeOptions: a work queue every instance consumes. */
  shared?: boolean;
}

/** Subscribes a service's durable queue to the handlers' event types. */
export function consumeEvents(bus: EventBus, queue: string, connection: Connection, handlers: HandlerMap, logger: Logger, options: ConsumeOptions = {}): void {
  // A work queue's job (a video's poster and copies) is finished at a stop, not handed back after its long work.
  const dispatch = createDispatcher(connection, handlers, logger, options.shared ? undefined : () => bus.handingBack);
  // Its claims are not taken over while it lives (a first record not written is written at the next beat).
  holdLiveness(connection, logger).catch(() => undefined);
  bus.subscribe(
    queue,
    Object.keys(handlers),
    async (content) => {
      let raw: unknown;
      try {
        raw = JSON.parse(content.toString('utf8'));
      } catch {
        logger.warn('event is not JSON: dead-lettered');
        return 'reject';
      }
      const outcome = await dispatch(raw);
      countEventConsumed(queue, (raw as { type?: unknown } | null)?.type, outcome);
      return outcome === 'invalid' ? 'reject' : 'ack';
    },
    { databaseReady: () => isMongoReady(connection), prefetch: options.prefetch, shared: options.shared },
  );
}
