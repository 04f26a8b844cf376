import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { UPLOAD_BUFFER_BYTES } from '../domain/incoming-file';
import { fileRequired, uploadIncomplete } from '../domain/upload-errors';

export interface SingleFileOptions<T> {
  /** The multipart field that carries the file. */
  field: string;
  /** Parts past this size are cut short by the parser; `store` itself enforces the exact limit. */
  maxFileBytes: number;
  /** Consumes the file while it arrives (sniff, then stream to storage). */
  store: (file: Readable) => Promise<T>;
  /** Undoes a stored file when the rest of the request turns out bad. */
  discard: (stored: T) => Promise<unknown>;
}

/**
 * Streams one file out of a multipart request (never buffering it). Resolves once the whole request
 * has been read and the file stored; on any failure the stored file (or its temporary part) is gone
 * before this rejects, so the answer never races the cleanup.
 */
export function receiveSingleFile<T>(req: IncomingMessage, options: SingleFileOptions<T>): Promise<T> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      highWaterMark: UPLOAD_BUFFER_BYTES,
      fileHwm: UPLOAD_BUFFER_BYTES,
      limits: { files: 1, fileSize: options.maxFileBytes + 1, fields: 10, fieldSize: 8 * 1024, parts: 20, headerPairs: 20 },
    });
  } catch {
    return Promise.reject(fileRequired()); // not multipart/form-data, or no boundary
  }

  return new Promise<T>((resolve, reject) => {
    let storing: Promise<T> | undefined;
    let settled = false;

    const fail = async (err: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.destroy();
      req.resume(); // read and drop the rest, so the client can take the answer
      const stored = await storing?.catch(() => undefined);
      if (stored !== undefined) await options.discard(stored).catch(() => undefined);
      reject(err);
    };

    parser.on('file', (name, stream) => {
      // A part cut short fails here too; the parser's own error answers the request.
      stream.on('error', () => undefined);
      if (name !== options.field || storing) {
        stream.resume();
        return;
      }
      storing = options.store(stream);
      storing.catch((err: unknown) => void fail(err));
    });
    parser.on('error', () => void fail(uploadIncomplete()));
    parser.on('close', () => {
      if (settled) return;
      if (!storing) {
        void fail(fileRequired());
        return;
      }
      storing.then(
        (stored) => {
          if (settled) return void options.discard(stored).catch(() => undefined);
          settled = true;
          resolve(stored);
        },
        (err: unknown) => void fail(err),
      );
    });
    req.once('close', () => {
      if (!req.complete) void fail(uploadIncomplete());
    });
    req.pipe(parser);
  });
}
