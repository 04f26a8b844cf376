import { documentLocks, type Lease, type Leases } from '@abialbum/service-kit';
import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';

/** What a request waiting for an upload's lock leaves for its holder, wherever that holder runs. */
interface ReleaseRequest {
  _id: string;
  at: Date;
}

export interface LeaseLockerOptions {
  /** How long a request waits for the lock before tus answers it 500 (tus's own default: 30 s). */
  acquireTimeoutMs?: number;
  /** How often a holder looks for a waiter's request, and a waiter asks again. */
  pollMs?: number;
}

const RELEASE_REQUESTS = 'tus_release_requests';

/**
 * tus's lock of an upload across every instance of svc-media (issue 25 "Files every instance reads"): the next piece of
 * an upload may land on another instance than the last, and two requests of one upload (a PATCH still running on a
 * connection its client gave up on, and the client's HEAD or PATCH that resumes it) must never write its bytes at once.
 * tus's default MemoryLocker holds only within one process; this one is a lease per upload in the service's database
 * (the kit's Leases: taken by a unique insert, renewed while held, taken over once a dead holder's lease ran out).
 *
 * tus's `requestRelease` (the waiter asks the holder to let go; the holder's request then ends within tus's
 * lockDrainTimeout, keeping what it wrote) works across instances too: a waiter writes a release request for the
 * upload, and a holder looks for one every `pollMs` and calls its own `requestRelease`. A holder whose lease ran out
 * (paused past it) is asked to let go the same way, so it stops writing soon after another instance may take over.
 */
export class LeaseLocker implements Locker {
  private readonly requests;
  readonly acquireTimeoutMs: number;
  readonly pollMs: number;

  constructor(
    readonly leases: Leases,
    options: LeaseLockerOptions = {},
  ) {
    this.requests = leases.connection.collection<ReleaseRequest>(RELEASE_REQUESTS);
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
    this.pollMs = options.pollMs ?? 250;
  }

  newLock(id: string): Lock {
    return new LeaseLock(this, `tus:${id}`);
  }

  /** Asks whoever holds `key` to let it go (an upsert; two at once may collide, and one is enough). */
  async askRelease(key: string): Promise<void> {
    await this.requests.updateOne({ _id: key }, { $set: { at: new Date() } }, { upsert: true }).catch(() => undefined);
  }

  /** Whether someone asked for `key` since `since`. */
  async asked(key: string, since: number): Promise<boolean> {
    const request = await this.requests.findOne({ _id: key }).catch(() => null);
    return Boolean(request && request.at.getTime() >= since);
  }

  async forget(key: string): Promise<void> {
    await this.requests.deleteOne({ _id: key }).catch(() => undefined);
  }
}

class LeaseLock implements Lock {
  private lease: Lease | null = null;
  private watch: NodeJS.Timeout | undefined;

  constructor(
    private readonly locker: LeaseLocker,
    private readonly key: string,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const until = Date.now() + this.locker.acquireTimeoutMs;
    let askedAt = 0;
    for (;;) {
      if (stopSignal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      const lease = await this.locker.leases.tryAcquire(this.key);
      if (lease) {
        this.hold(lease, requestRelease);
        return;
      }
      if (Date.now() > until) throw ERRORS.ERR_LOCK_TIMEOUT;
      // Asked again now and then: the holder may have changed meanwhile (another waiter got it first).
      if (Date.now() - askedAt >= 4 * this.locker.pollMs) {
        askedAt = Date.now();
        await this.locker.askRelease(this.key);
      }
      await new Promise((resolve) => setTimeout(resolve, this.locker.pollMs / 2));
    }
  }

  /** While held: the lease renews itself (leases.ts); a waiter's request or the lease running out ends the request. */
  private hold(lease: Lease, requestRelease: RequestRelease): void {
    this.lease = lease;
    const since = Date.now();
    let told = false;
    this.watch = setInterval(() => {
      void (async () => {
        if (told) return;
        if (!lease.valid || (await this.locker.asked(this.key, since))) {
          told = true;
          await requestRelease();
        }
      })().catch(() => undefined);
    }, this.locker.pollMs);
    this.watch.unref();
  }

  async unlock(): Promise<void> {
    clearInterval(this.watch);
    const lease = this.lease;
    this.lease = null;
    if (!lease) return;
    // A waiter asks again while it waits, so forgetting its request here loses nothing.
    await this.locker.forget(this.key);
    await lease.release();
  }
}

/**
 * tus's locker for each request: the lease locker of the database the kit's locks are attached to (connectMongo
 * attaches the service's own), else tus's own within this process.
 */
export function uploadLockers(): () => Locker {
  const inProcess = new MemoryLocker();
  let current: LeaseLocker | undefined;
  return () => {
    const leases = documentLocks.attached;
    if (!leases) return inProcess;
    if (current?.leases !== leases) current = new LeaseLocker(leases);
    return current;
  };
}
