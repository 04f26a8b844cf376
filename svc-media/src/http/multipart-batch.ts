import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { UPLOAD_BUFFER_BYTES } from '../domain/incoming-file';
import { fileRequired, uploadIncomplete } from '../domain/upload-errors';

export interface IncomingPart {
  /** The file name the client gave: for messages only, never for storage. */
  name: string;
  /** Text fields that came before this file. */
  fields: Readonly<Record<string, string>>;
}

export interface BatchOptions<T> {
  fileField: string;
  maxFiles: number;
  /** Parts past this size are cut short by the parser; `store` itself enforces the exact limit. */
  maxFileBytes: number;
  tooManyFiles: (selected: number) => Error;
  /** Consumes one file while it arrives; resolves once it is kept. */
  store: (file: Readable, part: IncomingPart) => Promise<T>;
  /** Undoes a kept file when the batch as a whole is refused. */
  discard: (stored: T) => Promise<unknown>;
}

/** Counted, never stored: a refused batch is still read to its end to tell the client how many files it sent. */
const COUNT_LIMIT = 1000;

/**
 * Streams every file of a multipart request to `store`, one after the other as they arrive (never
 * buffering one). All or nothing: on the first problem the files already kept are discarded, the rest
 * of the body is read and dropped (so the client gets the answer, and the number of files it sent), and
 * the promise rejects with the problem (too many files first, then the first bad file).
 */
export function receiveBatch<T>(req: IncomingMessage, options: BatchOptions<T>): Promise<{ files: T[]; fields: Record<string, string> }> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      highWaterMark: UPLOAD_BUFFER_BYTES,
      fileHwm: UPLOAD_BUFFER_BYTES,
      limits: { files: COUNT_LIMIT, fileSize: options.maxFileBytes + 1, fields: 20, fieldSize: 8 * 1024, parts: COUNT_LIMIT + 20 },
    });
  } catch {
    return Promise.reject(fileRequired()); // not multipart/form-data, or no boundary
  }

  return new Promise((resolve, reject) => {
    const fields = Object.create(null) as Record<string, string>;
    const storing: Promise<T>[] = [];
    let count = 0;
    let failed = false;
    let finished = false;

    const finish = async (fatal?: unknown) => {
      if (finished) return;
      finished = true;
      if (fatal) {
        req.unpipe(parser);
        parser.destroy();
        req.resume();
      }
      const settled = await Promise.allSettled(storing);
      const kept = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const problem = fatal ?? firstProblem(settled);
      if (problem === undefined) return resolve({ files: kept, fields });
      await Promise.all(kept.map((file) => options.discard(file).catch(() => undefined)));
      reject(problem);
    };

    const firstProblem = (settled: PromiseSettledResult<T>[]) => {
      if (count > options.maxFiles) return options.tooManyFiles(count);
      // `storing` is in arrival order: the first rejection is the first bad file.
      const first = settled.find((result) => result.status === 'rejected');
      if (first) return first.reason as unknown;
      return count === 0 ? fileRequired() : undefined;
    };

    parser.on('field', (name, value) => {
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      // The parser fails a part cut short, maybe before `store` reads it (while the album is checked):
      // `store` then finds it errored, and the batch hears of it from the parser.
      stream.on('error', () => undefined);
      // A file input left empty still sends a part, with no name and no bytes.
      if (name !== options.fileField || !info.filename) {
        stream.resume();
        return;
      }
      count += 1;
      if (count > options.maxFiles || failed) {
        stream.resume();
        return;
      }
      const promise = options.store(stream, { name: info.filename, fields: { ...fields } });
      promise.catch(() => {
        failed = true;
        stream.resume();
      });
      storing.push(promise);
    });
    parser.on('error', () => void finish(uploadIncomplete()));
    parser.on('close', () => void finish());
    req.once('close', () => {
      if (!req.complete) void finish(uploadIncomplete());
    });
    req.pipe(parser);
  });
}
