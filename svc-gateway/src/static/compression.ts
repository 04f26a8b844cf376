import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FoundFile } from './safe-path';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|json|map|svg|txt|xml|webmanifest)$/i;
const MIN_BYTES = 1024;
/** Compressed copies are kept in memory (built front ends are a few MB); past this the cache starts over. */
const CACHE_BYTES = 64 * 1024 * 1024;

export function isCompressible(found: FoundFile): boolean {
  return found.size >= MIN_BYTES && COMPRESSIBLE.test(found.file);
}

/** The best encoding the client accepts (brotli first); q=0 rules one out. */
export function pickEncoding(acceptEncoding: string): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? (accepted.get('*') ?? 0)) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

const cache = new Map<string, Promise<Buffer>>();
let cachedBytes = 0;

async function compress(file: string, encoding: Encoding): Promise<Buffer> {
  const raw = await readFile(file);
  return encoding === 'br'
    ? brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : gzip(raw, { level: 9 });
}

/** Compresses a file once per version (path, size, mtime) and encoding; parallel first requests share the work. */
export function compressedCopy(found: FoundFile, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${found.file}:${found.size}:${found.mtimeMs}`;
  const hit = cache.get(key);
  if (hit) return hit;
  if (cachedBytes + found.size > CACHE_BYTES) {
    cache.clear();
    cachedBytes = 0;
  }
  const pending = compress(found.file, encoding);
  cache.set(key, pending);
  cachedBytes += found.size;
  pending.catch(() => cache.delete(key));
  return pending;
}
