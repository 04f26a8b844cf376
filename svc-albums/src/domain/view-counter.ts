import type { Logger } from '@abialbum/service-kit';
import type { AlbumStore } from '../store/album.store';

/**
 * Profile views, counted without a write on the read path (issue 11 "Reads never write"): each view is added
 * in memory and the counts go to the albums in batches, one `$inc` per album every `intervalMs` and at a
 * graceful stop, so none is lost in normal operation (a crash loses at most one interval's views of this
 * process). What is not written yet still shows in the profile answers of this process.
 */
export class ViewCounter {
  private pending = new Map<string, number>();
  /** The batch being written: still added to answers until its write has moved the kept profile. */
  private writing = new Map<string, number>();
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;

  constructor(
    private readonly albums: Pick<AlbumStore, 'addViews'>,
    private readonly logger?: Pick<Logger, 'warn'>,
    private readonly intervalMs = 2_000,
  ) {}

  /** Counts one view; answers the views not written yet (this one included). */
  count(albumId: string): number {
    const views = (this.pending.get(albumId) ?? 0) + 1;
    this.pending.set(albumId, views);
    return views + (this.writing.get(albumId) ?? 0);
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
    for (const [albumId, views] of batch) {
      try {
        await this.albums.addViews(albumId, views);
      } catch (err) {
        this.pending.set(albumId, (this.pending.get(albumId) ?? 0) + views);
        this.logger?.warn({ err: (err as Error).message, albumId }, 'profile views not written yet');
      }
      batch.delete(albumId);
    }
    this.writing = new Map();
  }
}
