import { repairUsers, RepairSchedule, type HandlerMap, type Logger, type UserDirectory, type UserRepairCounts, type UserSource } from '@abialbum/service-kit';
import type { AlbumStores } from '../services';
import type { MediaRepair, MediaRepairReport } from './media-repair';
import type { ReconcileReport, Reconciler } from './reconciler';

export interface RepairReport {
  /** Items placed in lists they were missing from, and list heads set again from their items. */
  lists: { placed: number; repaired: number };
  /**
   * The read models of media and highlights against svc-media's; null when no source is configured (MEDIA_URL,
   * INTERNAL_TOKEN); why not when the source could not be read (svc-media away: tried again soon).
   */
  media: MediaRepairReport | { failed: string } | null;
  /** Album owners and the user directory against identity's users; null without a source (IDENTITY_URL). */
  users: UserRepairCounts | { failed: string } | null;
  counters: ReconcileReport;
  seconds: number;
}

export interface RepairsDeps {
  stores: Pick<AlbumStores, 'media' | 'follows' | 'joinRequests'>;
  mediaRepair: MediaRepair | null;
  /** identity's users, applied through this service's own user.* handlers. */
  users: { directory: UserDirectory; source: UserSource; handlers: HandlerMap } | null;
  reconciler: Reconciler;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/**
 * Everything this service keeps from others or counts from its own documents, compared with its source and
 * repaired, without stopping the service (issue 12 "anti-entropy"): lists, then the media read models from
 * svc-media, the album owners from identity, then every album's counters from what is held. At start, every REPAIR_INTERVAL_MS, and when asked
 * (POST /internal/repair: `npm run repair -w svc-albums`); see RepairSchedule.
 */
export class Repairs {
  private readonly schedule: RepairSchedule<RepairReport>;

  constructor(private readonly deps: RepairsDeps) {
    this.schedule = new RepairSchedule(
      () => this.repair(),
      (report) => [report.media, report.users].map((part) => (part && 'failed' in part ? part.failed : null)).find((why) => why !== null) ?? null,
      deps.logger,
    );
  }

  run(): Promise<RepairReport> {
    return this.schedule.run();
  }

  start(intervalMs: number): void {
    this.schedule.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.schedule.stop();
  }

  private async repair(): Promise<RepairReport> {
    const began = Date.now();
    const { stores } = this.deps;
    const media = await stores.media.repairLists();
    const follows = await stores.follows.repairLists();
    const requests = await stores.joinRequests.repairLists();
    const lists = { placed: media.placed, repaired: media.repaired.length + follows.length + requests.length };
    const failed = (err: Error) => ({ failed: err.message });
    const fromSource = this.deps.mediaRepair && (await this.deps.mediaRepair.run().catch(failed));
    const { users } = this.deps;
    const fromIdentity = users && (await repairUsers(users.directory, users.source, users.handlers).catch(failed));
    const counters = await this.deps.reconciler.run();
    const report = { lists, media: fromSource, users: fromIdentity, counters, seconds: (Date.now() - began) / 1000 };
    this.deps.logger.info(report, 'repaired from the sources');
    return report;
  }
}
