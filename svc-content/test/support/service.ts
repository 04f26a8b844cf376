import { EventBus, OutboxRelay } from '@abialbum/service-kit';
import { eventually, freshDatabase, listen, silentLogger, testAmqpUrl, aTokenIssuer } from '@abialbum/service-kit/testing';
import { createApp } from '../../src/app';
import type { StatsSources } from '../../src/domain/stats-repair';
import { createServices } from '../../src/services';

/** The real app on port 0 with a fresh database, the real broker and the outbox relay; `close` undoes it all. */
/** The platform's INTERNAL_TOKEN in tests (calls between services under /internal). */
export const TEST_INTERNAL_TOKEN = 'test-internal-token-of-the-content-tests';

export async function startService(options: { amqpUrl?: string; awaitBroker?: boolean; sources?: StatsSources } = {}) {
  const logger = silentLogger();
  const db = await freshDatabase('content');
  const bus = new EventBus(options.amqpUrl ?? testAmqpUrl(), logger, 200);
  bus.start();
  if (options.awaitBroker ?? true) await eventually(() => bus.isConnected(), 10_000);
  // The repairs' second look short: the tests' events are not on their way.
  const services = createServices(db.connection, () => relay.kick(), { sources: options.sources, repairRecheckMs: 100 });
  const relay = new OutboxRelay(services.outboxModels, bus, logger, 100);
  relay.start();
  const tokens = await aTokenIssuer();
  const app = createApp({ logger, connection: db.connection, broker: bus, verify: tokens.verify, services, internalToken: TEST_INTERNAL_TOKEN });
  const server = await listen(app);
  return {
    url: server.url,
    app,
    db,
    bus,
    services,
    directory: services.directory,
    tokens,
    logger,
    consumerDeps: { counting: services.counting },
    async close() {
      await server.close();
      await relay.stop();
      await bus.close();
      await db.drop();
    },
  };
}

export type Service = Awaited<ReturnType<typeof startService>>;
