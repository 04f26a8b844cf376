import type { Media, UploadedFile } from '@abialbum/contracts';
import { anAlbum, approveMember, aSection, aUser, blockUser, newId, type TestUser } from './support/albums';
import { filesUnder } from './support/images';
import { aHighlightOf, aMedia, anUpload, bareUrl, call, listMedia } from './support/media';
import { startService, type Service } from './support/service';

describe('media records of an album', () => {
  let svc: Service;
  let owner: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let album: Awaited<ReturnType<typeof anAlbum>>;
  beforeAll(async () => {
    svc = await startService();
    owner = await aUser(svc, { name: 'Olga Owner' });
    member = await aUser(svc, { name: 'Max Member' });
    stranger = await aUser(svc);
    album = await anAlbum(svc, owner);
    await approveMember(svc, album.id, member.id);
  });
  afterAll(() => svc.close());

  it("adds the owner's upload approved at once, typed by its bytes, with the uploader", async () => {
    const file = await anUpload(svc, owner.token, album.id);
    const res = await call<{ media: Media }>(svc, 'POST', '/albums/media', owner.token, {
      albumId: album.id,
      type: 'VIDEO',
      url: file.url,
      caption: '  Sunset  ',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Successfully added 1 media items');
    expect(res.body.data.media).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      albumId: album.id,
      sectionId: null,
      type: 'IMAGE',
      // Signed while only the uploader had it; as it is now that the public album shows it.
      url: bareUrl(file.url),
      thumbnailUrl: bareUrl(file.thumbnailUrl),
      displayUrl: bareUrl(file.displayUrl),
      placeholder: file.placeholder,
      width: file.width,
      height: file.height,
      duration: null,
      mimeType: 'image/png',
      playbackStatus: null,
      playbackUrl: null,
      caption: 'Sunset',
      status: 'approved',
      rejectionReason: null,
      uploader: { id: owner.id, name: 'Olga Owner', profileImage: owner.profileImage },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      commentCount: 0,
      reactionCount: 0,
    });
  });

  it("adds a member's upload as pending, unseen by the public until approved", async () => {
    const file = await anUpload(svc, member.token, album.id);
    const res = await call<{ media: Media }>(svc, 'POST', '/albums/media', member.token, { albumId: album.id, type: 'IMAGE', url: file.url });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Successfully added 1 media items. They are pending approval from the album owner.');
    expect(res.body.data.media).toMatchObject({ status: 'pending', uploader: { name: 'Max Member' } });
    const id = res.body.data.media.id;
    expect((await listMedia(svc, album.id)).body.data.media.map((m) => m.id)).not.toContain(id);
    expect((await listMedia(svc, album.id, member.token)).body.data.media.map((m) => m.id)).not.toContain(id);
    expect((await listMedia(svc, album.id, owner.token)).body.data.media.map((m) => m.id)).toContain(id);
  });

  it('refuses strangers, unknown albums and files uploaded elsewhere', async () => {
    const file = await anUpload(svc, owner.token, album.id);
    const stranger403 = await call(svc, 'POST', '/albums/media', stranger.token, { albumId: album.id, type: 'IMAGE', url: file.url });
    expect(stranger403.status).toBe(403);
    const unknown = await call(svc, 'POST', '/albums/media', owner.token, { albumId: newId(), type: 'IMAGE', url: file.url });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Album not found']);

    const otherAlbum = await anAlbum(svc, stranger);
    const foreign = await call(svc, 'POST', '/albums/media', stranger.token, { albumId: otherAlbum.id, type: 'IMAGE', url: file.url });
    expect([foreign.status, foreign.body.code]).toEqual([400, 'UNKNOWN_FILE']);
    const madeUp = await call(svc, 'POST', '/albums/media', owner.token, { albumId: album.id, type: 'IMAGE', url: '/api/v1/files/0123456789abcdef0123456789abcdef.png' });
    expect([madeUp.status, madeUp.body.code]).toEqual([400, 'UNKNOWN_FILE']);
    const noUrl = await call(svc, 'POST', '/albums/media', owner.token, { albumId: album.id, type: 'IMAGE' });
    expect([noUrl.status, noUrl.body.message]).toEqual([400, 'URL is required']);
    const badCaption = await call(svc, 'POST', '/albums/media', owner.token, { albumId: album.id, url: file.url, caption: 'x'.repeat(501) });
    expect([badCaption.status, badCaption.body.message]).toEqual([400, 'Caption must be less than 500 characters']);
  });

  it('puts media in a section of the album and lists by section', async () => {
    const section = await aSection(svc, album);
    const inSection = await aMedia(svc, owner.token, album.id, { sectionId: section.id });
    expect(inSection.sectionId).toBe(section.id);
    const listed = await listMedia(svc, album.id, undefined, `?sectionId=${section.id}`);
    expect(listed.body.data.media.map((m) => m.id)).toEqual([inSection.id]);

    const foreign = await aSection(svc, await anAlbum(svc, stranger));
    const file = await anUpload(svc, owner.token, album.id);
    const res = await call(svc, 'POST', '/albums/media', owner.token, { albumId: album.id, url: file.url, sectionId: foreign.id });
    expect([res.status, res.body.message]).toEqual([404, 'Section not found']);
  });

  it('adds several uploads at once, all or nothing', async () => {
    const files = [await anUpload(svc, owner.token, album.id), await anUpload(svc, owner.token, album.id)];
    const before = (await listMedia(svc, album.id, owner.token)).body.data.pagination.totalItems;
    const bad = await call(svc, 'POST', '/albums/media/bulk', owner.token, {
      mediaFiles: [...files.map((f) => ({ albumId: album.id, type: f.type, url: f.url })), { albumId: album.id, url: '/api/v1/files/nothing' }],
    });
    expect(bad.status).toBe(400);
    expect((await listMedia(svc, album.id, owner.token)).body.data.pagination.totalItems).toBe(before);

    const res = await call<{ media: Media[]; count: number }>(svc, 'POST', '/albums/media/bulk', owner.token, {
      albumId: album.id,
      mediaFiles: files.map((f, i) => ({ url: f.url, type: f.type, caption: `photo ${i}` })),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Successfully added 2 media items');
    expect(res.body.data.media.map((m) => m.caption)).toEqual(['photo 0', 'photo 1']);
  });

  it('adds web URLs, one per line, typed by their extension', async () => {
    const urls = 'https://example.com/a.jpg\n\nhttps://example.com/clip.mp4\nhttps://example.com/page';
    const res = await call<{ media: Media[] }>(svc, 'POST', '/albums/media/bulk', owner.token, { albumId: album.id, urls });
    expect(res.status).toBe(201);
    expect(res.body.data.media.map((m) => [m.url, m.type, m.thumbnailUrl])).toEqual([
      ['https://example.com/a.jpg', 'IMAGE', null],
      ['https://example.com/clip.mp4', 'VIDEO', null],
      ['https://example.com/page', 'OTHER', null],
    ]);
  });

  it.each([
    ['with bad URLs', ['ftp://example.com/a.jpg', 'not a url', 'https://ok.example/b.png'], 'Invalid URLs: ftp://example.com/a.jpg, not a url'],
    ['of 11 URLs', Array.from({ length: 11 }, (_, i) => `https://example.com/${i}.jpg`), 'Maximum 10 URLs allowed. You provided 11 URLs.'],
    ['of blanks', [' ', ''], 'URL is required'],
  ])('refuses a URL list %s', async (_case, urls, message) => {
    const res = await call(svc, 'POST', '/albums/media/bulk', owner.token, { albumId: album.id, urls });
    expect([res.status, res.body.message]).toEqual([400, message]);
  });

  it('lets the owner edit any item, the uploader theirs only while pending', async () => {
    const section = await aSection(svc, album);
    const ownerMedia = await aMedia(svc, owner.token, album.id);
    const edited = await call<{ media: Media }>(svc, 'PUT', `/albums/media/${ownerMedia.id}`, owner.token, { caption: 'New', sectionId: section.id });
    expect(edited.status).toBe(200);
    expect(edited.body.data.media).toMatchObject({ caption: 'New', sectionId: section.id });
    expect((await call(svc, 'PUT', `/albums/media/${ownerMedia.id}`, member.token, { caption: 'Mine now' })).status).toBe(403);

    const pending = await aMedia(svc, member.token, album.id);
    expect((await call(svc, 'PUT', `/albums/media/${pending.id}`, member.token, { caption: 'Fixed typo' })).status).toBe(200);
    await call(svc, 'PATCH', `/albums/${album.id}/media/${pending.id}/approve`, owner.token);
    expect((await call(svc, 'PUT', `/albums/media/${pending.id}`, member.token, { caption: 'Again' })).status).toBe(403);
    expect((await call(svc, 'PUT', `/albums/media/${newId()}`, owner.token, { caption: 'x' })).status).toBe(404);
  });

  it('deletes for the owner, or the uploader while pending, and removes the files nothing else shows', async () => {
    const pending = await aMedia(svc, member.token, album.id);
    expect((await call(svc, 'DELETE', `/albums/media/${pending.id}`, stranger.token)).status).toBe(403);
    const removed = await call(svc, 'DELETE', `/albums/media/${pending.id}`, member.token);
    expect([removed.status, removed.body.message]).toEqual([200, 'Media deleted successfully']);
    expect((await fetch(`${svc.url}${pending.url}`)).status).toBe(404);
    expect((await fetch(`${svc.url}${pending.thumbnailUrl}`)).status).toBe(404);

    const approved = await aMedia(svc, member.token, album.id);
    await call(svc, 'PATCH', `/albums/${album.id}/media/${approved.id}/approve`, owner.token);
    expect((await call(svc, 'DELETE', `/albums/media/${approved.id}`, member.token)).status).toBe(403);
    expect((await call(svc, 'DELETE', `/albums/media/${approved.id}`, owner.token)).status).toBe(200);
    expect((await call(svc, 'DELETE', `/albums/media/${approved.id}`, owner.token)).status).toBe(404);
  });

  it('keeps a file two items show until both are gone', async () => {
    const file: UploadedFile = await anUpload(svc, owner.token, album.id);
    const add = async () =>
      (await call<{ media: Media }>(svc, 'POST', '/albums/media', owner.token, { albumId: album.id, url: file.url })).body.data.media;
    const [first, second] = [await add(), await add()];
    await call(svc, 'DELETE', `/albums/media/${first?.id}`, owner.token);
    expect((await fetch(`${svc.url}${file.url}`)).status).toBe(200);
    const highlight = await aHighlightOf(svc, owner.token, album.id, second?.id ?? '');
    await call(svc, 'DELETE', `/albums/media/${second?.id}`, owner.token);
    expect((await call<{ highlights: { id: string }[] }>(svc, 'GET', `/albums/${album.id}/highlights`)).body.data.highlights.map((h) => h.id)).not.toContain(highlight.id);
    expect((await fetch(`${svc.url}${file.url}`)).status).toBe(404);
    expect((await filesUnder(svc.mediaDir)).some((path) => path.includes(file.url.slice(-36, -4)))).toBe(false);
  });

  it('pages the list, newest first (explore shows the first 6)', async () => {
    const own = await anAlbum(svc, stranger);
    const made = [];
    for (let i = 0; i < 8; i += 1) made.push(await aMedia(svc, stranger.token, own.id));
    const first = await listMedia(svc, own.id, undefined, '?limit=6');
    expect(first.body.data.media.map((m) => m.id)).toEqual(made.reverse().slice(0, 6).map((m) => m.id));
    expect(first.body.data.pagination).toMatchObject({ currentPage: 1, totalPages: 2, hasNextPage: true, totalItems: 8 });
  });
});

describe('who sees an album\'s media', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService();
  });
  afterAll(() => svc.close());

  it('shows a private album to its owner and members only', async () => {
    const owner = await aUser(svc);
    const member = await aUser(svc);
    const album = await anAlbum(svc, owner, { isPublic: false });
    await approveMember(svc, album.id, member.id);
    const item = await aMedia(svc, owner.token, album.id);
    const visitor = await listMedia(svc, album.id);
    expect([visitor.status, visitor.body.message]).toEqual([403, 'This album is private']);
    expect((await listMedia(svc, album.id, (await aUser(svc)).token)).status).toBe(403);
    expect((await listMedia(svc, album.id, member.token)).body.data.media.map((m) => m.id)).toEqual([item.id]);
    expect((await listMedia(svc, album.id, owner.token)).status).toBe(200);
  });

  it('hides a blocked album, or one whose owner is blocked, from everyone but its owner', async () => {
    const owner = await aUser(svc);
    const album = await anAlbum(svc, owner);
    await aMedia(svc, owner.token, album.id);
    await album.change('album.blocked', { isBlocked: true });
    expect((await listMedia(svc, album.id)).status).toBe(404);
    expect((await listMedia(svc, album.id, owner.token)).status).toBe(200);
    const upload = await call(svc, 'POST', '/albums/media', owner.token, { albumId: album.id, url: 'https://example.com/a.jpg' });
    expect([upload.status, upload.body.message]).toEqual([403, 'This album is blocked']);
    await album.change('album.unblocked', { isBlocked: false });
    expect((await listMedia(svc, album.id)).status).toBe(200);
    await blockUser(svc, owner);
    await new Promise((resolve) => setTimeout(resolve, 2100)); // the blocked-user cache
    expect((await listMedia(svc, album.id)).status).toBe(404);
  });

  it("hides a blocked member's uploads from others", async () => {
    const owner = await aUser(svc);
    const member = await aUser(svc);
    const album = await anAlbum(svc, owner);
    await approveMember(svc, album.id, member.id);
    const item = await aMedia(svc, member.token, album.id);
    await call(svc, 'PATCH', `/albums/${album.id}/media/${item.id}/approve`, owner.token);
    expect((await listMedia(svc, album.id)).body.data.media.map((m) => m.id)).toEqual([item.id]);
    await blockUser(svc, member);
    expect((await listMedia(svc, album.id)).body.data.media).toEqual([]);
    expect((await call(svc, 'GET', `/users/media?userId=${member.id}`)).body.data).toMatchObject({ mediauploaded: [] });
  });

  it("answers a user's approved uploads in public albums, with the album's title", async () => {
    const owner = await aUser(svc);
    const member = await aUser(svc);
    const open = await anAlbum(svc, owner, { title: 'Open album' });
    const closed = await anAlbum(svc, await aUser(svc), { isPublic: false });
    await approveMember(svc, open.id, member.id);
    await approveMember(svc, closed.id, member.id);
    const approved = await aMedia(svc, member.token, open.id);
    await call(svc, 'PATCH', `/albums/${open.id}/media/${approved.id}/approve`, owner.token);
    await aMedia(svc, member.token, open.id); // still pending
    await aMedia(svc, member.token, closed.id);
    const res = await call<{ mediauploaded: (Media & { albumTitle: string })[] }>(svc, 'GET', `/users/media?userId=${member.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.mediauploaded.map((m) => [m.id, m.albumTitle, m.status])).toEqual([[approved.id, 'Open album', 'approved']]);
    expect((await call(svc, 'GET', '/users/media?userId=nobody')).body.data).toMatchObject({ mediauploaded: [] });
  });
});
