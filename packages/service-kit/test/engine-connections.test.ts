import mongoose from 'mongoose';
import { connectMongo, DEFAULT_MONGO_POOL_SIZE } from '../src';
import { freshDatabase, testMongoUrl } from '../src/testing';

/**
 * The engine's connections (README "Data at scale"): an instance keeps at most MONGO_POOL_SIZE sockets, and the local
 * engine answers more updates in flight at once than FerretDB's default pool (50) could: each takes two of its
 * PostgreSQL connections at once, and with the default pool this test's engine stops within a few rounds.
 */
describe('connections to the engine', () => {
  it('keeps at most the configured number of sockets per instance', async () => {
    const { connection, drop } = await freshDatabase('pool_size');
    const sized = await connectMongo(testMongoUrl(), connection.name, 7);
    try {
      expect(connection.getClient().options.maxPoolSize).toBe(DEFAULT_MONGO_POOL_SIZE);
      expect(sized.getClient().options.maxPoolSize).toBe(7);
    } finally {
      await sized.close();
      await drop();
    }
  });

  it('answers 200 updates in flight at once, round after round', async () => {
    const IN_FLIGHT = 200;
    const ROUNDS = 40;
    const { connection, drop } = await freshDatabase('updates_in_flight');
    const client = new mongoose.mongo.MongoClient(testMongoUrl(), { maxPoolSize: IN_FLIGHT });
    const docs = client.db(connection.name).collection<{ _id: number; n: number }>('counters');
    await docs.insertMany(Array.from({ length: IN_FLIGHT }, (_, i) => ({ _id: i, n: 0 })));
    let answeredRounds = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const updates = Promise.all(Array.from({ length: IN_FLIGHT }, (_, i) => docs.updateOne({ _id: i }, { $set: { n: round } })));
      const stopped = new Promise<'stopped'>((resolve) => setTimeout(() => resolve('stopped'), 15_000).unref());
      if ((await Promise.race([updates, stopped])) === 'stopped') break;
      answeredRounds = round;
    }
    if (answeredRounds < ROUNDS) {
      // A stopped engine answers no clean-up either: the sockets are closed without it.
      await Promise.all([client.close(true), connection.close(true)]);
      throw new Error(`the engine stopped answering in round ${answeredRounds + 1} of ${ROUNDS}`);
    }
    expect(await docs.countDocuments({ n: ROUNDS })).toBe(IN_FLIGHT);
    await client.close();
    await drop();
  }, 60_000);
});
