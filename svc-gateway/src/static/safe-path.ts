import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Maps a URL path below a folder to a regular file inside it, or undefined. Refuses anything that could
 * leave the folder or reach hidden files: `..` and `.`-segments (also percent-encoded), NUL, backslashes.
 */
export function containedPath(dir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.length === 0 || segments.some((segment) => segment.startsWith('.'))) return undefined;
  const root = path.resolve(dir);
  const file = path.resolve(root, ...segments);
  return file.startsWith(root + path.sep) ? file : undefined;
}

export interface FoundFile {
  file: string;
  size: number;
  mtimeMs: number;
}

export async function findFile(dir: string, urlPath: string): Promise<FoundFile | undefined> {
  const file = containedPath(dir, urlPath);
  if (!file) return undefined;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}
