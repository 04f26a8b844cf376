import { randomUUID } from 'node:crypto';
import { eventCatalogue, type EventData, type EventEnvelope, type EventType } from '@abialbum/contracts';
import { currentTraceparent } from '../observability/tracing';

/**
 * Builds an envelope whose data is validated against the catalogue's schema (ARCHITECTURE "Events"). Built within a
 * trace (a request, an event's handler), it records that trace's `traceparent`: stored with it in the outbox, the
 * relay publishes it in that trace, however much later.
 */
export function buildEvent<T extends EventType>(type: T, data: EventData<T>, producer: string): EventEnvelope<EventData<T>> {
  const schema = eventCatalogue[type];
  const parsed = schema.parse(data) as EventData<T>;
  const traceparent = currentTraceparent();
  const event: EventEnvelope<EventData<T>> = { id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), producer, data: parsed };
  return traceparent ? { ...event, traceparent } : event;
}
