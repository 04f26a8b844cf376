import type { Highlight } from '@abialbum/contracts';
import { anAlbum, aUser, newId, type TestUser } from './support/albums';
import { captureEvents } from './support/events';
import { aPhoto, aVideo } from './support/media-fixtures';
import { aHighlightOf, aMedia, call } from './support/media';
import { startService, type Service } from './support/service';
import { uploadFiles } from './support/upload';
import { answer } from '@abialbum/service-kit/testing';

/** The highlight modal's edit mode: `PUT albums/highlights/{id}` as JSON, or multipart with a new file. */
describe('editing a highlight', () => {
  let svc: Service;
  let owner: TestUser;
  let other: TestUser;
  let album: Awaited<ReturnType<typeof anAlbum>>;
  let captured: Awaited<ReturnType<typeof captureEvents>>;
  beforeAll(async () => {
    captured = await captureEvents(['highlight.*']);
    svc = await startService();
    owner = await aUser(svc);
    other = await aUser(svc);
    album = await anAlbum(svc, owner);
  });
  afterAll(async () => {
    await captured.close();
    await svc.close();
  });

  const base = () => `${svc.url}/api/v1/abialbum/albums/highlights`;
  const edit = (id: string, body: unknown, token = owner.token) => call<{ highlight: Highlight }>(svc, 'PUT', `/albums/highlights/${id}`, token, body);
  /** A new file as the modal sends it: caption first, then the file. */
  async function editWithFile(id: string, bytes: Buffer, options: { token?: string; name?: string; fields?: Record<string, string> } = {}) {
    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? { caption: ' New file ' })) form.append(name, value);
    form.append('file', new Blob([bytes]), options.name ?? 'new.jpg');
    const res = await fetch(`${base()}/${id}`, { method: 'PUT', body: form, headers: { authorization: `Bearer ${options.token ?? owner.token}` } });
    return { status: res.status, body: await answer<{ highlight: Highlight }>(res) };
  }
  const ownFile = async (seed: number) => {
    const res = await uploadFiles(base(), [{ bytes: await aPhoto({ seed }), name: 'h.jpg' }], {
      field: 'file',
      token: owner.token,
      fields: { albumId: album.id, caption: 'First' },
    });
    return (await answer<{ highlight: Highlight }>(res)).data.highlight;
  };
  const listed = async (id: string) =>
    (await call<{ highlights: Highlight[] }>(svc, 'GET', `/albums/${album.id}/highlights`)).body.data.highlights.find((h) => h.id === id);
  const served = async (url: string) => (await fetch(`${svc.url}${url}`)).status;

  it('changes the caption (trimmed) and keeps the media', async () => {
    const item = await aMedia(svc, owner.token, album.id, { caption: 'Lake' });
    const highlight = await aHighlightOf(svc, owner.token, album.id, item.id);
    const res = await edit(highlight.id, { caption: '  Lake at dawn ' });
    expect([res.status, res.body.message]).toEqual([200, 'Highlight updated successfully!']);
    expect(res.body.data.highlight).toEqual({ ...highlight, caption: 'Lake at dawn' });
    expect(await listed(highlight.id)).toEqual(res.body.data.highlight);
  });

  it('replaces its own file with a new one (with derivatives) and removes the old file', async () => {
    const highlight = await ownFile(60);
    const res = await editWithFile(highlight.id, aVideo(), { name: 'clip.mov' });
    expect([res.status, res.body.message]).toEqual([200, 'Highlight updated successfully!']);
    const updated = res.body.data.highlight;
    expect(updated).toMatchObject({ id: highlight.id, type: 'VIDEO', caption: 'New file', createdAt: highlight.createdAt });
    expect(updated.url).not.toBe(highlight.url);
    expect(await served(updated.url)).toBe(200);
    expect(await served(highlight.url)).toBe(404);
    expect(await served(highlight.thumbnailUrl ?? '')).toBe(404);
    expect(await listed(highlight.id)).toEqual(updated);
  });

  it('keeps the caption when a new file comes without one', async () => {
    const highlight = await ownFile(61);
    const res = await editWithFile(highlight.id, await aPhoto({ seed: 62 }), { fields: { albumId: album.id } });
    expect(res.status).toBe(200);
    expect(res.body.data.highlight).toMatchObject({ caption: 'First', type: 'IMAGE' });
    // The new file's pictures come from its job, after the answer.
    await svc.makePictures(res.body.data.highlight.url);
    expect(await listed(highlight.id)).toMatchObject({ caption: 'First', thumbnailUrl: expect.stringMatching(/-thumb\.webp$/) });
  });

  it('replaces album media with a web URL: the media and its file stay in the album', async () => {
    const item = await aMedia(svc, owner.token, album.id);
    const highlight = await aHighlightOf(svc, owner.token, album.id, item.id);
    const res = await edit(highlight.id, { url: 'https://cdn.example.com/party.webm', caption: 'Party' });
    expect(res.status).toBe(200);
    expect(res.body.data.highlight).toMatchObject({ mediaId: null, type: 'VIDEO', url: 'https://cdn.example.com/party.webm', thumbnailUrl: null, caption: 'Party' });
    expect(await served(item.url)).toBe(200);
    // No longer made from the media: the media can be added again, and deleting it leaves the highlight.
    expect((await call(svc, 'POST', '/albums/highlights/add-existing', owner.token, { albumId: album.id, mediaId: item.id })).status).toBe(201);
    await call(svc, 'DELETE', `/albums/media/${item.id}`, owner.token);
    expect(await listed(highlight.id)).toMatchObject({ url: 'https://cdn.example.com/party.webm' });
  });

  it('removes its own file once a URL replaces it', async () => {
    const highlight = await ownFile(63);
    expect((await edit(highlight.id, { url: 'https://pics.example.com/a.png' })).body.data.highlight).toMatchObject({ type: 'IMAGE', caption: 'First' });
    expect(await served(highlight.url)).toBe(404);
  });

  it('publishes highlight.updated with a growing revision', async () => {
    const highlight = await ownFile(64);
    await edit(highlight.id, { caption: 'One' });
    await edit(highlight.id, { url: 'https://pics.example.com/b.jpg' });
    await captured.waitFor(() => captured.about(highlight.id).length === 3);
    const [added, first, second] = captured.about(highlight.id);
    expect([added?.type, first?.type, second?.type]).toEqual(['highlight.added', 'highlight.updated', 'highlight.updated']);
    expect(first?.data).toMatchObject({ caption: 'One', url: highlight.url, revision: 2 });
    expect(second?.data).toEqual({
      highlightId: highlight.id,
      albumId: album.id,
      mediaId: null,
      type: 'IMAGE',
      url: 'https://pics.example.com/b.jpg',
      thumbnailUrl: null,
      playbackStatus: null,
      playbackUrl: null,
      caption: 'One',
      createdAt: highlight.createdAt,
      revision: 3,
    });
  });

  it("refuses anyone but the album's owner (403), keeping no file", async () => {
    const highlight = await ownFile(65);
    const before = await svc.uploads.model.countDocuments();
    const json = await edit(highlight.id, { caption: 'Mine now' }, other.token);
    expect([json.status, json.body.message]).toEqual([403, 'Only the album owner can do this']);
    expect((await editWithFile(highlight.id, await aPhoto({ seed: 66 }), { token: other.token })).status).toBe(403);
    expect((await call(svc, 'PUT', `/albums/highlights/${highlight.id}`, undefined, { caption: 'x' })).status).toBe(401);
    expect(await svc.uploads.model.countDocuments()).toBe(before);
    expect(await listed(highlight.id)).toEqual(highlight);
  });

  it.each([
    ['an invalid URL', { url: 'not a url' }, { url: 'Please enter a valid URL' }],
    ['a blank URL', { url: '  ' }, { url: 'URL is required' }],
    ['a caption too long', { caption: 'x'.repeat(501) }, { caption: 'Caption must be less than 500 characters' }],
    ['nothing to change', {}, { body: 'Nothing to update' }],
    ['an unknown field', { caption: 'ok', albumId: newId() }, { albumId: 'Unknown field: albumId' }],
  ])('answers 400 with the field errors for %s', async (_case, body, errors) => {
    const highlight = await ownFile(67);
    const res = await edit(highlight.id, body);
    expect([res.status, res.body.success, res.body.errors]).toEqual([400, false, errors]);
    expect(await listed(highlight.id)).toEqual(highlight);
  });

  it('refuses a file that cannot be a highlight, and one for another album, keeping nothing', async () => {
    const highlight = await ownFile(68);
    const before = await svc.uploads.model.countDocuments();
    const text = await editWithFile(highlight.id, Buffer.from('hello'), { name: 'fake.jpg' });
    expect([text.status, text.body.message]).toEqual([415, 'Please select a valid image or video file (JPEG, PNG, GIF, WebP, MP4, MOV, WebM)']);
    const elsewhere = await editWithFile(highlight.id, await aPhoto({ seed: 69 }), { fields: { albumId: newId() } });
    expect(elsewhere.status).toBe(400);
    const longCaption = await editWithFile(highlight.id, await aPhoto({ seed: 70 }), { fields: { caption: 'x'.repeat(501) } });
    expect([longCaption.status, longCaption.body.errors]).toEqual([400, { caption: 'Caption must be less than 500 characters' }]);
    expect(await svc.uploads.model.countDocuments()).toBe(before);
    expect(await served(highlight.url)).toBe(200);
  });

  it('answers 404 for an unknown, invalid or removed highlight', async () => {
    const removed = await ownFile(71);
    await call(svc, 'DELETE', `/albums/highlights/${removed.id}`, owner.token);
    for (const id of [newId(), 'not-an-id', removed.id]) {
      const res = await edit(id, { caption: 'x' });
      expect([res.status, res.body.message]).toEqual([404, 'Highlight not found']);
    }
    expect((await editWithFile(newId(), await aPhoto({ seed: 72 }))).status).toBe(404);
  });

  it('answers broken bodies with a 4xx, never a 500', async () => {
    const highlight = await ownFile(73);
    const url = `${base()}/${highlight.id}`;
    const headers = { authorization: `Bearer ${owner.token}` };
    const malformed = await fetch(url, { method: 'PUT', body: '{"caption":', headers: { ...headers, 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    const noFile = new FormData();
    noFile.append('caption', 'Only text');
    const empty = await fetch(url, { method: 'PUT', body: noFile, headers });
    expect([empty.status, (await answer(empty)).message]).toEqual([400, 'Please select a file']);
    const list = await fetch(url, { method: 'PUT', body: '[1,2]', headers: { ...headers, 'content-type': 'application/json' } });
    expect(list.status).toBe(400);
    expect(await listed(highlight.id)).toEqual(highlight);
  });
});
