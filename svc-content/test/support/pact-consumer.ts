import type { EventData, EventType } from '@abialbum/contracts';
import { createDispatcher, eventFactory } from '@abialbum/service-kit';
import { freshDatabase, silentLogger } from '@abialbum/service-kit/testing';
import { eventHandlers } from '../../src/events/consumers';
import { createServices } from '../../src/services';

/**
 * svc-content's real event handlers on a fresh database, fed as the broker would feed them (the kit's
 * dispatcher: validation against the catalogue, then the handler), and the statistics they keep.
 */
export async function aContentConsumer(prefix: string) {
  const db = await freshDatabase(prefix);
  const services = createServices(db.connection);
  const dispatch = createDispatcher(db.connection, eventHandlers({ counting: services.counting }), silentLogger());
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
