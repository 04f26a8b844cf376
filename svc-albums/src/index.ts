import {
  connectMongo,
  createLogger,
  createTokenVerifier,
  EventBus,
  loadConfig,
  OutboxRelay,
  remoteKeys,
  runMain,
  serve,
  UserDirectory,
} from '@abialbum/service-kit';
import { createApp } from './app';
import { configSchema } from './config';
import { startConsumers } from './events/consumers';
import { createServices } from './services';

const logger = createLogger('svc-albums');

runMain(logger, async () => {
  const config = loadConfig(configSchema);
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  const bus = new EventBus(config.AMQP_URL, logger);
  // The relay is kicked after writes, which begin once the app serves (below): it exists by then.
  const services = await createServices(connection, new UserDirectory(connection), () => relay.kick(), logger, { profileCacheMs: config.PROFILE_CACHE_MS });
  const relay = new OutboxRelay(services.outboxModels, bus, logger, config.OUTBOX_POLL_MS);
  startConsumers(bus, connection, services, logger);
  // In the background: the service serves while the broker is away and consumes once it is back.
  bus.start();
  // Lists, then counters repaired from what is stored (a crash between two writes may have left them off).
  const { stores } = services;
  stores.media
    .repairLists()
    .then(async ({ placed, repaired }) => {
      const [follows, requests] = [await stores.follows.repairLists(), await stores.joinRequests.repairLists()];
      logger.info({ mediaPlaced: placed, repaired: repaired.length + follows.length + requests.length }, 'lists repaired');
    })
    .then(() => services.reconciler.run())
    .then((report) => logger.info(report, 'counters reconciled'))
    .catch((err: Error) => logger.warn({ err: err.message }, 'reconciliation failed'));
  const verify = createTokenVerifier(remoteKeys(config.JWKS_URL), config.JWT_ISSUER, config.JWT_AUDIENCE);
  const app = createApp({ logger, connection, broker: bus, verify, services });
  services.views.start();
  services.catalogue.start();
  await serve(app, config.PORT, logger, [
    { name: 'profile views', close: () => services.views.stop() },
    { name: 'album catalogue', close: () => services.catalogue.stop() },
    { name: 'outbox relay', close: () => relay.stop() },
    { name: 'broker', close: () => bus.close() },
    { name: 'database', close: () => connection.close() },
  ]);
  relay.start();
});
