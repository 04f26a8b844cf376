import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Writable } from 'node:stream';

/**
 * Received files are written straight to the disk (O_DIRECT), not through the page cache: an upload is synced
 * before it answers anyway, and a file written through the cache costs a copy into fresh cache pages and then
 * the whole writeback in that sync (measured for 1 GiB on this kind of machine: 1.9-3.3 s written through the
 * cache and synced, 0.5-0.8 s written directly; bench/src/upload.ts). Blocks go from aligned memory, two per
 * file: one fills while the other is on its way to the disk.
 */
const BLOCK_BYTES = 1024 * 1024;
/** Direct writes start, and are as long as, whole multiples of this (a page: every disk's logical block fits). */
const ALIGN_BYTES = 4096;
const BLOCKS_PER_FILE = 2;
/**
 * At most four files at once are written directly (8 MiB, resident once used); more wait for nothing and go
 * through the cache: what matters is a big file's stream, and svc-media stays under 200 MiB with 20 uploads at once.
 */
const POOL_BLOCKS = 8;
const WASM_PAGE_BYTES = 64 * 1024;

// Node's global, not in the type libraries a service compiles with (no DOM).
declare const WebAssembly: { Memory: new (descriptor: { initial: number; maximum: number }) => { buffer: ArrayBuffer } };

/**
 * Page-aligned blocks for direct writes, from one WebAssembly memory (its start is page-aligned, as no Buffer's
 * is promised to be). Made at the first direct write; a block only takes memory once it has been filled.
 */
class BlockPool {
  private free: Uint8Array[] | null = null;

  take(count: number): Uint8Array[] | null {
    this.free ??= this.allocate();
    if (this.free.length < count) return null;
    return this.free.splice(this.free.length - count, count);
  }

  give(blocks: Uint8Array[]): void {
    this.free?.push(...blocks);
  }

  /** Blocks not lent out (for tests: a failed write gives its blocks back). */
  available(): number {
    return this.free?.length ?? POOL_BLOCKS;
  }

  private allocate(): Uint8Array[] {
    const pages = (POOL_BLOCKS * BLOCK_BYTES) / WASM_PAGE_BYTES;
    const { buffer } = new WebAssembly.Memory({ initial: pages, maximum: pages });
    return Array.from({ length: POOL_BLOCKS }, (_, i) => new Uint8Array(buffer, i * BLOCK_BYTES, BLOCK_BYTES));
  }
}

export const directBlocks = new BlockPool();

/**
 * A new file written with O_DIRECT, in whole aligned blocks; the last one is padded and the file cut to its
 * length at the end. Writes stay in order of position; at most one block is in flight while the next fills.
 */
class DirectFileWriter extends Writable {
  bytesWritten = 0;
  private position = 0;
  private current: Uint8Array | null = null;
  private fill = 0;
  private readonly free: Uint8Array[];
  private readonly pending = new Set<Promise<void>>();
  private failure: Error | null = null;

  constructor(
    private readonly handle: FileHandle,
    private readonly blocks: Uint8Array[],
  ) {
    super({ highWaterMark: BLOCK_BYTES / 4 });
    this.free = [...blocks];
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error | null) => void): void {
    this.copy(chunk).then(() => done(), done);
  }

  override _final(done: (err?: Error | null) => void): void {
    this.finish().then(() => done(), done);
  }

  override _destroy(err: Error | null, done: (err?: Error | null) => void): void {
    // The disk may still be reading a block: it goes back to the pool only once every write has returned.
    void Promise.allSettled([...this.pending])
      .then(() => this.handle.close())
      .catch(() => undefined)
      .then(() => {
        directBlocks.give(this.blocks);
        done(err);
      });
  }

  private async copy(chunk: Buffer): Promise<void> {
    let offset = 0;
    while (offset < chunk.length) {
      const block = this.current ?? (this.current = await this.nextFree());
      const length = Math.min(chunk.length - offset, BLOCK_BYTES - this.fill);
      block.set(chunk.subarray(offset, offset + length), this.fill);
      this.fill += length;
      offset += length;
      this.bytesWritten += length;
      if (this.fill === BLOCK_BYTES) this.send(BLOCK_BYTES);
    }
  }

  private async finish(): Promise<void> {
    if (this.current && this.fill > 0) {
      const padded = Math.ceil(this.fill / ALIGN_BYTES) * ALIGN_BYTES;
      this.current.fill(0, this.fill, padded);
      this.send(padded);
    }
    await Promise.all([...this.pending]);
    if (this.failure) throw this.failure;
    if (this.position !== this.bytesWritten) await this.handle.truncate(this.bytesWritten);
  }

  /** Writes the current block's first `length` bytes at the next position; the block is free again after. */
  private send(length: number): void {
    const block = this.current!;
    const write = this.handle.write(block, 0, length, this.position).then(
      () => {
        this.free.push(block);
      },
      (err: Error) => {
        this.failure ??= err;
      },
    );
    const tracked = write.finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
    this.position += length;
    this.current = null;
    this.fill = 0;
  }

  private async nextFree(): Promise<Uint8Array> {
    while (this.free.length === 0 && !this.failure) await Promise.race(this.pending);
    if (this.failure) throw this.failure;
    // Destroyed while waiting: its blocks are on their way back to the pool.
    if (this.destroyed) throw new Error('the file was closed while it was written');
    return this.free.pop()!;
  }
}

/**
 * A writer for a new file (never one that exists) straight to the disk, or null where that cannot be done (no
 * O_DIRECT on this system or this file system, or the blocks all lent out): the caller writes through the cache.
 */
export async function openDirectFile(path: string): Promise<(Writable & { bytesWritten: number }) | null> {
  const direct = constants.O_DIRECT as number | undefined;
  if (direct === undefined) return null;
  const blocks = directBlocks.take(BLOCKS_PER_FILE);
  if (!blocks) return null;
  const handle = await open(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | direct, 0o644).catch((err: NodeJS.ErrnoException) => {
    directBlocks.give(blocks);
    if (err.code === 'EINVAL') return null; // the file system does not take direct writes
    throw err;
  });
  return handle ? new DirectFileWriter(handle, blocks) : null;
}
