import { consumeEvents, type EventBus, type HandlerMap, type Logger } from '@abialbum/service-kit';
import type { UserSnapshot } from '@abialbum/contracts';
import type { Connection } from 'mongoose';
import type { Owners } from '../domain/owners';

export const QUEUE = 'svc-albums';

export interface ConsumerDeps {
  owners: Owners;
}

/**
 * Every event this service consumes. `user.*` keeps the owners read model (the user directory, and the
 * owner copy on their albums: name for search, image, place, blocked); media events join with the media issue.
 */
export function eventHandlers(deps: ConsumerDeps): HandlerMap {
  const apply = async (event: { data: UserSnapshot }) => deps.owners.apply(event.data);
  return {
    'user.registered': apply,
    'user.updated': apply,
    'user.blocked': apply,
    'user.unblocked': apply,
    'user.album-modal-toggled': apply,
  };
}

export function startConsumers(bus: EventBus, connection: Connection, deps: ConsumerDeps, logger: Logger, queue = QUEUE): void {
  consumeEvents(bus, queue, connection, eventHandlers(deps), logger);
}
