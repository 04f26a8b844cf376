/**
 * svc-media's derivative function (thumbnail, display image, placeholder, orientation) against a bare sharp
 * pipeline (320 px and 1280 px WebP at the same qualities) on the same 50 pictures, same process, same
 * run, as many at once as the service runs: throughput ratio (issue 5, section 5).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DISPLAY_PX, imageDerivatives, THUMB_PX } from '@abialbum/svc-media/src/derivatives/image-derivatives';
import sharp from 'sharp';
import { inParallel } from './parallel';
import { aPicture, grain } from './pictures';
import { saveResult } from './results';

const TARGET = 0.8;
const IMAGES = Number(process.env.BENCH_IMAGES ?? 50);
/** As many at once as svc-media runs by default (DERIVATIVE_CONCURRENCY). */
const CONCURRENCY = Number(process.env.BENCH_DERIVATIVE_CONCURRENCY ?? 2);
const ROUNDS = Number(process.env.BENCH_DERIVATIVE_ROUNDS ?? 2);
const WIDTH = 2000;
const HEIGHT = 1500;

const inside = (px: number) => ({ width: px, height: px, fit: 'inside' as const, withoutEnlargement: true });

/** What any service would do at the least: two WebP sizes from the file. */
async function bare(path: string): Promise<void> {
  const source = sharp(path);
  await Promise.all([
    source.clone().resize(inside(THUMB_PX)).webp({ quality: 72 }).toBuffer(),
    source.clone().resize(inside(DISPLAY_PX)).webp({ quality: 80 }).toBuffer(),
  ]);
}

async function service(path: string): Promise<void> {
  await imageDerivatives(path);
}

interface Pass {
  wall: number;
  /** CPU seconds of this process, libvips' threads included. */
  cpu: number;
}

async function pass(paths: string[], work: (path: string) => Promise<void>): Promise<Pass> {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  await inParallel(paths, CONCURRENCY, work);
  const used = process.cpuUsage(cpu);
  return { wall: Number(process.hrtime.bigint() - start) / 1e9, cpu: (used.user + used.system) / 1e6 };
}

async function main(): Promise<void> {
  // Every upload is a new file: libvips' cache of opened files would favour whichever side reads second.
  sharp.cache(false);
  const dir = mkdtempSync(join(tmpdir(), 'abialbum-derivatives-'));
  try {
    const started = Date.now();
    const paths = Array.from({ length: IMAGES }, (_, n) => join(dir, `picture-${n + 1}.jpg`));
    const noise = await grain(WIDTH, HEIGHT);
    for (const [n, path] of paths.entries()) writeFileSync(path, await aPicture(n, WIDTH, HEIGHT, noise));
    console.log(`derivatives: made ${IMAGES} JPEGs of ${WIDTH}x${HEIGHT} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    await pass(paths.slice(0, 4), bare); // warm-up: libvips' threads and the encoders on both sides
    await pass(paths.slice(0, 4), service);
    // A B B A, twice: whatever else the machine does meanwhile weighs on both sides alike.
    const bareTimes: Pass[] = [];
    const serviceTimes: Pass[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bareTimes.push(await pass(paths, bare));
      serviceTimes.push(await pass(paths, service), await pass(paths, service));
      bareTimes.push(await pass(paths, bare));
    }
    const mean = (passes: Pass[], key: keyof Pass) => passes.reduce((sum, p) => sum + p[key], 0) / passes.length;
    // Image work saturates the cores: throughput is cores over CPU time per image, and CPU time, unlike
    // wall time, hardly moves with what else runs on a shared machine. The wall-time ratio is shown too.
    const ratio = mean(bareTimes, 'cpu') / mean(serviceTimes, 'cpu');
    const wallRatio = mean(bareTimes, 'wall') / mean(serviceTimes, 'wall');
    const describe = (passes: Pass[]) =>
      `${(IMAGES / mean(passes, 'cpu')).toFixed(1)} images per CPU-second, ${(IMAGES / mean(passes, 'wall')).toFixed(1)} images/s ` +
      `(passes of ${passes.map((p) => p.wall.toFixed(2)).join(', ')} s)`;
    console.log(`  bare sharp (320 + 1280 WebP): ${describe(bareTimes)}`);
    console.log(`  svc-media imageDerivatives:   ${describe(serviceTimes)}`);
    console.log(`derivatives: throughput ratio service/bare ${ratio.toFixed(2)} by CPU time, ${wallRatio.toFixed(2)} by wall time (target >= ${TARGET}; ${CONCURRENCY} at a time)`);
    saveResult('derivatives', {
      images: IMAGES,
      size: `${WIDTH}x${HEIGHT}`,
      concurrency: CONCURRENCY,
      bareImagesPerCpuSecond: Number((IMAGES / mean(bareTimes, 'cpu')).toFixed(2)),
      serviceImagesPerCpuSecond: Number((IMAGES / mean(serviceTimes, 'cpu')).toFixed(2)),
      bareImagesPerSecond: Number((IMAGES / mean(bareTimes, 'wall')).toFixed(2)),
      serviceImagesPerSecond: Number((IMAGES / mean(serviceTimes, 'wall')).toFixed(2)),
      wallRatio: Number(wallRatio.toFixed(3)),
      ratio: Number(ratio.toFixed(3)),
      target: TARGET,
      met: ratio >= TARGET,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
