import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateMultipartUploadCommand, HeadBucketCommand, ListMultipartUploadsCommand, PutObjectCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { newFileKey } from '../src/storage/file-key';
import { s3Client } from '../src/storage/s3-client';
import { receiveMultipart } from '../src/storage/s3-multipart';
import { S3Storage } from '../src/storage/s3.storage';
import { startMinio, type Minio } from './support/minio';

const read = async (stream: Readable) => Buffer.concat(await stream.toArray());

/** A stream that sends `bytes` (`times` over, one chunk each) then fails, as a client that goes away mid-upload. */
function failingAfter(bytes: Buffer, times = 1) {
  let sent = 0;
  return new Readable({
    read() {
      if (sent < times) {
        sent += 1;
        this.push(bytes);
      } else {
        this.destroy(new Error('client went away'));
      }
    },
  });
}

/** `bytes` in chunks of 64 KiB, as a socket delivers them. */
const arriving = (bytes: Buffer) => Readable.from(Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, i) => bytes.subarray(i * 65_536, (i + 1) * 65_536)));

describe('the S3 storage adapter against a real MinIO', () => {
  let minio: Minio;
  let stagingRoot: string;
  let storage: S3Storage;
  const bucket = 'abialbum-adapter-test';
  const client = () => s3Client(minio.settings(bucket));
  const tempFiles = () => readdir(path.join(stagingRoot, '.tmp'));
  const listed = async () => {
    const keys = [];
    for await (const object of storage.list()) keys.push(object.key);
    return keys;
  };
  const multipartUploads = async () => (await client().send(new ListMultipartUploadsCommand({ Bucket: bucket }))).Uploads ?? [];

  beforeAll(async () => {
    minio = await startMinio();
    stagingRoot = await mkdtemp(path.join(os.tmpdir(), 'abialbum-s3-staging-'));
    // Files over 8 MiB in parts here (the default is 512 MiB), so both ways are tried.
    storage = await S3Storage.open(minio.settings(bucket), stagingRoot, { multipartMinAgeMs: 0, singlePutMaxBytes: 8 * 1024 * 1024 });
  });
  afterAll(async () => {
    await minio?.stop();
    if (stagingRoot) await rm(stagingRoot, { recursive: true, force: true });
  });

  it('creates the missing bucket when it opens, and opens again on the bucket it finds', async () => {
    await expect(client().send(new HeadBucketCommand({ Bucket: bucket }))).resolves.toBeDefined();
    await expect(S3Storage.open(minio.settings(bucket), stagingRoot)).resolves.toBeInstanceOf(S3Storage);
  });

  it('stores a stream under its key, and answers it whole, by byte range and by head', async () => {
    const bytes = randomBytes(5000);
    const key = newFileKey('png');
    expect(await storage.put(key, Readable.from([bytes]), 'image/png')).toEqual({ size: 5000 });

    const head = await storage.head(key);
    expect(head).toMatchObject({ key, size: 5000, contentType: 'image/png', etag: expect.stringMatching(/^".+"$/) });
    expect(head?.modifiedAt).toBeInstanceOf(Date);
    const whole = await storage.get(key);
    expect(whole?.object).toEqual(head);
    expect((await read(whole?.stream ?? Readable.from([]))).equals(bytes)).toBe(true);

    const part = await storage.get(key, { start: 100, end: 1099 });
    expect(part?.object).toEqual(head); // the whole object's facts, not the part's
    expect((await read(part?.stream ?? Readable.from([]))).equals(bytes.subarray(100, 1100))).toBe(true);
    expect(await tempFiles()).toEqual([]);
  });

  it('sends a big file up in parts, and reads a range across a part boundary', async () => {
    const bytes = randomBytes(17 * 1024 * 1024);
    const key = newFileKey('mp4');
    const staged = await storage.stage(Readable.from([bytes.subarray(0, 9_000_000), bytes.subarray(9_000_000)]));
    expect(staged.size).toBe(bytes.length);
    await storage.commit(staged, key, 'video/mp4');
    expect(await tempFiles()).toEqual([]);
    const head = await storage.head(key);
    expect(head).toMatchObject({ size: bytes.length, contentType: 'video/mp4', etag: expect.stringMatching(/-3"$/) }); // three parts
    // A file up to the limit goes in one PUT (an ETag of no parts).
    const small = newFileKey('mp4');
    await storage.commit(await storage.stage(Readable.from([bytes.subarray(0, 8 * 1024 * 1024)])), small, 'video/mp4');
    expect(await storage.head(small)).toMatchObject({ size: 8 * 1024 * 1024, etag: expect.stringMatching(/^"[0-9a-f]{32}"$/) });
    const boundary = 8 * 1024 * 1024;
    const part = await storage.get(key, { start: boundary - 10, end: boundary + 9 });
    expect((await read(part?.stream ?? Readable.from([]))).equals(bytes.subarray(boundary - 10, boundary + 10))).toBe(true);
  });

  it('receives a stream for its key, visible only once completed; an aborted one leaves nothing', async () => {
    const bytes = randomBytes(17 * 1024 * 1024);
    const key = newFileKey('mp4');
    const pending = await storage.receive(key, arriving(bytes), 'video/mp4');
    expect(pending).toMatchObject({ key, size: bytes.length });
    expect(await storage.head(key)).toBeNull();
    await pending.complete();
    expect(await tempFiles()).toEqual([]);
    expect(await storage.head(key)).toMatchObject({ size: bytes.length, contentType: 'video/mp4', etag: expect.stringMatching(/-3"$/) });
    expect((await read((await storage.get(key))?.stream ?? Readable.from([]))).equals(bytes)).toBe(true);

    const dropped = await storage.receive(newFileKey('mp4'), Readable.from([bytes.subarray(0, 1000)]), 'video/mp4');
    expect(dropped.size).toBe(1000);
    await dropped.abort();
    expect(await storage.head(dropped.key)).toBeNull();
    expect(await tempFiles()).toEqual([]);
    expect(await multipartUploads()).toEqual([]);
  });

  it('leaves no object and no part when a stream fails mid-way, received or sent in parts', async () => {
    const key = newFileKey('mp4');
    const before = (await listed()).length;
    await expect(storage.receive(key, failingAfter(randomBytes(8 * 1024 * 1024), 3), 'video/mp4')).rejects.toThrow('client went away');
    // Three parts of it went up before it failed.
    const target = { Bucket: bucket, Key: key, ContentType: 'video/mp4' };
    const options = { partBytes: 8 * 1024 * 1024, partsAtOnce: 2 };
    await expect(receiveMultipart(client(), target, failingAfter(randomBytes(8 * 1024 * 1024), 3), options)).rejects.toThrow('client went away');
    expect(await storage.head(key)).toBeNull();
    expect(await multipartUploads()).toEqual([]);
    expect(await listed()).toHaveLength(before);
    expect(await tempFiles()).toEqual([]);
  });

  it('answers null for a key that is not there, and deleting it is not an error', async () => {
    const key = newFileKey('jpg');
    expect(await storage.head(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    expect(await storage.get(key, { start: 0, end: 1 })).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await storage.head('../../etc/passwd')).toBeNull();
  });

  it('deletes a stored object', async () => {
    const key = newFileKey('gif');
    await storage.put(key, Readable.from([Buffer.from('GIF89a')]), 'image/gif');
    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
  });

  it('leaves nothing behind when the stream fails, nor when an upload is discarded', async () => {
    const key = newFileKey('png');
    await expect(storage.put(key, failingAfter(randomBytes(64 * 1024)), 'image/png')).rejects.toThrow('client went away');
    await expect(storage.stage(failingAfter(randomBytes(1024)))).rejects.toThrow('client went away');
    const staged = await storage.stage(Readable.from([randomBytes(1024)]));
    await storage.discard(staged);
    expect(await storage.head(key)).toBeNull();
    expect(await tempFiles()).toEqual([]);
    expect(await multipartUploads()).toEqual([]);
  });

  it('lists every stored object page after page, and nothing that is not a file key', async () => {
    const listing = await S3Storage.open(minio.settings('abialbum-list-test'), stagingRoot);
    const keys = Array.from({ length: 1005 }, (_, i) => newFileKey(i % 2 ? 'jpg' : 'webp')).sort();
    const raw = s3Client(minio.settings('abialbum-list-test'));
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((Key) => raw.send(new PutObjectCommand({ Bucket: 'abialbum-list-test', Key, Body: 'x' }))));
    }
    await raw.send(new PutObjectCommand({ Bucket: 'abialbum-list-test', Key: 'notes/readme.txt', Body: 'not ours' }));
    const listed = [];
    for await (const object of listing.list()) listed.push(object);
    expect(listed.map((object) => object.key).sort()).toEqual(keys);
    expect(listed[0]).toMatchObject({ size: 1, etag: expect.any(String), modifiedAt: expect.any(Date) });
  });

  it('removes stale staged files and abandoned multipart uploads', async () => {
    const stale = storage.scratchPath('part');
    await writeFile(stale, 'left by a killed upload');
    await utimes(stale, new Date(Date.now() - 7_200_000), new Date(Date.now() - 7_200_000));
    const fresh = storage.scratchPath('part');
    await writeFile(fresh, 'being received');
    const Key = newFileKey('mp4');
    const { UploadId } = await client().send(new CreateMultipartUploadCommand({ Bucket: bucket, Key }));
    await client().send(new UploadPartCommand({ Bucket: bucket, Key, UploadId, PartNumber: 1, Body: randomBytes(1024) }));
    expect(await multipartUploads()).toHaveLength(1);

    // The periodic run takes what is older than an upload could be; the run at start takes everything.
    expect(await storage.removeStaleTemp(3_600_000)).toBe(1);
    expect(await tempFiles()).toEqual([path.basename(fresh)]);
    expect(await multipartUploads()).toHaveLength(1);
    expect(await storage.removeStaleTemp(0)).toBe(2);
    expect(await tempFiles()).toEqual([]);
    expect(await multipartUploads()).toEqual([]);
  });

  it('refuses to open on a server it cannot reach, saying which', async () => {
    const settings = { ...minio.settings(bucket), endpoint: 'http://127.0.0.1:1' };
    await expect(S3Storage.open(settings, stagingRoot)).rejects.toThrow('S3 storage at http://127.0.0.1:1 cannot be reached');
  });
});
