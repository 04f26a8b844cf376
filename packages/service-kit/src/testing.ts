import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { FileLinks } from './auth/file-links';
import type { Connection } from 'mongoose';
import { LEASES_COLLECTION } from './data/leases';
import { connectMongo } from './data/mongo';
import { TEST_FILE_LINK_SECRET } from './testing-process';
import { createLogger } from './logger';

/** The real engine and broker of the test profile (scripts/test.sh exports them). */
export const testMongoUrl = () => process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27127';
export const testAmqpUrl = () => process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5689';

/** A fresh database per test file, dropped afterwards. */
export async function freshDatabase(prefix: string) {
  const name = `t_${prefix}_${randomUUID().slice(0, 8)}`.replace(/[^A-Za-z0-9_]/g, '_');
  const connection = await connectMongo(testMongoUrl(), name);
  return {
    name,
    connection,
    async drop() {
      await connection.dropDatabase();
      await connection.close();
    },
  };
}

/**
 * Empties every collection of a service's database between provider states, except its leases: the running
 * service's locks keep the leases they hold (in memory and renewed), and one deleted under them is a lease lost,
 * which refuses the next write made under it.
 */
export async function emptyCollections(connection: Connection): Promise<void> {
  const collections = (await connection.db?.collections()) ?? [];
  await Promise.all(
    collections.filter((collection) => collection.collectionName !== LEASES_COLLECTION).map((collection) => collection.deleteMany({})),
  );
}

export const testFileLinks = () => new FileLinks(TEST_FILE_LINK_SECRET);

export const silentLogger = () => createLogger('test', process.env.TEST_LOG_LEVEL ?? 'silent');

/** Listens on port 0 and gives the base URL; the same createApp as production. */
export async function listen(app: Koa): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits until `check` is true (events settle asynchronously); fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 5000, stepMs = 50): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
export { spawnService, TEST_FILE_LINK_SECRET } from './testing-process';
export { freePort, freePorts, startOnFreePorts } from './testing-ports';
export { builtServerBinary, startTestServer, type TestServerOptions } from './testing-server';
export { answer, type Answer } from './testing-answer';
export { testQueue } from './testing-queue';
export { aTokenIssuer } from './testing-tokens';
export { compareRoutes, operationsOf, publicRoutesOf, routesOf, unansweredOperations } from './testing-openapi';
export { metricValue, parseMetrics, scrapeMetrics, type Sample } from './testing-metrics';
export { recordSpans, type ReadableSpan, type SpanRecorder } from './testing-tracing';
