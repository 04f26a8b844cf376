import { execFile } from 'node:child_process';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { StagedFile, StoragePort } from '../storage/storage.port';

/** A 48-megapixel HEIC decodes in a few seconds on one core: far more means something is wrong. */
const TIMEOUT_MS = 60_000;

export const HEIC_MIME = 'image/heic';
/** What a HEIC photo is kept as: JPEG, which every browser shows (the picture is then cleaned like any other). */
export const HEIC_KEPT_AS = { mime: 'image/jpeg', extension: 'jpg', type: 'IMAGE' as const };

/**
 * An iPhone's HEIC (or any HEIF) photo as a high-quality JPEG, by Debian's libheif (`heif-convert`, package
 * libheif-examples, installed by the set-up): sharp's prebuilt libvips reads HEIF but has no HEVC decoder, and
 * browsers other than Safari show no HEIC. libheif applies the picture's rotation and mirroring; its EXIF (GPS,
 * camera) goes with it into the JPEG and is then dropped with the rest of the metadata by cleanOriginal.
 * The received file is discarded once converted; a failure leaves it as it was.
 */
export async function heicToJpeg(storage: StoragePort, staged: StagedFile, command = 'heif-convert'): Promise<StagedFile> {
  const output = storage.scratchPath('jpg');
  // A file of several pictures (a burst, a Live Photo's frames) is written as <name>-1.jpg, <name>-2.jpg...:
  // the first is kept, the others removed.
  const stem = path.basename(output, '.jpg');
  const numbered = async () => (await readdir(path.dirname(output))).filter((name) => name.startsWith(`${stem}-`) && name.endsWith('.jpg')).sort();
  try {
    await new Promise<void>((resolve, reject) =>
      execFile(command, ['-q', '92', staged.path, output], { timeout: TIMEOUT_MS, maxBuffer: 1024 * 1024, killSignal: 'SIGKILL' }, (err, _stdout, stderr) =>
        err ? reject(new Error(`heif-convert failed: ${stderr.trim() || err.message}`)) : resolve(),
      ),
    );
    const [first] = await numbered();
    if (first && !(await stat(output).catch(() => null))) await rename(path.join(path.dirname(output), first), output);
    const converted = { path: output, size: (await stat(output)).size };
    await storage.discard(staged);
    return converted;
  } catch (err) {
    await rm(output, { force: true });
    throw err;
  } finally {
    for (const name of await numbered().catch(() => [])) await rm(path.join(path.dirname(output), name), { force: true });
  }
}
