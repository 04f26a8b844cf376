import type { Logger } from '@abialbum/service-kit';

/**
 * Profile views and share links' opens, counted without a write on the read path (issue 11 "Reads never write"):
 * each view is added in memory and the counts go to their documents in batches, one `add` per key (an album, a
 * link) every `intervalMs` and at a graceful stop, so none is lost in normal operation (a crash loses at most one
 * interval's views of this process). `add` moves the document under its lock (service-kit's documentLocks), so the
 * batches of every instance add up; a batch whose document another instance is writing waits for a later interval
 * (at most MAX_DEFER_MS), so counting views never takes a hot album's lock from the instance writing its follows. What is not written yet still shows in the answers of this process.
 */
/** A batch put off (another instance writing its document) is written anyway once put off this long. */
const MAX_DEFER_MS = 30_000;

export class ViewCounter {
  private pending = new Map<string, number>();
  /** The batch being written: still added to answers until its write has moved the kept profile. */
  private writing = new Map<string, number>();
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;

  /** Keys whose batch `add` put off (another instance was writing the document), since when. */
  private readonly deferredSince = new Map<string, number>();

  /**
   * `add` writes a key's batch, or answers false to put it off to a later interval (another instance is writing the
   * document: see AlbumStore.addViews); once put off MAX_DEFER_MS, it is called with `mustWrite` and writes anyway.
   */
  constructor(
    private readonly add: (key: string, count: number, mustWrite: boolean) => Promise<boolean | void>,
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

  /** Writes what is left, put off or not (a stopping process). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flushing;
    await this.write(true);
  }

  /** Writes what was counted; a failed write keeps its count for the next flush. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async write(mustWrite = false): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    this.writing = batch;
    for (const [key, views] of batch) {
      try {
        const since = this.deferredSince.get(key);
        const written = await this.add(key, views, mustWrite || (since !== undefined && Date.now() - since >= MAX_DEFER_MS));
        if (written === false) {
          this.pending.set(key, (this.pending.get(key) ?? 0) + views);
          if (since === undefined) this.deferredSince.set(key, Date.now());
        } else this.deferredSince.delete(key);
      } catch (err) {
        this.pending.set(key, (this.pending.get(key) ?? 0) + views);
        this.logger?.warn({ err: (err as Error).message, key }, 'views not written yet');
      }
      batch.delete(key);
    }
    this.writing = new Map();
  }
}
