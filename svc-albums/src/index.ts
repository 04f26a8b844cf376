import {
  connectMongo,
  createLogger,
  createTokenVerifier,
  EventBus,
  fileLinksOf,
  identityExport,
  mediaExports,
  activityExports,
  loadConfig,
  OnceAcrossInstances,
  OutboxRelay,
  remoteKeys,
  runMain,
  serve,
  UserDirectory,
  startTracing,
} from '@abialbum/service-kit';
import { createApp } from './app';
import { configSchema } from './config';
import { startConsumers } from './events/consumers';
import { shareMemoryWithInstances } from './live/instance-memory';
import { createServices } from './services';

const logger = createLogger('svc-albums');
/** How often the counters of wrong share link passwords that ran out are removed (FerretDB has no TTL index). */
const ATTEMPT_CLEANUP_EVERY_MS = 60 * 60_000;

runMain(logger, async () => {
  // First: spans sent by OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set (README "Traces"); nothing otherwise.
  await startTracing('svc-albums');
  const config = loadConfig(configSchema);
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB, config.MONGO_POOL_SIZE);
  const bus = new EventBus(config.AMQP_URL, logger);
  const mediaSources = config.MEDIA_URL && config.INTERNAL_TOKEN ? mediaExports(config.MEDIA_URL, config.INTERNAL_TOKEN) : undefined;
  const activitySources = config.MEDIA_URL && config.INTERNAL_TOKEN ? activityExports(config.MEDIA_URL, config.INTERNAL_TOKEN) : undefined;
  if (!mediaSources) logger.warn('MEDIA_URL or INTERNAL_TOKEN unset: the media read models and activity counters are not repaired from svc-media');
  const userSource = config.IDENTITY_URL && config.INTERNAL_TOKEN ? identityExport(config.IDENTITY_URL, config.INTERNAL_TOKEN) : undefined;
  if (!userSource) logger.warn('IDENTITY_URL or INTERNAL_TOKEN unset: the album owners are not repaired from identity');
  // The relay is kicked after writes, which begin once the app serves (below): it exists by then.
  const services = await createServices(connection, new UserDirectory(connection), () => relay.kick(), logger, {
    links: fileLinksOf(config),
    profileCacheMs: config.PROFILE_CACHE_MS,
    followsAtOnce: config.FOLLOWS_AT_ONCE,
    mediaSources,
    activitySources,
    repairRecheckMs: config.REPAIR_RECHECK_MS,
    userSource,
  });
  const relay = new OutboxRelay(services.outboxModels, bus, logger, config.OUTBOX_POLL_MS);
  // What this instance keeps in memory hears the writes of the others (and they, ours) through the broker.
  shareMemoryWithInstances(bus, services, logger);
  startConsumers(bus, connection, services, logger);
  // In the background: the service serves while the broker is away and consumes once it is back.
  bus.start();
  // Lists, the media read model (from svc-media's export) and counters compared with their sources and repaired:
  // now, in the background, and every REPAIR_INTERVAL_MS.
  services.repairs.start(config.REPAIR_INTERVAL_MS);
  const verify = createTokenVerifier(remoteKeys(config.JWKS_URL), config.JWT_ISSUER, config.JWT_AUDIENCE);
  const app = createApp({ logger, connection, broker: bus, verify, services, internalToken: config.INTERNAL_TOKEN });
  services.views.start();
  services.opens.start();
  services.owed.albums.start();
  services.owed.unread.start();
  services.owed.followLists.start();
  services.catalogue.start();
  services.notifications.startSweep(config.NOTIFICATION_SWEEP_MS);
  // Once across the instances: the others skip a round one of them made since it was due.
  const attemptCleanupOnce = new OnceAcrossInstances('share-link-attempt-cleanup', ATTEMPT_CLEANUP_EVERY_MS / 2);
  const attemptCleanup = setInterval(() => {
    void attemptCleanupOnce.run(() => services.stores.attempts.sweep()).catch((err: Error) => logger.warn({ err: err.message }, 'share link attempt cleanup failed'));
  }, ATTEMPT_CLEANUP_EVERY_MS);
  attemptCleanup.unref();
  await serve(app, config.PORT, logger, [
    // Live streams end first (the browsers reconnect elsewhere with Last-Event-ID): they would hold the server open.
    { name: 'notification streams', close: () => services.streams.close(), beforeServer: true },
    { name: 'notification sweep', close: () => services.notifications.stopSweep() },
    { name: 'repairs', close: () => services.repairs.stop() },
    { name: 'owed recounts', close: () => Promise.all(Object.values(services.owed).map((owed) => owed.stop())) },
    { name: 'profile views', close: () => services.views.stop() },
    { name: 'share link opens', close: () => services.opens.stop() },
    { name: 'share link attempt cleanup', close: () => (clearInterval(attemptCleanup), attemptCleanupOnce.stop()) },
    { name: 'album catalogue', close: () => services.catalogue.stop() },
    { name: 'outbox relay', close: () => relay.stop() },
    { name: 'broker', close: () => bus.close() },
    { name: 'database', close: () => connection.close() },
  ]);
  relay.start();
});
