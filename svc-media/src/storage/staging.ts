import { createWriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StagedFile } from './storage.port';

/** The folder, under an adapter's local root, of staged uploads and scratch files. */
export const TEMP_DIR = '.tmp';

/**
 * Receives a stream into a new local file (never one that exists), counting its bytes. A failed stream
 * leaves no file. Every adapter stages uploads this way: checks and derivatives need the whole file.
 */
export async function stageFile(body: Readable, temp: string): Promise<StagedFile> {
  let size = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, count, createWriteStream(temp, { flags: 'wx' }));
    return { path: temp, size };
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
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
