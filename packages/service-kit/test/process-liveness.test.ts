import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { holdLiveness, instancesGone, PROCESS_HOLDER, PROCESS_ID, processLives } from '../src';
import { freshDatabase, silentLogger } from '../src/testing';

/** The pid of a process of this host that ran and is gone. */
async function aGonePid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('whether a process of a service lives (one record per process)', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    db = await freshDatabase('kit_liveness');
  });
  afterAll(() => db.drop());

  const records = () => db.connection.collection<{ _id: string; seenAt: Date; holder?: string }>('consumer_instances');
  /** Where this process lives, as the records name it: host and process id space. */
  const here = PROCESS_HOLDER.split(':')[0]!;

  it('tells this process, one whose record is fresh, and not one whose record went stale or that never wrote one', async () => {
    await holdLiveness(db.connection, silentLogger());
    expect(await records().findOne({ _id: PROCESS_ID })).toMatchObject({ holder: PROCESS_HOLDER });
    const running = randomUUID();
    const stale = randomUUID();
    await records().insertMany([
      { _id: running, seenAt: new Date(), holder: `elsewhere/1:${process.pid}:abcd1234` },
      { _id: stale, seenAt: new Date(Date.now() - 60_000) },
    ]);
    expect(await processLives(db.connection, PROCESS_ID)).toBe(true);
    expect(await processLives(db.connection, running)).toBe(true);
    expect(await processLives(db.connection, stale)).toBe(false);
    expect(await processLives(db.connection, randomUUID())).toBe(false);
    expect((await instancesGone(db.connection)).map((gone) => gone._id)).toEqual([stale]);
  });

  it('tells a process of this host that is gone (killed with -9) at once, without waiting for its record to go stale', async () => {
    const killed = randomUUID();
    const runningHere = randomUUID();
    await records().insertMany([
      { _id: killed, seenAt: new Date(), holder: `${here}:${await aGonePid()}:abcd1234` },
      // A process of this host that runs (this one's parent: the pid is taken): alive while its record is fresh.
      { _id: runningHere, seenAt: new Date(), holder: `${here}:${process.ppid}:abcd1234` },
    ]);
    expect(await processLives(db.connection, killed)).toBe(false);
    expect(await processLives(db.connection, runningHere)).toBe(true);
    // The repair at start counts it among the dead at once.
    const gone = (await instancesGone(db.connection)).map((record) => record._id);
    expect(gone).toContain(killed);
    expect(gone).not.toContain(runningHere);
  });
});
