import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { Media, UploadedFile } from '@abialbum/contracts';
import { Leases, PROCESS_HOLDER } from '@abialbum/service-kit';
import { answer, eventually, spawnService, testMongoUrl } from '@abialbum/service-kit/testing';
import { s3Client } from '../src/storage/s3-client';
import { anAlbum, aUser, type TestUser } from './support/albums';
import { aPhoto } from './support/media-fixtures';
import { aMedia, call, listMedia } from './support/media';
import { startMinio, type Minio } from './support/minio';
import { startService, TEST_INTERNAL_TOKEN, type Service } from './support/service';
import { tusClient } from './support/tus';
import { uploadFiles } from './support/upload';
import { aLargeH264Mp4, anH264Mp4 } from './support/video-clips';
import { entriesOf } from './support/zip';

const BUCKET = 'abialbum-media-two';
const MiB = 1_048_576;

/**
 * Issue 25 "Files every instance reads": two svc-media instances on one database and one bucket (MinIO), `a` in this
 * process and `b` a process of its own (its own leases holder, its own staging folder), as a rolling deploy or
 * INSTANCES=2 runs them. Every call of a user may land on either.
 */
describe('two svc-media instances on one database and one bucket', () => {
  let minio: Minio;
  let a: Service;
  let keys: Server;
  let bDir: string;
  let b: Awaited<ReturnType<typeof spawnService>>;
  let owner: TestUser;
  let albumId: string;
  const toA = () => tusClient(a.url);
  const toB = () => tusClient(b.url);
  const bytesAt = async (base: string, url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${url}`, { headers });
    return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const bucketKeys = async () => ((await s3Client(minio.settings(BUCKET)).send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key ?? '');

  beforeAll(async () => {
    minio = await startMinio();
    a = await startService({ s3: minio.settings(BUCKET) });
    keys = createServer((_req, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify(a.tokens.jwks)));
    await new Promise<void>((resolve) => keys.listen(0, '127.0.0.1', resolve));
    bDir = await mkdtemp(path.join(os.tmpdir(), 'abialbum-media-b-'));
    b = await spawnService('svc-media/src/index.ts', {
      MONGO_URL: testMongoUrl(),
      MONGO_DB: a.db.name,
      // Away: nothing here needs b's events, and b serves without its broker.
      AMQP_URL: 'amqp://guest:guest@127.0.0.1:1',
      JWKS_URL: `http://127.0.0.1:${(keys.address() as AddressInfo).port}/.well-known/jwks.json`,
      INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
      MEDIA_DIR: bDir,
      ...minio.env(BUCKET),
    });
    await b.waitFor('/health', 30_000);
    owner = await aUser(a);
    albumId = (await anAlbum(a, owner)).id;
  }, 90_000);
  afterAll(async () => {
    if (b) expect(await b.stop()).toBe(0);
    keys?.close();
    await a?.close();
    await minio?.stop();
    if (bDir) await rm(bDir, { recursive: true, force: true });
  });

  async function created(bytes: Buffer, caption: string) {
    const res = await toA().create(owner.token, bytes.length, { albumId, filename: 'long-drive.mp4', caption });
    expect(res.status).toBe(201);
    return res.headers.get('location') ?? '';
  }
  const offsets = async (location: string) =>
    Promise.all([toA(), toB()].map(async (tus) => (await tus.head(location, owner.token)).headers.get('upload-offset')));

  it('takes a resumable upload created on one, its next piece on the other and its last on the first: one item, the bytes whole', async () => {
    const video = aLargeH264Mp4(3);
    expect(video.length).toBeGreaterThan(8 * MiB);
    const location = await created(video, 'Across instances');
    // A first piece of more than an S3 part, a second shorter than one (kept aside in the bucket), then the rest.
    const cuts = [0, 6 * MiB, 8 * MiB, video.length];
    const first = await toA().patch(location, owner.token, 0, video.subarray(cuts[0], cuts[1]));
    expect([first.status, first.headers.get('upload-offset')]).toEqual([204, String(cuts[1])]);
    const second = await toB().patch(location, owner.token, cuts[1]!, video.subarray(cuts[1], cuts[2]));
    expect([second.status, second.headers.get('upload-offset')]).toEqual([204, String(cuts[2])]);
    expect(await offsets(location)).toEqual([String(cuts[2]), String(cuts[2])]);

    const last = await toA().patch(location, owner.token, cuts[2]!, video.subarray(cuts[2]));
    expect(last.status).toBe(200);
    const item = (await answer<{ media: Media }>(last)).data.media;
    const listed = await listMedia({ url: b.url }, albumId, owner.token);
    expect(listed.body.data.media.filter((media) => media.caption === 'Across instances').map((media) => media.id)).toEqual([item.id]);
    const served = await bytesAt(b.url, item.url);
    expect([served.status, served.bytes.equals(video)]).toEqual([200, true]);
    // Both instances answer its HEAD from the finished upload's record; nothing of the upload is left in the bucket.
    expect(await offsets(location)).toEqual([String(video.length), String(video.length)]);
    expect((await bucketKeys()).filter((key) => !/^[0-9a-f]{32}/.test(key))).toEqual([]);
  });

  it('holds an upload locked across instances: a piece still arriving on one is let go and kept before the other answers', async () => {
    const video = anH264Mp4(4);
    const location = await created(video, 'Hanging piece');
    const half = Math.floor(video.length / 2);
    // b holds the upload's lock while this PATCH's body is arriving; its client then goes quiet (half-open).
    const hanging = await toB().hangingPatch(location, owner.token, 0, video.subarray(0, half), video.length);
    try {
      // b holds the upload's lease (tus's lock: `tus:<id>`, held by b's process, not this one's).
      const key = `tus:${location.split('/').pop() ?? ''}`;
      const leases = new Leases(a.db.connection);
      await eventually(async () => ![null, PROCESS_HOLDER].includes(await leases.holderOf(key)));
      // a's HEAD waits for the lock: b is asked to let go, keeps what it received, and only then is the offset read.
      const head = await toA().head(location, owner.token);
      expect([head.status, head.headers.get('upload-offset')]).toEqual([200, String(half)]);
    } finally {
      hanging.hangUp();
    }
    const last = await toA().patch(location, owner.token, half, video.subarray(half));
    expect(last.status).toBe(200);
    const item = (await answer<{ media: Media }>(last)).data.media;
    expect((await bytesAt(b.url, item.url)).bytes.equals(video)).toBe(true);
  });

  it('serves ranges and an album ZIP through the other instance', async () => {
    const album = await anAlbum(a, owner, { title: 'Both ways' });
    const items = [await aMedia(a, owner.token, album.id, { caption: 'One' }), await aMedia(a, owner.token, album.id, { caption: 'Two' })];
    const whole = await bytesAt(a.url, items[0]!.url);
    const part = await bytesAt(b.url, items[0]!.url, { range: 'bytes=100-1099' });
    expect(part.status).toBe(206);
    expect(part.bytes.equals(whole.bytes.subarray(100, 1100))).toBe(true);

    const link = await call<{ url: string }>({ url: b.url }, 'GET', `/albums/${album.id}/media/download-link`, owner.token);
    expect(link.status).toBe(200);
    const zip = await bytesAt(b.url, link.body.data.url);
    expect([zip.status, zip.type]).toEqual([200, 'application/zip']);
    const entries = await entriesOf(zip.bytes);
    expect(entries.map((entry) => entry.name).sort()).toEqual(['One.png', 'Two.png']);
    const stored = await Promise.all(items.map(async (item) => (await bytesAt(a.url, item.url)).bytes.toString('base64')));
    expect(entries.map((entry) => entry.bytes.toString('base64')).sort()).toEqual(stored.sort());
  });

  it('serves from one instance the pictures the other made', async () => {
    const res = await uploadFiles(`${b.url}/api/v1/upload`, [{ bytes: await aPhoto({ seed: 77 }), name: 'IMG_0077.jpg', type: 'image/jpeg' }], { field: 'file', token: owner.token, fields: { albumId } });
    expect(res.status).toBe(201);
    const file = (await answer<UploadedFile>(res)).data;
    const made = await call<{ media: Media }>({ url: b.url }, 'POST', '/albums/media', owner.token, { albumId, type: file.type, url: file.url, caption: 'Pictures by a' });
    expect(made.status).toBe(201);
    // The pictures job runs on a (a queue's consumer may be any instance).
    await a.makePictures(file.url);
    const item = (await listMedia({ url: b.url }, albumId, owner.token)).body.data.media.find((media) => media.id === made.body.data.media.id);
    expect(item?.thumbnailUrl).toMatch(/-thumb\.webp/);
    const thumb = await bytesAt(b.url, item?.thumbnailUrl ?? '');
    expect([thumb.status, thumb.type]).toEqual([200, 'image/webp']);
    expect(thumb.bytes.equals((await bytesAt(a.url, item?.thumbnailUrl ?? '')).bytes)).toBe(true);
  });
});
