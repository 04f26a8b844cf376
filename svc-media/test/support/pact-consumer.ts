import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDispatcher, UserDirectory } from '@abialbum/service-kit';
import { freshDatabase, silentLogger, testFileLinks } from '@abialbum/service-kit/testing';
import { eventHandlers } from '../../src/events/consumers';
import { createServices } from '../../src/services';
import { LocalDiskStorage } from '../../src/storage/local-disk.storage';

/**
 * svc-media's real event handlers on a fresh database and storage folder, fed as the broker would feed
 * them (the kit's dispatcher: validation against the catalogue, then the handler). No broker, no HTTP.
 */
export async function aMediaConsumer(prefix: string) {
  const logger = silentLogger();
  const db = await freshDatabase(prefix);
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'abialbum-media-pact-'));
  const storage = await LocalDiskStorage.open(mediaDir);
  const directory = new UserDirectory(db.connection);
  const services = createServices({ connection: db.connection, links: testFileLinks(), storage, directory, logger });
  const dispatch = createDispatcher(db.connection, eventHandlers({ directory, uploads: services.stores.uploads, media: services.stores.media, lifecycle: services.lifecycle, activity: services.activity }), logger);
  return {
    directory,
    services,
    dispatch,
    async close() {
      await db.drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

export type MediaConsumer = Awaited<ReturnType<typeof aMediaConsumer>>;
