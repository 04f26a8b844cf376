/**
 * The upload benchmark's peer (issue 25 item 10), measured in the same run as its `cp` + `sync` figures: the same
 * files PUT straight into MinIO through its S3 API, and sent through the gateway into svc-media on its S3 store
 * (a platform of the benchmark's own with two instances of each service, INSTANCES=2, so svc-media keeps its files
 * in the profile's MinIO; scripts/lib/instances.sh). MinIO is timed two ways, each before and after the upload
 * (the page cache's swings fall on both sides): a multipart upload in svc-media's parts (8 MiB) four at a time,
 * and one streamed PutObject per file; its faster way is the peer.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, rmSync } from 'node:fs';
import path from 'node:path';
import { CreateBucketCommand, DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { UploadedFile } from '@abialbum/contracts';
import { eventually } from './gateway-api';
import { apiOf, OPEN_LIMITS, ownPlatform } from './own-platform';
import { postFiles, writeVideos, type MultipartFile } from './upload-files';

const BASE = Number(process.env.UPLOAD_S3_PORT_BASE ?? 24000);
// scripts/lib/instances.sh: the profile's MinIO (IDENTITY_PORT + 8) and its local credentials.
const MINIO = { endpoint: `http://127.0.0.1:${BASE + 19}`, accessKeyId: 'abialbum-local', secretAccessKey: 'abialbum-local-secret-of-this-machine' };
const PEER_BUCKET = 'bench-peer';
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 4;

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;
const flush = () => spawnSync('sync');

type Way = 'multipart' | 'putObject';

/** Every file PUT into the peer bucket one after the other (one client sending the GiB), then removed (untimed). */
async function timedPut(client: S3Client, files: MultipartFile[], way: Way): Promise<number> {
  const keys = files.map((_, i) => `${way}-${i + 1}.mp4`);
  const start = process.hrtime.bigint();
  for (const [i, file] of files.entries()) {
    const params = { Bucket: PEER_BUCKET, Key: keys[i], Body: createReadStream(file.path), ContentType: 'video/mp4' };
    if (way === 'multipart') await new Upload({ client, params, partSize: PART_BYTES, queueSize: PARTS_AT_ONCE }).done();
    else await client.send(new PutObjectCommand({ ...params, ContentLength: file.size }));
  }
  const took = seconds(start);
  for (const Key of keys) await client.send(new DeleteObjectCommand({ Bucket: PEER_BUCKET, Key }));
  flush();
  return took;
}

export interface S3PeerFigures {
  /** Seconds per way, before and after the upload through the gateway. */
  minio: Record<Way, [number, number]>;
  peerWay: Way;
  peerSeconds: number;
  gatewaySeconds: number;
}

/** The peer's figures for `files` (already written, the same bytes the local upload sent). */
export async function s3Peer(files: MultipartFile[], warmUp: MultipartFile): Promise<S3PeerFigures> {
  const platform = ownPlatform(BASE, { ...OPEN_LIMITS, INSTANCES: '2' });
  platform.up();
  try {
    const api = apiOf(platform.gateway);
    const { accessToken: token } = await api<{ accessToken: string }>('POST', 'users/signup', { name: 'Upload Peer', email: `peer.${Date.now().toString(36)}@upload.test`, password: 'Upload@12345', city: 'Porto' });
    const { album } = await api<{ album: { id: string } }>('POST', 'albums', { title: 'Upload Peer', description: 'S3 peer', isPublic: false }, token);
    const uploadUrl = `${platform.gateway}/api/v1/upload/multiple?flow=large&albumId=${album.id}`;
    // Also waits for svc-media to learn of the album, and warms the gateway, svc-media and its MinIO client up.
    await eventually('a first upload to the new album', async () => ((await postFiles(uploadUrl, token, [warmUp])).status === 201 ? true : undefined));
    // The gateway spreads calls over both svc-media instances in turn: one more upload (new bytes, so it is stored and
    // sent up, not answered as a duplicate) warms the other one, as a deployed service is warm, before the timed upload.
    const [otherWarmUp] = writeVideos(path.dirname(warmUp.path), 'warm-up-s3', [warmUp.size]);
    const second = await postFiles(uploadUrl, token, [{ path: otherWarmUp!, size: warmUp.size }]);
    if (second.status !== 201) throw new Error(`the second warm-up upload answered ${second.status}`);

    const client = new S3Client({
      endpoint: MINIO.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: MINIO.accessKeyId, secretAccessKey: MINIO.secretAccessKey },
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    await client.send(new CreateBucketCommand({ Bucket: PEER_BUCKET }));
    await timedPut(client, [warmUp], 'multipart');
    await timedPut(client, [warmUp], 'putObject');

    const multipartBefore = await timedPut(client, files, 'multipart');
    const putBefore = await timedPut(client, files, 'putObject');
    const start = process.hrtime.bigint();
    const { status, body } = await postFiles(uploadUrl, token, files);
    const gatewaySeconds = seconds(start);
    const uploaded = (body as { data?: { files?: UploadedFile[] } }).data?.files ?? [];
    const whole = uploaded.length === files.length && uploaded.every((f, i) => f.size === files[i]!.size && !f.duplicate);
    if (status !== 201 || !whole) throw new Error(`the upload to svc-media on S3 answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
    flush();
    const multipartAfter = await timedPut(client, files, 'multipart');
    const putAfter = await timedPut(client, files, 'putObject');

    const minio: Record<Way, [number, number]> = { multipart: [multipartBefore, multipartAfter], putObject: [putBefore, putAfter] };
    const mean = (way: Way) => (minio[way][0] + minio[way][1]) / 2;
    const peerWay: Way = mean('multipart') <= mean('putObject') ? 'multipart' : 'putObject';
    return { minio, peerWay, peerSeconds: mean(peerWay), gatewaySeconds };
  } finally {
    platform.down();
    // Its GiBs in MinIO and the platform's databases: `up` would remove them next time, nothing reads them before.
    rmSync(path.join(__dirname, '..', '..', '.data', `alt-${BASE}`), { recursive: true, force: true });
  }
}
