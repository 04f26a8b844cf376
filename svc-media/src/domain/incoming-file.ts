import type { Hash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { uploadIncomplete } from './upload-errors';

/**
 * Room for the chunks of a fast client between the parser and the disk: with the default 16 KiB every
 * socket read (64 KiB) would pause the request and resume it again. Three such buffers stand in each upload's
 * way (the parser's, the file part's, the hashing step's): at 1 MiB, 20 uploads at once waiting for the disk
 * held 60 MiB more; at 256 KiB (four socket reads) they hold 15 (bench/src/upload.ts).
 */
export const UPLOAD_BUFFER_BYTES = 256 * 1024;

/**
 * The first `headBytes` bytes of a stream (fewer when it ends first), left paused after them. A stream
 * closed before its end (an error, or destroyed) is a body cut short.
 */
function readFirst(file: Readable, headBytes: number): Promise<{ chunks: Buffer[]; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const settle = (ended: boolean, err?: Error) => {
      file.off('data', onData).off('end', onEnd).off('close', onClose);
      if (err) reject(err);
      else resolve({ chunks, ended });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length < headBytes) return;
      file.pause();
      settle(false);
    };
    const onEnd = () => settle(true);
    const onClose = () => settle(false, uploadIncomplete());
    file.on('data', onData).once('end', onEnd).once('close', onClose);
  });
}

/**
 * An upload as it arrives: its first bytes (to sniff) and the rest, read once. Errors while reading
 * come from the client (a cut connection, a broken body) and become 400s; the size limit is exact.
 * A file given up early is drained, never destroyed: the multipart parser only moves on to the next
 * part once this one has been read to its end.
 */
export async function readHead(file: Readable, headBytes: number) {
  // Cut short before anyone read it (the parser had the whole rest of the body while the album was checked).
  if (file.errored || (file.destroyed && !file.readableEnded)) throw uploadIncomplete();
  // A body cut short (an error, or closed before its end) fails the stream that reads it, even when that
  // happens while the head is being sniffed; it never goes unhandled.
  let broken: Error | undefined;
  let onBroken: ((err: Error) => void) | undefined;
  const fail = () => {
    broken ??= uploadIncomplete();
    onBroken?.(broken);
  };
  file.on('error', fail);
  file.once('close', () => {
    if (!file.readableEnded) fail();
  });
  const first = await readFirst(file, headBytes);
  const head = first.chunks.length === 1 ? first.chunks[0]! : Buffer.concat(first.chunks);
  let drained = false;

  /** Stops reading: the file (or what is left of it) is not wanted. */
  const discard = () => {
    if (drained) return;
    drained = true;
    file.unpipe();
    file.resume();
  };

  /**
   * The whole file as one stream: the head again, then the rest as it comes, failing past `maxBytes`.
   * Counting and hashing (into `hash`, when given) happen in this one step, chunk by chunk, no copies.
   */
  function body(maxBytes: number, tooLarge: () => Error, hash?: Hash): Readable {
    let total = 0;
    const stream = new Transform({
      highWaterMark: UPLOAD_BUFFER_BYTES,
      transform(chunk: Buffer, _encoding, done) {
        total += chunk.length;
        if (total > maxBytes) return done(tooLarge());
        hash?.update(chunk);
        done(null, chunk);
      },
    });
    onBroken = (err) => stream.destroy(err);
    if (broken) return stream.destroy(broken);
    // Whatever ends the stream early (too large, the disk, the reader gone) drains the rest of the part.
    stream.once('close', () => {
      if (!stream.writableFinished) discard();
    });
    if (first.ended) {
      stream.end(head);
    } else {
      stream.write(head);
      file.pipe(stream);
    }
    return stream;
  }

  return { head, body, discard };
}
