import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, paginateListObjectsV2, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { contentTypeForKey, isFileKey } from './file-key';
import { abortMultipartUploads, ensureBucket, isNotFound, s3Client, type S3Settings } from './s3-client';
import { receiveMultipart, type MultipartOptions } from './s3-multipart';
import { putReceived, receiveStaged, removeOlderFiles, removeTempWhere, stageFile, tempName, TEMP_DIR, type TempFile } from './staging';
import type { ByteRange, PendingObject, StagedFile, StoragePort, StoredObject } from './storage.port';

/** A staged file up to this size goes up in one PUT of its known length (streamed from its staged copy). */
const SINGLE_PUT_MAX_BYTES = 512 * 1024 * 1024;
/** Bigger files go up in parts of this size, two at a time: at most 16 MiB of a file in memory. */
const MULTIPART: MultipartOptions = { partBytes: 8 * 1024 * 1024, partsAtOnce: 2 };
/**
 * A staged file is read back for its PUT in reads this big (the default is 64 KiB): the file is in the page cache, so a
 * read costs a trip through libuv's thread pool more than the copy, and sixteen times fewer of them let the next file
 * of the request arrive faster while this one goes up (1 GiB in 11 files: 6.8-7.9 s -> 5.9-6.6 s, bench/src/upload-s3.ts).
 */
const COMMIT_READ_BYTES = 1024 * 1024;
/** Another instance sharing the bucket may be uploading: only multipart uploads this old are abandoned. */
const MULTIPART_MIN_AGE_MS = 60 * 60 * 1000;

export interface S3StorageOptions {
  /** Unfinished multipart uploads younger than this are left alone by removeStaleTemp (default one hour). */
  multipartMinAgeMs?: number;
  /** The instance whose staged files this adapter names (the kit's PROCESS_ID: process-liveness.ts). */
  tempOwner?: string;
  /** Staged files up to this size go up in one PUT (default SINGLE_PUT_MAX_BYTES), bigger ones in parts. */
  singlePutMaxBytes?: number;
  /** The parts of a multipart upload (default 8 MiB, two at a time; S3 takes no part under 5 MiB but the last). */
  multipart?: MultipartOptions;
}

/**
 * Objects in an S3-compatible bucket, named by their file keys. Uploads are staged in a local folder as on local disk
 * (pictures are cleaned whole, ffmpeg reads files), then sent up once accepted: an object appears in the bucket whole
 * or not at all, so a failed or killed upload leaves nothing visible.
 *
 * A stream received is staged too, not sent into the bucket as it arrives (a multipart upload completed once its record
 * is written): measured on this 2-core machine under load (bench/src/upload-s3.ts, README "Benchmarks"), the streamed
 * upload took 1.3-2x longer and more CPU in svc-media and the gateway than staging (written with O_DIRECT, almost no
 * CPU) and one PUT read back from the staged file.
 */
export class S3Storage implements StoragePort {
  private constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly tempDir: string,
    private readonly multipartMinAgeMs: number,
    private readonly tempOwner: string | undefined,
    private readonly singlePutMaxBytes: number,
    private readonly multipart: MultipartOptions,
  ) {}

  /** Staged files go under `stagingRoot`; the bucket is created when missing. */
  static async open(settings: S3Settings, stagingRoot: string, options: S3StorageOptions = {}): Promise<S3Storage> {
    const tempDir = path.join(stagingRoot, TEMP_DIR);
    await mkdir(tempDir, { recursive: true });
    const client = s3Client(settings);
    await ensureBucket(client, settings);
    return new S3Storage(
      client,
      settings.bucket,
      tempDir,
      options.multipartMinAgeMs ?? MULTIPART_MIN_AGE_MS,
      options.tempOwner,
      options.singlePutMaxBytes ?? SINGLE_PUT_MAX_BYTES,
      options.multipart ?? MULTIPART,
    );
  }

  put(key: string, body: Readable, contentType: string): Promise<{ size: number }> {
    return putReceived(this, key, body, contentType);
  }

  receive(key: string, body: Readable, contentType: string): Promise<PendingObject> {
    return receiveStaged(this, key, body, contentType);
  }

  /**
   * Through the page cache, not straight to the disk as on local disk: a staged file here is read back at once for its
   * PUT and removed, never synced, so its pages are read from memory and mostly never written at all. Written directly
   * it cost a disk write and a disk read per byte on top of the server's own write (bench/src/upload-s3.ts).
   */
  stage(body: Readable): Promise<StagedFile> {
    return stageFile(body, this.scratchPath('part'), 'cached');
  }

  /**
   * Streams the staged file up, then drops it: one PUT of its known length up to `singlePutMaxBytes` (the server's
   * fastest way for a file read from disk; the object is there whole or not at all either way), in parts when bigger
   * (a failed multipart upload is aborted).
   */
  async commit(staged: StagedFile, key: string, contentType: string): Promise<void> {
    if (!isFileKey(key)) throw new Error(`not a file key: ${key}`);
    const body = createReadStream(staged.path, { highWaterMark: COMMIT_READ_BYTES });
    if (staged.size <= this.singlePutMaxBytes) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: staged.size, ContentType: contentType })).finally(() => body.destroy());
    } else {
      await (await receiveMultipart(this.client, { Bucket: this.bucket, Key: key, ContentType: contentType }, body, this.multipart)).complete();
    }
    await this.discard(staged);
  }

  async discard(staged: StagedFile): Promise<void> {
    await rm(staged.path, { force: true });
  }

  scratchPath(extension: string): string {
    return path.join(this.tempDir, tempName(this.tempOwner, extension));
  }

  localPath(): null {
    return null;
  }

  async head(key: string): Promise<StoredObject | null> {
    if (!isFileKey(key)) return null;
    try {
      const found = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return describe(key, found.ContentLength ?? 0, found.ETag, found.LastModified);
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async get(key: string, range?: ByteRange) {
    if (!isFileKey(key)) return null;
    const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
    try {
      const found = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range }));
      // A part's answer says the whole object's size after the slash of Content-Range.
      const size = found.ContentRange ? Number(found.ContentRange.split('/')[1]) : (found.ContentLength ?? 0);
      return { stream: found.Body as Readable, object: describe(key, size, found.ETag, found.LastModified) };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    if (isFileKey(key)) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(): AsyncIterable<StoredObject> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket })) {
      for (const item of page.Contents ?? []) {
        if (item.Key && isFileKey(item.Key)) yield describe(item.Key, item.Size ?? 0, item.ETag, item.LastModified);
      }
    }
  }

  removeTempWhere(leftOver: (file: TempFile) => Promise<boolean>): Promise<number> {
    return removeTempWhere(this.tempDir, leftOver);
  }

  /**
   * Staged files a crash interrupted, and multipart uploads of file keys a killed process never finished or aborted
   * (invisible, but their parts take space until aborted). Resumable uploads under way are multipart uploads too, under
   * other keys, that live for a day: their own cleanup removes them (http/tus-stores.ts).
   */
  async removeStaleTemp(olderThanMs: number): Promise<number> {
    const files = await removeOlderFiles(this.tempDir, olderThanMs);
    const before = new Date(Date.now() - Math.max(olderThanMs, this.multipartMinAgeMs));
    return files + (await abortMultipartUploads(this.client, this.bucket, before, isFileKey));
  }
}

function describe(key: string, size: number, etag: string | undefined, modifiedAt: Date | undefined): StoredObject {
  return { key, size, contentType: contentTypeForKey(key), etag: etag ?? `"${size.toString(16)}"`, modifiedAt: modifiedAt ?? new Date(0) };
}
