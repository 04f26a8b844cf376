import type { UserSnapshot } from '@abialbum/contracts';
import { createDispatcher, EventBus, OutboxRelay, UserDirectory, type AttemptLimitSettings, type UserSource } from '@abialbum/service-kit';
import { eventually, freshDatabase, listen, silentLogger, testAmqpUrl, aTokenIssuer, testFileLinks } from '@abialbum/service-kit/testing';
import { createApp } from '../../src/app';
import type { ActivityRepairDeps } from '../../src/domain/activity-repair';
import type { MediaRepairDeps } from '../../src/domain/media-repair';
import { eventHandlers } from '../../src/events/consumers';
import { shareMemoryWithInstances } from '../../src/live/instance-memory';
import { createServices } from '../../src/services';
import { aUserSnapshot } from './builders';

/** The real app on port 0 with a fresh database, the real broker and the outbox relay; `close` undoes it all. */
/** The platform's INTERNAL_TOKEN in tests (calls between services under /internal). */
export const TEST_INTERNAL_TOKEN = 'test-internal-token-of-the-albums-tests';

export async function startService(
  options: {
    amqpUrl?: string;
    awaitBroker?: boolean;
    mediaSources?: MediaRepairDeps['sources'];
    activitySources?: ActivityRepairDeps['sources'];
    userSource?: UserSource;
    /** The live notification streams' heart-beat. */
    heartbeatMs?: number;
    /** A share link's wrong passwords: smaller limits, reached in a test. */
    attemptLimits?: AttemptLimitSettings;
  } = {},
) {
  const logger = silentLogger();
  const db = await freshDatabase('albums');
  const bus = new EventBus(options.amqpUrl ?? testAmqpUrl(), logger, 200);
  bus.start();
  if (options.awaitBroker ?? true) await eventually(() => bus.isConnected(), 10_000);
  const directory = new UserDirectory(db.connection);
  const services = await createServices(db.connection, directory, () => relay.kick(), undefined, {
    links: testFileLinks(),
    mediaSources: options.mediaSources,
    activitySources: options.activitySources,
    // The second look of a repair from svc-media, short: the tests' events are not on their way.
    repairRecheckMs: 100,
    userSource: options.userSource,
    heartbeatMs: options.heartbeatMs,
    attemptLimits: options.attemptLimits,
  });
  // As index.ts: what this instance keeps in memory hears the other instances' writes.
  shareMemoryWithInstances(bus, services, logger);
  // Its hints' own queue is declared before the instance says it is ready.
  if (options.awaitBroker ?? true) await eventually(() => bus.isConnected(), 10_000);
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
    directory,
    services,
    /** The outbox relay (kicked after every write of the service's use cases; a test that writes a store itself kicks it). */
    relay,
    tokens,
    logger,
    /** Feeds an event to the service's handlers as the broker consumer would (validation, then the handler). */
    dispatch: createDispatcher(db.connection, eventHandlers(services), logger),
    /** A user identity has told us about (user.registered), with a token of theirs. */
    async aUser(over: Partial<UserSnapshot> = {}) {
      const user = aUserSnapshot(over);
      await services.owners.apply(user);
      return { ...user, id: user.userId, token: await tokens.sign(user.userId) };
    },
    async close() {
      services.streams.close();
      await server.close();
      await relay.stop();
      await bus.close();
      await db.drop();
    },
  };
}

export type Service = Awaited<ReturnType<typeof startService>>;
