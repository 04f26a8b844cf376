import { Transform, type TransformCallback } from 'node:stream';

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
 * Takes the positions out of a whole `moov` box (its header `headerBytes` long), in place: every ISO 6709 position is
 * overwritten with spaces, and a 3GPP `loci` box (binary coordinates, in the movie's or a track's user data) becomes a
 * `free` box of the same size, its content zeroed. Answers how many were taken out.
 */
function scrubMoov(bytes: Buffer, headerBytes: number): number {
  let removed = 0;
  for (const match of bytes.toString('latin1').matchAll(ISO_6709)) {
    bytes.fill(0x20, match.index, match.index + match[0].length);
    removed += 1;
  }
  const userData = childBoxes(bytes, headerBytes, bytes.length).flatMap((box) =>
    box.type === 'udta' ? [box] : box.type === 'trak' ? childBoxes(bytes, box.start + 8, box.start + box.size).filter((child) => child.type === 'udta') : [],
  );
  for (const udta of userData) {
    for (const box of childBoxes(bytes, udta.start + 8, udta.start + udta.size).filter((child) => child.type === 'loci')) {
      bytes.write('free', box.start + 4, 'latin1');
      bytes.fill(0, box.start + 8, box.start + box.size);
      removed += 1;
    }
  }
  return removed;
}

/**
 * Takes the recording position out of a video as it streams by (a phone's video says where it was filmed): its
 * top-level boxes (atoms) are followed by their headers, the frames (`mdat`) pass as they come, and the `moov` box (the
 * metadata, at the start or the end of the file) is held whole, scrubbed (scrubMoov) and passed on. Nothing moves and
 * the size stays, so players read the file as before (a position they cannot parse is no position). A stream that is
 * not an MP4/QuickTime one (no box structure, a box cut short) passes as it is from where it stops making sense.
 */
export function withoutVideoLocation(): Transform {
  /** Bytes of the box being read that pass as they come (Infinity: the rest of the stream). */
  let passing = 0;
  /** The header of the next box while it arrives. */
  let header = Buffer.alloc(0);
  /** The moov box while it arrives, and how much of it is still to come. */
  let moov: Buffer[] | null = null;
  let moovLeft = 0;
  let moovHeaderBytes = 0;

  const moovEnds = (transform: Transform) => {
    const bytes = Buffer.concat(moov!);
    scrubMoov(bytes, moovHeaderBytes);
    transform.push(bytes);
    moov = null;
  };

  /** Once `header` is whole (8 bytes, 16 for a 64-bit size): decides what its box is. */
  const boxStarts = (transform: Transform) => {
    if (header.length < 8) return;
    const size32 = header.readUInt32BE(0);
    const headerBytes = size32 === 1 ? 16 : 8;
    if (header.length < headerBytes) return;
    const size = size32 === 1 ? Number(header.readBigUInt64BE(8)) : size32 === 0 ? Infinity : size32;
    const type = header.toString('latin1', 4, 8);
    if (type === 'moov' && size >= headerBytes && size <= MOOV_MAX_BYTES) {
      moov = [header];
      moovLeft = size - headerBytes;
      moovHeaderBytes = headerBytes;
      if (moovLeft === 0) moovEnds(transform);
    } else {
      transform.push(header);
      // A box smaller than its header is no box: the rest passes as it is.
      passing = size >= headerBytes ? size - headerBytes : Infinity;
    }
    header = Buffer.alloc(0);
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      for (let at = 0; at < chunk.length; ) {
        if (passing > 0) {
          const take = Math.min(passing, chunk.length - at);
          this.push(at === 0 && take === chunk.length ? chunk : chunk.subarray(at, at + take));
          passing -= take;
          at += take;
        } else if (moov) {
          const take = Math.min(moovLeft, chunk.length - at);
          moov.push(chunk.subarray(at, at + take));
          moovLeft -= take;
          at += take;
          if (moovLeft === 0) moovEnds(this);
        } else {
          // A header's first bytes: at most 16, as many as are needed.
          const want = (header.length < 8 ? 8 : 16) - header.length;
          const take = Math.min(want, chunk.length - at);
          header = Buffer.concat([header, chunk.subarray(at, at + take)]);
          at += take;
          boxStarts(this);
        }
      }
      done();
    },
    flush(done: TransformCallback) {
      // A moov box cut short, or a header: passed on as they came.
      if (moov) this.push(Buffer.concat(moov));
      if (header.length > 0) this.push(header);
      done();
    },
  });
}
