import type { UserSnapshot } from '@abialbum/contracts';
import { consumeEvents, type EventBus, type HandlerMap, type Logger } from '@abialbum/service-kit';
import type { Connection } from 'mongoose';
import type { StatsCounting } from '../domain/stats-counting';
import { activityStatsHandlers } from './activity-stats.consumer';
import { albumStatsHandlers } from './album-stats.consumer';
import { mediaStatsHandlers } from './media-stats.consumer';

export const QUEUE = 'svc-content';

export interface ConsumerDeps {
  counting: StatsCounting;
}

/**
 * Every event this service consumes. `user.*` keeps the user directory (who is blocked, and the user figures
 * of the statistics); album, media, comment and reaction events keep the other figures.
 */
export function eventHandlers(deps: ConsumerDeps): HandlerMap {
  const user = async (event: { data: UserSnapshot }) => deps.counting.userChanged(event.data);
  const users: HandlerMap = {
    'user.registered': user,
    'user.updated': user,
    'user.blocked': user,
    'user.unblocked': user,
    'user.album-modal-toggled': user,
  };
  return { ...users, ...albumStatsHandlers(deps.counting), ...mediaStatsHandlers(deps.counting), ...activityStatsHandlers(deps.counting) };
}

export function startConsumers(bus: EventBus, connection: Connection, deps: ConsumerDeps, logger: Logger, queue = QUEUE): void {
  consumeEvents(bus, queue, connection, eventHandlers(deps), logger);
}
