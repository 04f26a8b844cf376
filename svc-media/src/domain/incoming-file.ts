import { Readable } from 'node:stream';
import { uploadIncomplete } from './upload-errors';

/**
 * An upload as it arrives: its first bytes (to sniff) and the rest, read once. Errors while reading
 * come from the client (a cut connection, a broken body) and become 400s; the size limit is exact.
 * A file given up early is drained, never destroyed: the multipart parser only moves on to the next
 * part once this one has been read to its end.
 */
export async function readHead(file: Readable, headBytes: number) {
  const source = file.iterator({ destroyOnReturn: false }) as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  let drained = false;

  /** Stops reading: the file is not wanted. */
  const discard = () => {
    if (drained || done) return;
    drained = true;
    void source.return?.();
    file.resume();
  };

  while (length < headBytes) {
    const next = await source.next().catch(() => {
      throw uploadIncomplete();
    });
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);

  /** The whole file as one stream: the head again, then the rest, failing past `maxBytes`. */
  function body(maxBytes: number, tooLarge: () => Error): Readable {
    async function* all() {
      let total = head.length;
      try {
        if (total > maxBytes) throw tooLarge();
        yield head;
        if (done) return;
        for (;;) {
          const next = await source.next().catch(() => {
            throw uploadIncomplete();
          });
          if (next.done) {
            done = true;
            return;
          }
          total += next.value.length;
          if (total > maxBytes) throw tooLarge();
          yield next.value;
        }
      } finally {
        discard();
      }
    }
    return Readable.from(all(), { objectMode: false });
  }

  return { head, body, discard };
}
