import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EventBus, UserDirectory } from '@abialbum/service-kit';
import { eventually, freshDatabase, listen, silentLogger, testAmqpUrl } from '@abialbum/service-kit/testing';
import { createApp } from '../../src/app';
import { LocalDiskStorage } from '../../src/storage/local-disk.storage';
import { uploadStore } from '../../src/store/upload.store';
import { aTokenIssuer } from './tokens';

/** The real app on port 0: fresh database, real broker, a storage folder of its own; `close` undoes it all. */
export async function startService(options: { anonymousLimit?: number } = {}) {
  const logger = silentLogger();
  const db = await freshDatabase('media');
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'abialbum-media-'));
  const storage = await LocalDiskStorage.open(mediaDir);
  const bus = new EventBus(testAmqpUrl(), logger, 200);
  bus.start();
  await eventually(() => bus.isConnected(), 10_000);
  const directory = new UserDirectory(db.connection);
  const uploads = uploadStore(db.connection);
  const tokens = await aTokenIssuer();
  const app = createApp({
    logger,
    connection: db.connection,
    broker: bus,
    verify: tokens.verify,
    directory,
    storage,
    uploads,
    anonymousProfileImages: { points: options.anonymousLimit ?? 1000, windowSeconds: 600 },
  });
  const server = await listen(app);
  return {
    url: server.url,
    db,
    bus,
    directory,
    uploads,
    storage,
    mediaDir,
    tokens,
    logger,
    async close() {
      await server.close();
      await bus.close();
      await db.drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
