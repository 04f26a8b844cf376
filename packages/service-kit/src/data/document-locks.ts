import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';
import { currentTurn, handBack, handingBack, HandedBackError, isHandedBack, type HandlerTurn } from '../events/hand-back';
import { timeLockWait } from '../observability/metrics';
import { LeaseLostError, type Lease, type Leases } from './leases';

/** What one piece of work holds: a key, the lease behind it (none when no database is attached), released or not. */
interface Hold {
  key: string;
  lease: Lease | undefined;
  done: boolean;
}

/** Without a channel to hear other instances' wants: a lease handed between local works this long at most. */
const MAX_KEEP_MS = 50;
/**
 * After letting a lease go while its works still queued here, this process waits this long before taking it again: a
 * waiting instance polls at least this often (leases.ts), so it is not starved by a busy one.
 */
const YIELD_MS = 12;
/**
 * With that channel: a lease is kept for the next works of its key (queued, or to come) until it has been held this
 * long since it was taken, then let go (and taken again: a busy instance's turn has an end).
 */
const MAX_HOLD_MS = 60_000;
/**
 * While a lease is held or kept here, the database is asked this often whether another instance waits for it
 * (`Leases.wantedKeys`): an instance whose asks are lost (the broker away) waits about that, not MAX_HOLD_MS.
 */
const WANT_CHECK_MS = 1_000;
/** ...while works of it keep coming: one idle this long since its last work is let go (no renewals of idle leases). */
const IDLE_KEEP_MS = 3_000;
/** ...for at most this many keys at once. */
const MAX_IDLE = 500;
/** Another instance wants the lease: it is let go once held this long (the works queued here meanwhile go first). */
const MIN_BATCH_MS = 20;

/** A want for a lease not held here is remembered this long (its asker asks again every 50 ms anyway). */
const ASKED_MS = 200;

/** How instances of one service ask each other for a lease, and say they let it go (InstanceHints: `shareLocks`). */
export interface LeaseWants {
  tell(key: string): void;
  freed(key: string): void;
}

/** With that channel, a waiter is woken when the lease is let go: it tries again at least this often anyway. */
const WOKEN_POLL_MS = 50;
/** A lease let go for a waiter whose asks are lost (it is not woken either) is not taken again here for this long. */
const UNHEARD_YIELD_MS = WOKEN_POLL_MS + YIELD_MS;

/**
 * Serialises writes to one document across every instance of a service. FerretDB 1.x (the local engine) applies an
 * update as an unlocked read-modify-write, so two concurrent updates of one document lose one of them (measured:
 * 50 parallel `$inc` left 24 to 45), and that holds between processes as much as within one. Every write to a
 * document that others may write at the same time (the outbox relay's `$pull` against a change's `$push`,
 * counters, versioned upserts, list heads) goes through `documentLocks.run(key, ...)` with `lockKey(collection, id)`.
 *
 * What makes it correct is the lease of the key in the service's database (leases.ts), taken before the work and
 * let go after it; `connectMongo` attaches the service's database. The writes made under a lease check it first
 * (lease-fence.ts): a holder paused past its lease is refused. In front of it, a queue per key in this process:
 * works of one key here wait their turn without asking the database, and the lease is handed from one to the next.
 * Once the instances hear each other's wants (`hearWants`), a lease is kept up to MAX_HOLD_MS for the next works of
 * its key (a hot document costs a lease now and then, not one per write), and given up as soon as another instance
 * asks for it, through that channel or, when its asks are lost, through the database (`Leases.wantedKeys`).
 */
export class DocumentLocks {
  private readonly tails = new Map<string, Promise<unknown>>();
  private readonly queued = new Map<string, number>();
  /** Leases held while no work of their key runs: for the next queued one, or idle for a moment. */
  private readonly kept = new Map<string, Lease>();
  private readonly idleTimers = new Map<string, NodeJS.Timeout>();
  private readonly wanted = new Set<string>();
  private readonly askedAt = new LRUCache<string, number>({ max: 1_000, ttl: ASKED_MS });
  private readonly yielding = new Map<string, number>();
  /** Keys wanted by an instance whose asks are lost (`wantedElsewhere`). */
  private readonly unheard = new Set<string>();
  private readonly held = new AsyncLocalStorage<readonly Hold[]>();
  private leases: Leases | undefined;
  private wants: LeaseWants | undefined;
  /** The leases valid here whose wants are read from the database (`hearWantsInDatabase`), and that reading's timer. */
  private readonly watched = new Map<string, Lease>();
  private wantsTimer: NodeJS.Timeout | undefined;

  /** The database whose leases make the locks hold across instances (the service's own). */
  attach(leases: Leases | undefined): void {
    this.leases = leases;
    for (const key of [...this.kept.keys()]) this.letGo(key);
  }

  get attached(): Leases | undefined {
    return this.leases;
  }

  /** The channel through which this process asks the others for a lease it waits for. */
  hearWants(wants: LeaseWants | undefined): void {
    this.wants = wants;
  }

  /**
   * Another instance waits for the lease of `key`: let go at once when idle, else after the works under way.
   * `unheard`: its want was read from the database (its asks are lost), so it is not told when the lease goes either:
   * this process then leaves the lease a moment longer than that waiter's tries are apart before taking it again.
   */
  wantedElsewhere(key: string, unheard = false): void {
    if (unheard) this.unheard.add(key);
    if (this.kept.has(key) && (this.queued.get(key) ?? 0) === 0) void this.letGo(key, true);
    else if (this.kept.has(key) || this.tails.has(key)) this.wanted.add(key);
    // Not held here yet (a release of ours was landing when it asked, and our next work may take it first): taken
    // within the moment, the lease goes after that work.
    else this.askedAt.set(key, Date.now());
  }

  /** Another instance let the lease of `key` go: a work here waiting for it tries at once. */
  freedElsewhere(key: string): void {
    this.leases?.wake(key);
  }

  /** Gives back every lease kept idle, and waits for the releases under way (a stopping process). */
  async releaseIdle(): Promise<void> {
    await Promise.all([...this.kept.keys()].filter((key) => (this.queued.get(key) ?? 0) === 0).map((key) => this.letGo(key)));
    await this.leases?.settled();
  }

  /**
   * Re-entrant: a use case that reads, checks and writes a document under its lock calls store writes that lock it
   * again, and those run at once instead of waiting for themselves.
   */
  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    return this.serialise(key, work, true);
  }

  /**
   * `work` under the lock of `key` when that makes no other instance wait: at once when this process holds the lease
   * or has works of the key under way, or when the lease is free (taken, then let go after the work); not run
   * (`ran: false`) when another instance holds it, which is not asked for it. For work that can wait for a later turn
   * (a batch of counted views): it never takes a busy document from the instance writing it.
   */
  async runIfFree<T>(key: string, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    if (!this.leases || this.kept.has(key) || this.tails.has(key)) return { ran: true, value: await this.run(key, work) };
    const lease = await this.leases.tryAcquire(key);
    if (!lease) return { ran: false };
    if (this.kept.has(key) || this.tails.has(key)) {
      // Works of the key began here meanwhile: they take the lease the usual way.
      void lease.release();
      return { ran: true, value: await this.run(key, work) };
    }
    this.hearWantsInDatabase(key, lease);
    this.kept.set(key, lease);
    try {
      return { ran: true, value: await this.run(key, work) };
    } finally {
      if ((this.queued.get(key) ?? 0) === 0 && this.kept.has(key)) void this.letGo(key);
    }
  }

  /**
   * One work of `key` at a time in this process only, for a work whose writes a unique insert already decides across
   * instances (a consumer's claim of an event): the queue without the lease.
   */
  runHere<T>(key: string, work: () => Promise<T>): Promise<T> {
    return this.serialise(key, work, false);
  }

  private serialise<T>(key: string, work: () => Promise<T>, leased: boolean): Promise<T> {
    const holding = this.held.getStore() ?? [];
    if (holding.some((hold) => hold.key === key && !hold.done)) return work();
    this.queued.set(key, (this.queued.get(key) ?? 0) + 1);
    const waited = leased ? timeLockWait() : undefined;
    // An event's handler that has written nothing under a lock yet goes back to its queue when its consumer stops
    // (hand-back.ts): checked when its turn comes, and while it waits for another instance's lease.
    const turn = leased ? currentTurn() : undefined;
    return this.queue(key, async () => {
      this.queued.set(key, (this.queued.get(key) ?? 1) - 1);
      if (handingBack(turn)) {
        // A lease kept for this work is let go once no other work of the key waits here.
        if ((this.queued.get(key) ?? 0) === 0 && this.kept.has(key)) void this.letGo(key);
        throw handBack(turn);
      }
      const lease = leased
        ? await this.take(key, turn).catch((err: unknown) => {
            throw isHandedBack(err) ? handBack(turn) : err;
          })
        : undefined;
      const hold: Hold = { key, lease, done: false };
      if (turn?.handedBack) {
        // Another wait of the same handler, side by side with this one, was handed back meanwhile: nothing is written.
        hold.done = true;
        await this.hand(hold);
        throw new HandedBackError();
      }
      if (turn) turn.begun = true;
      waited?.();
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
   * The lease under which the current work holds `key`: null without leases (one process), undefined outside the
   * lock. While that lease stays valid (`Lease.valid`: neither let go nor run out), this process still holds it, so
   * no other instance has written the key's document since (what `knownWhile` trusts).
   */
  leaseHeld(key: string): Lease | null | undefined {
    const hold = (this.held.getStore() ?? []).find((h) => h.key === key && !h.done);
    return hold ? (hold.lease ?? (this.leases ? undefined : null)) : undefined;
  }

  /** Whether what this process wrote under `lease` (`leaseHeld`) is still the document's current state. */
  knownWhile(lease: Lease | null | undefined): boolean {
    return lease === null ? !this.leases : lease !== undefined && lease.valid;
  }

  private async take(key: string, turn?: HandlerTurn): Promise<Lease | undefined> {
    if (!this.leases) return undefined;
    const kept = this.kept.get(key);
    if (kept) {
      this.kept.delete(key);
      clearTimeout(this.idleTimers.get(key));
      this.idleTimers.delete(key);
      if (kept.valid) return kept;
      await kept.release();
    }
    const until = this.yielding.get(key);
    if (until !== undefined) {
      this.yielding.delete(key);
      const wait = until - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const lease = await this.leases.acquire(key, {
      onWait: () => this.wants?.tell(key),
      maxPauseMs: this.wants ? WOKEN_POLL_MS : undefined,
      giveUp: turn ? () => handingBack(turn) : undefined,
    });
    this.hearWantsInDatabase(key, lease);
    this.wanted.delete(key);
    if (this.askedAt.has(key)) {
      this.askedAt.delete(key);
      this.wanted.add(key);
    }
    return lease;
  }

  /**
   * While `lease` stays valid here (held, or kept for the next works), its want by another instance is also read from
   * the database, in case that instance's asks do not arrive: heard, it is let go as an ask would have it. One read of
   * every want each WANT_CHECK_MS, for all the leases valid here (a busy instance keeps dozens).
   */
  private hearWantsInDatabase(key: string, lease: Lease): void {
    if (!this.wants || !this.leases) return;
    this.watched.set(key, lease);
    if (this.wantsTimer) return;
    this.wantsTimer = setInterval(() => void this.readWants(), WANT_CHECK_MS);
    this.wantsTimer.unref();
  }

  private async readWants(): Promise<void> {
    for (const [key, lease] of this.watched) if (!lease.valid) this.watched.delete(key);
    const leases = this.leases;
    if (this.watched.size === 0 || !leases) {
      clearInterval(this.wantsTimer);
      this.wantsTimer = undefined;
      return;
    }
    const wanted = await leases.wantedKeys().catch(() => new Set<string>());
    for (const key of wanted) {
      if (this.watched.get(key)?.valid) this.wantedElsewhere(key, true);
    }
  }

  /** Keeps the lease for the next work of its key (queued here, or soon), or lets it go. */
  private async hand(hold: Hold): Promise<void> {
    const { lease, key } = hold;
    if (!lease) return;
    const waiting = (this.queued.get(key) ?? 0) > 0;
    const heldMs = Date.now() - lease.takenAt;
    const letGo =
      !lease.valid ||
      (this.wanted.has(key) && (heldMs >= MIN_BATCH_MS || !waiting)) ||
      (this.wants ? heldMs >= MAX_HOLD_MS : waiting && heldMs >= MAX_KEEP_MS);
    if (letGo) {
      const asked = this.wanted.delete(key);
      const unheard = this.unheard.delete(key);
      if (waiting || unheard) this.yielding.set(key, Date.now() + (unheard ? UNHEARD_YIELD_MS : YIELD_MS));
      // The caller goes on meanwhile: this process's next take of the key waits for the delete (Leases.pending).
      void this.release(key, lease, asked);
      return;
    }
    if (waiting) {
      this.kept.set(key, lease);
      return;
    }
    if (!this.wants || this.kept.size >= MAX_IDLE) {
      void lease.release();
      return;
    }
    this.kept.set(key, lease);
    const timer = setTimeout(() => void this.letGo(key), Math.min(MAX_HOLD_MS - heldMs, IDLE_KEEP_MS));
    timer.unref();
    this.idleTimers.set(key, timer);
  }

  private async letGo(key: string, asked = false): Promise<void> {
    const lease = this.kept.get(key);
    this.kept.delete(key);
    clearTimeout(this.idleTimers.get(key));
    this.idleTimers.delete(key);
    const wanted = this.wanted.delete(key) || asked;
    if (this.unheard.delete(key)) this.yielding.set(key, Date.now() + UNHEARD_YIELD_MS);
    if (lease) await this.release(key, lease, wanted);
  }

  /** Lets a lease go; once it is deleted, the instance that asked for it is told (it need not wait for its next try). */
  private async release(key: string, lease: Lease, asked: boolean): Promise<void> {
    await lease.release();
    if (asked) this.wants?.freed(key);
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
