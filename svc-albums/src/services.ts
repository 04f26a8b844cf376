import type { UserDirectory } from '@abialbum/service-kit';
import type { Connection, Model } from 'mongoose';
import { Albums } from './domain/albums';
import { Following } from './domain/following';
import { Owners } from './domain/owners';
import { PublicReads } from './domain/public-reads';
import { Reconciler } from './domain/reconciler';
import { Sections } from './domain/sections';
import { AlbumStore } from './store/album.store';
import { FollowStore } from './store/follow.store';
import { SectionStore } from './store/section.store';

export interface AlbumServices {
  stores: { albums: AlbumStore; sections: SectionStore; follows: FollowStore };
  directory: UserDirectory;
  owners: Owners;
  albums: Albums;
  sections: Sections;
  following: Following;
  publicReads: PublicReads;
  reconciler: Reconciler;
  /** What the outbox relay publishes from. */
  outboxModels: Model<never>[];
}

/**
 * Stores and use cases over one connection, wired by hand. `onEventsWritten` runs after a write that put
 * events in an outbox (index.ts passes the relay's kick, for low latency).
 */
export async function createServices(
  connection: Connection,
  directory: UserDirectory,
  onEventsWritten: () => void = () => undefined,
): Promise<AlbumServices> {
  const stores = { albums: new AlbumStore(connection), sections: new SectionStore(connection), follows: new FollowStore(connection) };
  // Unique indexes must exist before the first write relies on them.
  await Promise.all([stores.albums.model.init(), stores.sections.model.init(), stores.follows.model.init()]);
  const owners = new Owners({ directory, albums: stores.albums });
  return {
    stores,
    directory,
    owners,
    albums: new Albums({ ...stores, owners, onEventsWritten }),
    sections: new Sections({ ...stores, onEventsWritten }),
    following: new Following({ ...stores, directory, onEventsWritten }),
    publicReads: new PublicReads(stores),
    reconciler: new Reconciler(stores),
    outboxModels: [stores.albums.model, stores.sections.model] as unknown as Model<never>[],
  };
}
