import { EventBus, UserDirectory } from '@abialbum/service-kit';
import { eventually, freshDatabase, listen, silentLogger, testAmqpUrl } from '@abialbum/service-kit/testing';
import { createApp } from '../../src/app';
import { aTokenIssuer } from './tokens';

/** The real app on port 0 with a fresh database and the real broker; `close` undoes it all. */
export async function startService(options: { amqpUrl?: string; awaitBroker?: boolean } = {}) {
  const logger = silentLogger();
  const db = await freshDatabase('content');
  const bus = new EventBus(options.amqpUrl ?? testAmqpUrl(), logger, 200);
  bus.start();
  if (options.awaitBroker ?? true) await eventually(() => bus.isConnected(), 10_000);
  const directory = new UserDirectory(db.connection);
  const tokens = await aTokenIssuer();
  const app = createApp({ logger, connection: db.connection, broker: bus, verify: tokens.verify, directory });
  const server = await listen(app);
  return {
    url: server.url,
    db,
    bus,
    directory,
    tokens,
    logger,
    async close() {
      await server.close();
      await bus.close();
      await db.drop();
    },
  };
}
