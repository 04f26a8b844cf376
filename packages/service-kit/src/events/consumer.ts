import { eventCatalogue, eventEnvelopeSchema, isKnownEvent, type EventData, type EventEnvelope, type EventType } from '@abialbum/contracts';
import { Schema, type Connection, type Model } from 'mongoose';
import type { Logger } from '../logger';
import type { EventBus } from './event-bus';

export type EventHandler<T extends EventType> = (event: EventEnvelope<EventData<T>>) => Promise<void>;
export type HandlerMap = { [K in EventType]?: EventHandler<K> };

interface ProcessedEvent {
  _id: string;
  type: string;
  at: Date;
}

function processedModel(connection: Connection): Model<ProcessedEvent> {
  return (
    (connection.models.ProcessedEvent as Model<ProcessedEvent> | undefined) ??
    connection.model<ProcessedEvent>(
      'ProcessedEvent',
      new Schema<ProcessedEvent>({ _id: { type: String }, type: String, at: { type: Date, index: true } }, { versionKey: false }),
      'processed_events',
    )
  );
}

export type DispatchOutcome = 'handled' | 'duplicate' | 'invalid' | 'ignored';

/**
 * Validates an incoming message against the catalogue, skips events already handled (by event id),
 * runs the handler, then records the id. Handlers themselves are idempotent (upserts), so a crash between
 * the handler and the record only repeats harmless work. Used by the bus and by tests and message pacts.
 */
export function createDispatcher(connection: Connection, handlers: HandlerMap, logger: Logger) {
  const processed = processedModel(connection);
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
    if (await processed.exists({ _id: envelope.data.id })) return 'duplicate';
    await handler({ ...envelope.data, type, data: data.data } as EventEnvelope<EventData<typeof type>>);
    await processed.updateOne({ _id: envelope.data.id }, { $setOnInsert: { type, at: new Date() } }, { upsert: true });
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
