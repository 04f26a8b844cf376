import http from 'node:http';
import { aPhoto, aPng } from './support/media-fixtures';
import { anAlbum, aUser, newId, type TestUser } from './support/albums';
import { expectNothingStored as expectNothingStoredBy, filesUnder } from './support/images';
import { startService, type Service } from './support/service';
import { uploadFiles, type FilePart } from './support/upload';
import { answer, eventually } from '@abialbum/service-kit/testing';

const MB = 1_048_576;

describe('upload batches that are refused whole', () => {
  let svc: Service;
  let owner: TestUser;
  let albumId: string;
  let png: Buffer;
  beforeAll(async () => {
    svc = await startService();
    owner = await aUser(svc);
    albumId = (await anAlbum(svc, owner)).id;
    png = await aPng(1);
  });
  afterAll(() => svc.close());

  const batch = (files: FilePart[], options: { flow?: string; fields?: Record<string, string>; fieldsAfter?: Record<string, string> } = {}) =>
    uploadFiles(`${svc.url}/api/v1/upload/multiple${options.flow ? `?flow=${options.flow}` : ''}`, files, {
      token: owner.token,
      fields: options.fields ?? { albumId },
      fieldsAfter: options.fieldsAfter,
    });
  const pngs = (count: number) => Array.from({ length: count }, (_, i) => ({ bytes: Buffer.concat([png, Buffer.from([i])]) }));
  /** A PNG whose size passes a limit: a real header, then filler. */
  const pngOf = (bytes: number) => Buffer.concat([png, Buffer.alloc(bytes - png.length, 7)]);

  const expectNothingStored = (request: () => Promise<{ status: number; message: string }>, status: number, message: string) =>
    expectNothingStoredBy(svc, request, status, message);
  const outcome = async (res: Response) => ({ status: res.status, message: (await answer(res)).message });

  it('refuses 11 files in the default flow, counting them all', async () => {
    await expectNothingStored(async () => outcome(await batch(pngs(11))), 400, 'Maximum 10 files allowed. You selected 11 files.');
  });

  it('takes 11 files in the large flow, and refuses 21', async () => {
    expect((await batch(pngs(11), { flow: 'large' })).status).toBe(201);
    await expectNothingStored(async () => outcome(await batch(pngs(21), { flow: 'large' })), 400, 'Maximum 20 files allowed. You selected 21 files.');
  });

  it('refuses a file over 50 MB, and with it the good files sent before it', async () => {
    const files = [{ bytes: await aPhoto({ seed: 9 }), name: 'ok.jpg' }, { bytes: pngOf(50 * MB + 1), name: 'big.png' }];
    await expectNothingStored(async () => outcome(await batch(files)), 413, 'File "big.png" is too large. Maximum size is 50MB.');
  });

  it('takes exactly 50 MB, and up to 100 MB in the large flow', async () => {
    expect((await batch([{ bytes: pngOf(50 * MB), name: 'edge.png' }])).status).toBe(201);
    expect((await batch([{ bytes: pngOf(60 * MB), name: 'large.png' }], { flow: 'large' })).status).toBe(201);
    await expectNothingStored(
      async () => outcome(await batch([{ bytes: pngOf(100 * MB + 1), name: 'huge.png' }], { flow: 'large' })),
      413,
      'File "huge.png" is too large. Maximum size is 100MB.',
    );
  });

  it('refuses a text file named .jpg by what its bytes are', async () => {
    const files = [{ bytes: png }, { bytes: Buffer.from('just some notes, not a picture'), name: 'notes.jpg', type: 'image/jpeg' }];
    await expectNothingStored(async () => outcome(await batch(files)), 415, 'File "notes.jpg" has an unsupported format.');
  });

  it('names a traversal file name by its last part only', async () => {
    const files = [{ bytes: Buffer.from('%PDF-1.7\n'), name: '../../../etc/passwd.jpg' }];
    await expectNothingStored(async () => outcome(await batch(files)), 415, 'File "passwd.jpg" has an unsupported format.');
  });

  it('refuses an empty file as an unsupported format', async () => {
    await expectNothingStored(async () => outcome(await batch([{ bytes: Buffer.alloc(0), name: 'empty.png' }])), 415, 'File "empty.png" has an unsupported format.');
  });

  it('answers 404 for an album it does not know, before storing a byte', async () => {
    await expectNothingStored(async () => outcome(await batch(pngs(2), { fields: { albumId: newId() } })), 404, 'Album not found');
    await expectNothingStored(async () => outcome(await batch(pngs(1), { fields: { albumId: '../etc' } })), 404, 'Album not found');
  });

  it('takes an albumId sent after the files, as a FormData built in the order of SPEC 7 sends it', async () => {
    const res = await batch(pngs(2), { fields: {}, fieldsAfter: { albumId } });
    expect(res.status).toBe(201);
    const { files } = (await answer<{ files: { url: string }[] }>(res)).data;
    const records = await Promise.all(files.map((file) => svc.uploads.find(file.url.split('?')[0]?.split('/').pop() ?? '')));
    expect(records.map((record) => [record?.albumId, record?.provisional])).toEqual([
      [albumId, false],
      [albumId, false],
    ]);
    // The same bytes again, the album after them: known in that album, so answered with the files kept before.
    const again = await answer<{ files: { url: string; duplicate: boolean }[] }>(await batch(pngs(2), { fields: {}, fieldsAfter: { albumId } }));
    expect(again.data.files.map((file) => [file.url.split('?')[0], file.duplicate])).toEqual(files.map((file) => [file.url.split('?')[0], true]));
  });

  it('refuses files whose album, named after them, it does not know or the caller may not add to, leaving nothing behind', async () => {
    await expectNothingStored(async () => outcome(await batch(pngs(2), { fields: {}, fieldsAfter: { albumId: newId() } })), 404, 'Album not found');
    const stranger = await aUser(svc);
    const theirs = await anAlbum(svc, stranger);
    await expectNothingStored(
      async () => outcome(await batch(pngs(1), { fields: {}, fieldsAfter: { albumId: theirs.id } })),
      403,
      'You do not have permission to upload to this album',
    );
  });

  it('takes the album from the query as well', async () => {
    const res = await uploadFiles(`${svc.url}/api/v1/upload/multiple?albumId=${albumId}`, pngs(1), { token: owner.token });
    expect(res.status).toBe(201);
  });

  it('asks for a file when none is sent, and refuses an unknown flow', async () => {
    await expectNothingStored(async () => outcome(await batch([])), 400, 'Please select a file');
    await expectNothingStored(async () => outcome(await batch(pngs(1), { flow: 'huge' })), 400, 'flow must be default or large');
    const notMultipart = await fetch(`${svc.url}/api/v1/upload/multiple`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await outcome(notMultipart)).toEqual({ status: 400, message: 'Please select a file' });
  });

  it('refuses a multipart body cut short, leaving nothing behind', async () => {
    const boundary = 'cut-short-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="albumId"\r\n\r\n${albumId}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      pngOf(200_000),
    ]);
    await expectNothingStored(
      () =>
        new Promise((resolve, reject) => {
          const req = http.request(`${svc.url}/api/v1/upload/multiple`, {
            method: 'POST',
            headers: { authorization: `Bearer ${owner.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
          });
          req.on('response', (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, message: (JSON.parse(text) as { message: string }).message }));
          });
          req.on('error', reject);
          req.end(body); // the closing boundary never comes
        }),
      400,
      'The upload was incomplete. Please try again.',
    );
  });

  it('leaves nothing when the client goes away mid-file', async () => {
    const before = await filesUnder(svc.mediaDir);
    const boundary = 'gone-boundary';
    const req = http.request(`${svc.url}/api/v1/upload/multiple?albumId=${albumId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': 5_000_000 },
    });
    req.on('error', () => undefined);
    req.write(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`));
    req.write(pngOf(1_000_000));
    // The file is being staged (its part is on disk) when the client goes; then the part goes too.
    await eventually(async () => (await filesUnder(svc.mediaDir)).length > before.length);
    req.destroy();
    await eventually(async () => JSON.stringify(await filesUnder(svc.mediaDir)) === JSON.stringify(before));
    expect(await filesUnder(svc.mediaDir)).toEqual(before);
  });
});
