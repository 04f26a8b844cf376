import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { compressedCopy, isCompressible } from './compression';
import { findFile } from './safe-path';

const DISTS = ['shell', 'mfe-public', 'mfe-owner', 'mfe-admin'].map((app) => path.join(app, 'dist'));

/**
 * Compresses the built front ends once at start, one file at a time, so the first visitor does not wait
 * for brotli. Best effort: a missing build is simply skipped.
 */
export async function warmCompressionCache(webRoot: string): Promise<number> {
  let warmed = 0;
  for (const dist of DISTS) warmed += await warmFolder(path.join(webRoot, dist));
  return warmed;
}

/** Compresses the text files below `dir` (not hidden ones, not source maps) one at a time; how many. */
export async function warmFolder(dir: string): Promise<number> {
  let warmed = 0;
  const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  for (const name of names) {
    const found = await findFile(dir, name.split(path.sep).join('/'));
    if (!found || !isCompressible(found) || found.file.endsWith('.map')) continue;
    await compressedCopy(found, 'br');
    await compressedCopy(found, 'gzip');
    warmed += 1;
  }
  return warmed;
}
