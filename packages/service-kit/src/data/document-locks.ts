import { AsyncLocalStorage } from 'node:async_hooks';
import { LeaseLostError, type Lease, type Leases } from './leases';

/** What one piece of work holds: a key, the lease behind it (none when no database is attached), released or not. */
interface Hold {
  key: string;
  lease: Lease | undefined;
  done: boolean;
  /** The lease was handed on from the work of this key before, here: nothing another instance wrote came between. */
  continued: boolean;
}

/** A lease kept for the next queued work of its key this long at most, so other instances get their turn. */
const MAX_KEEP_MS = 50;
/** After keeping a lease that long, this process waits this long before taking it again: a waiting instance polls
 * at least this often (leases.ts), so it is not starved by a busy one. */
const YIELD_MS = 12;

/**
 * Serialises writes to one document across every instance of a service. FerretDB 1.x (the local engine) applies an
 * update as an unlocked read-modify-write, so two concurrent updates of one document lose one of them (measured:
 * 50 parallel `$inc` left 24 to 45), and that holds between processes as much as within one. Every write to a
 * document that others may write at the same time (the outbox relay's `$pull` against a change's `$push`,
 * counters, versioned upserts, list heads) goes through `documentLocks.run(key, ...)` with `lockKey(collection, id)`.
 *
 * What makes it correct is the lease of the key in the service's database (leases.ts), taken before the work and
 * released after it; `connectMongo` attaches the service's database. In front of it, a queue per key in this
 * process: works of one key here wait their turn without asking the database, and a lease is handed from one to
 * the next while it is fresh (at most MAX_KEEP_MS), so a hot document costs about one lease per batch, not per
 * write. The writes made under a lease check it first (lease-fence.ts): a holder paused past its lease is refused.
 */
export class DocumentLocks {
  private readonly tails = new Map<string, Promise<unknown>>();
  private readonly queued = new Map<string, number>();
  private readonly kept = new Map<string, Lease>();
  private readonly yielding = new Map<string, number>();
  private readonly held = new AsyncLocalStorage<readonly Hold[]>();
  private leases: Leases | undefined;

  /** The database whose leases make the locks hold across instances (the service's own). */
  attach(leases: Leases | undefined): void {
    this.leases = leases;
    this.kept.clear();
  }

  get attached(): Leases | undefined {
    return this.leases;
  }

  /**
   * Re-entrant: a use case that reads, checks and writes a document under its lock calls store writes that lock it
   * again, and those run at once instead of waiting for themselves.
   */
  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const holding = this.held.getStore() ?? [];
    if (holding.some((hold) => hold.key === key && !hold.done)) return work();
    this.queued.set(key, (this.queued.get(key) ?? 0) + 1);
    return this.queue(key, async () => {
      this.queued.set(key, (this.queued.get(key) ?? 1) - 1);
      const { lease, continued } = await this.take(key);
      const hold: Hold = { key, lease, done: false, continued };
      try {
        return await this.held.run([...holding.filter((h) => !h.done), hold], work);
      } finally {
        hold.done = true;
        await this.hand(hold);
      }
    });
  }

  /**
   * Throws when a lease the current work holds ran out (its process was paused past it, or its database was away
   * too long to renew it): what it was about to write could land over its next holder's writes.
   */
  checkHeld(): void {
    for (const hold of this.held.getStore() ?? []) {
      if (!hold.done && hold.lease && !hold.lease.valid) throw new LeaseLostError(hold.key);
    }
  }

  /**
   * Whether what this process remembers of the document of `key` from its previous work on it is still current: no
   * leases (one process), or the current work's lease was handed on from that work without a gap (no other instance
   * can have written meanwhile). False outside the lock, or once the lease was taken afresh.
   */
  continued(key: string): boolean {
    return (this.held.getStore() ?? []).some((hold) => hold.key === key && !hold.done && hold.continued);
  }

  private async take(key: string): Promise<{ lease: Lease | undefined; continued: boolean }> {
    if (!this.leases) return { lease: undefined, continued: true };
    const kept = this.kept.get(key);
    if (kept) {
      this.kept.delete(key);
      if (kept.valid) return { lease: kept, continued: true };
      await kept.release();
    }
    const until = this.yielding.get(key);
    if (until !== undefined) {
      this.yielding.delete(key);
      const wait = until - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    return { lease: await this.leases.acquire(key), continued: false };
  }

  /** Keeps a fresh lease for the next work of its key queued here; releases it otherwise. */
  private async hand(hold: Hold): Promise<void> {
    const { lease, key } = hold;
    if (!lease) return;
    const waiting = (this.queued.get(key) ?? 0) > 0;
    if (waiting && lease.valid && Date.now() - lease.takenAt < MAX_KEEP_MS) {
      this.kept.set(key, lease);
      return;
    }
    if (waiting) this.yielding.set(key, Date.now() + YIELD_MS);
    await lease.release();
  }

  private queue<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) {
        this.tails.delete(key);
        this.queued.delete(key);
      }
    });
    return result;
  }
}

/** One per process, shared by stores, read models and the outbox relay. */
export const documentLocks = new DocumentLocks();

export const lockKey = (collection: string, id: unknown) => `${collection}:${String(id).toLowerCase()}`;
