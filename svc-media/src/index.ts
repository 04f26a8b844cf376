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
import { createStorage } from './storage/create-storage';
import { uploadStore } from './store/upload.store';

const logger = createLogger('svc-media');

runMain(logger, async () => {
  const config = loadConfig(configSchema);
  const storage = await createStorage(config.MEDIA_STORAGE, config.MEDIA_DIR);
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  const bus = new EventBus(config.AMQP_URL, logger);
  const directory = new UserDirectory(connection);
  const uploads = uploadStore(connection);
  startConsumers(bus, connection, { directory, uploads }, logger);
  // In the background: the service serves while the broker is away and consumes once it is back.
  bus.start();
  const verify = createTokenVerifier(remoteKeys(config.JWKS_URL), config.JWT_ISSUER, config.JWT_AUDIENCE);
  const app = createApp({
    logger,
    connection,
    broker: bus,
    verify,
    directory,
    storage,
    uploads,
    anonymousProfileImages: { points: config.PROFILE_UPLOAD_ANON_LIMIT, windowSeconds: config.PROFILE_UPLOAD_ANON_WINDOW_SECONDS },
  });
  logger.info({ mediaDir: config.MEDIA_DIR, storage: config.MEDIA_STORAGE }, 'media storage ready');
  await serve(app, config.PORT, logger, [
    { name: 'broker', close: () => bus.close() },
    { name: 'database', close: () => connection.close() },
  ]);
});
