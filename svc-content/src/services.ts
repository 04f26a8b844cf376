import { UserDirectory, type Logger } from '@abialbum/service-kit';
import type { Connection, Model } from 'mongoose';
import { ContentPages } from './domain/content-pages';
import { Statistics } from './domain/statistics';
import { StatsCounting } from './domain/stats-counting';
import { statsRepairs, type StatsRepairs, type StatsSources } from './domain/stats-repair';
import { eventHandlers } from './events/consumers';
import { StatsCounters } from './store/stats-counters.store';
import { ContentStore } from './store/content.store';
import { StatsStore } from './store/stats.store';

export interface ContentServices {
  directory: UserDirectory;
  stores: { content: ContentStore; stats: StatsStore; counters: StatsCounters };
  counting: StatsCounting;
  contentPages: ContentPages;
  statistics: Statistics;
  /** The statistics' documents repaired from their sources and recounted (index.ts starts it). */
  repairs: StatsRepairs;
  /** What the outbox relay publishes from. */
  outboxModels: Model<never>[];
}

/**
 * Stores and use cases over one connection, wired by hand. `onEventsWritten` runs after a write that put
 * events in an outbox (index.ts passes the relay's kick, for low latency).
 */
export function createServices(
  connection: Connection,
  onEventsWritten: () => void = () => undefined,
  options: { sources?: StatsSources; logger?: Pick<Logger, 'info' | 'warn'>; /** REPAIR_RECHECK_MS */ repairRecheckMs?: number } = {},
): ContentServices {
  const directory = new UserDirectory(connection);
  const stores = { content: new ContentStore(connection), stats: new StatsStore(connection), counters: new StatsCounters(connection) };
  const logger = options.logger ?? { info: () => undefined, warn: () => undefined };
  const counting = new StatsCounting({ store: stores.stats, counters: stores.counters, directory, logger });
  // Through the handlers the broker's events go through (events/consumers.ts).
  const repairs = statsRepairs({ store: stores.stats, directory, counting, handlers: eventHandlers({ counting }), sources: options.sources ?? null, logger, recheckMs: options.repairRecheckMs });
  return {
    directory,
    stores,
    repairs,
    contentPages: new ContentPages({ store: stores.content, onEventsWritten }),
    counting,
    statistics: new Statistics({ counters: stores.counters }),
    outboxModels: [stores.content.relayModel()],
  };
}
