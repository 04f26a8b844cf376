import path from 'node:path';
import {
  connectMongo,
  createLogger,
  createTokenVerifier,
  EventBus,
  fileLinksOf,
  holdLiveness,
  albumExports,
  identityExport,
  loadConfig,
  OutboxRelay,
  PROCESS_ID,
  remoteKeys,
  runMain,
  serve,
  UserDirectory,
  startTracing,
} from '@abialbum/service-kit';
import { createApp } from './app';
import { configSchema } from './config';
import { ffmpegTools } from './derivatives/video-tools';
import { cleanupJob, instanceLiveness } from './domain/cleanup';
import { shareLinkCheck } from './domain/share-link-check';
import { startEventWork } from './events/event-work';
import { createServices } from './services';
import { createStorage, s3Settings } from './storage/create-storage';

const logger = createLogger('svc-media');
const MINUTE_MS = 60_000;

runMain(logger, async () => {
  // First: spans sent by OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set (README "Traces"); nothing otherwise.
  await startTracing('svc-media');
  const config = loadConfig(configSchema);
  // What this process stages and has not answered yet is named for it: another instance removes it only once it died.
  const storage = await createStorage(config, logger, PROCESS_ID);
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB, config.MONGO_POOL_SIZE);
  // Its record tells the other instances it lives (the kit's process-liveness.ts), before it stages anything: one not
  // written stops the start.
  await holdLiveness(connection, logger);
  const bus = new EventBus(config.AMQP_URL, logger);
  const directory = new UserDirectory(connection);
  const video = ffmpegTools(config.FFMPEG_PATH);
  const albumSources = config.ALBUMS_URL && config.INTERNAL_TOKEN ? albumExports(config.ALBUMS_URL, config.INTERNAL_TOKEN) : undefined;
  if (!albumSources) logger.warn('ALBUMS_URL or INTERNAL_TOKEN unset: the album copies are not repaired from svc-albums, and no file is served through a share link');
  const shareLinkLive = config.ALBUMS_URL && config.INTERNAL_TOKEN ? shareLinkCheck(config.ALBUMS_URL, config.INTERNAL_TOKEN) : undefined;
  const userSource = config.IDENTITY_URL && config.INTERNAL_TOKEN ? identityExport(config.IDENTITY_URL, config.INTERNAL_TOKEN) : undefined;
  if (!userSource) logger.warn('IDENTITY_URL or INTERNAL_TOKEN unset: the user directory is not repaired from identity');
  const links = fileLinksOf(config);
  const services = createServices({ connection, storage, directory, logger, links, video, derivativeConcurrency: config.DERIVATIVE_CONCURRENCY, albumSources, userSource, shareLinkLive,
    repairRecheckMs: config.REPAIR_RECHECK_MS,
    instanceId: PROCESS_ID,
    // Beside the stored files and their `.tmp`, on the same disk: unfinished uploads survive a restart. With S3, in
    // the bucket: the next piece of an upload may come to another instance.
    resumableDir: path.join(config.MEDIA_DIR, '.resumable'),
    resumableS3: s3Settings(config) ?? undefined,
  });
  const relay = new OutboxRelay(services.outboxModels, bus, logger, config.OUTBOX_POLL_MS);
  // The events it consumes, the video jobs, and what this instance keeps in memory (directory copies, file-sharing
  // decisions) hearing the other instances: wired as the tests' service wires them.
  startEventWork({ bus, connection, services, directory, relay, logger });
  // In the background: the service serves while the broker is away; the relay and consumers catch up once it is back.
  bus.start();
  relay.start();
  // Lists, and the copies of svc-albums' albums from its exports, compared with their sources and repaired: now,
  // in the background, and every REPAIR_INTERVAL_MS.
  services.repairs.start(config.REPAIR_INTERVAL_MS);
  const cleanup = cleanupJob(
    {
      uploads: services.stores.uploads,
      references: services.references,
      storage,
      logger,
      resumable: services.resumable.server,
      idempotency: services.stores.idempotency,
      instance: instanceLiveness(connection),
      onEventsWritten: () => relay.kick(),
    },
    {
      maxAgeMs: config.UPLOAD_ORPHAN_MAX_AGE_MINUTES * MINUTE_MS,
      intervalMs: config.UPLOAD_CLEANUP_INTERVAL_MINUTES * MINUTE_MS,
      tempMaxAgeMs: 6 * 60 * MINUTE_MS,
    },
  );
  await cleanup.start();
  const verify = createTokenVerifier(remoteKeys(config.JWKS_URL), config.JWT_ISSUER, config.JWT_AUDIENCE);
  const app = createApp({
    logger,
    connection,
    broker: bus,
    verify,
    directory,
    storage,
    services,
    anonymousProfileImages: { points: config.PROFILE_UPLOAD_ANON_LIMIT, windowSeconds: config.PROFILE_UPLOAD_ANON_WINDOW_SECONDS },
    onChange: () => relay.kick(),
    internalToken: config.INTERNAL_TOKEN,
  });
  logger.info({ mediaDir: config.MEDIA_DIR, storage: config.MEDIA_STORAGE, video: await video.available() }, 'media storage ready');
  await serve(app, config.PORT, logger, [
    // First: a copy being made is stopped and its job goes back to the queue; posters under way are finished.
    { name: 'video jobs', close: () => Promise.all([services.posters.stop(), services.playback.stop()]) },
    { name: 'repairs', close: () => services.repairs.stop() },
    { name: 'cleanup', close: () => cleanup.stop() },
    { name: 'outbox relay', close: () => relay.stop() },
    { name: 'broker', close: () => bus.close() },
    { name: 'database', close: () => connection.close() },
  ]);
});
