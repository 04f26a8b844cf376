import { consumeEvents, type EventBus, type HandlerMap, type Logger, type UserDirectory } from '@abialbum/service-kit';
import type { Connection } from 'mongoose';
import type { StatsStore } from '../store/stats.store';
import { albumStatsHandlers } from './album-stats.consumer';
import { mediaStatsHandlers } from './media-stats.consumer';

export const QUEUE = 'svc-content';

export interface ConsumerDeps {
  directory: UserDirectory;
  stats: StatsStore;
}

/**
 * Every event this service consumes. `user.*` keeps the user directory (who is blocked, and the user figures
 * of the statistics); album and media events keep the album and media figures.
 */
export function eventHandlers(deps: ConsumerDeps): HandlerMap {
  return { ...deps.directory.handlers(), ...albumStatsHandlers(deps.stats), ...mediaStatsHandlers(deps.stats) };
}

export function startConsumers(bus: EventBus, connection: Connection, deps: ConsumerDeps, logger: Logger, queue = QUEUE): void {
  consumeEvents(bus, queue, connection, eventHandlers(deps), logger);
}
