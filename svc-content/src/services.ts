import { UserDirectory } from '@abialbum/service-kit';
import type { Connection, Model } from 'mongoose';
import { ContentPages } from './domain/content-pages';
import { Statistics } from './domain/statistics';
import { ContentStore } from './store/content.store';
import { StatsStore } from './store/stats.store';

export interface ContentServices {
  directory: UserDirectory;
  stores: { content: ContentStore; stats: StatsStore };
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
  const stores = { content: new ContentStore(connection), stats: new StatsStore(connection) };
  return {
    directory,
    stores,
    contentPages: new ContentPages({ store: stores.content, onEventsWritten }),
    statistics: new Statistics({ store: stores.stats, directory }),
    outboxModels: [stores.content.relayModel()],
  };
}
