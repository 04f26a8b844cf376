import { randomUUID } from 'node:crypto';
import { eventCatalogue, type EventData, type EventEnvelope, type EventType } from '@abialbum/contracts';

/** Builds an envelope whose data is validated against the catalogue's schema (ARCHITECTURE "Events"). */
export function buildEvent<T extends EventType>(type: T, data: EventData<T>, producer: string): EventEnvelope<EventData<T>> {
  const schema = eventCatalogue[type];
  const parsed = schema.parse(data) as EventData<T>;
  return { id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), producer, data: parsed };
}
