import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDispatcher, EventBus, OutboxRelay, UserDirectory } from '@abialbum/service-kit';
import { eventually, freshDatabase, listen, silentLogger, testAmqpUrl, testQueue, aTokenIssuer, testFileLinks } from '@abialbum/service-kit/testing';
import { createApp } from '../../src/app';
import type { AlbumSources } from '../../src/domain/album-copies-repair';
import type { VideoTools } from '../../src/derivatives/video-tools';
import { eventHandlers } from '../../src/events/consumers';
import { startEventWork } from '../../src/events/event-work';
import { keyFromFileUrl } from '../../src/storage/file-key';
import type { ShareLinkLive } from '../../src/domain/share-link-check';
import { createServices } from '../../src/services';
import { LocalDiskStorage } from '../../src/storage/local-disk.storage';
import type { S3Settings } from '../../src/storage/s3-client';
import { S3Storage } from '../../src/storage/s3.storage';

/** The platform's INTERNAL_TOKEN in tests (calls between services under /internal). */
export const TEST_INTERNAL_TOKEN = 'test-internal-token-of-the-media-tests';

export interface ServiceOptions {
  anonymousLimit?: number;
  /** Consume from the real broker on a queue of this test's own (else events are fed with `dispatch`). */
  consume?: boolean;
  video?: VideoTools;
  /** Without the relay, events stay in the outbox (message pacts read them there). */
  relay?: boolean;
  /** svc-albums' exports, as the album copies' repair reads them. */
  albumSources?: AlbumSources;
  /** Run the video jobs (posters, playback copies) from the real broker on queues named after this (a test's own). */
  videoQueues?: string;
  /** Another process of the same service (a restart): the same database and stored files, which `close` keeps. */
  restartOf?: { db: Awaited<ReturnType<typeof freshDatabase>>; mediaDir: string };
  /** The token issuer (another instance of the same platform trusts the same keys); default, one of its own. */
  tokens?: Awaited<ReturnType<typeof aTokenIssuer>>;
  /** How long an unfinished resumable upload is kept (default: the service's). */
  resumableExpiryMs?: number;
  /** Comments a user may post in a window (default: the service's, 20 a minute). */
  commentLimit?: { points: number; windowSeconds: number };
  /** MEDIA_STORAGE=s3 on this bucket: files and resumable uploads there, only staging in the media folder. */
  s3?: S3Settings;
  /** svc-albums' answer whether a share link still opens (index.ts: shareLinkCheck on ALBUMS_URL). */
  shareLinkLive?: ShareLinkLive;
  /** The repairs' second look at their differences (REPAIR_RECHECK_MS; default none). */
  repairRecheckMs?: number;
}

/**
 * The real app on port 0: fresh database, real broker with the outbox relay publishing, a storage folder of
 * its own; `dispatch` feeds an event to the service's own handlers as the broker would. `close` undoes it all.
 */
export async function startService(options: ServiceOptions = {}) {
  const logger = silentLogger();
  const db = options.restartOf?.db ?? (await freshDatabase('media'));
  const mediaDir = options.restartOf?.mediaDir ?? (await mkdtemp(path.join(os.tmpdir(), 'abialbum-media-')));
  const storage = options.s3 ? await S3Storage.open(options.s3, mediaDir) : await LocalDiskStorage.open(mediaDir);
  const bus = new EventBus(testAmqpUrl(), logger, 200);
  bus.start();
  await eventually(() => bus.isConnected(), 10_000);
  const directory = new UserDirectory(db.connection);
  const services = createServices({
    connection: db.connection,
    links: testFileLinks(),
    storage,
    directory,
    logger,
    video: options.video,
    albumSources: options.albumSources,
    resumableDir: path.join(mediaDir, '.resumable'),
    resumableS3: options.s3,
    resumableExpiryMs: options.resumableExpiryMs,
    commentLimit: options.commentLimit,
    shareLinkLive: options.shareLinkLive,
    repairRecheckMs: options.repairRecheckMs,
  });
  const relay = new OutboxRelay(services.outboxModels, bus, logger, 100);
  if (options.relay !== false) relay.start();
  const queueName = `svc-media.test-${randomUUID().slice(0, 8)}`;
  const queue = options.consume ? await testQueue(queueName) : undefined;
  const videoQueueNames = options.videoQueues ? { posters: `${options.videoQueues}.posters`, playback: `${options.videoQueues}.playback` } : undefined;
  const videoQueues = videoQueueNames ? await Promise.all([testQueue(videoQueueNames.posters), testQueue(videoQueueNames.playback)]) : [];
  // Wired as index.ts wires it, on this test's own queues (or none: events fed with `dispatch`).
  const consumerDeps = startEventWork({ bus, connection: db.connection, services, directory, relay, logger }, { consumer: queue ? queueName : false, video: videoQueueNames ?? false });
  // Its hints' own queue is declared before the instance says it is ready.
  await eventually(() => bus.isConnected(), 10_000);
  await Promise.all([queue, ...videoQueues].map((testQueue) => testQueue?.ready()));
  const dispatcher = createDispatcher(db.connection, eventHandlers(consumerDeps), logger);
  const tokens = options.tokens ?? (await aTokenIssuer());
  const app = createApp({
    logger,
    connection: db.connection,
    broker: bus,
    verify: tokens.verify,
    directory,
    storage,
    services,
    anonymousProfileImages: { points: options.anonymousLimit ?? 1000, windowSeconds: 600 },
    onChange: () => relay.kick(),
    internalToken: TEST_INTERNAL_TOKEN,
  });
  const server = await listen(app);
  return {
    url: server.url,
    app,
    db,
    bus,
    directory,
    services,
    uploads: services.stores.uploads,
    storage,
    mediaDir,
    tokens,
    logger,
    consumerDeps,
    /**
     * Runs the pictures job of each uploaded file (its WebP sizes, a video's poster) as its queue would, for tests
     * that start no job queues (file-pictures.test.ts runs it through the broker).
     */
    async makePictures(...urls: string[]) {
      for (const url of urls) await services.posters.make(keyFromFileUrl(url.split('?')[0] ?? '') ?? '');
    },
    async dispatch(event: unknown) {
      const outcome = await dispatcher(event);
      relay.kick();
      return outcome;
    },
    /** The process ends (as on SIGTERM): a video job under way goes back to its queue, which stays; data stays. */
    async stop() {
      await server.close();
      await Promise.all([services.posters.stop(), services.playback.stop()]);
      await relay.stop();
      await queue?.remove();
      await bus.close();
      for (const videoQueue of videoQueues) await videoQueue.closeConnection();
    },
    async close() {
      await server.close();
      await Promise.all([services.posters.stop(), services.playback.stop()]);
      await relay.stop();
      await queue?.remove();
      for (const videoQueue of videoQueues) await videoQueue.remove();
      await bus.close();
      if (options.restartOf) return;
      await db.drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

export type Service = Awaited<ReturnType<typeof startService>>;
