import {
  connectMongo,
  createLogger,
  createTokenVerifier,
  EventBus,
  loadConfig,
  remoteKeys,
  runMain,
  serve,
  UserDirectory,
} from '@abialbum/service-kit';
import { createApp } from './app';
import { configSchema } from './config';
import { startConsumers } from './events/consumers';

const logger = createLogger('svc-albums');

runMain(logger, async () => {
  const config = loadConfig(configSchema);
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  const bus = new EventBus(config.AMQP_URL, logger);
  const directory = new UserDirectory(connection);
  startConsumers(bus, connection, { directory }, logger);
  // In the background: the service serves while the broker is away and consumes once it is back.
  bus.start();
  const verify = createTokenVerifier(remoteKeys(config.JWKS_URL), config.JWT_ISSUER, config.JWT_AUDIENCE);
  const app = createApp({ logger, connection, broker: bus, verify, directory });
  await serve(app, config.PORT, logger, [
    { name: 'broker', close: () => bus.close() },
    { name: 'database', close: () => connection.close() },
  ]);
});
