import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '@abialbum/service-kit';
import type { Config } from '../config';
import { LocalDiskStorage } from './local-disk.storage';
import type { S3Settings } from './s3-client';
import type { StoragePort } from './storage.port';

export type StorageConfig = Pick<
  Config,
  'MEDIA_STORAGE' | 'MEDIA_DIR' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_REGION' | 'S3_WAIT_SECONDS'
>;

const RETRY_MS = 2_000;

/**
 * The storage adapter chosen by configuration (ARCHITECTURE "Media": local disk, or S3 for scale). With S3,
 * MEDIA_DIR holds only the uploads being received; the bucket is created when missing. An S3 server that
 * does not answer yet (starting beside the service) is waited for up to S3_WAIT_SECONDS; one that answers
 * with a refusal (credentials, bucket) stops the start at once.
 */
export async function createStorage(config: StorageConfig, logger?: Logger, tempOwner?: string): Promise<StoragePort> {
  const settings = s3Settings(config);
  if (!settings) return LocalDiskStorage.open(config.MEDIA_DIR, { tempOwner });
  // Loaded only when chosen: the S3 client weighs about 20 MiB of memory that local disk never needs.
  const { S3Storage } = await import('./s3.storage');
  const { StorageUnreachableError } = await import('./s3-client');
  const until = Date.now() + config.S3_WAIT_SECONDS * 1000;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await S3Storage.open(settings, config.MEDIA_DIR, { tempOwner });
    } catch (err) {
      const waiting = err instanceof StorageUnreachableError && err.unanswered && Date.now() + RETRY_MS < until;
      if (!waiting) throw err;
      logger?.warn({ attempt, err: err.message }, 'S3 storage does not answer yet: trying again');
      await sleep(RETRY_MS);
    }
  }
}

/** The bucket's settings with MEDIA_STORAGE=s3 (files and resumable uploads alike); null on local disk. */
export function s3Settings(config: StorageConfig): S3Settings | null {
  if (config.MEDIA_STORAGE === 'local') return null;
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  // config.ts requires them all when MEDIA_STORAGE=s3; a caller that skipped it is told the same.
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    throw new Error('MEDIA_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return { endpoint, bucket, accessKeyId, secretAccessKey, region: config.S3_REGION };
}

/** A never-stored key: asking for it answers "not there" while the storage answers, and throws when it cannot. */
const PROBE_KEY = `${'0'.repeat(32)}-probe.txt`;

/**
 * A storage found reachable is taken as reachable this long without asking again. The gateway asks each instance's
 * /ready twice a second, and on S3 each ask was a signed HEAD: about 1.5% of a core per idle instance, and MinIO's
 * own. A storage that goes away fails the calls that use it at once (503) and /ready within this long.
 */
const REACHABLE_KEPT_MS = 5_000;

/** The readiness check of the storage (/ready): reachable, whichever adapter it is. */
export const storageReachable = (storage: StoragePort) => {
  let reachedAt = Number.NEGATIVE_INFINITY;
  return async () => {
    if (Date.now() - reachedAt < REACHABLE_KEPT_MS) return true;
    await storage.head(PROBE_KEY);
    reachedAt = Date.now();
    return true;
  };
};
