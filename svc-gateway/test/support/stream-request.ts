import http from 'node:http';

export interface StreamedAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * POSTs `totalBytes` in chunks as a stream, chunked unless `contentLength` is given, and resolves with the
 * answer. A server that answers early and closes is a normal outcome here, not a failure.
 */
export function streamPost(
  baseUrl: string,
  path: string,
  chunks: Iterable<Buffer>,
  headers: Record<string, string | number> = {},
): Promise<StreamedAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request({ hostname, port, path, method: 'POST', headers }, (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString('utf8') }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString('utf8') }));
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const iterator = chunks[Symbol.iterator]();
    const pump = () => {
      for (;;) {
        if (req.destroyed || answered) return;
        const next = iterator.next();
        if (next.done) {
          req.end();
          return;
        }
        if (!req.write(next.value)) {
          req.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

/** A multipart/form-data body with one file part of `fileBytes` pseudo-random bytes, in 64 KiB chunks. */
export function* multipartChunks(boundary: string, fileBytes: number): Generator<Buffer> {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="albumId"\r\n\r\na1\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const chunk = 64 * 1024;
  for (let sent = 0; sent < fileBytes; sent += chunk) {
    const size = Math.min(chunk, fileBytes - sent);
    const part = Buffer.alloc(size);
    for (let i = 0; i < size; i += 1) part[i] = (sent + i * 31) & 0xff;
    yield part;
  }
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

export function* repeatedChunks(totalBytes: number, chunk = 64 * 1024): Generator<Buffer> {
  for (let sent = 0; sent < totalBytes; sent += chunk) yield Buffer.alloc(Math.min(chunk, totalBytes - sent), 0x61);
}
