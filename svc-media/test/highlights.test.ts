import type { Highlight } from '@abialbum/contracts';
import { anAlbum, approveMember, aUser, newId, type TestUser } from './support/albums';
import { aPhoto, aVideo } from './support/media-fixtures';
import { images } from './support/images';
import { aMedia, call } from './support/media';
import { startService, type Service } from './support/service';
import { uploadFiles } from './support/upload';
import { answer } from '@abialbum/service-kit/testing';

const MB = 1_048_576;

describe('highlights of an album', () => {
  let svc: Service;
  let owner: TestUser;
  let member: TestUser;
  let album: Awaited<ReturnType<typeof anAlbum>>;
  beforeAll(async () => {
    svc = await startService();
    owner = await aUser(svc);
    member = await aUser(svc);
    album = await anAlbum(svc, owner);
    await approveMember(svc, album.id, member.id);
  });
  afterAll(() => svc.close());

  const list = async () => (await call<{ highlights: Highlight[] }>(svc, 'GET', `/albums/${album.id}/highlights`)).body.data.highlights;
  const withFile = (bytes: Buffer, options: { token?: string; name?: string; fields?: Record<string, string> } = {}) =>
    uploadFiles(`${svc.url}/api/v1/abialbum/albums/highlights`, [{ bytes, name: options.name ?? 'h.jpg' }], {
      field: 'file',
      token: options.token ?? owner.token,
      fields: options.fields ?? { albumId: album.id, caption: ' Best day ' },
    });

  it('adds approved album media, once', async () => {
    const item = await aMedia(svc, owner.token, album.id, { caption: 'Lake' });
    const res = await call<{ highlight: Highlight }>(svc, 'POST', '/albums/highlights/add-existing', owner.token, { albumId: album.id, mediaId: item.id });
    expect([res.status, res.body.message]).toEqual([201, 'Media added to highlights!']);
    expect(res.body.data.highlight).toMatchObject({ mediaId: item.id, url: item.url, type: 'IMAGE', caption: 'Lake', thumbnailUrl: item.thumbnailUrl });
    const again = await call(svc, 'POST', '/albums/highlights/add-existing', owner.token, { albumId: album.id, mediaId: item.id });
    expect([again.status, again.body.message]).toEqual([409, 'This media is already in highlights']);
    expect((await list()).map((h) => h.id)).toContain(res.body.data.highlight.id);
  });

  it('refuses pending media, media of other albums, and anyone but the owner', async () => {
    const pending = await aMedia(svc, member.token, album.id);
    const res = await call(svc, 'POST', '/albums/highlights/add-existing', owner.token, { albumId: album.id, mediaId: pending.id });
    expect([res.status, res.body.message]).toEqual([400, 'Only approved media can be added to highlights']);
    expect((await call(svc, 'POST', '/albums/highlights/add-existing', owner.token, { albumId: album.id, mediaId: newId() })).status).toBe(404);
    const approved = await aMedia(svc, owner.token, album.id);
    const byMember = await call(svc, 'POST', '/albums/highlights/add-existing', member.token, { albumId: album.id, mediaId: approved.id });
    expect(byMember.status).toBe(403);
  });

  it('creates one from a file, with derivatives', async () => {
    const res = await withFile(await aPhoto({ seed: 40 }));
    expect(res.status).toBe(201);
    const body = await answer<{ highlight: Highlight }>(res);
    expect(body.message).toBe('Highlight created successfully!');
    // Its pictures come from its job, after the answer; then the highlight shows them.
    expect(body.data.highlight).toMatchObject({ mediaId: null, type: 'IMAGE', caption: 'Best day', thumbnailUrl: null });
    await svc.makePictures(body.data.highlight.url);
    const shown = await call<{ highlight: Highlight }>(svc, 'GET', `/albums/highlights/${body.data.highlight.id}`, owner.token);
    expect(shown.body.data.highlight).toMatchObject({ caption: 'Best day', thumbnailUrl: expect.stringMatching(/-thumb\.webp(\?|$)/) });
    const video = await withFile(aVideo(), { name: 'clip.mov' });
    expect((await answer<{ highlight: Highlight }>(video)).data.highlight.type).toBe('VIDEO');
  });

  it.each([
    ['an SVG', images.svg, 415, 'Please select a valid image or video file (JPEG, PNG, GIF, WebP, MP4, MOV, WebM)'],
    ['text named .jpg', Buffer.from('hello'), 415, 'Please select a valid image or video file (JPEG, PNG, GIF, WebP, MP4, MOV, WebM)'],
    ['a file of 100 MB', Buffer.concat([images.png, Buffer.alloc(100 * MB - images.png.length, 1)]), 413, 'File size must be less than 100MB'],
  ])('refuses %s as a highlight file', async (_case, bytes, status, message) => {
    const before = await svc.uploads.model.countDocuments();
    const res = await withFile(bytes);
    expect([res.status, (await answer(res)).message]).toEqual([status, message]);
    expect(await svc.uploads.model.countDocuments()).toBe(before);
  });

  it('asks for a file, and for the owner', async () => {
    const none = await uploadFiles(`${svc.url}/api/v1/abialbum/albums/highlights`, [], { field: 'file', token: owner.token, fields: { albumId: album.id } });
    expect([none.status, (await answer(none)).message]).toEqual([400, 'Please select a file']);
    expect((await withFile(await aPhoto({ seed: 41 }), { token: member.token })).status).toBe(403);
  });

  it('creates one from a web URL', async () => {
    const res = await call<{ highlight: Highlight }>(svc, 'POST', '/albums/highlights', owner.token, { albumId: album.id, url: 'https://cdn.example.com/v.webm', caption: 'Clip' });
    expect(res.status).toBe(201);
    expect(res.body.data.highlight).toMatchObject({ type: 'VIDEO', url: 'https://cdn.example.com/v.webm', thumbnailUrl: null });
    const missing = await call(svc, 'POST', '/albums/highlights', owner.token, { albumId: album.id });
    expect([missing.status, missing.body.message]).toEqual([400, 'URL is required']);
    const invalid = await call(svc, 'POST', '/albums/highlights', owner.token, { albumId: album.id, url: 'not a url' });
    expect([invalid.status, invalid.body.message]).toEqual([400, 'Please enter a valid URL']);
  });

  it('removes a highlight (its own file with it) for the owner only', async () => {
    const created = (await answer<{ highlight: Highlight }>(await withFile(await aPhoto({ seed: 42 })))).data.highlight;
    expect((await call(svc, 'DELETE', `/albums/highlights/${created.id}`, member.token)).status).toBe(403);
    const res = await call(svc, 'DELETE', `/albums/highlights/${created.id}`, owner.token);
    expect([res.status, res.body.message]).toEqual([200, 'Highlight removed successfully']);
    expect((await list()).map((h) => h.id)).not.toContain(created.id);
    expect((await fetch(`${svc.url}${created.url}`)).status).toBe(404);
    expect((await call(svc, 'DELETE', `/albums/highlights/${created.id}`, owner.token)).status).toBe(404);
  });

  it('shows highlights of a private album to its owner and members only', async () => {
    const closed = await anAlbum(svc, owner, { isPublic: false });
    const path = `/albums/${closed.id}/highlights`;
    expect((await call(svc, 'GET', path)).status).toBe(403);
    expect((await call(svc, 'GET', path, owner.token)).status).toBe(200);
  });
});
