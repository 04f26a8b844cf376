import { forgetInstances, instancesGone, type GoneInstance } from './process-liveness';
import { unfinishedAtStop } from '../lifecycle';
import type { Logger } from '../logger';
import { documentLocks } from './document-locks';
import { BUILD, lastRound, OnceAcrossInstances } from './once-across-instances';

/**
 * When a service repairs what it keeps from its sources (README "When something fails"): at start when one may be
 * owed, every `intervalMs`, and whenever asked (`run`). One run at a time: asking during a run joins it. A run that
 * could not read a source (`incomplete` says why; another service starting, or away) is tried again sooner: after
 * 5 s, then twice as long each time, up to 5 min.
 *
 * The round at start (of a named schedule) is owed, and runs, unless a round of this same build finished within the
 * period and every other process of the service lives or stopped cleanly (process-liveness.ts `instancesGone`): an
 * instance replacing one that stopped cleanly (a rolling deploy) has nothing to make up for, and a whole repair per
 * new instance would weigh on the others while they serve. A process that died (kill -9, a stop that cut work)
 * leaves its record, so the next start repairs; a round that ran forgets the records of the dead it made up for.
 */
export class RepairSchedule<R> {
  private running: Promise<R> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  /** A round that could not do all its work waits to be tried again. */
  private retryPending = false;
  /** The round under way, with its record and report (what `stop` waits for). */
  private attempting: Promise<unknown> | undefined;
  private stopped = false;
  private once: OnceAcrossInstances | undefined;

  /** `name`: the periodic rounds run once across the service's instances under that job's lease. */
  constructor(
    private readonly repair: () => Promise<R>,
    private readonly incomplete: (report: R) => string | null,
    private readonly logger: Pick<Logger, 'warn' | 'info'>,
    private readonly name?: string,
  ) {}

  /** A periodic round: skipped (and then fine) when another instance ran one since it was due. */
  private async round(gapMs: number): Promise<string | null> {
    const dueAt = Date.now();
    const once = this.once;
    const connection = documentLocks.attached?.connection;
    try {
      // The processes found dead before it began: made up for by a round that ran whole.
      const gone: GoneInstance[] = once && connection ? await instancesGone(connection) : [];
      const whole = (report: R) => this.incomplete(report) === null;
      const round = once ? await once.run(() => this.run(), dueAt, gapMs, whole) : { ran: true as const, result: await this.run() };
      const why = round.ran ? this.incomplete(round.result) : null;
      if (round.ran && why === null && connection && gone.length > 0) await forgetInstances(connection, gone);
      return why;
    } catch (err) {
      return (err as Error).message;
    }
  }

  /** Why the round at start is owed, or null when it is not (see the class). */
  private async owedAtStart(intervalMs: number): Promise<string | null> {
    const connection = documentLocks.attached?.connection;
    if (!this.name || !connection || intervalMs <= 0) return 'at every start';
    try {
      const last = await lastRound(this.name);
      if (!last?.lastFinishedAt) return 'no round finished yet';
      if (last.complete === false) return 'the last round could not do all its work';
      if (last.build !== BUILD) return 'the last round ran another build';
      if (last.lastStartedAt.getTime() < Date.now() - intervalMs) return 'no round within the period';
      const gone = await instancesGone(connection, true);
      return gone.length > 0 ? `${gone.length} process(es) died since` : null;
    } catch (err) {
      return `not known (${(err as Error).message})`;
    }
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
    // is skipped when another instance began a whole one within half a period, and when this one has a round under
    // way or one to try again (which keeps its backoff).
    const attempt = async (gapMs: number) => {
      if (gapMs > 0 && (this.attempting || this.retryPending)) return;
      clearTimeout(this.retry);
      this.retryPending = false;
      const round = this.round(gapMs);
      this.attempting = round;
      const why = await round.finally(() => (this.attempting = undefined));
      if (why === null) retryMs = 5_000;
      if (why === null) return;
      this.retryPending = true;
      if (this.stopped) return;
      this.logger.warn({ err: why, retryInMs: retryMs }, 'repair incomplete; trying again');
      this.retry = setTimeout(() => void attempt(0), retryMs);
      this.retry.unref();
      retryMs = Math.min(retryMs * 2, 5 * 60_000);
    };
    void this.owedAtStart(intervalMs).then((why) => {
      if (this.stopped) return;
      if (why === null) this.logger.info({ repair: this.name }, 'repair at start not owed: a round of this build ran within the period, and no process died since');
      else void attempt(0);
    });
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
    const ended = await Promise.race([
      Promise.all([this.running, this.attempting]).then(
        () => true,
        () => true,
      ),
      new Promise<boolean>((resolve) => (timeout = setTimeout(() => resolve(false), waitMs))),
    ]);
    clearTimeout(timeout);
    // A round cut part way: this stop is not clean, and the next start repairs.
    if (!ended) unfinishedAtStop(`repair ${this.name ?? ''}`.trim());
    // A round that could not do all its work, waiting to be tried again: left to the next start's.
    else if (this.retryPending) unfinishedAtStop(`repair ${this.name ?? ''} to try again`.trim());
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
