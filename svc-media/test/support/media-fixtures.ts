import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A camera-like JPEG: EXIF with a maker, GPS position and an orientation tag (6: shown turned 90 degrees,
 * so a 400x200 picture is seen as 200x400). `seed` changes the colour, so the bytes differ per picture.
 */
export async function aPhoto(options: { width?: number; height?: number; seed?: number } = {}) {
  const { width = 400, height = 200, seed = 1 } = options;
  return sharp({ create: { width, height, channels: 3, background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 31) % 256 } } })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Roadtrip 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2964/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4000/100' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export const aPng = (seed = 1, size = 64) =>
  sharp({ create: { width: size, height: size, channels: 4, background: { r: seed % 256, g: 120, b: 200, alpha: 1 } } }).png().toBuffer();

const videos = new Map<number, Buffer>();
/** An MP4 test pattern made by ffmpeg (installed on these machines), two seconds long unless told. */
export function aVideo(seconds = 2): Buffer {
  let video = videos.get(seconds);
  if (!video) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'abialbum-video-'));
    const file = path.join(dir, 'clip.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=320x240:rate=10`, '-pix_fmt', 'yuv420p', file]);
    video = readFileSync(file);
    videos.set(seconds, video);
    rmSync(dir, { recursive: true, force: true });
  }
  return video;
}

/**
 * An iPhone-style HEIC photo: aPhoto (GPS in its EXIF, EXIF orientation 6) encoded to HEIC by libheif's heif-enc
 * (package libheif-examples, installed by the set-up), made at test time.
 */
export async function aHeicPhoto(options: { seed?: number; pictures?: number } = {}): Promise<Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'abialbum-heic-'));
  try {
    const inputs: string[] = [];
    for (let i = 0; i < (options.pictures ?? 1); i++) {
      inputs.push(path.join(dir, `in-${i}.jpg`));
      writeFileSync(inputs[i] as string, await aPhoto({ seed: (options.seed ?? 1) + i }));
    }
    execFileSync('heif-enc', ['-q', '80', '-o', path.join(dir, 'out.heic'), ...inputs], { stdio: 'pipe' });
    return readFileSync(path.join(dir, 'out.heic'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
