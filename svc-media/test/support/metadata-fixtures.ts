import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** Where a picture was taken (Lisbon), and who made it: what must not reach the public URL. */
export const CAMERA_EXIF = {
  IFD0: { Make: 'TestCam', Model: 'Roadtrip 1', Copyright: 'Ana Lima' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 43/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '9/1 8/1 0/1' },
};
const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Ana Lima"/></rdf:RDF></x:xmpmeta>';

const canvas = (width: number, height: number, seed: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: (seed * 41) % 256, g: (seed * 89) % 256, b: 90 } } });

/** A 60x40 picture in `format` with EXIF (GPS included) and XMP. */
export function aTaggedPicture(format: 'png' | 'webp' | 'avif' | 'jpeg', seed = 1) {
  return canvas(60, 40, seed).withExif(CAMERA_EXIF).withXmp(XMP)[format]().toBuffer();
}

/** A JPEG in a wide-gamut colour space (Display P3), as phones take them. */
export const aP3Photo = (seed = 1) => canvas(60, 40, seed).withIccProfile('p3').withExif(CAMERA_EXIF).jpeg().toBuffer();

const frames = (seed: number) => Promise.all([0, 1].map((i) => canvas(24, 24, seed + i).png().toBuffer()));

/** A two-frame animation (100 ms, then 200 ms), looping. */
export async function anAnimation(format: 'gif' | 'webp', seed = 1) {
  const image = sharp(await frames(seed), { join: { animated: true } });
  return (format === 'gif' ? image.gif({ loop: 0, delay: [100, 200] }) : image.withExif(CAMERA_EXIF).webp({ loop: 0, delay: [100, 200] })).toBuffer();
}

/** An animated PNG (APNG), made by ffmpeg. */
export function anApng(): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'abialbum-apng-'));
  try {
    const file = path.join(dir, 'moving.png');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=0.3:size=32x32:rate=10', '-plays', '0', '-f', 'apng', file]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
