import type { StoragePort } from './storage.port';

/**
 * Runs `work` with a path to a stored object, for tools that read files (ffmpeg): its own path on the local disk,
 * else a staged copy (S3), removed after. A missing object fails the work.
 */
export async function withLocalFile<T>(storage: StoragePort, key: string, work: (path: string) => Promise<T>): Promise<T> {
  const own = storage.localPath(key);
  if (own) {
    if (!(await storage.head(key))) throw new Error('the original is not stored');
    return work(own);
  }
  const found = await storage.get(key);
  if (!found) throw new Error('the original is not stored');
  const staged = await storage.stage(found.stream);
  try {
    return await work(staged.path);
  } finally {
    await storage.discard(staged);
  }
}
