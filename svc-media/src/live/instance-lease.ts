import { randomUUID } from 'node:crypto';
import type { Lease, Leases } from '@abialbum/service-kit';

/** How often a lost lease (the process was paused past it, the database away) is taken again. */
const RETAKE_MS = 2_000;

const keyOf = (id: string) => `media-instance:${id}`;

/**
 * This svc-media process as the owner of what it leaves behind while working: its staged files (named with its id)
 * and the provisional records of uploads it has not answered yet. It holds a lease under its id in the service's
 * database while it runs (renewed by the kit, taken again if lost), so that another instance tells a dead owner's
 * leftovers (removed at its start) from a live one's uploads in flight (left alone): several instances may share one
 * staging folder (INSTANCES=2 on one machine) and always share the database.
 */
export class InstanceLease {
  private lease: Lease | null = null;
  private timer: NodeJS.Timeout | undefined;
  private leases: Leases | undefined;

  constructor(readonly id: string = randomUUID()) {}

  /** Holds the lease from now on (without leases, one instance: every other owner counts as dead). */
  async start(leases: Leases | undefined): Promise<void> {
    this.leases = leases;
    if (!leases) return;
    this.lease = await leases.acquire(keyOf(this.id));
    this.timer = setInterval(() => void this.retake(), RETAKE_MS);
    this.timer.unref();
  }

  private async retake(): Promise<void> {
    if (!this.leases || this.lease?.valid) return;
    this.lease = (await this.leases.tryAcquire(keyOf(this.id)).catch(() => null)) ?? this.lease;
  }

  /** Whether the instance `id` runs (this one, or one whose lease is held). */
  async alive(id: string): Promise<boolean> {
    if (id === this.id) return true;
    return this.leases ? (await this.leases.holderOf(keyOf(id))) !== null : false;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.lease?.release();
    this.lease = null;
  }
}
