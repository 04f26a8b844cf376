import { eventCatalogue, eventEnvelopeSchema, isKnownEvent, type EventData, type EventEnvelope, type EventType } from '@abialbum/contracts';
import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from '../data/mongo';
import type { Logger } from '../logger';
import type { EventBus } from './event-bus';

export type EventHandler<T extends EventType> = (event: EventEnvelope<EventData<T>>) => Promise<void>;
export type HandlerMap = { [K in EventType]?: EventHandler<K> };

interface ProcessedEvent {
  _id: string;
  type: string;
  status: 'processing' | 'done';
  at: Date;
}

/** A claim older than this belongs to a process that died mid-event: another delivery may take it over. */
const STALE_CLAIM_MS = 60_000;

function processedModel(connection: Connection): Model<ProcessedEvent> {
  return (
    (connection.models.ProcessedEvent as Model<ProcessedEvent> | undefined) ??
    connection.model<ProcessedEvent>(
      'ProcessedEvent',
      new Schema<ProcessedEvent>({ _id: { type: String }, type: String, status: String, at: { type: Date, index: true } }, { versionKey: false }),
      'processed_events',
    )
  );
}

export type DispatchOutcome = 'handled' | 'duplicate' | 'invalid' | 'ignored';

/**
 * Validates an incoming message against the catalogue, then claims its event id (a unique insert) before
 * running the handler, so two deliveries of one event never both run, even at the same moment. A failed
 * handler releases the claim for the retry; a claim left by a process that died is taken over after a minute.
 * Used by the bus and by tests and message pacts.
 */
export function createDispatcher(connection: Connection, handlers: HandlerMap, logger: Logger) {
  const processed = processedModel(connection);

  async function claim(id: string, type: string): Promise<boolean> {
    try {
      await processed.create({ _id: id, type, status: 'processing', at: new Date() });
      return true;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const stale = new Date(Date.now() - STALE_CLAIM_MS);
    const takeover = await processed.updateOne({ _id: id, status: 'processing', at: { $lt: stale } }, { $set: { at: new Date() } });
    return takeover.modifiedCount === 1;
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
    const id = envelope.data.id;
    if (!(await claim(id, type))) return 'duplicate';
    try {
      await handler({ ...envelope.data, type, data: data.data } as EventEnvelope<EventData<typeof type>>);
    } catch (err) {
      await processed.deleteOne({ _id: id, status: 'processing' });
      throw err;
    }
    await processed.updateOne({ _id: id }, { $set: { status: 'done', at: new Date() } });
    return 'handled';
  };
}

/** Subscribes a service's durable queue to the handlers' event types. */
export function consumeEvents(bus: EventBus, queue: string, connection: Connection, handlers: HandlerMap, logger: Logger): void {
  const dispatch = createDispatcher(connection, handlers, logger);
  bus.subscribe(queue, Object.keys(handlers), async (content) => {
    let raw: unknown;
    try {
      raw = JSON.parse(content.toString('utf8'));
    } catch {
      logger.warn('event is not JSON: dead-lettered');
      return 'reject';
    }
    const outcome = await dispatch(raw);
    return outcome === 'invalid' ? 'reject' : 'ack';
  });
}
