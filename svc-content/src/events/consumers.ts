import { consumeEvents, type EventBus, type HandlerMap, type Logger, type UserDirectory } from '@abialbum/service-kit';
import type { Connection } from 'mongoose';

export const QUEUE = 'svc-content';

export interface ConsumerDeps {
  directory: UserDirectory;
}

/**
 * Every event this service consumes. `user.*` keeps the user read model (who is blocked, and the user
 * counts of the statistics later); album and media counters join here as those areas are built.
 */
export function eventHandlers(deps: ConsumerDeps): HandlerMap {
  return { ...deps.directory.handlers() };
}

export function startConsumers(bus: EventBus, connection: Connection, deps: ConsumerDeps, logger: Logger, queue = QUEUE): void {
  consumeEvents(bus, queue, connection, eventHandlers(deps), logger);
}
