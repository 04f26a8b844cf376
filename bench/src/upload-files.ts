/** Big video files written to disk for the upload benchmark, and sent as one multipart request, streamed. */
import { spawnSync } from 'node:child_process';
import { randomFillSync, randomUUID } from 'node:crypto';
import { closeSync, createReadStream, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An ftyp box of brand isom: what an MP4 starts with (used when ffmpeg cannot make a real clip). */
const BARE_FTYP = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41', 'latin1')]);

/**
 * A one-second MP4 clip with its index at the front (faststart), so that svc-media finds a poster frame
 * and a duration as it would in a phone's video; a bare ftyp box when ffmpeg is missing.
 */
function baseClip(dir: string): Buffer {
  const out = join(dir, 'clip.mp4');
  const made = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=320x240:rate=10',
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
 * POSTs files as `files` parts of one multipart/form-data request with its exact Content-Length, each
 * streamed from disk; resolves with the status and the parsed answer.
 */
export function postFiles(url: string, token: string, files: MultipartFile[]): Promise<{ status: number; body: unknown }> {
  const boundary = `----abialbum-bench-${randomUUID()}`;
  const heads = files.map((file, i) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="video-${i + 1}.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    ),
  );
  const crlf = Buffer.from('\r\n');
  const close = Buffer.from(`--${boundary}--\r\n`);
  const length = files.reduce((sum, file, i) => sum + heads[i]!.length + file.size + crlf.length, close.length);

  async function* body() {
    for (const [i, file] of files.entries()) {
      yield heads[i]!;
      yield* createReadStream(file.path, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>;
      yield crlf;
    }
    yield close;
  }

  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown });
        } catch {
          resolve({ status: res.statusCode ?? 0, body: text });
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    // An early answer (a refusal) ends the request before the body is sent: the answer wins.
    pipeline(Readable.from(body()), req).catch(reject);
  });
}
