import { LocalDiskStorage } from './local-disk.storage';
import type { StoragePort } from './storage.port';

/** The storage adapter chosen by configuration (ARCHITECTURE "Media": local disk, or S3 for scale). */
export async function createStorage(kind: 'local' | 's3', mediaDir: string): Promise<StoragePort> {
  if (kind === 's3') throw new Error('MEDIA_STORAGE=s3: the S3 adapter is not built yet; use MEDIA_STORAGE=local');
  return LocalDiskStorage.open(mediaDir);
}
