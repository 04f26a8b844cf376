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
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly what: string,
    private readonly recount: (key: string) => Promise<void>,
    private readonly logger?: Pick<Logger, 'warn'>,
  ) {}

  owe(key: string): void {
    this.owed.add(key);
  }

  /** Counts every owed key again; a key whose recount fails stays owed. Answers how many were counted. */
  async settle(): Promise<number> {
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
      if (this.running || this.owed.size === 0) return;
      this.running = this.settle()
        .catch((error: unknown) => {
          this.logger?.warn({ err: (error as Error).message, owed: this.owed.size }, `${this.what}: recount failed, tried again soon`);
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
    if (this.owed.size > 0) unfinishedAtStop(`${this.what}: ${this.owed.size} owed`);
  }
}
