import { open, type FileHandle } from 'node:fs/promises';

/** A moov box larger than this is left as it is (hours of video; a phone's is a few MB at most). */
const MOOV_MAX_BYTES = 64 * 1024 * 1024;

/**
 * An ISO 6709 position as QuickTime and MP4 files carry it (`©xyz`, `com.apple.quicktime.location.ISO6709`):
 * latitude and longitude with their signs, an optional altitude and reference system, e.g. "+37.3349-122.0090+012.345/".
 */
const ISO_6709 = /[+-]\d{2}(?:\.\d+)?[+-]\d{3}(?:\.\d+)?(?:[+-]\d+(?:\.\d+)?)?(?:CRS[\w:]*)?\/?/g;

interface Box {
  type: string;
  start: number;
  size: number;
}

/** The top-level boxes (atoms) of an MP4/QuickTime file, read by their headers only; null when it is not one. */
async function topLevelBoxes(file: FileHandle, fileSize: number): Promise<Box[] | null> {
  const boxes: Box[] = [];
  const header = Buffer.alloc(16);
  for (let at = 0; at < fileSize; ) {
    const { bytesRead } = await file.read(header, 0, 16, at);
    if (bytesRead < 8) return null;
    let size = header.readUInt32BE(0);
    if (size === 1) {
      if (bytesRead < 16) return null;
      size = Number(header.readBigUInt64BE(8));
    } else if (size === 0) {
      size = fileSize - at;
    }
    if (size < 8 || at + size > fileSize) return null;
    boxes.push({ type: header.toString('latin1', 4, 8), start: at, size });
    at += size;
  }
  return boxes;
}

/** The boxes in `bytes` from `start` to `end` (a box's content), by their 32-bit sizes; none past a malformed one. */
function childBoxes(bytes: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  for (let at = start; at + 8 <= end; ) {
    const size = bytes.readUInt32BE(at);
    if (size < 8 || at + size > end) break;
    boxes.push({ type: bytes.toString('latin1', at + 4, at + 8), start: at, size });
    at += size;
  }
  return boxes;
}

/**
 * Takes the recording position out of a video as it is stored (a phone's video says where it was filmed): every
 * ISO 6709 position in its `moov` box (the metadata; the frames are in `mdat`) is overwritten with spaces, and a 3GPP
 * `loci` box becomes free space, in place, so nothing moves and players read the file as before (a position they
 * cannot parse is no position). Answers how many were taken out; a file that is not an MP4/QuickTime one is left as
 * it is.
 */
export async function removeVideoLocation(path: string): Promise<number> {
  const file = await open(path, 'r+');
  try {
    const { size } = await file.stat();
    const moov = (await topLevelBoxes(file, size))?.find((box) => box.type === 'moov');
    if (!moov || moov.size > MOOV_MAX_BYTES) return 0;
    const bytes = Buffer.alloc(moov.size);
    await file.read(bytes, 0, moov.size, moov.start);
    let removed = 0;
    for (const match of bytes.toString('latin1').matchAll(ISO_6709)) {
      bytes.fill(0x20, match.index, match.index + match[0].length);
      removed += 1;
    }
    // The 3GPP location box (binary coordinates), in the movie's or a track's user data: made a `free` box of the
    // same size, its content zeroed.
    const userData = childBoxes(bytes, 8, bytes.length).flatMap((box) =>
      box.type === 'udta' ? [box] : box.type === 'trak' ? childBoxes(bytes, box.start + 8, box.start + box.size).filter((child) => child.type === 'udta') : [],
    );
    for (const udta of userData) {
      for (const box of childBoxes(bytes, udta.start + 8, udta.start + udta.size).filter((child) => child.type === 'loci')) {
        bytes.write('free', box.start + 4, 'latin1');
        bytes.fill(0, box.start + 8, box.start + box.size);
        removed += 1;
      }
    }
    if (removed > 0) await file.write(bytes, 0, moov.size, moov.start);
    return removed;
  } finally {
    await file.close();
  }
}
