import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openDirectFile } from './direct-file';
import type { PendingObject, StagedFile, StoragePort } from './storage.port';

/** The folder, under an adapter's local root, of staged uploads and scratch files. */
export const TEMP_DIR = '.tmp';

/**
 * Room for a fast upload's chunks while the disk writes, when written through the cache: with the default
 * 16 KiB every chunk (64 KiB from the socket) would pause the request and resume it again.
 */
const WRITE_BUFFER_BYTES = 1024 * 1024;

/** How a staged file is written: `direct` straight to the disk where it can (direct-file.ts), `cached` through the page cache. */
export type StagingWrite = 'direct' | 'cached';

/**
 * Receives a stream into a new local file (never one that exists), counting its bytes: straight to the disk
 * where it can and `write` says so (direct-file.ts), else through the page cache. A failed stream leaves no file.
 * Every adapter stages uploads this way: checks and derivatives need the whole file.
 */
export async function stageFile(body: Readable, temp: string, write: StagingWrite = 'direct'): Promise<StagedFile> {
  // A body cut off while the file is being opened is pipeline's to report, below, not an unhandled error.
  const cutEarly = () => undefined;
  body.on('error', cutEarly);
  const file = write === 'cached' ? null : await openDirectFile(temp).catch((err: unknown) => {
    body.destroy(err as Error);
    throw err;
  });
  const writer = file ?? createWriteStream(temp, { flags: 'wx', highWaterMark: WRITE_BUFFER_BYTES });
  try {
    await pipeline(body, writer);
    return { path: temp, size: writer.bytesWritten };
  } catch (err) {
    // pipeline answers before a writer it destroyed has closed: one still opening its file would create it after the
    // rm (nodejs/node#23214). Removed once the writer has let the file go.
    writer.destroy();
    if (!writer.closed) await new Promise<void>((resolve) => writer.once('close', () => resolve()));
    await rm(temp, { force: true });
    throw err;
  } finally {
    body.off('error', cutEarly);
  }
}

/** Removes the files of `dir` last written at least `olderThanMs` ago; answers how many. */
export async function removeOlderFiles(dir: string, olderThanMs: number): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir)) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info && Date.now() - info.mtimeMs >= olderThanMs) {
      await rm(path.join(dir, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** A staged file as the cleanup judges it: the instance that made it (null: named before names said so), and its age. */
export interface TempFile {
  owner: string | null;
  modifiedAt: number;
}

const OWNER_MARK = '~';

/** A new staged file's name: its owner's id (the instance staging it), a random part, its extension. */
export const tempName = (owner: string | undefined, extension: string) => `${owner ? `${owner}${OWNER_MARK}` : ''}${randomUUID()}.${extension}`;

/** Removes the files of `dir` that `leftOver` says nothing is using any more; answers how many. */
export async function removeTempWhere(dir: string, leftOver: (file: TempFile) => Promise<boolean>): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir)) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    const mark = name.indexOf(OWNER_MARK);
    if (!info?.isFile() || !(await leftOver({ owner: mark > 0 ? name.slice(0, mark) : null, modifiedAt: info.mtimeMs }))) continue;
    await rm(path.join(dir, name), { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * `receive` of every adapter: the stream staged to a local file in one pass (straight to the disk where it can), made
 * visible under `key` by `complete` (`commit`: a rename on local disk, a PUT on S3), dropped by `abort`.
 */
export async function receiveStaged(
  storage: Pick<StoragePort, 'stage' | 'commit' | 'discard'>,
  key: string,
  body: Readable,
  contentType: string,
): Promise<PendingObject> {
  const staged = await storage.stage(body);
  return {
    key,
    size: staged.size,
    complete: () =>
      storage.commit(staged, key, contentType).catch(async (err: unknown) => {
        await storage.discard(staged);
        throw err;
      }),
    abort: () => storage.discard(staged),
  };
}

/** `put` of every adapter: received under its key, then made visible; nothing is left if either fails. */
export async function putReceived(storage: Pick<StoragePort, 'receive'>, key: string, body: Readable, contentType: string): Promise<{ size: number }> {
  const pending = await storage.receive(key, body, contentType);
  await pending.complete();
  return { size: pending.size };
}
