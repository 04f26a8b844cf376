/** Big video files written to disk for the upload benchmark, and sent as one multipart request by curl. */
import { spawn, spawnSync } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** An ftyp box of brand isom: what an MP4 starts with (used when ffmpeg cannot make a real clip). */
const BARE_FTYP = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41', 'latin1')]);

/**
 * A three-second MP4 clip with its index at the front (faststart), so that svc-media finds a poster frame
 * and a duration as it would in a phone's video; a bare ftyp box when ffmpeg is missing.
 */
function baseClip(dir: string): Buffer {
  const out = join(dir, 'clip.mp4');
  const made = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=320x240:rate=10',
    '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-y', out], { stdio: 'ignore' });
  if (made.status !== 0) return BARE_FTYP;
  const clip = readFileSync(out);
  rmSync(out);
  return clip;
}

/**
 * Files of the given sizes: the clip, then one `free` box of random bytes up to the size (a valid MP4 of
 * that size, different in every file, so none is taken for a duplicate). Written in chunks, never whole.
 */
export function writeVideos(dir: string, prefix: string, sizes: number[]): string[] {
  const clip = baseClip(dir);
  const chunk = Buffer.alloc(4 * 1024 * 1024);
  return sizes.map((size, i) => {
    const path = join(dir, `${prefix}-${String(i + 1).padStart(2, '0')}.mp4`);
    const header = Buffer.alloc(8);
    header.writeUInt32BE(size - clip.length, 0);
    header.write('free', 4, 'latin1');
    const fd = openSync(path, 'w');
    try {
      writeSync(fd, clip);
      writeSync(fd, header);
      for (let left = size - clip.length - header.length; left > 0; left -= chunk.length) {
        randomFillSync(chunk);
        writeSync(fd, chunk, 0, Math.min(left, chunk.length));
      }
    } finally {
      closeSync(fd);
    }
    return path;
  });
}

export interface MultipartFile {
  path: string;
  size: number;
}

/**
 * POSTs files as `files` parts of one multipart/form-data request with curl, which streams each from disk
 * and costs little CPU (a browser on another machine sends real uploads: the client should not take the
 * platform's cores here); resolves with the status and the parsed answer.
 */
export function postFiles(url: string, token: string, files: MultipartFile[]): Promise<{ status: number; body: unknown }> {
  const parts = files.flatMap((file, i) => ['-F', `files=@${file.path};type=video/mp4;filename=video-${i + 1}.mp4`]);
  const args = ['-sS', '-X', 'POST', '-H', `authorization: Bearer ${token}`, '-H', 'expect:', ...parts, '-w', '\n%{http_code}', url];
  return new Promise((resolve, reject) => {
    const curl = spawn('curl', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    const chunks: Buffer[] = [];
    curl.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    curl.on('error', reject);
    curl.on('close', (code) => {
      const out = Buffer.concat(chunks).toString('utf8');
      const cut = out.lastIndexOf('\n');
      const status = Number(out.slice(cut + 1));
      if (code !== 0 && !status) return reject(new Error(`curl exited with ${code}`));
      const text = out.slice(0, Math.max(cut, 0));
      try {
        resolve({ status, body: JSON.parse(text) as unknown });
      } catch {
        resolve({ status, body: text });
      }
    });
  });
}
