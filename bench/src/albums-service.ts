/**
 * svc-albums in this process, as its tests start it (svc-albums/test/support/service.ts): the real createApp and
 * createServices on a fresh database, on port 0. Differences, for measuring: the connection monitors commands
 * (to count database round trips), and there is no broker or outbox relay (events stay in the outbox, so that
 * nothing but the measured requests touches the database).
 */
import { randomUUID } from 'node:crypto';
import type { UserSnapshot } from '@abialbum/contracts';
import { UnauthorizedError, UserDirectory, type TokenVerifier } from '@abialbum/service-kit';
import { listen, silentLogger, testFileLinks } from '@abialbum/service-kit/testing';
import { createApp } from '@abialbum/svc-albums/src/app';
import { createServices } from '@abialbum/svc-albums/src/services';
import mongoose from 'mongoose';

/** Every request of the benchmarks is a visitor's: no token is ever accepted. */
const noTokens: TokenVerifier = async () => {
  throw new UnauthorizedError('No tokens in the benchmarks', 'TOKEN_INVALID');
};

export async function startAlbumsService(label: string) {
  const url = process.env.MONGO_URL;
  if (!url) throw new Error('MONGO_URL is not set (npm run bench sets it)');
  const dbName = `bench_${label}_${randomUUID().slice(0, 8)}`;
  // What service-kit's connectMongo does, plus command monitoring.
  mongoose.set('strictQuery', true);
  const connection = await mongoose.createConnection(url, { dbName, serverSelectionTimeoutMS: 10_000, autoIndex: true, monitorCommands: true }).asPromise();
  let commands = 0;
  connection.getClient().on('commandStarted', () => {
    commands += 1;
  });
  const logger = silentLogger();
  const directory = new UserDirectory(connection);
  const services = await createServices(connection, directory, undefined, undefined, { links: testFileLinks() });
  const app = createApp({ logger, connection, broker: { isConnected: () => false }, verify: noTokens, services });
  const server = await listen(app);
  return {
    url: `${server.url}/api/v1/abialbum`,
    connection,
    services,
    directory,
    /** Database commands sent so far (each one a round trip: find, findAndModify, getMore, ...). */
    commandCount: () => commands,
    async close() {
      await server.close();
      await connection.dropDatabase();
      await connection.close();
    },
  };
}

export type AlbumsService = Awaited<ReturnType<typeof startAlbumsService>>;

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diogo', 'Elena', 'Filipe', 'Greta', 'Hugo', 'Ines', 'Joao', 'Katia', 'Luis'];
const LAST = ['Lima', 'Silva', 'Costa', 'Moreira', 'Pereira', 'Santos', 'Rocha', 'Teixeira', 'Nunes', 'Ramos'];
const CITIES = ['Porto', 'Lisbon', 'Braga', 'Coimbra', 'Faro', 'Madrid', 'Paris', 'Berlin'];

/** A user as identity describes it in `user.*` events; the n-th one gets a varied name and city. */
export function aUser(n: number): UserSnapshot {
  return {
    userId: randomUUID().replace(/-/g, '').slice(0, 24),
    name: `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]}`,
    email: `user${n}@bench.test`,
    phone: null,
    profileImage: null,
    city: CITIES[n % CITIES.length] ?? null,
    state: null,
    country: 'Portugal',
    isBlocked: false,
    showcreateAlbumModal: false,
    revision: 1,
  };
}

/** Many users into the directory at once (UserDirectory's bulk import: apply is two round trips per user). */
export async function insertUsers(directory: UserDirectory, users: UserSnapshot[]): Promise<void> {
  await directory.importMany(users);
}

/**
 * Without a broker the relay never runs: the events written with the seed are dropped here as the relay drops
 * them once published, so that the documents have the shape they have in steady state.
 */
export async function settleOutboxes(svc: AlbumsService): Promise<void> {
  for (const source of svc.services.outboxModels) {
    const model = 'lockOf' in source ? source.model : source;
    await model.updateMany({ outboxPending: true } as never, { $set: { outbox: [], outboxPending: false } } as never);
  }
}

export { inParallel } from './parallel';
