import yauzl from 'yauzl';

/** Every entry of a ZIP: name and bytes, in the order stored. */
export function entriesOf(zip: Buffer): Promise<Array<{ name: string; bytes: Buffer }>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err) return reject(err);
      const entries: Array<{ name: string; bytes: Buffer }> = [];
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openErr, stream) => {
          if (openErr) return reject(openErr);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
}
