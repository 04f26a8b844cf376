import { randomUUID } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import type { Collection, Connection } from 'mongoose';
import { ServiceUnavailableError } from '../errors';
import { HandedBackError } from '../events/hand-back';
import { isDuplicateKey } from './mongo';

/**
 * Leases kept in the service's own database, so that every instance of a service honours them (ARCHITECTURE
 * "Many instances"). FerretDB 1.24 makes only two writes atomic across connections: an insert under a unique
 * index and a delete's count (TOOLCHAIN.md). So a lease is a document `{ _id: incarnation, key (unique), holder,
 * expiresAt }`:
 * - taken by inserting it (exactly one inserter of a key wins);
 * - released by deleting that incarnation by its `_id` (never by key, so a late release cannot remove the lease
 *   somebody took since);
 * - taken over once expired: whoever reads an expired incarnation deletes it by its `_id` (one delete of it
 *   counts) and then races the others to insert a new one.
 * A held lease is renewed every third of its time, and its holder treats it as its own only until the time it
 * was last taken or renewed plus its duration minus a margin, by its own clock (`Lease.valid`). A holder paused past
 * that (a stopped process, a long GC) finds its lease invalid when it resumes: the writes made under it check it
 * first (lease-fence.ts) and are refused, and the new holder's writes stand.
 */
export interface LeaseOptions {
  /** How long the lease lasts without a renewal (default 10 s: a dead holder's work is taken over within it). */
  ttlMs?: number;
  /** How long to wait for a held lease before giving up with a 503 (default: 1.5 times the lease's time). */
  waitMs?: number;
  /** Called when the lease is found held by another, then every WANT_AGAIN_MS while waiting (to ask the holder). */
  onWait?: () => void;
  /**
   * For a caller whose waits are woken when the holder lets go (`Leases.wake`: the holder tells the others): the
   * pause between two tries, from the first on. Without it, pauses grow from 1 ms to 8 ms. Each try is two database
   * calls, and many waiters trying every few milliseconds load the database more than the work they wait for.
   */
  maxPauseMs?: number;
  /** Asked before each try: true gives up waiting with HandedBackError (an event handed back at a stop, hand-back.ts). */
  giveUp?: () => boolean;
}

const WANT_AGAIN_MS = 50;
/**
 * A waiter that asks (`onWait`) and still waits after this long also writes its want into the database
 * (`LEASE_WANTS_COLLECTION`), again every WANT_WRITE_AGAIN_MS while it waits; a want lasts WANT_LASTS_MS. Its holder
 * reads them (`wantedKeys`) now and then: it hears the want even when the instances' asks are lost (the broker away).
 */
const WANT_WRITE_AFTER_MS = 200;
const WANT_WRITE_AGAIN_MS = 500;
const WANT_LASTS_MS = 2_000;
/** A want run out this long ago is deleted by whoever reads it (`wantedKeys`). */
const WANT_FORGOTTEN_MS = 30_000;
export const LEASE_WANTS_COLLECTION = 'lease_wants';

interface WantDocument {
  /** The key wanted: one document per key, the latest waiter's. */
  _id: string;
  holder: string;
  expiresAt: Date;
}

interface LeaseDocument {
  _id: string;
  key: string;
  holder: string;
  expiresAt: Date;
}

export const LEASE_TTL_MS = 10_000;
/** A holder stops trusting its lease this long before it would expire (clocks of two hosts, a slow write). */
const MARGIN_MS = 2_000;
export const LEASES_COLLECTION = 'leases';

/** The process id space this process lives in (its namespace on Linux): ids of another space say nothing here. */
function pidSpace(): string {
  try {
    return readlinkSync('/proc/self/ns/pid').replace(/\D/g, '');
  } catch {
    return 'unknown';
  }
}
const HERE = `${hostname()}/${pidSpace()}`;

/** One per process: who holds a lease, as its documents say (host and process id space, process, a random part). */
export const PROCESS_HOLDER = `${HERE}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Whether a holder is a process of this host (and process id space) that runs no more (killed with -9): its leases
 * need not run out before another takes them. A holder elsewhere, or one whose id is taken again, counts as alive.
 */
export function holderGone(holder: string): boolean {
  const [place, pid] = holder.split(':');
  if (place !== HERE || !pid || Number(pid) === process.pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export class LeaseLostError extends ServiceUnavailableError {
  constructor(readonly key: string) {
    super();
    this.name = 'LeaseLostError';
  }
}

export class Lease {
  private validUntil: number;
  readonly takenAt: number;
  private timer: NodeJS.Timeout | undefined;
  private released = false;

  constructor(
    private readonly leases: Leases,
    readonly key: string,
    readonly id: string,
    readonly ttlMs: number,
    takenAt: number,
  ) {
    this.takenAt = takenAt;
    this.validUntil = takenAt + ttlMs - Math.min(MARGIN_MS, ttlMs / 3);
    this.timer = setInterval(() => void this.renew(), ttlMs / 3);
    this.timer.unref();
  }

  /** True while this process may still act under the lease (its own clock; see the class comment of Leases). */
  get valid(): boolean {
    return !this.released && Date.now() < this.validUntil;
  }

  /** Moves the expiry on; a lease found gone (taken over) or no longer valid here stays lost. */
  async renew(): Promise<boolean> {
    if (!this.valid) return false;
    const startedAt = Date.now();
    try {
      const { matchedCount } = await this.leases.collection.updateOne({ _id: this.id }, { $set: { expiresAt: new Date(startedAt + this.ttlMs) } });
      if (matchedCount === 1 && Date.now() < this.validUntil) {
        this.validUntil = startedAt + this.ttlMs - Math.min(MARGIN_MS, this.ttlMs / 3);
        return true;
      }
      if (matchedCount === 0) this.validUntil = 0;
    } catch {
      // The database is away: the lease stays valid until its time runs out, then it is lost.
    }
    return this.valid;
  }

  /** Deletes this incarnation (a later holder's lease is another document and stays). */
  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    clearInterval(this.timer);
    const deleted = this.leases.collection
      .deleteOne({ _id: this.id })
      .then(() => undefined)
      .catch(() => this.leases.releaseLater(this.id));
    this.leases.releasing(this.key, deleted);
    await deleted;
  }
}

export class Leases {
  readonly collection: Collection<LeaseDocument>;
  private readonly wants: Collection<WantDocument>;
  private indexed: Promise<unknown> | undefined;
  private readonly unreleased = new Set<string>();
  /** This process's releases under way, by key: taking the key again here waits for its own delete first. */
  private readonly pending = new Map<string, Promise<void>>();
  /** This process's waits for a lease held elsewhere, by key (`wake`). */
  private readonly waiters = new Map<string, Set<() => void>>();

  constructor(
    readonly connection: Connection,
    readonly holder = PROCESS_HOLDER,
    private readonly ttlMs = LEASE_TTL_MS,
  ) {
    this.collection = connection.collection<LeaseDocument>(LEASES_COLLECTION);
    this.wants = connection.collection<WantDocument>(LEASE_WANTS_COLLECTION);
  }

  private ensureIndex(): Promise<unknown> {
    this.indexed ??= this.collection.createIndex({ key: 1 }, { unique: true, name: 'key_unique' }).catch((err: unknown) => {
      this.indexed = undefined;
      throw err;
    });
    return this.indexed;
  }

  /** Takes the lease of `key`, waiting while another holder has it; a 503 after `waitMs`. */
  async acquire(key: string, options: LeaseOptions = {}): Promise<Lease> {
    const ttlMs = options.ttlMs ?? this.ttlMs;
    const until = Date.now() + (options.waitMs ?? ttlMs * 1.5);
    // A waiter woken when the holder lets go (`maxPauseMs` given: it asked the holder, who tells it) need not try
    // every few milliseconds meanwhile: each try is two database calls, and they were most of a contended key's cost.
    let pauseMs = options.maxPauseMs ?? 1;
    let wantedAt = 0;
    const since = Date.now();
    let wroteWantAt = 0;
    for (;;) {
      if (options.giveUp?.()) {
        if (wroteWantAt > 0) void this.wants.deleteOne({ _id: key, holder: this.holder }).catch(() => undefined);
        throw new HandedBackError();
      }
      const lease = await this.tryAcquire(key, ttlMs);
      if (lease) {
        if (wroteWantAt > 0) void this.wants.deleteOne({ _id: key, holder: this.holder }).catch(() => undefined);
        return lease;
      }
      if (Date.now() > until) throw new ServiceUnavailableError();
      if (options.onWait && Date.now() - wantedAt >= WANT_AGAIN_MS) {
        wantedAt = Date.now();
        options.onWait();
      }
      if (options.onWait && Date.now() - since >= WANT_WRITE_AFTER_MS && Date.now() - wroteWantAt >= WANT_WRITE_AGAIN_MS) {
        wroteWantAt = Date.now();
        await this.writeWant(key).catch(() => undefined);
      }
      // Short at first (most locked writes take a few ms), then backing off, with jitter so waiters spread out.
      await this.pause(key, pauseMs * (0.5 + Math.random() / 2));
      pauseMs = Math.min(pauseMs * 2, options.maxPauseMs ?? 8);
    }
  }

  /** This process waits for the lease of `key` (see WANT_WRITE_AFTER_MS): an insert, or the want's time moved on. */
  private async writeWant(key: string): Promise<void> {
    const want = { holder: this.holder, expiresAt: new Date(Date.now() + WANT_LASTS_MS) };
    try {
      await this.wants.insertOne({ _id: key, ...want });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      await this.wants.updateOne({ _id: key }, { $set: want });
    }
  }

  /**
   * The keys other processes have said in the database, in the last moments, that they wait for: one read of the
   * whole (small) collection, whatever the number of leases held here. A want left by a waiter that went away (it
   * deletes its own once it has the lease) is deleted once long run out, by its time, so a newer one stays.
   */
  async wantedKeys(): Promise<Set<string>> {
    const now = Date.now();
    const wanted = new Set<string>();
    for (const want of await this.wants.find({}).toArray()) {
      if (want.expiresAt.getTime() >= now) {
        if (want.holder !== this.holder) wanted.add(want._id);
      } else if (want.expiresAt.getTime() < now - WANT_FORGOTTEN_MS) {
        void this.wants.deleteOne({ _id: want._id, expiresAt: want.expiresAt }).catch(() => undefined);
      }
    }
    return wanted;
  }

  /** Waits `ms`, or less when `wake(key)` is called meanwhile. */
  private pause(key: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const waiters = this.waiters.get(key) ?? new Set<() => void>();
      this.waiters.set(key, waiters);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        if (waiters.size === 0 && this.waiters.get(key) === waiters) this.waiters.delete(key);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiters.add(done);
    });
  }

  /** The lease of `key` was let go (by another instance, which said so): whoever waits for it here tries at once. */
  wake(key: string): void {
    for (const done of [...(this.waiters.get(key) ?? [])]) done();
  }

  /** Takes the lease of `key` if it is free or expired; null when another holder has it. */
  async tryAcquire(key: string, ttlMs = this.ttlMs): Promise<Lease | null> {
    await this.ensureIndex();
    await this.pending.get(key);
    for (let attempt = 0; attempt < 3; attempt++) {
      const takenAt = Date.now();
      const id = randomUUID();
      try {
        await this.collection.insertOne({ _id: id, key, holder: this.holder, expiresAt: new Date(takenAt + ttlMs) });
        return new Lease(this, key, id, ttlMs, takenAt);
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      const current = await this.collection.findOne({ key });
      if (!current) continue; // released meanwhile: try again at once
      // Expired, or ours but left behind by a release that failed (nothing here holds it: the caller asks because
      // its own queue for the key is empty): delete that incarnation, then race to insert.
      const stale = current.expiresAt.getTime() < Date.now() || this.unreleased.has(current._id) || holderGone(current.holder);
      if (!stale) return null;
      await this.collection.deleteOne({ _id: current._id });
      this.unreleased.delete(current._id);
    }
    return null;
  }

  /** Who holds `key` now; null when free, expired, or held by a process of this host that runs no more. */
  async holderOf(key: string): Promise<string | null> {
    const current = await this.collection.findOne({ key });
    return current && current.expiresAt.getTime() >= Date.now() && !holderGone(current.holder) ? current.holder : null;
  }

  /** A release of `key` under way (its caller need not wait for it; this process's next take of the key does). */
  releasing(key: string, deleted: Promise<void>): void {
    this.pending.set(key, deleted);
    void deleted.then(() => {
      if (this.pending.get(key) === deleted) this.pending.delete(key);
    });
  }

  /** Waits for this process's releases under way (a stopping process, before its connection closes). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending.values()]);
  }

  /** A release the database did not take (it was away): the incarnation is deleted when this process next asks. */
  releaseLater(id: string): void {
    this.unreleased.add(id);
  }
}
