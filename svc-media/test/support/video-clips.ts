import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made = new Map<string, Buffer>();

/** A 2 s clip with a tone, made by ffmpeg at test time (once per kind and tone: new bytes for each tone). */
function clip(name: string, tone: number, codecArgs: string[]): Buffer {
  let bytes = made.get(`${name}:${tone}`);
  if (!bytes) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'abialbum-clip-'));
    const file = path.join(dir, name);
    execFileSync('ffmpeg', [
      '-v', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=25',
      '-f', 'lavfi', '-i', `sine=frequency=${200 + tone * 10}:duration=2`,
      ...codecArgs, '-c:a', 'aac', '-shortest', file,
    ]);
    bytes = readFileSync(file);
    made.set(`${name}:${tone}`, bytes);
    rmSync(dir, { recursive: true, force: true });
  }
  return bytes;
}

/** Where the clips below say they were filmed (ISO 6709), as a phone writes it. */
export const FILMED_AT = '+38.7223-009.1393+012.345/';

/** What an iPhone records: HEVC (tagged hvc1) and AAC in a QuickTime .mov, with the position it was filmed at. */
export const anHevcMov = (tone = 0) =>
  clip('iphone.mov', tone, [
    '-c:v', 'libx265', '-tag:v', 'hvc1', '-pix_fmt', 'yuv420p', '-x265-params', 'log-level=error',
    '-movflags', 'use_metadata_tags', '-metadata', `com.apple.quicktime.location.ISO6709=${FILMED_AT}`,
  ]);

/** What every browser plays: H.264 and AAC in an MP4. */
export const anH264Mp4 = (tone = 0) => clip('browser.mp4', tone, ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-f', 'mp4']);

/** About 10 MB of H.264 (a constant 40 Mbit/s, padded): more than one part of an S3 multipart upload. */
export const aLargeH264Mp4 = (tone = 0) =>
  clip('large.mp4', tone, ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-b:v', '40M', '-minrate', '40M', '-maxrate', '40M', '-bufsize', '4M', '-x264-params', 'nal-hrd=cbr', '-f', 'mp4']);

/**
 * H.264 saying where it was filmed: in a .mov as `©xyz` text, in an .mp4 as a 3GPP `loci` box (binary). Its index
 * (`moov`) after the frames as ffmpeg and most cameras write it, or before them (`indexFirst`, "faststart").
 */
export const anH264FilmedAt = (container: 'mov' | 'mp4', tone = 0, options: { indexFirst?: boolean } = {}) =>
  clip(`filmed${options.indexFirst ? '-index-first' : ''}.${container}`, tone, [
    '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-metadata', `location=${FILMED_AT}`, ...(options.indexFirst ? ['-movflags', '+faststart'] : []),
  ]);

/** ffmpeg's description of a file's streams (what it writes before anything else). */
export function describe(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'abialbum-probe-'));
  const file = path.join(dir, 'video');
  writeFileSync(file, bytes);
  try {
    return spawnSync('ffmpeg', ['-hide_banner', '-nostdin', '-i', file]).stderr.toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
