import { unfinishedAtStop } from '../lifecycle';
import type { Logger } from '../logger';

/**
 * Counters that missed a move: a write was made (a follow, a member, a comment, a notification) and its counter's
 * move, a second write, failed (the database away between the two). A retry finds the first write done and moves
 * nothing, so each such key (an album, a user) is counted again from its documents by `recount`, every
 * `intervalMs` until that succeeds, not only by the next start's or the periodic repair. `recount` holds the
 * key's lock: a move failing while it runs waits for it, and owes the key again.
 */
export class OwedRecounts {
  private readonly owed = new Set<string>();
  /** More keys were owed than `whole.max`: they were let go, and everything is counted again (`whole.recount`). */
  private wholeOwed = false;
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  /**
   * `whole`: for keys with no bound of their own (a user and an album: one per unfollow that failed during an outage),
   * at most `max` are kept; past that they are let go and `recount` counts everything again instead (the service's
   * repair of them), so a long outage costs one pass, not memory without end.
   */
  constructor(
    private readonly what: string,
    private readonly recount: (key: string) => Promise<void>,
    private readonly logger?: Pick<Logger, 'warn'>,
    private readonly whole?: { max: number; recount: () => Promise<void> },
  ) {}

  owe(key: string): void {
    if (this.wholeOwed) return;
    this.owed.add(key);
    if (this.whole && this.owed.size > this.whole.max) {
      this.owed.clear();
      this.wholeOwed = true;
    }
  }

  /** How many keys are owed (everything counting as one). */
  get size(): number {
    return this.wholeOwed ? 1 : this.owed.size;
  }

  /** Counts every owed key again; a key whose recount fails stays owed. Answers how many were counted. */
  async settle(): Promise<number> {
    if (this.wholeOwed && this.whole) {
      // Keys owed from now on are new ones: kept again, counted after this pass.
      this.wholeOwed = false;
      try {
        await this.whole.recount();
      } catch (error) {
        this.owed.clear();
        this.wholeOwed = true;
        throw error;
      }
      return 1 + (await this.settle());
    }
    let settled = 0;
    for (const key of [...this.owed]) {
      this.owed.delete(key);
      try {
        await this.recount(key);
        settled += 1;
      } catch (error) {
        this.owed.add(key);
        throw error;
      }
    }
    return settled;
  }

  start(intervalMs = 1_000): void {
    this.timer = setInterval(() => {
      if (this.running || this.size === 0) return;
      this.running = this.settle()
        .catch((error: unknown) => {
          this.logger?.warn({ err: (error as Error).message, owed: this.size }, `${this.what}: recount failed, tried again soon`);
          return 0;
        })
        .finally(() => (this.running = undefined));
    }, intervalMs);
    this.timer.unref();
  }

  /**
   * Stops the timer, then counts what is still owed (a process that stops is not started again to do it: another
   * instance never hears what this one owes), after a recount under way, all within `waitMs` at most; what is left
   * then makes the stop unclean (`unfinishedAtStop`), so the next start repairs.
   */
  async stop(waitMs = 5_000): Promise<void> {
    clearInterval(this.timer);
    const last = (async () => {
      await this.running;
      if (this.wholeOwed) {
        await this.settle().catch((error: unknown) => this.logger?.warn({ err: (error as Error).message }, `${this.what}: recount at stop failed`));
        return;
      }
      // Every key once, whatever another's recount does.
      for (const key of [...this.owed]) {
        try {
          await this.recount(key);
          this.owed.delete(key);
        } catch (error) {
          this.logger?.warn({ err: (error as Error).message, key }, `${this.what}: recount at stop failed`);
        }
      }
    })();
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([last, new Promise((resolve) => (timeout = setTimeout(resolve, waitMs)))]);
    clearTimeout(timeout);
    if (this.size > 0) unfinishedAtStop(`${this.what}: ${this.size} owed`);
  }
}
