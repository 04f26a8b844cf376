import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { documentLocks } from './document-locks';

export interface RoundDocument {
  _id: string;
  lastStartedAt: Date;
  lastFinishedAt: Date;
  /** The code the last round ran (BUILD). */
  build?: string;
  /** False when the round could not do all its work (a repair that could not read a source): a start owes one. */
  complete?: boolean;
}

/**
 * This process's code, as a round's record tells it: `SERVICE_BUILD_ID` when the release gives one, else a hash of the entry
 * file (the deployed `dist/index.js` is one bundle with the kit, so a new build is another hash).
 */
export const BUILD = (() => {
  if (process.env.SERVICE_BUILD_ID) return process.env.SERVICE_BUILD_ID;
  try {
    return createHash('sha1')
      .update(readFileSync(process.argv[1] ?? ''))
      .digest('hex')
      .slice(0, 12);
  } catch {
    return 'unknown';
  }
})();

/** The record of a job's last round (null when none finished), in the database the leases are kept in. */
export async function lastRound(name: string): Promise<RoundDocument | null> {
  const leases = documentLocks.attached;
  return leases ? leases.connection.collection<RoundDocument>('job_rounds').findOne({ _id: name }) : null;
}

export type Round<T> = { ran: true; result: T } | { ran: false };

/** How often an instance that found the job's lease taken asks again (a dead holder's lease runs out in 10 s). */
const POLL_MS = 1_000;

/**
 * Work that must happen once across the instances of a service (periodic repairs, sweeps, expiry of unfinished
 * uploads): each instance's timer asks for a round, and the round runs under the job's lease (`job:<name>`, see
 * leases.ts). An instance that finds the lease taken waits for it (polling every second; a holder that died is taken
 * over once its lease runs out, within 10 s), then skips the round if another instance finished one that started
 * at most `gapMs` before this one was due; otherwise it runs it. So N instances whose timers fire at different
 * times run one round per period between them, and a round cut short by a crash is run again by another.
 */
export class OnceAcrossInstances {
  private stopped = false;

  constructor(
    readonly name: string,
    private readonly gapMs = 0,
  ) {}

  /**
   * `gapMs`: this round's own (a round at start, or one tried again after it failed, passes 0: it always runs).
   * `complete`: whether the round did all its work; one that did not is recorded so (a start then owes a round).
   */
  async run<T>(work: () => Promise<T>, dueAt = Date.now(), gapMs = this.gapMs, complete: (result: T) => boolean = () => true): Promise<Round<T>> {
    const leases = documentLocks.attached;
    if (!leases) return { ran: true, result: await work() };
    const rounds = leases.connection.collection<RoundDocument>('job_rounds');
    for (;;) {
      const lease = await leases.tryAcquire(`job:${this.name}`);
      if (!lease) {
        if (this.stopped) return { ran: false };
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        continue;
      }
      try {
        const last = await rounds.findOne({ _id: this.name });
        // A recent round that could not do all its work is no reason to skip this one.
        if (last && last.complete !== false && last.lastStartedAt.getTime() >= dueAt - gapMs) return { ran: false };
        const startedAt = new Date();
        const result = await work();
        if (lease.valid) await rounds.updateOne({ _id: this.name }, { $set: { lastStartedAt: startedAt, lastFinishedAt: new Date(), build: BUILD, complete: complete(result) } }, { upsert: true });
        return { ran: true, result };
      } finally {
        await lease.release();
      }
    }
  }

  /** A stopping instance no longer waits for another's round. */
  stop(): void {
    this.stopped = true;
  }
}
