import { createHash, randomBytes } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import { readHead } from '../src/domain/incoming-file';

const tooLarge = () => new Error('too large');

/** A part as the multipart parser hands it over: chunks arriving one after the other. */
function part(chunks: Buffer[], end = true) {
  const stream = new PassThrough();
  for (const chunk of chunks) stream.write(chunk);
  if (end) stream.end();
  return stream;
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('an upload as it arrives (readHead)', () => {
  const bytes = randomBytes(300_000);
  const chunks = [bytes.subarray(0, 1000), bytes.subarray(1000, 70_000), bytes.subarray(70_000)];

  it('gives the first bytes to sniff, then every byte once, hashed on the way', async () => {
    const incoming = await readHead(part(chunks), 4100);
    expect(incoming.head.length).toBeGreaterThanOrEqual(4100);
    expect(bytes.subarray(0, incoming.head.length).equals(incoming.head)).toBe(true);
    const hash = createHash('sha256');
    expect((await collect(incoming.body(bytes.length, tooLarge, hash))).equals(bytes)).toBe(true);
    expect(hash.digest('hex')).toBe(sha256(bytes));
  });

  it('takes a file shorter than the head', async () => {
    const small = Buffer.from('tiny');
    const incoming = await readHead(part([small]), 4100);
    expect(incoming.head.equals(small)).toBe(true);
    expect((await collect(incoming.body(100, tooLarge))).equals(small)).toBe(true);
  });

  it('fails past the exact limit, and reads the rest of the part to its end', async () => {
    const big = Array.from({ length: 64 }, () => randomBytes(64 * 1024));
    for (const [limit, sent] of [[bytes.length - 1, chunks], [100_000, big]] as const) {
      const source = part(sent);
      const incoming = await readHead(source, 4100);
      await expect(collect(incoming.body(limit, tooLarge))).rejects.toThrow('too large');
      // The parser moves on to the next part only once this one has been read to its end.
      if (!source.readableEnded) await once(source, 'end');
    }
  });

  it('turns a body cut short into a 400', async () => {
    const source = part(chunks.slice(0, 2), false);
    const incoming = await readHead(source, 4100);
    const body = collect(incoming.body(bytes.length, tooLarge));
    source.destroy(new Error('Unexpected end of form'));
    await expect(body).rejects.toMatchObject({ status: 400, code: 'UPLOAD_INCOMPLETE' });
  });

  it('turns a part cut short before it was read, or while it was sniffed, into a 400', async () => {
    const gone = part(chunks.slice(0, 1), false).on('error', () => undefined);
    gone.destroy(new Error('Unexpected end of form'));
    await expect(readHead(gone, 4100)).rejects.toMatchObject({ status: 400, code: 'UPLOAD_INCOMPLETE' });

    const sniffed = part(chunks.slice(0, 2), false);
    const incoming = await readHead(sniffed, 4100);
    sniffed.destroy(new Error('Unexpected end of form'));
    await expect(collect(incoming.body(bytes.length, tooLarge))).rejects.toMatchObject({ status: 400, code: 'UPLOAD_INCOMPLETE' });
  });
});
