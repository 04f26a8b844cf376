import type { Highlight, UploadedFile } from '@abialbum/contracts';
import { answer } from '@abialbum/service-kit/testing';
import { anAlbum, aUser, type TestUser } from './support/albums';
import { expectNothingStored } from './support/images';
import { aPhoto } from './support/media-fixtures';
import { startService, type Service } from './support/service';

let seed = 500;
const aNewPhoto = () => aPhoto({ seed: (seed += 1) });

/**
 * Issue 14 item 1: every multipart route takes its text fields before or after its files (a plain FormData sends
 * them in the order they were appended); the album is still checked before anything is kept, and a refusal leaves
 * nothing behind. (`/upload/multiple`'s cases are in upload-refusals.test.ts.)
 */
describe('text fields after the files, on every multipart route', () => {
  let svc: Service;
  let owner: TestUser;
  let albumId: string;
  let theirs: string;
  beforeAll(async () => {
    svc = await startService();
    owner = await aUser(svc);
    albumId = (await anAlbum(svc, owner)).id;
    theirs = (await anAlbum(svc, await aUser(svc))).id;
  });
  afterAll(() => svc.close());

  /** The file first, then the fields. */
  const fileThen = async (method: 'POST' | 'PUT', path: string, fields: Record<string, string>) => {
    const form = new FormData();
    form.append('file', new Blob([await aNewPhoto()], { type: 'image/jpeg' }), 'IMG_0007.jpg');
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const res = await fetch(`${svc.url}/api/v1${path}`, { method, body: form, headers: { authorization: `Bearer ${owner.token}` } });
    return { status: res.status, body: await answer<unknown>(res) };
  };

  const refusedLeavingNothing = (request: () => Promise<{ status: number; body: { message: string } }>, status: number, message: string) =>
    expectNothingStored(svc, async () => {
      const res = await request();
      return { status: res.status, message: res.body.message };
    }, status, message);

  it('POST /upload: the album after the file is the album the file is kept for', async () => {
    const res = await fileThen('POST', '/upload', { albumId });
    expect(res.status).toBe(201);
    const file = res.body.data as UploadedFile;
    expect((await svc.uploads.find(file.url.split('?')[0]!.split('/').pop()!))?.albumId).toBe(albumId);
    await refusedLeavingNothing(() => fileThen('POST', '/upload', { albumId: theirs }), 403, 'You do not have permission to upload to this album');
  });

  it('POST albums/highlights: the album and caption after the file make the highlight', async () => {
    const res = await fileThen('POST', '/abialbum/albums/highlights', { albumId, caption: ' Best day ' });
    expect([res.status, res.body.message]).toEqual([201, 'Highlight created successfully!']);
    expect((res.body.data as { highlight: Highlight }).highlight).toMatchObject({ albumId, caption: 'Best day', type: 'IMAGE', mediaId: null });
    const refused = await fileThen('POST', '/abialbum/albums/highlights', { albumId: theirs, caption: 'Not mine' });
    await refusedLeavingNothing(async () => refused, refused.status, refused.body.message);
    expect(refused.status).toBe(403);
  });

  it('PUT albums/highlights/{id}: the caption after the new file changes both', async () => {
    const created = await fileThen('POST', '/abialbum/albums/highlights', { albumId, caption: 'First' });
    const highlight = (created.body.data as { highlight: Highlight }).highlight;
    const res = await fileThen('PUT', `/abialbum/albums/highlights/${highlight.id}`, { caption: ' Second ' });
    expect([res.status, res.body.message]).toEqual([200, 'Highlight updated successfully!']);
    const changed = (res.body.data as { highlight: Highlight }).highlight;
    expect(changed).toMatchObject({ id: highlight.id, caption: 'Second' });
    expect(changed.url).not.toBe(highlight.url);
  });
});
