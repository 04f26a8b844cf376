import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

/** Where a picture was "taken": written as EXIF GPS so that the media service's stripping can be seen. */
export interface GpsPoint {
  lat: number;
  lon: number;
}

export interface PictureSpec {
  title: string;
  subtitle: string;
  palette: [string, string];
  /** Varies the shapes, so that no two pictures are the same bytes. */
  seed: string;
  gps?: GpsPoint;
}

const WIDTH = 1200;
const HEIGHT = 800;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small deterministic generator: the same seed draws the same picture on every run. */
function random(seed: string): () => number {
  let state = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function shapes(rand: () => number): string {
  const circles = Array.from({ length: 6 }, () => {
    const r = 40 + rand() * 160;
    return `<circle cx="${(rand() * WIDTH).toFixed(0)}" cy="${(rand() * HEIGHT * 0.6).toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="${(0.08 + rand() * 0.2).toFixed(2)}"/>`;
  });
  const ridge = Array.from({ length: 9 }, (_, i) => `${((i * WIDTH) / 8).toFixed(0)},${(HEIGHT * (0.55 + rand() * 0.25)).toFixed(0)}`);
  return `${circles.join('')}<polygon points="0,${HEIGHT} ${ridge.join(' ')} ${WIDTH},${HEIGHT}" fill="#000" fill-opacity="0.28"/>`;
}

function pictureSvg({ title, subtitle, palette, seed }: PictureSpec): string {
  const rand = random(seed);
  const angle = Math.floor(rand() * 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${shapes(rand)}
  <text x="60" y="${HEIGHT - 110}" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="bold" fill="#fff">${escapeXml(title)}</text>
  <text x="60" y="${HEIGHT - 50}" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#fff" fill-opacity="0.9">${escapeXml(subtitle)}</text>
</svg>`;
}

/** Degrees as EXIF's rational degrees/minutes/seconds text (what libvips writes for a GPS tag). */
function dms(value: number): string {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = Math.floor((abs - degrees) * 60);
  const seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 100);
  return `${degrees}/1 ${minutes}/1 ${seconds}/100`;
}

/** A JPEG with a gradient, shapes and its caption drawn in; with camera EXIF and GPS when `gps` is given. */
export async function picture(spec: PictureSpec): Promise<Buffer> {
  const image = sharp(Buffer.from(pictureSvg(spec))).jpeg({ quality: 84 });
  if (!spec.gps) return image.toBuffer();
  const { lat, lon } = spec.gps;
  return image
    .withExif({
      IFD0: { Make: 'AbiAlbum', Model: 'Seed Camera', Software: 'abialbum seed' },
      IFD3: { GPSLatitudeRef: lat >= 0 ? 'N' : 'S', GPSLatitude: dms(lat), GPSLongitudeRef: lon >= 0 ? 'E' : 'W', GPSLongitude: dms(lon) },
    })
    .toBuffer();
}

/** A round profile picture with the person's initials. */
export async function avatar(name: string, palette: [string, string]): Promise<Buffer> {
  const initials = name.split(/\s+/).map((part) => part[0] ?? '').join('').slice(0, 2).toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>
  <circle cx="128" cy="128" r="128" fill="url(#g)"/>
  <text x="128" y="160" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="96" font-weight="bold" fill="#fff" stroke="#000" stroke-opacity="0.25">${escapeXml(initials)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

let ffmpegChecked: Promise<boolean> | undefined;
const run = promisify(execFile);

/** ffmpeg is optional (SPEC: videos are stored as-is without it); the seed then has no video. */
export function hasFfmpeg(): Promise<boolean> {
  ffmpegChecked ??= run('ffmpeg', ['-version']).then(
    () => true,
    () => false,
  );
  return ffmpegChecked;
}

/** ffmpeg's 3-second test pattern with a tone, as a small H.264 MP4 (null without ffmpeg). */
export async function testPatternVideo(): Promise<Buffer | null> {
  if (!(await hasFfmpeg())) return null;
  const dir = await mkdtemp(path.join(tmpdir(), 'abialbum-seed-'));
  const file = path.join(dir, 'test-pattern.mp4');
  try {
    await run('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc=duration=3:size=640x360:rate=24',
      '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3',
      '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'veryfast', '-c:a', 'aac', '-shortest', '-movflags', '+faststart',
      file,
    ]);
    return await readFile(file);
  } catch (err) {
    console.log(`  ffmpeg could not make the test video (${(err as Error).message.split('\n')[0]}): no video`);
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
