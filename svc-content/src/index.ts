import {
  connectMongo,
  createLogger,
  createTokenVerifier,
  albumExports,
  EventBus,
  hintsExchange,
  InstanceHints,
  identityExport,
  mediaExports,
  activityExports,
  loadConfig,
  OutboxRelay,
  remoteKeys,
  runMain,
  serve,
  shareDirectory,
  shareLocks,
  startTracing,
} from '@abialbum/service-kit';
import { createApp } from './app';
import { configSchema } from './config';
import { startConsumers } from './events/consumers';
import { createServices } from './services';

const logger = createLogger('svc-content');

runMain(logger, async () => {
  // First: spans sent by OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set (README "Traces"); nothing otherwise.
  await startTracing('svc-content');
  const config = loadConfig(configSchema);
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB, config.MONGO_POOL_SIZE);
  const bus = new EventBus(config.AMQP_URL, logger);
  const { IDENTITY_URL: identity, ALBUMS_URL: albums, MEDIA_URL: media, INTERNAL_TOKEN: token } = config;
  const sources =
    identity && albums && media && token
      ? { users: identityExport(identity, token), albums: albumExports(albums, token).albums, media: mediaExports(media, token).media, ...activityExports(media, token) }
      : undefined;
  if (!sources) logger.warn('IDENTITY_URL, ALBUMS_URL, MEDIA_URL or INTERNAL_TOKEN unset: the statistics are only recounted, not repaired from their sources');
  // The relay is kicked after writes, which begin once the app serves (below): it exists by then.
  const services = createServices(connection, () => relay.kick(), { sources, logger, repairRecheckMs: config.REPAIR_RECHECK_MS });
  const relay = new OutboxRelay(services.outboxModels, bus, logger, config.OUTBOX_POLL_MS);
  startConsumers(bus, connection, { counting: services.counting }, logger);
  // The user directory's copies of every instance forget a user whose snapshot another instance applied.
  const hints = new InstanceHints(bus, hintsExchange('svc-content', config.MONGO_DB));
  shareLocks(hints);
  shareDirectory(hints, services.directory);
  // The statistics' documents compared with their sources and repaired, then the figures counted afresh from them
  // (a crash between two writes left them off): now, in the background, and every REPAIR_INTERVAL_MS.
  services.repairs.start(config.REPAIR_INTERVAL_MS);
  // A change that failed between its document and the figures: the figures counted again every second until done.
  services.counting.owed.start();
  // In the background: the service serves while the broker is away and consumes once it is back.
  bus.start();
  const verify = createTokenVerifier(remoteKeys(config.JWKS_URL), config.JWT_ISSUER, config.JWT_AUDIENCE);
  const app = createApp({ logger, connection, broker: bus, verify, services, internalToken: config.INTERNAL_TOKEN });
  await serve(app, config.PORT, logger, [
    { name: 'repairs', close: () => services.repairs.stop() },
    { name: 'owed recount', close: () => services.counting.owed.stop() },
    { name: 'outbox relay', close: () => relay.stop() },
    { name: 'broker', close: () => bus.close() },
    { name: 'database', close: () => connection.close() },
  ]);
  relay.start();
});
