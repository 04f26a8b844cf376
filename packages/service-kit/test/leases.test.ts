import { spawn } from 'node:child_process';
import path from 'node:path';
import mongoose from 'mongoose';
import { DocumentLocks, documentLocks, Leases, OnceAcrossInstances } from '../src';
import { emptyCollections, freshDatabase } from '../src/testing';

const worker = path.join(__dirname, 'fixtures/lease-worker.ts');
interface CounterDoc {
  _id: string;
  value?: number;
  by?: string;
}
const counters = new mongoose.Schema<CounterDoc>({ _id: String, value: Number, by: String }, { versionKey: false });

/** Runs the worker as a process of its own; resolves with its output when it exits. */
function runWorker(args: string[], onLine?: (line: string, pid: number) => void) {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', worker, ...args], {
    cwd: path.resolve(__dirname, '../../..'),
    env: { ...process.env, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (const line of chunk.toString().split('\n')) if (line) onLine?.(line, child.pid!);
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<string>((resolve) => child.once('exit', () => resolve(output)));
}

describe('document locks across processes (leases in the database)', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let Counter: mongoose.Model<CounterDoc>;

  beforeAll(async () => {
    db = await freshDatabase('leases');
    Counter = db.connection.model<CounterDoc>('Counter', counters, 'counters') as unknown as mongoose.Model<CounterDoc>;
  });
  afterAll(() => db.drop());

  it('keeps every increment of one counter made by two processes at once, each reading then writing it', async () => {
    const outputs = await Promise.all([runWorker(['count', db.name, '60', 'counters:c']), runWorker(['count', db.name, '60', 'counters:c'])]);
    for (const output of outputs) expect(output).toContain('DONE');
    expect((await Counter.findById('c').lean())?.value).toBe(120);
    expect(await db.connection.collection('leases').countDocuments({})).toBe(0);
  }, 60_000);

  it('refuses the late write of a holder paused past its lease: the next holder’s write stands', async () => {
    let resumed: Promise<void> = Promise.resolve();
    const paused = runWorker(['pause', db.name, 'counters:p'], (line, pid) => {
      if (line !== 'HOLDING') return;
      process.kill(pid, 'SIGSTOP');
      resumed = (async () => {
        // The worker's lease lasts 2 s: this process waits it out, takes the lock and writes.
        await documentLocks.run('counters:p', () => Counter.updateOne({ _id: 'p' }, { $set: { by: 'next holder' } }, { upsert: true }));
        process.kill(pid, 'SIGCONT');
      })();
    });
    const output = await paused;
    await resumed;
    expect(output).toContain('REFUSED LeaseLostError');
    expect((await Counter.findById('p').lean())?.by).toBe('next holder');
  }, 30_000);

  it('takes over a lease whose holder stopped renewing it once it ran out, and never before', async () => {
    const other = new Leases(db.connection, 'another-instance', 1_000);
    const held = await other.acquire('job:x');
    const mine = new Leases(db.connection, 'this-instance');
    expect(await mine.tryAcquire('job:x')).toBeNull();
    // The other instance dies: its lease is renewed no more.
    (held as unknown as { timer: NodeJS.Timeout }).timer.unref();
    clearInterval((held as unknown as { timer: NodeJS.Timeout }).timer);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const taken = await mine.tryAcquire('job:x');
    expect(taken).not.toBeNull();
    expect(await mine.holderOf('job:x')).toBe('this-instance');
    // The dead holder's late release removes its own incarnation only.
    await held.release();
    expect(await mine.holderOf('job:x')).toBe('this-instance');
    await taken!.release();
  });

  it('a waiter told that the lease was let go takes it at once, not at its next try', async () => {
    const other = new Leases(db.connection, 'another-instance');
    const held = await other.acquire('counters:w');
    const mine = new Leases(db.connection, 'this-instance');
    let asked = 0;
    // Its pauses double without a cap here: 4.5 s in, it is in one that ends 6 s in at the soonest.
    const waiting = mine.acquire('counters:w', { maxPauseMs: 60_000, waitMs: 120_000, onWait: () => (asked += 1) });
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(asked).toBeGreaterThan(0);
    await held.release();
    mine.wake('counters:w');
    const taken = await Promise.race([waiting, new Promise<null>((resolve) => setTimeout(() => resolve(null), 1_000))]);
    expect(taken).not.toBeNull();
    expect(await mine.holderOf('counters:w')).toBe('this-instance');
    await (taken ?? (await waiting)).release();
  }, 20_000);

  it('runs a job round once when two instances ask for it at the same time', async () => {
    let rounds = 0;
    const work = async () => {
      rounds += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
    };
    const dueAt = Date.now();
    const results = await Promise.all([new OnceAcrossInstances('sweep', 60_000).run(work, dueAt), new OnceAcrossInstances('sweep', 60_000).run(work, dueAt)]);
    expect(rounds).toBe(1);
    expect(results.map((r) => r.ran).sort()).toEqual([false, true]);
  });

  it('skips a periodic round another instance began within its gap, and always runs a round at start', async () => {
    let rounds = 0;
    const work = async () => {
      rounds += 1;
    };
    expect((await new OnceAcrossInstances('repair', 60_000).run(work)).ran).toBe(true);
    // Another instance, its timer firing a moment later.
    const other = new OnceAcrossInstances('repair', 60_000);
    expect((await other.run(work)).ran).toBe(false);
    // Started again (a restart): what the process before it left is repaired now.
    expect((await other.run(work, Date.now(), 0)).ran).toBe(true);
    expect(rounds).toBe(2);
  });

  it('takes at once the lease of a process of this host that was killed, without waiting for it to run out', async () => {
    let killed: Promise<void> = Promise.resolve();
    const held = runWorker(['hold', db.name, 'job:killed'], (line, pid) => {
      if (line.startsWith('HOLDING')) killed = Promise.resolve().then(() => void process.kill(pid, 'SIGKILL'));
    });
    await held;
    await killed;
    const mine = new Leases(db.connection, 'this-instance');
    const taken = await mine.tryAcquire('job:killed');
    expect(taken).not.toBeNull();
    await taken!.release();
  });

  it('lets a busy holder keep a lease, and hears through the database a waiter whose asks are lost, within seconds', async () => {
    // Two instances whose asks through the broker never arrive.
    const lost = { tell: () => undefined, freed: () => undefined };
    const [busy, waiter] = [new DocumentLocks(), new DocumentLocks()];
    busy.attach(new Leases(db.connection, 'busy-instance'));
    waiter.attach(new Leases(db.connection, 'waiting-instance'));
    busy.hearWants(lost);
    waiter.hearWants(lost);
    let stop = false;
    let busyWorks = 0;
    const working = (async () => {
      while (!stop) {
        await busy.run('counters:busy', async () => {
          busyWorks += 1;
          await new Promise((resolve) => setTimeout(resolve, 5));
        });
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const leasesTaken = await busy.run('counters:busy', async () => db.connection.collection('leases').countDocuments({ key: 'counters:busy', holder: 'busy-instance' }));
    expect(leasesTaken).toBe(1);
    const began = Date.now();
    await waiter.run('counters:busy', async () => undefined);
    const waited = Date.now() - began;
    stop = true;
    await working;
    // Its want was read within a second (MAX_HOLD_MS, 10 s, is what it would have waited without it).
    expect(waited).toBeLessThan(3_000);
    expect(busyWorks).toBeGreaterThan(20);
    await Promise.all([busy.releaseIdle(), waiter.releaseIdle()]);
  }, 30_000);

  it('runs work that can wait only when no other instance holds its lease, without asking for it', async () => {
    const asked: string[] = [];
    const [holder, other] = [new DocumentLocks(), new DocumentLocks()];
    holder.attach(new Leases(db.connection, 'holding-instance'));
    other.attach(new Leases(db.connection, 'other-instance'));
    holder.hearWants({ tell: () => undefined, freed: () => undefined });
    other.hearWants({ tell: (key) => asked.push(key), freed: () => undefined });
    const leases = db.connection.collection('leases');

    // Held (kept after a work) by the holder: not run, not asked for, the holder keeps it.
    await holder.run('counters:free', async () => undefined);
    expect(await other.runIfFree('counters:free', async () => 'ran')).toEqual({ ran: false });
    expect(asked).toEqual([]);
    expect(await leases.countDocuments({ key: 'counters:free', holder: 'holding-instance' })).toBe(1);

    // Free: run under its lease, let go right after.
    await holder.releaseIdle();
    expect(await other.runIfFree('counters:free', async () => leases.countDocuments({ key: 'counters:free', holder: 'other-instance' }))).toEqual({ ran: true, value: 1 });
    await other.releaseIdle();
    expect(await leases.countDocuments({ key: 'counters:free' })).toBe(0);
  });

  it('keeps the leases a running service holds when a provider state empties its database, so its next write stands', async () => {
    const held = await new Leases(db.connection, 'running-service').acquire('counters:kept');
    await db.connection.collection('counters').insertOne({ _id: 'kept' as never, value: 1 });
    await emptyCollections(db.connection);
    expect(await db.connection.collection('counters').countDocuments({})).toBe(0);
    // Deleted under its holder, the lease would be found gone at its next renewal: lost, and the write refused.
    expect(await held.renew()).toBe(true);
    await held.release();
  });
});
