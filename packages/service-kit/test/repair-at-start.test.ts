import { eventually, freshDatabase, spawnService, testAmqpUrl, testMongoUrl } from '../src/testing';

const FIXTURE = 'packages/service-kit/test/fixtures/repairing-service.ts';
/** Longer than a start's decision: it waits for the records of the live processes to be written again (8 s and a half). */
const DECIDED_MS = 20_000;
/** What an instance logs once it decided that its round at start is not owed (RepairSchedule). */
const NOT_OWED = 'repair at start not owed';

type Started = Awaited<ReturnType<typeof spawnService>>;
/** Waits until each of `instances` has decided that it owes no round at start. */
const decidedNotOwed = (...instances: Started[]) =>
  eventually(() => instances.every((instance) => instance.output().includes(NOT_OWED)), DECIDED_MS, 200);

/** A fresh database and the fixture's instances started on it (each ready), all killed and the database dropped at the end. */
async function onOneDatabase(name: string, scenario: (world: { db: Awaited<ReturnType<typeof freshDatabase>>; start: () => Promise<Started> }) => Promise<void>) {
  const db = await freshDatabase(name);
  const env = { MONGO_URL: testMongoUrl(), MONGO_DB: db.name, AMQP_URL: testAmqpUrl(), REPAIR_INTERVAL_MS: '600000', FIXTURE_LOG_LEVEL: 'info' };
  const started: Started[] = [];
  const start = async () => {
    const service = await spawnService(FIXTURE, env);
    started.push(service);
    await service.waitFor('/ready');
    return service;
  };
  try {
    await scenario({ db, start });
  } finally {
    await Promise.all(started.map((service) => service.stop('SIGKILL')));
    await db.drop();
  }
}

/**
 * Issue 25: a rolling deploy replaces every instance; a whole repair per new instance weighs on the others while they
 * serve, and an instance replacing one that stopped cleanly has nothing to make up for. Real processes on one
 * database and broker, stopped by real signals; the rounds counted where the repair writes them.
 */
describe('the repair round at start, with several instances on one database', () => {
  it('runs at a first start and after a process died, not for instances replacing ones that stopped cleanly', async () => {
    await onOneDatabase('repair_at_start', async ({ db, start }) => {
      const rounds = () => db.connection.collection('repair_rounds').countDocuments();
      const first = await start();
      await eventually(async () => (await rounds()) === 1, 20_000, 200);

      // A rolling deploy: a new instance beside the first, which then stops cleanly; another replaces the second.
      const second = await start();
      expect(await first.stop('SIGTERM')).toBe(0);
      const third = await start();
      await decidedNotOwed(second, third);
      expect(await rounds()).toBe(1);

      // kill -9 of one: the instance started after it repairs, and forgets the dead one's record.
      await second.stop('SIGKILL');
      const fourth = await start();
      await eventually(async () => (await rounds()) === 2, 30_000, 200);
      expect(fourth.output()).not.toContain(NOT_OWED);
      const fifth = await start();
      await decidedNotOwed(fifth);
      expect(await rounds()).toBe(2);
    });
  }, 120_000);

  it('runs at a start after a round that could not read its source, even one recorded within the period', async () => {
    await onOneDatabase('repair_at_start_incomplete', async ({ db, start }) => {
      const roundsOf = (pid: number | undefined) => db.connection.collection('repair_rounds').countDocuments({ pid });
      await db.connection.collection('source_down').insertOne({ at: new Date() });
      const first = await start();
      await eventually(async () => (await roundsOf(first.pid)) >= 1, 20_000, 200);

      // The last round on record did not do all its work (the source still away): a new instance repairs at start,
      // not trusting it.
      const second = await start();
      await eventually(async () => (await roundsOf(second.pid)) >= 1, 30_000, 200);
    });
  }, 90_000);
});
