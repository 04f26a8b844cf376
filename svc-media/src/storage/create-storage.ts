import type { Config } from '../config';
import { LocalDiskStorage } from './local-disk.storage';
import type { StoragePort } from './storage.port';

export type StorageConfig = Pick<
  Config,
  'MEDIA_STORAGE' | 'MEDIA_DIR' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_REGION'
>;

/**
 * The storage adapter chosen by configuration (ARCHITECTURE "Media": local disk, or S3 for scale). With S3,
 * MEDIA_DIR holds only the uploads being received; the bucket is created when missing.
 */
export async function createStorage(config: StorageConfig): Promise<StoragePort> {
  if (config.MEDIA_STORAGE === 'local') return LocalDiskStorage.open(config.MEDIA_DIR);
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  // config.ts requires them all when MEDIA_STORAGE=s3; a caller that skipped it is told the same.
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    throw new Error('MEDIA_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  // Loaded only when chosen: the S3 client weighs about 20 MiB of memory that local disk never needs.
  const { S3Storage } = await import('./s3.storage');
  return S3Storage.open({ endpoint, bucket, accessKeyId, secretAccessKey, region: config.S3_REGION }, config.MEDIA_DIR);
}

/** A never-stored key: asking for it answers "not there" while the storage answers, and throws when it cannot. */
const PROBE_KEY = `${'0'.repeat(32)}-probe.txt`;

/** The readiness check of the storage (/ready): reachable, whichever adapter it is. */
export const storageReachable = (storage: StoragePort) => async () => {
  await storage.head(PROBE_KEY);
  return true;
};
