/**
 * A 1 GiB upload through the gateway to svc-media (videos in one `?flow=large` batch, streamed from disk)
 * against a peer measured in the same run (issue 25 item 10, upload-s3.ts): the same bytes PUT straight into MinIO
 * through its S3 API, and sent through the gateway into svc-media on its S3 store (target: ours at least 0.8x
 * MinIO's). Beside it, as information, `cp` followed by `sync` of the same files on the same disk (what svc-media
 * promises on local disk: the files are on the disk before the answer; issue 14, item 5; its ratio was the
 * target, 0.6, until the peer: it swings 2-3x with the page cache), and the peak resident memory of the gateway
 * and svc-media while it runs. Then 20 uploads of 5 MB at once, with the
 * same memory target. For scale, the same run also times `cp` alone, and the same request through a bare Node
 * forwarder to a Node reader that keeps nothing: the ceiling of any ratio on this machine.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { MB, UPLOAD_FLOWS, type UploadedFile } from '@abialbum/contracts';
import { benchToken } from './bench-user';
import { createAlbum, deleteAlbum, eventually, fileGone, gatewayUrl } from './gateway-api';
import { sampleMemory, servicePid } from './process-memory';
import { saveResult } from './results';
import { startBarePassThrough } from './bare-pass-through';
import { postFiles, writeVideos, type MultipartFile } from './upload-files';
import { s3Peer } from './upload-s3';

const PEER_RATIO_TARGET = 0.8;
/** The `cp` + `sync` ratio's target before the peer, printed beside it as information. */
const COPY_RATIO_BEFORE = 0.6;
const RSS_TARGET_MIB = 200;
const TOTAL = Number(process.env.BENCH_UPLOAD_MIB ?? 1024) * 1024 * 1024;
const { maxFiles, maxFileMb } = UPLOAD_FLOWS.large;

/** The total in as few files as the large flow takes (11 of about 93 MiB for 1 GiB), in one request. */
function fileSizes(): number[] {
  const count = Math.ceil(TOTAL / (maxFileMb * MB));
  if (count > maxFiles) throw new Error(`${TOTAL} bytes do not fit one batch of ${maxFiles} files of ${maxFileMb} MB`);
  const base = Math.floor(TOTAL / count);
  return Array.from({ length: count }, (_, i) => base + (i < TOTAL - base * count ? 1 : 0));
}

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;
// Untimed: what one side left in the page cache is on disk before the other side starts.
const flush = () => spawnSync('sync');

/** `cp` of the files, then `sync` of the copies: the copy in the page cache, and the copy on the disk. */
async function timedCopy(files: string[], target: string): Promise<{ cached: number; onDisk: number }> {
  mkdirSync(target);
  const run = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      spawn(command, args, { stdio: 'inherit' })
        .on('error', reject)
        .on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
    });
  const start = process.hrtime.bigint();
  await run('cp', [...files, target]);
  const cached = seconds(start);
  // What the upload does before it answers (svc-media syncs each file and its folder).
  await run('sync', [...files.map((file) => join(target, basename(file))), target]);
  const onDisk = seconds(start);
  rmSync(target, { recursive: true });
  flush();
  return { cached, onDisk };
}

const PARALLEL_UPLOADS = 20;
const PARALLEL_FILE_BYTES = 5 * MB;

/** 20 uploads of one 5 MB video each, at once (a family sending their phones' pictures): their time and peak memory. */
async function parallelUploads(token: string, albumId: string, work: string, pids: Record<string, number>) {
  const paths = writeVideos(work, 'parallel', Array.from({ length: PARALLEL_UPLOADS }, () => PARALLEL_FILE_BYTES));
  flush();
  const memory = sampleMemory(pids);
  const start = process.hrtime.bigint();
  const answers = await Promise.all(
    paths.map((path) => postFiles(`${gatewayUrl()}/api/v1/upload/multiple?albumId=${albumId}`, token, [{ path, size: PARALLEL_FILE_BYTES }])),
  );
  const took = seconds(start);
  const rss = memory.stop();
  const refused = answers.filter((answer) => answer.status !== 201);
  if (refused.length > 0) throw new Error(`${refused.length} of the parallel uploads answered ${refused[0]?.status}: ${JSON.stringify(refused[0]?.body).slice(0, 300)}`);
  return { took, rss };
}

/** The same request through a Node forwarder to a Node reader that keep nothing (see bare-pass-through.ts). */
async function timedBarePassThrough(token: string, files: MultipartFile[]): Promise<number> {
  const bare = await startBarePassThrough();
  try {
    const start = process.hrtime.bigint();
    const { status } = await postFiles(bare.url, token, files);
    const took = seconds(start);
    if (status !== 200) throw new Error(`the bare pass-through answered ${status}`);
    return took;
  } finally {
    bare.stop();
  }
}

async function timedUpload(token: string, albumId: string, files: MultipartFile[]) {
  const start = process.hrtime.bigint();
  const { status, body } = await postFiles(`${gatewayUrl()}/api/v1/upload/multiple?flow=large&albumId=${albumId}`, token, files);
  const took = seconds(start);
  const uploaded = (body as { data?: { files?: UploadedFile[] } }).data?.files ?? [];
  const whole = uploaded.length === files.length && uploaded.every((f, i) => f.size === files[i]!.size && !f.duplicate);
  if (status !== 201 || !whole) throw new Error(`the upload answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  flush();
  return { took, uploaded };
}

async function main(): Promise<void> {
  const runDir = process.env.BENCH_RUN_DIR;
  if (!runDir) throw new Error('BENCH_RUN_DIR is not set (npm run bench sets it to the platform run directory)');
  const pids = { gateway: servicePid(runDir, 'gateway'), media: servicePid(runDir, 'media') };
  // Next to the profile's media folder: the same disk as where svc-media writes.
  const work = join(dirname(runDir), `bench-upload-${randomUUID().slice(0, 8)}`);
  mkdirSync(work, { recursive: true });
  const mediaDir = process.env.BENCH_MEDIA_DIR;
  const sameDisk = !mediaDir || statSync(mediaDir, { throwIfNoEntry: false })?.dev === statSync(work).dev;

  const token = await benchToken();
  const albumId = await createAlbum(token, 'Upload Benchmark', false);
  let firstUrl: string | undefined;
  try {
    const sizes = fileSizes();
    const started = Date.now();
    const paths = writeVideos(work, 'video', sizes);
    const files = paths.map((path, i) => ({ path, size: sizes[i]! }));
    const [warmUpFile] = writeVideos(work, 'warm-up', [MB]);
    flush();
    console.log(`upload: wrote ${files.length} videos, ${(TOTAL / MB).toFixed(0)} MiB, in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // Also waits for svc-media to learn of the album (album.created), and warms both processes up.
    await eventually('a first upload to the new album', async () => {
      const { status } = await postFiles(`${gatewayUrl()}/api/v1/upload/multiple?flow=large&albumId=${albumId}`, token, [{ path: warmUpFile!, size: MB }]);
      return status === 201 ? true : undefined;
    });

    const copyBefore = await timedCopy(paths, join(work, 'copy-1'));
    const bare = await timedBarePassThrough(token, files);
    flush();
    const memory = sampleMemory(pids);
    const upload = await timedUpload(token, albumId, files);
    const rss = memory.stop();
    firstUrl = upload.uploaded[0]?.url;
    const copyAfter = await timedCopy(paths, join(work, 'copy-2'));

    const parallel = await parallelUploads(token, albumId, work, pids);
    const loadLocal = loadavg()[0]!.toFixed(2);
    const peer = await s3Peer(files, { path: warmUpFile!, size: MB });
    const loadPeer = loadavg()[0]!.toFixed(2);

    const copy = (copyBefore.cached + copyAfter.cached) / 2;
    const copyOnDisk = (copyBefore.onDisk + copyAfter.onDisk) / 2;
    const mib = TOTAL / MB;
    const ratio = copyOnDisk / upload.took;
    const ceiling = copyOnDisk / bare;
    const rssMet = [...Object.values(rss), ...Object.values(parallel.rss)].every((m) => m.peakMiB < RSS_TARGET_MIB);
    const rate = (took: number) => `${took.toFixed(2)} s, ${(mib / took).toFixed(0)} MiB/s`;
    const peerRatio = peer.peerSeconds / peer.gatewaySeconds;
    const pair = ([before, after]: [number, number]) => `${rate((before + after) / 2)} (${before.toFixed(2)} s before, ${after.toFixed(2)} s after)`;
    console.log(`  MinIO's own PUT through its S3 API, each file in 8 MiB parts 4 at a time: ${pair(peer.minio.multipart)}`);
    console.log(`  MinIO's own PUT, one streamed PutObject per file: ${pair(peer.minio.putObject)}`);
    console.log(`  through the gateway into svc-media on its S3 store (MinIO, two instances): ${rate(peer.gatewaySeconds)} (load average ${loadPeer})`);
    console.log(`upload: our upload on S3 / MinIO's own PUT (${peer.peerWay}, its faster way) ${peerRatio.toFixed(2)} (target >= ${PEER_RATIO_TARGET})`);
    console.log(`  information, local disk (load average ${loadLocal}):`);
    console.log(`  cp: ${rate(copy)} (mean of ${copyBefore.cached.toFixed(2)} s before and ${copyAfter.cached.toFixed(2)} s after the upload)`);
    console.log(`  cp, then sync of the copies: ${rate(copyOnDisk)}`);
    console.log(`  through the gateway: ${rate(upload.took)} (${files.length} videos in one request, each on the disk before the answer)`);
    console.log(`  through a bare Node forwarder to a Node reader that keeps nothing: ${rate(bare)}`);
    if (!sameDisk) console.log(`  note: ${work} is not on the disk of ${mediaDir}`);
    console.log(`upload: throughput ratio gateway/(cp + sync) ${ratio.toFixed(2)} (information: the target was >= ${COPY_RATIO_BEFORE} before the peer)`);
    console.log(`upload: for comparison, gateway/cp ${(copy / upload.took).toFixed(2)}, and the bare forwarder's ratio to cp + sync ${ceiling.toFixed(2)}: no Node-to-Node path goes above it here`);
    console.log(
      `upload: peak RSS during the upload: gateway ${rss.gateway!.peakMiB} MiB (${rss.gateway!.beforeMiB} before), ` +
        `svc-media ${rss.media!.peakMiB} MiB (${rss.media!.beforeMiB} before) (target < ${RSS_TARGET_MIB} MiB each)`,
    );
    console.log(
      `upload: ${PARALLEL_UPLOADS} uploads of ${PARALLEL_FILE_BYTES / MB} MB at once: ${parallel.took.toFixed(2)} s; peak RSS gateway ${parallel.rss.gateway!.peakMiB} MiB, ` +
        `svc-media ${parallel.rss.media!.peakMiB} MiB (target < ${RSS_TARGET_MIB} MiB each)`,
    );
    saveResult('upload', {
      mib,
      files: files.length,
      copySeconds: Number(copy.toFixed(3)),
      copyAndSyncSeconds: Number(copyOnDisk.toFixed(3)),
      barePassThroughSeconds: Number(bare.toFixed(3)),
      ratioToCopy: Number((copy / upload.took).toFixed(3)),
      barePassThroughRatio: Number(ceiling.toFixed(3)),
      parallel: { uploads: PARALLEL_UPLOADS, fileBytes: PARALLEL_FILE_BYTES, seconds: Number(parallel.took.toFixed(3)), peakRssMiB: { gateway: parallel.rss.gateway!.peakMiB, media: parallel.rss.media!.peakMiB } },
      uploadSeconds: Number(upload.took.toFixed(3)),
      ratio: Number(ratio.toFixed(3)),
      ratioTargetBefore: COPY_RATIO_BEFORE,
      peer: {
        minioSeconds: { multipart: peer.minio.multipart.map((t) => Number(t.toFixed(3))), putObject: peer.minio.putObject.map((t) => Number(t.toFixed(3))) },
        peerWay: peer.peerWay,
        peerSeconds: Number(peer.peerSeconds.toFixed(3)),
        gatewayOnS3Seconds: Number(peer.gatewaySeconds.toFixed(3)),
        ratio: Number(peerRatio.toFixed(3)),
        target: PEER_RATIO_TARGET,
        loadAverage: Number(loadPeer),
      },
      loadAverageLocal: Number(loadLocal),
      peakRssMiB: { gateway: rss.gateway!.peakMiB, media: rss.media!.peakMiB },
      rssBeforeMiB: { gateway: rss.gateway!.beforeMiB, media: rss.media!.beforeMiB },
      rssTargetMiB: RSS_TARGET_MIB,
      met: peerRatio >= PEER_RATIO_TARGET && rssMet,
      rssMet,
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
    await deleteAlbum(token, albumId);
    // The album's deletion takes its files with it (album.deleted): a GiB must not stay behind.
    if (firstUrl) {
      const url = firstUrl;
      await eventually('the uploaded files removed with the album', async () => ((await fileGone(url)) ? true : undefined), 60_000).catch((error: Error) =>
        console.log(`  warning: ${error.message}`),
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
