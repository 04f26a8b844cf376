import { UserDirectory } from '@abialbum/service-kit';
import type { Connection, Model } from 'mongoose';
import { ContentPages } from './domain/content-pages';
import { Statistics } from './domain/statistics';
import { StatsCounting } from './domain/stats-counting';
import { StatsCounters } from './store/stats-counters.store';
import { ContentStore } from './store/content.store';
import { StatsStore } from './store/stats.store';

export interface ContentServices {
  directory: UserDirectory;
  stores: { content: ContentStore; stats: StatsStore; counters: StatsCounters };
  counting: StatsCounting;
  contentPages: ContentPages;
  statistics: Statistics;
  /** What the outbox relay publishes from. */
  outboxModels: Model<never>[];
}

/**
 * Stores and use cases over one connection, wired by hand. `onEventsWritten` runs after a write that put
 * events in an outbox (index.ts passes the relay's kick, for low latency).
 */
export function createServices(connection: Connection, onEventsWritten: () => void = () => undefined): ContentServices {
  const directory = new UserDirectory(connection);
  const stores = { content: new ContentStore(connection), stats: new StatsStore(connection), counters: new StatsCounters(connection) };
  return {
    directory,
    stores,
    contentPages: new ContentPages({ store: stores.content, onEventsWritten }),
    counting: new StatsCounting({ store: stores.stats, counters: stores.counters, directory }),
    statistics: new Statistics({ counters: stores.counters }),
    outboxModels: [stores.content.relayModel()],
  };
}
