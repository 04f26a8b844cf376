import path from 'node:path';
import type { EventData, EventType } from '@abialbum/contracts';
import { Matchers, MessageConsumerPact } from '@pact-foundation/pact';
import { createDispatcher, eventFactory } from '@abialbum/service-kit';
import { freshDatabase, silentLogger } from '@abialbum/service-kit/testing';
import { eventHandlers } from '../../src/events/consumers';
import { createServices } from '../../src/services';

const { uuid, datetime, integer } = Matchers;

/** The message pact svc-content keeps with one producer, written to contracts/pacts. */
export const messagePact = (provider: 'svc-albums' | 'svc-identity' | 'svc-media') =>
  new MessageConsumerPact({
    consumer: 'svc-content',
    provider,
    dir: path.resolve(__dirname, '../../../contracts/pacts'),
    pactfileWriteMode: 'update',
    logLevel: 'warn',
  });

/** The envelope every event travels in (ARCHITECTURE "Events"); the example id is the message's own. */
export const envelope = (producer: string, type: string, data: Record<string, unknown>, id: string) => ({
  id: uuid(id),
  type,
  version: integer(1),
  occurredAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2025-01-15T10:30:00.000Z'),
  producer,
  data,
});

/**
 * svc-content's real event handlers on a fresh database, fed as the broker would feed them (the kit's
 * dispatcher: validation against the catalogue, then the handler), and the statistics they keep.
 */
export async function aContentConsumer(prefix: string) {
  const db = await freshDatabase(prefix);
  const services = createServices(db.connection);
  const dispatch = createDispatcher(db.connection, eventHandlers({ directory: services.directory, stats: services.stores.stats }), silentLogger());
  return {
    services,
    dispatch,
    /** Dispatches an event of another service (the state before the message under test). */
    async given<T extends EventType>(producer: string, type: T, data: EventData<T>) {
      const outcome = await dispatch(eventFactory(producer)(type, data));
      if (outcome !== 'handled') throw new Error(`${type} was ${outcome}`);
    },
    publicStats: () => services.statistics.publicStats(),
    adminStats: () => services.statistics.adminStats(),
    close: () => db.drop(),
  };
}

export type ContentConsumer = Awaited<ReturnType<typeof aContentConsumer>>;
