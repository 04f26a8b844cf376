import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { HeadBucketCommand, ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { UploadedFile } from '@abialbum/contracts';
import { createDispatcher, eventFactory, UserDirectory } from '@abialbum/service-kit';
import { freshDatabase, silentLogger, spawnService, testMongoUrl, answer, testFileLinks } from '@abialbum/service-kit/testing';
import { eventHandlers } from '../src/events/consumers';
import { createServices } from '../src/services';
import { fileUrl } from '../src/storage/file-key';
import { LocalDiskStorage } from '../src/storage/local-disk.storage';
import { s3Client } from '../src/storage/s3-client';
import { S3Storage } from '../src/storage/s3.storage';
import { newId } from './support/albums';
import { aPhoto } from './support/media-fixtures';
import { aJwksIssuer } from './support/jwks-issuer';
import { startMinio, type Minio } from './support/minio';
import { uploadFiles } from './support/upload';
import { aLargeH264Mp4 } from './support/video-clips';

const BUCKET = 'abialbum-media-e2e';

async function jsonCall<T = unknown>(base: string, method: string, route: string, token: string, body?: unknown) {
  const res = await fetch(`${base}/api/v1/abialbum${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await answer<T>(res) };
}

/**
 * The real entry point with MEDIA_STORAGE=s3 against a real MinIO: the bucket made at start, an upload and
 * its derivatives in the bucket and served from it, removed with the media item. The broker is left away
 * (the service serves without it); the owner and the album reach its database through its own handlers.
 */
describe('svc-media on S3-compatible storage, as a process', () => {
  let minio: Minio;
  let issuer: Awaited<ReturnType<typeof aJwksIssuer>>;
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let stagingDir: string;
  let svc: Awaited<ReturnType<typeof spawnService>>;
  const ownerId = newId();
  const albumId = newId();
  let token: string;
  let uploaded: UploadedFile;
  const staged = () => readdir(path.join(stagingDir, '.tmp'));
  const multipartUploads = async () => (await s3Client(minio.settings(BUCKET)).send(new ListMultipartUploadsCommand({ Bucket: BUCKET }))).Uploads ?? [];
  const bucketKeys = async () =>
    ((await s3Client(minio.settings(BUCKET)).send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key).sort();

  beforeAll(async () => {
    [minio, issuer, db] = await Promise.all([startMinio(), aJwksIssuer(), freshDatabase('media_s3')]);
    stagingDir = await mkdtemp(path.join(os.tmpdir(), 'abialbum-media-s3-'));
    const logger = silentLogger();
    const directory = new UserDirectory(db.connection);
    // Only read models are written here: no file is stored through these services.
    const services = createServices({ connection: db.connection, links: testFileLinks(), storage: await LocalDiskStorage.open(stagingDir), directory, logger });
    const dispatch = createDispatcher(db.connection, eventHandlers({ directory, uploads: services.stores.uploads, media: services.stores.media, lifecycle: services.lifecycle }), logger);
    const user = { userId: ownerId, name: 'Ana Lima', email: `${ownerId}@example.test`, phone: null, profileImage: null, city: null, state: null, country: null };
    await dispatch(eventFactory('svc-identity')('user.registered', { ...user, isBlocked: false, showcreateAlbumModal: true, revision: 1 }));
    const album = { albumId, ownerId, title: 'Summer trip', description: '', isPublic: true, isBlocked: false, revision: 1 };
    await dispatch(eventFactory('svc-albums')('album.created', album));
    token = await issuer.sign(ownerId);
    await expect(s3Client(minio.settings(BUCKET)).send(new HeadBucketCommand({ Bucket: BUCKET }))).rejects.toMatchObject({ name: 'NotFound' });

    svc = await spawnService('svc-media/src/index.ts', {
      MONGO_URL: testMongoUrl(),
      MONGO_DB: db.name,
      AMQP_URL: 'amqp://guest:guest@127.0.0.1:1',
      JWKS_URL: issuer.url,
      MEDIA_DIR: stagingDir,
      ...minio.env(BUCKET),
    });
    await svc.waitFor('/health');
  }, 60_000);
  afterAll(async () => {
    if (svc) expect(await svc.stop()).toBe(0);
    await Promise.all([minio?.stop(), issuer?.close(), db?.drop()]);
    if (stagingDir) await rm(stagingDir, { recursive: true, force: true });
  });

  it('creates the bucket at start and reports the storage reachable', async () => {
    await expect(s3Client(minio.settings(BUCKET)).send(new HeadBucketCommand({ Bucket: BUCKET }))).resolves.toBeDefined();
    const ready = await answer<{ checks: Record<string, boolean> }>(await fetch(`${svc.url}/ready`));
    expect(ready.data.checks).toMatchObject({ database: true, storage: true, broker: false });
  });

  it('stores an upload and its derivatives in the bucket, and serves them with ranges and ETags', async () => {
    const photo = await aPhoto({ seed: 21 });
    const send = async () => {
      const res = await uploadFiles(`${svc.url}/api/v1/upload`, [{ bytes: photo, name: 'IMG_0021.jpg', type: 'image/jpeg' }], { field: 'file', token, fields: { albumId } });
      expect(res.status).toBe(201);
      return (await answer<UploadedFile>(res)).data;
    };
    const keyOf = (url: string | null) => (url ?? '').split('?')[0]?.replace(fileUrl(''), '') ?? '';
    const first = await send();
    expect(await bucketKeys()).toEqual([keyOf(first.url)]);
    // Its pictures job, run as another process of the service would (same bucket and database): the process has
    // no broker here. The stored picture is read from the bucket and its WebP sizes go there.
    const jobs = createServices({ connection: db.connection, links: testFileLinks(), storage: await S3Storage.open(minio.settings(BUCKET), stagingDir), directory: new UserDirectory(db.connection), logger: silentLogger() });
    await jobs.posters.make(keyOf(first.url));
    // The same bytes again answer with the stored file as it is now.
    uploaded = await send();
    const keys = [uploaded.url, uploaded.thumbnailUrl, uploaded.displayUrl].map(keyOf);
    expect(keys[0]).toBe(keyOf(first.url));
    expect(keys[1]).toMatch(/-thumb\.webp$/);
    expect(await bucketKeys()).toEqual([...keys].sort());

    const original = await fetch(`${svc.url}${uploaded.url}`);
    expect([original.status, original.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect((await original.arrayBuffer()).byteLength).toBe(uploaded.size);

    const display = `${svc.url}${uploaded.displayUrl}`;
    const part = await fetch(display, { headers: { range: 'bytes=10-109' } });
    const etag = part.headers.get('etag') ?? '';
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 10-109\/\d+$/);
    expect(part.headers.get('content-type')).toBe('image/webp');
    expect(part.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/); // not attached yet: only its uploader's signed link
    expect(etag).toMatch(/^".+"$/);
    const whole = Buffer.from(await (await fetch(display)).arrayBuffer());
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(10, 110))).toBe(true);
    expect((await fetch(display, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('removes the files from the bucket with the media item that showed them', async () => {
    const created = await jsonCall<{ media: { id: string } }>(svc.url, 'POST', '/albums/media', token, { albumId, type: 'IMAGE', url: uploaded.url });
    expect(created.status).toBe(201);
    const removed = await jsonCall(svc.url, 'DELETE', `/albums/media/${created.body.data.media.id}`, token);
    expect([removed.status, removed.body.message]).toEqual([200, 'Media deleted successfully']);
    expect(await bucketKeys()).toEqual([]);
    expect((await fetch(`${svc.url}${uploaded.displayUrl}`)).status).toBe(404);
  });

  it('keeps a video in the bucket; one cut off mid-file, or too large, leaves nothing there nor staged', async () => {
    const video = aLargeH264Mp4(3); // about 10 MB: more than one part
    const res = await uploadFiles(`${svc.url}/api/v1/upload/multiple`, [{ bytes: video, name: 'VID_0003.mp4', type: 'video/mp4' }], { token, fields: { albumId } });
    expect(res.status).toBe(201);
    const [kept] = (await answer<{ files: UploadedFile[] }>(res)).data.files;
    expect(kept).toMatchObject({ type: 'VIDEO', mimeType: 'video/mp4', size: video.length, duplicate: false });
    expect(Buffer.from(await (await fetch(`${svc.url}${kept!.url}`)).arrayBuffer()).equals(video)).toBe(true);
    const stored = await bucketKeys();
    expect(await multipartUploads()).toEqual([]);

    // The client goes away with 20 MB of 40 sent: its staged part must go, and nothing reach the bucket.
    const boundary = 'gone-boundary';
    const req = http.request(`${svc.url}/api/v1/upload/multiple?albumId=${albumId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': 40_000_000 },
    });
    req.on('error', () => undefined);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="cut.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    req.write(Buffer.concat([video, Buffer.alloc(20_000_000 - video.length, 1)]));
    for (const until = Date.now() + 10_000; (await staged()).length === 0 && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await staged()).toHaveLength(1);
    req.destroy();
    for (const until = Date.now() + 10_000; (await staged()).length > 0 && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await staged()).toEqual([]);
    expect(await multipartUploads()).toEqual([]);
    expect(await bucketKeys()).toEqual(stored);

    const huge = Buffer.concat([video, Buffer.alloc(50 * 1_048_576 + 1 - video.length, 2)]);
    const refused = await uploadFiles(`${svc.url}/api/v1/upload/multiple`, [{ bytes: huge, name: 'huge.mp4', type: 'video/mp4' }], { token, fields: { albumId } });
    expect([refused.status, (await answer(refused)).message]).toEqual([413, 'File "huge.mp4" is too large. Maximum size is 50MB.']);
    expect(await multipartUploads()).toEqual([]);
    expect(await staged()).toEqual([]);
    expect(await bucketKeys()).toEqual(stored);
  });

  it('reports the storage unreachable within 5 s of the S3 server going away', async () => {
    await minio.stop();
    const stoppedAt = Date.now();
    const ask = async () => {
      const res = await fetch(`${svc.url}/ready`);
      return { status: res.status, checks: (await answer<{ checks: Record<string, boolean> }>(res)).data.checks };
    };
    let ready = await ask();
    // A storage found reachable is believed for 5 s (the gateway asks twice a second); then it is asked again.
    while (ready.checks.storage && Date.now() - stoppedAt < 7_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      ready = await ask();
    }
    expect(ready.status).toBe(503);
    expect(ready.checks).toMatchObject({ database: true, storage: false });
  });
});
