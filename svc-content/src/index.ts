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
} from '@abialbum/service-kit';
import { createApp } from './app';
import { configSchema } from './config';
import { startConsumers } from './events/consumers';
import { createServices } from './services';

const logger = createLogger('svc-content');

runMain(logger, async () => {
  const config = loadConfig(configSchema);
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  const bus = new EventBus(config.AMQP_URL, logger);
  // The relay is kicked after writes, which begin once the app serves (below): it exists by then.
  const services = createServices(connection, () => relay.kick());
  const relay = new OutboxRelay(services.outboxModels, bus, logger, config.OUTBOX_POLL_MS);
  startConsumers(bus, connection, { counting: services.counting }, logger);
  // The figures counted afresh from the documents they count (a crash between two writes left them off).
  services.counting
    .recount()
    .then(({ before, after }) => logger.info({ before, after }, 'statistics recounted'))
    .catch((err: Error) => logger.warn({ err: err.message }, 'statistics recount failed'));
  // In the background: the service serves while the broker is away and consumes once it is back.
  bus.start();
  const verify = createTokenVerifier(remoteKeys(config.JWKS_URL), config.JWT_ISSUER, config.JWT_AUDIENCE);
  const app = createApp({ logger, connection, broker: bus, verify, services });
  await serve(app, config.PORT, logger, [
    { name: 'outbox relay', close: () => relay.stop() },
    { name: 'broker', close: () => bus.close() },
    { name: 'database', close: () => connection.close() },
  ]);
  relay.start();
});
