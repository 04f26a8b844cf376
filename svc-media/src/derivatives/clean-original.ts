import { rm, stat } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import type { StagedFile, StoragePort } from '../storage/storage.port';
import { MAX_PIXELS } from './image-derivatives';

/** Each raster kind written again in its own format: high quality, PNG lossless. */
const ENCODERS: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 92 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 92 }),
  // AV1 encoding is slow: the fastest effort keeps a 12-megapixel picture to about 2 s on one core.
  'image/avif': (image) => image.avif({ quality: 80, effort: 0 }),
  'image/gif': (image) => image.gif(),
};

/** Animations sharp cannot write back as they were (animated GIF, APNG) are kept as they are. */
async function keptAsItIs(input: string, mime: string, pages: number): Promise<boolean> {
  if (mime === 'image/gif') return pages > 1;
  if (mime === 'image/png') return (await fileTypeFromFile(input))?.mime === 'image/apng';
  return false;
}

/**
 * Writes a raster picture again, turned upright, with no metadata: sharp copies none unless asked, so
 * EXIF (GPS, camera, time), XMP, IPTC and comments are gone; only the colour profile is kept, so colours
 * look the same. Answers false when the file stays as it is (SVG, a kept animation, not a picture).
 * Reads from and writes to files: no picture is held in memory as a whole file.
 */
export async function cleanOriginal(input: string, mime: string, output: string): Promise<boolean> {
  const encode = ENCODERS[mime];
  if (!encode) return false;
  const pages = (await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata()).pages ?? 1;
  if (await keptAsItIs(input, mime, pages)) return false;
  // Browsers show slightly damaged pictures, so decoding is lenient here.
  const source = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'none', animated: mime === 'image/webp' && pages > 1 });
  await encode(source.autoOrient().keepIccProfile()).toFile(output);
  return true;
}

/**
 * The staged upload to keep: a cleaned copy next to it (the received file discarded), or the received
 * file itself when it stays as it is. A failure leaves no copy behind and the received file untouched.
 */
export async function cleanStaged(storage: StoragePort, staged: StagedFile, mime: string, extension: string): Promise<StagedFile> {
  const output = storage.scratchPath(extension);
  try {
    if (!(await cleanOriginal(staged.path, mime, output))) return staged;
    const cleaned = { path: output, size: (await stat(output)).size };
    await storage.discard(staged);
    return cleaned;
  } catch (err) {
    await rm(output, { force: true });
    throw err;
  }
}
