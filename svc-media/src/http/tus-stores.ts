import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore, KvStore } from '@tus/server';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import type { S3Settings } from '../storage/s3-client';

/** Where the bytes and info of unfinished uploads live: a folder of this instance's, or the bucket every instance reads. */
export type ResumableStorage = { kind: 'disk'; dir: string } | { kind: 's3'; settings: S3Settings };

/** A tus data store, with what svc-media does to its uploads besides tus: read one finished, remove one, expire them. */
export interface UploadBytes {
  datastore: DataStore;
  /** The whole file of a finished upload. */
  read(id: string): Promise<Readable>;
  /** Gone with its bytes and info, finished or not; a missing one is no error. */
  remove(id: string): Promise<void>;
  /** Removes the uploads created before `before` (unfinished, or finished but never removed); answers how many. */
  removeCreatedBefore(before: Date): Promise<number>;
}

/** `@tus/file-store` under `dir`: the bytes and a JSON file per upload, on this machine's disk. */
function diskUploads(dir: string, expiryMs: number): UploadBytes {
  const store = new FileStore({ directory: dir, expirationPeriodInMilliseconds: expiryMs });
  const remove = (id: string) => store.remove(id).catch(() => store.configstore.delete(id));
  return {
    datastore: store,
    read: async (id) => store.read(id),
    remove,
    async removeCreatedBefore(before) {
      let removed = 0;
      for (const id of (await store.configstore.list?.()) ?? []) {
        const info = await store.configstore.get(id).catch(() => undefined);
        const created = info?.creation_date ? new Date(info.creation_date).getTime() : 0;
        if (info && created >= before.getTime()) continue;
        await remove(id);
        removed += 1;
      }
      return removed;
    },
  };
}

/** The info of this many uploads is kept in memory (it never changes once created: the length is never deferred). */
const KEPT_INFOS = 1_000;

/** tus's cache of upload infos, bounded: an upload finished on another instance is never removed from this one's. */
class BoundedKvStore implements KvStore<MetadataValue> {
  private readonly values = new Map<string, MetadataValue>();
  async get(key: string) {
    return this.values.get(key);
  }
  async set(key: string, value: MetadataValue) {
    this.values.delete(key);
    this.values.set(key, value);
    const oldest = this.values.keys().next().value;
    if (this.values.size > KEPT_INFOS && oldest !== undefined) this.values.delete(oldest);
  }
  async delete(key: string) {
    this.values.delete(key);
  }
}

const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `@tus/s3-store` in the bucket of the stored files: an upload is an S3 multipart upload under its id (a UUID, never a
 * file key, so the storage's listing and sweeps leave it alone), its info in `<id>.info` and a piece shorter than a
 * part in `<id>.part`; every instance reads them, so the next piece may land on any instance.
 */
class SharedS3Store extends S3Store implements UploadBytes {
  get datastore() {
    return this;
  }

  /** tus's own `remove` fails on a finished upload (its multipart upload is gone) before deleting the objects. */
  override async remove(id: string): Promise<void> {
    const info = await this.getMetadata(id).catch(() => null);
    if (info?.['upload-id']) {
      await this.client.abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: info['upload-id'] }).catch(() => undefined);
    }
    const keys = [id, this.infoKey(id), this.partKey(id, true)];
    await this.client.deleteObjects({ Bucket: this.bucket, Delete: { Objects: keys.map((Key) => ({ Key })) } });
    await this.clearCache(id);
  }

  async removeCreatedBefore(before: Date): Promise<number> {
    let removed = 0;
    let token: string | undefined;
    do {
      const page = await this.client.listObjectsV2({ Bucket: this.bucket, ContinuationToken: token });
      for (const object of page.Contents ?? []) {
        const id = object.Key?.replace(/\.info$/, '') ?? '';
        // Its info is written once, at creation: its date is the upload's.
        if (object.Key !== `${id}.info` || !NAME.test(id) || (object.LastModified ?? before) >= before) continue;
        await this.remove(id);
        removed += 1;
      }
      token = page.NextContinuationToken;
    } while (token);
    // Multipart uploads whose info was never written (a process killed while creating one).
    return removed + (await this.deleteExpired());
  }
}

export function uploadBytes(storage: ResumableStorage, expiryMs: number): UploadBytes {
  if (storage.kind === 'disk') return diskUploads(storage.dir, expiryMs);
  const { bucket, endpoint, region, accessKeyId, secretAccessKey } = storage.settings;
  return new SharedS3Store({
    expirationPeriodInMilliseconds: expiryMs,
    // No object tags: they serve bucket lifecycle rules, and the upload cleanup removes expired uploads itself.
    useTags: false,
    cache: new BoundedKvStore(),
    s3ClientConfig: {
      bucket,
      endpoint,
      region,
      credentials: { accessKeyId, secretAccessKey },
      // As s3-client.ts: buckets under the path, no checksums some S3-compatible servers do not understand.
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  });
}
