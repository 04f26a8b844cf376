import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';

/** A real picture of about 4 MB (noise compresses badly): what a phone sends, big enough to be cut off mid-way. */
export async function testImage(): Promise<Buffer> {
  const width = 1200;
  const height = 1100;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
}

/**
 * A multipart upload sent slowly (`files` copies of `image`, in 64 KiB pieces, as a phone on a slow network
 * would), so that a service can be killed while it arrives. Resolves with the status, rejects when cut off.
 */
export function slowUpload(base: string, path: string, token: string, albumId: string, image: Buffer, files: number): Promise<number> {
  const boundary = `faults${Date.now()}`;
  const field = files === 1 ? 'file' : 'files';
  const parts: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="albumId"\r\n\r\n${albumId}\r\n`)];
  for (let i = 0; i < files; i++) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo-${i}.png"\r\nContent-Type: image/png\r\n\r\n`), image, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(parts);
  // About 1.3 MB/s for one file (3 s), 5 MB/s for a batch (8 s).
  const pause = files === 1 ? 50 : 12;
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, base), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    void (async () => {
      for (let offset = 0; offset < body.length; offset += 64 * 1024) {
        if (req.destroyed) return;
        req.write(body.subarray(offset, offset + 64 * 1024));
        await sleep(pause);
      }
      req.end();
    })();
  });
}
