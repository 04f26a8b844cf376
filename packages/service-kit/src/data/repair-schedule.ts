import type { Logger } from '../logger';
import { OnceAcrossInstances } from './once-across-instances';

/**
 * When a service repairs what it keeps from its sources (README "When something fails"): now, every
 * `intervalMs`, and whenever asked (`run`). One run at a time: asking during a run joins it. A run that could not
 * read a source (`incomplete` says why; another service starting, or away) is tried again sooner: after 5 s,
 * then twice as long each time, up to 5 min.
 */
export class RepairSchedule<R> {
  private running: Promise<R> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;
  private once: OnceAcrossInstances | undefined;

  /** `name`: the periodic rounds run once across the service's instances under that job's lease. */
  constructor(
    private readonly repair: () => Promise<R>,
    private readonly incomplete: (report: R) => string | null,
    private readonly logger: Pick<Logger, 'warn'>,
    private readonly name?: string,
  ) {}

  /** A periodic round: skipped (and then fine) when another instance ran one since it was due. */
  private round(gapMs: number): Promise<string | null> {
    const dueAt = Date.now();
    const once = this.once;
    const ran = once ? once.run(() => this.run(), dueAt, gapMs).then((round) => (round.ran ? this.incomplete(round.result) : null)) : this.run().then((report) => this.incomplete(report));
    return ran.catch((err: Error) => err.message);
  }

  run(): Promise<R> {
    this.running ??= this.repair().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  start(intervalMs: number): void {
    if (this.name) this.once = new OnceAcrossInstances(this.name, intervalMs / 2);
    let retryMs = 5_000;
    // The round at start and one tried again always run (what a restart or a failure may have left); a periodic one
    // is skipped when another instance began one within half a period.
    const attempt = async (gapMs: number) => {
      clearTimeout(this.retry);
      const why = await this.round(gapMs);
      if (why === null) retryMs = 5_000;
      if (why === null || this.stopped) return;
      this.logger.warn({ err: why, retryInMs: retryMs }, 'repair incomplete; trying again');
      this.retry = setTimeout(() => void attempt(0), retryMs);
      this.retry.unref();
      retryMs = Math.min(retryMs * 2, 5 * 60_000);
    };
    void attempt(0);
    if (intervalMs > 0) {
      this.timer = setInterval(() => void attempt(intervalMs / 2), intervalMs);
      this.timer.unref();
    }
  }

  /**
   * No round starts again; one under way gets `waitMs` to end (its second looks wait seconds each, compare-with-source.ts):
   * after that the stop goes on, and what it left is like a crash's, which the next round repairs.
   */
  async stop(waitMs = 5_000): Promise<void> {
    this.stopped = true;
    this.once?.stop();
    clearInterval(this.timer);
    clearTimeout(this.retry);
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([this.running?.catch(() => undefined), new Promise((resolve) => (timeout = setTimeout(resolve, waitMs)))]);
    clearTimeout(timeout);
  }
}

/** A step of a repair whose source could not be read: why, in its report, and the other steps still run. */
export interface RepairFailure {
  failed: string;
}
export const asFailure = (err: Error): RepairFailure => ({ failed: err.message });

/** The first step of a report that could not read its source, for `RepairSchedule`'s `incomplete`. */
export function firstFailure(...steps: Array<object | null>): string | null {
  for (const step of steps) if (step && 'failed' in step) return (step as RepairFailure).failed;
  return null;
}
