import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/** Real PNG files made on the spot, in a temporary folder of their own; `remove()` deletes it. */
export interface PictureFolder {
  /** A small PNG of one colour, named `name`.png; resolves to its path. */
  png(name: string, colour: { r: number; g: number; b: number }): Promise<string>;
  remove(): void;
}

export function pictureFolder(): PictureFolder {
  const dir = mkdtempSync(join(tmpdir(), 'abialbum-e2e-pictures-'));
  return {
    async png(name, background) {
      const file = join(dir, `${name}.png`);
      await sharp({ create: { width: 64, height: 48, channels: 3, background } }).png().toFile(file);
      return file;
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
