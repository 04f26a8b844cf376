import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

// Each picture's derivatives are made once: libvips' operation cache (up to 50 MB by default) would only
// hold memory between uploads.
sharp.cache(false);

export const THUMB_PX = 320;
export const DISPLAY_PX = 1280;
const PLACEHOLDER_PX = 16;
/** Refuses decompression bombs: a 100-megapixel picture is far past any camera a user uploads from. */
export const MAX_PIXELS = 100_000_000;

export interface ImageDerivatives {
  thumb: Buffer;
  display: Buffer;
  /** A tiny blurred WebP as a data URL, shown while the real picture loads. */
  placeholder: string;
  /** Of the picture as shown (orientation applied). */
  width: number;
  height: number;
}

/**
 * The WebP sizes every picture is shown in: a thumbnail (longest side 320 px) and a display image
 * (1280 px), never enlarged, turned upright from the EXIF orientation. sharp writes no metadata unless
 * asked, so EXIF (GPS included), XMP and IPTC are gone from every derivative.
 */
export async function imageDerivatives(input: string | Buffer): Promise<ImageDerivatives> {
  const source = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).autoOrient();
  const meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  const inside = (px: number) => ({ width: px, height: px, fit: 'inside' as const, withoutEnlargement: true });
  const [thumb, display, tiny] = await Promise.all([
    source.clone().resize(inside(THUMB_PX)).webp({ quality: 72 }).toBuffer(),
    source.clone().resize(inside(DISPLAY_PX)).webp({ quality: 80 }).toBuffer(),
    source.clone().resize(inside(PLACEHOLDER_PX)).blur(1).webp({ quality: 40 }).toBuffer(),
  ]);
  return {
    thumb,
    display,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    width: meta.autoOrient.width,
    height: meta.autoOrient.height,
  };
}

/** What sharp reads a stored picture from: its path, but an SVG from memory (with no base location it cannot pull in any file it names). */
export async function pictureSource(path: string, mime: string): Promise<string | Buffer> {
  return mime === 'image/svg+xml' ? readFile(path) : path;
}

/** A picture's size as shown (orientation applied), from its header. */
export async function pictureSize(input: string | Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  return { width: meta.autoOrient.width, height: meta.autoOrient.height };
}
