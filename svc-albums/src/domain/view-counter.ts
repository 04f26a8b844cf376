import type { Logger } from '@abialbum/service-kit';

/**
 * Profile views and share links' opens, counted without a write on the read path (issue 11 "Reads never write"):
 * each view is added in memory and the counts go to their documents in batches, one `add` per key (an album, a
 * link) every `intervalMs` and at a graceful stop, so none is lost in normal operation (a crash loses at most one
 * interval's views of this process). `add` moves the document under its lock (service-kit's documentLocks), so the
 * batches of every instance add up. What is not written yet still shows in the answers of this process.
 */
export class ViewCounter {
  private pending = new Map<string, number>();
  /** The batch being written: still added to answers until its write has moved the kept profile. */
  private writing = new Map<string, number>();
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;

  constructor(
    private readonly add: (key: string, count: number) => Promise<void>,
    private readonly logger?: Pick<Logger, 'warn'>,
    private readonly intervalMs = 2_000,
  ) {}

  /** Counts one view; answers the views not written yet (this one included). */
  count(key: string): number {
    const views = (this.pending.get(key) ?? 0) + 1;
    this.pending.set(key, views);
    return views + (this.writing.get(key) ?? 0);
  }

  /** The views of `key` counted here and not written yet. */
  unwritten(key: string): number {
    return (this.pending.get(key) ?? 0) + (this.writing.get(key) ?? 0);
  }

  start(): void {
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Writes what was counted; a failed write keeps its count for the next flush. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async write(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    this.writing = batch;
    for (const [key, views] of batch) {
      try {
        await this.add(key, views);
      } catch (err) {
        this.pending.set(key, (this.pending.get(key) ?? 0) + views);
        this.logger?.warn({ err: (err as Error).message, key }, 'views not written yet');
      }
      batch.delete(key);
    }
    this.writing = new Map();
  }
}
