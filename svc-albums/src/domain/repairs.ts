import type { Logger } from '@abialbum/service-kit';
import type { AlbumStores } from '../services';
import type { MediaRepair, MediaRepairReport } from './media-repair';
import type { ReconcileReport, Reconciler } from './reconciler';

export interface RepairReport {
  /** Items placed in lists they were missing from, and list heads set again from their items. */
  lists: { placed: number; repaired: number };
  /**
   * The read models of media and highlights against svc-media's; null when no source is configured (MEDIA_URL, INTERNAL_TOKEN);
   * why not when the source could not be read (svc-media away: tried again soon).
   */
  media: MediaRepairReport | { failed: string } | null;
  counters: ReconcileReport;
  seconds: number;
}

export interface RepairsDeps {
  stores: Pick<AlbumStores, 'media' | 'follows' | 'joinRequests'>;
  mediaRepair: MediaRepair | null;
  reconciler: Reconciler;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/**
 * Everything this service keeps from others or counts from its own documents, compared with its source and
 * repaired, without stopping the service (issue 12 "anti-entropy"): lists, then the media read model from
 * svc-media, then every album's counters from what is held. At start, every `intervalMs`, and when asked
 * (POST /internal/repair: `npm run repair -w svc-albums`). One run at a time: asking during a run joins it.
 */
export class Repairs {
  private running: Promise<RepairReport> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly deps: RepairsDeps) {}

  run(): Promise<RepairReport> {
    this.running ??= this.repair().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /**
   * A run now (in the background) and one every `intervalMs` (0: only this one). A run whose source could not be
   * read (svc-media starting, or away) is tried again sooner: after 5 s, then twice as long each time, up to 5 min.
   */
  start(intervalMs: number): void {
    let retryMs = 5_000;
    const attempt = async () => {
      clearTimeout(this.retry);
      const report = await this.run().catch((err: Error) => ({ failed: err.message }));
      const failed = 'failed' in report ? report.failed : report.media && 'failed' in report.media ? report.media.failed : null;
      if (failed === null) retryMs = 5_000;
      if (failed === null || this.stopped) return;
      this.deps.logger.warn({ err: failed, retryInMs: retryMs }, 'repair incomplete; trying again');
      this.retry = setTimeout(() => void attempt(), retryMs);
      this.retry.unref();
      retryMs = Math.min(retryMs * 2, 5 * 60_000);
    };
    void attempt();
    if (intervalMs > 0) {
      this.timer = setInterval(() => void attempt(), intervalMs);
      this.timer.unref();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.retry);
    await this.running?.catch(() => undefined);
  }

  private async repair(): Promise<RepairReport> {
    const began = Date.now();
    const { stores } = this.deps;
    const media = await stores.media.repairLists();
    const follows = await stores.follows.repairLists();
    const requests = await stores.joinRequests.repairLists();
    const lists = { placed: media.placed, repaired: media.repaired.length + follows.length + requests.length };
    const fromSource = this.deps.mediaRepair && (await this.deps.mediaRepair.run().catch((err: Error) => ({ failed: err.message })));
    const counters = await this.deps.reconciler.run();
    const report = { lists, media: fromSource, counters, seconds: (Date.now() - began) / 1000 };
    this.deps.logger.info(report, 'repaired from the sources');
    return report;
  }
}
