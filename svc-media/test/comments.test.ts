import { anAlbum, approveMember, aUser, blockUser, newId, type TestUser } from './support/albums';
import { aPictureByUrl, comment, commentRaw, commentsOf, react } from './support/activity';
import { call } from './support/media';
import { startService, type Service } from './support/service';

describe('comments on media items', () => {
  let svc: Service;
  let owner: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let adminToken: string;
  let privateAlbum: Awaited<ReturnType<typeof anAlbum>>;
  let publicAlbum: Awaited<ReturnType<typeof anAlbum>>;
  beforeAll(async () => {
    svc = await startService();
    [owner, member, stranger] = [await aUser(svc), await aUser(svc, { name: 'Mia Member' }), await aUser(svc, { name: 'Sam Stranger' })];
    adminToken = await svc.tokens.sign(newId(), 'admin');
    privateAlbum = await anAlbum(svc, owner, { isPublic: false });
    publicAlbum = await anAlbum(svc, owner);
    await approveMember(svc, privateAlbum.id, member.id);
  });
  afterAll(() => svc.close());

  it('lets the owner and members of a private album comment, and nobody else', async () => {
    const item = await aPictureByUrl(svc, owner.token, privateAlbum.id);
    const visitor = await comment(svc, item.id, 'Hello');
    expect([visitor.status, visitor.body.message, (visitor.body as { code?: string }).code]).toEqual([401, 'Please login to comment or react', 'LOGIN_REQUIRED']);
    expect((await comment(svc, item.id, 'Hello', stranger.token)).status).toBe(403);
    expect((await comment(svc, item.id, 'Hello', adminToken)).status).toBe(403);
    const byMember = await comment(svc, item.id, 'Lovely', member.token);
    expect([byMember.status, byMember.body.message]).toEqual([201, 'Comment added']);
    expect(byMember.body.data.comment).toMatchObject({ mediaId: item.id, text: 'Lovely', author: { id: member.id, name: 'Mia Member' }, editedAt: null });
    expect((await comment(svc, item.id, 'Thanks', owner.token)).status).toBe(201);
    // Reading follows the item's own rules: a private album's are for its owner and members.
    expect((await commentsOf(svc, item.id)).status).toBe(403);
    expect((await commentsOf(svc, item.id, stranger.token)).status).toBe(403);
    const read = await commentsOf(svc, item.id, member.token);
    expect(read.body.data.comments.map((c) => c.text)).toEqual(['Lovely', 'Thanks']);
  });

  it('lets any signed-in user comment on a public album, and visitors read', async () => {
    const item = await aPictureByUrl(svc, owner.token, publicAlbum.id);
    expect((await comment(svc, item.id, 'Nice light', stranger.token)).status).toBe(201);
    const read = await commentsOf(svc, item.id);
    expect([read.status, read.body.data.comments.map((c) => c.author.name), read.body.data.pagination.totalItems]).toEqual([200, ['Sam Stranger'], 1]);
  });

  it('refuses bad text, and keeps a script as plain text', async () => {
    const item = await aPictureByUrl(svc, owner.token, publicAlbum.id);
    const empty = await comment(svc, item.id, '   ', member.token);
    expect([empty.status, empty.body.message]).toEqual([400, 'Comment cannot be empty']);
    const long = await comment(svc, item.id, 'x'.repeat(1001), member.token);
    expect([long.status, long.body.message]).toEqual([400, 'Comment must be at most 1000 characters']);
    expect((await comment(svc, item.id, 'a\u0000b', member.token)).status).toBe(400);
    expect((await call(svc, 'POST', `/albums/media/${item.id}/comments`, member.token, { text: 'Hi', html: true })).status).toBe(400);
    expect((await comment(svc, item.id, 'y'.repeat(1000), member.token)).status).toBe(201);
    const script = await comment(svc, item.id, '  <script>alert(1)</script> ', member.token);
    expect(script.body.data.comment.text).toBe('<script>alert(1)</script>');
    const read = await commentsOf(svc, item.id);
    expect(read.body.data.comments.at(-1)?.text).toBe('<script>alert(1)</script>');
    expect((await comment(svc, newId(), 'Hi', member.token)).status).toBe(404);
    expect((await comment(svc, 'not-an-id', 'Hi', member.token)).status).toBe(404);
  });

  it('refuses pending and rejected media', async () => {
    await approveMember(svc, publicAlbum.id, member.id);
    const pending = await aPictureByUrl(svc, member.token, publicAlbum.id);
    const own = await comment(svc, pending.id, 'Mine', member.token);
    expect([own.status, own.body.message]).toEqual([400, 'Only approved media can take comments and reactions']);
    expect((await comment(svc, pending.id, 'Hm', owner.token)).status).toBe(400);
    expect((await react(svc, pending.id, 'heart', owner.token)).status).toBe(400);
    // To anyone else it does not exist.
    expect((await comment(svc, pending.id, 'Hm', stranger.token)).status).toBe(404);
    await call(svc, 'PATCH', `/albums/${publicAlbum.id}/media/${pending.id}/reject`, owner.token, { rejectionReason: 'Blurry' });
    expect((await comment(svc, pending.id, 'Mine', member.token)).status).toBe(400);
  });

  it('lets only the author edit, and the author, the owner or an admin delete', async () => {
    const item = await aPictureByUrl(svc, owner.token, publicAlbum.id);
    const mine = (await comment(svc, item.id, 'First try', stranger.token)).body.data.comment;
    const edited = await call<{ comment: { text: string; editedAt: string | null } }>(svc, 'PUT', `/albums/media/comments/${mine.id}`, stranger.token, { text: ' Second try ' });
    expect([edited.status, edited.body.message, edited.body.data.comment.text]).toEqual([200, 'Comment updated', 'Second try']);
    expect(edited.body.data.comment.editedAt).not.toBeNull();
    const byOwner = await call(svc, 'PUT', `/albums/media/comments/${mine.id}`, owner.token, { text: 'Changed' });
    expect([byOwner.status, byOwner.body.message]).toEqual([403, 'Only the author can edit this comment']);
    expect((await call(svc, 'PUT', `/albums/media/comments/${mine.id}`, undefined, { text: 'Changed' })).status).toBe(401);
    expect((await call(svc, 'PUT', `/albums/media/comments/${mine.id}`, stranger.token, { text: '' })).status).toBe(400);
    expect((await call(svc, 'PUT', `/albums/media/comments/${newId()}`, stranger.token, { text: 'x' })).status).toBe(404);
    expect((await commentsOf(svc, item.id)).body.data.comments[0]).toMatchObject({ text: 'Second try' });

    const byMember = await call(svc, 'DELETE', `/albums/media/comments/${mine.id}`, member.token);
    expect(byMember.status).toBe(403);
    expect((await call(svc, 'DELETE', `/albums/media/comments/${mine.id}`)).status).toBe(401);
    const deleted = await call(svc, 'DELETE', `/albums/media/comments/${mine.id}`, stranger.token);
    expect([deleted.status, deleted.body.message]).toEqual([200, 'Comment deleted']);
    expect((await call(svc, 'DELETE', `/albums/media/comments/${mine.id}`, stranger.token)).status).toBe(404);

    const second = (await comment(svc, item.id, 'Another', stranger.token)).body.data.comment;
    expect((await call(svc, 'DELETE', `/albums/media/comments/${second.id}`, owner.token)).status).toBe(200);
    const third = (await comment(svc, item.id, 'And another', stranger.token)).body.data.comment;
    expect((await call(svc, 'DELETE', `/albums/media/comments/${third.id}`, adminToken)).status).toBe(200);
    const read = await commentsOf(svc, item.id);
    expect([read.body.data.comments, read.body.data.pagination.totalItems]).toEqual([[], 0]);
  });

  it('pages 45 comments oldest first, 20 a page', async () => {
    const item = await aPictureByUrl(svc, owner.token, publicAlbum.id);
    // Three writers, each under the limit of 20 a minute.
    const writers = [await aUser(svc), await aUser(svc), await aUser(svc)];
    for (let i = 1; i <= 45; i++) {
      const res = await comment(svc, item.id, `Comment ${i}`, (writers[i % 3] as TestUser).token);
      expect(res.status).toBe(201);
    }
    const pages = await Promise.all([1, 2, 3, 4].map((page) => commentsOf(svc, item.id, undefined, page)));
    expect(pages.map((p) => p.body.data.comments.length)).toEqual([20, 20, 5, 0]);
    const texts = pages.flatMap((p) => p.body.data.comments.map((c) => c.text));
    expect(texts).toEqual(Array.from({ length: 45 }, (_, i) => `Comment ${i + 1}`));
    expect(pages[0]?.body.data.pagination).toMatchObject({ currentPage: 1, totalPages: 3, totalItems: 45, hasNextPage: true });
    expect(pages[2]?.body.data.pagination).toMatchObject({ currentPage: 3, hasNextPage: false });
  });

  it("hides a blocked user's comments everywhere and brings them back to their place on unblock", async () => {
    const blocked = await aUser(svc, { name: 'Bea Blocked' });
    const item = await aPictureByUrl(svc, owner.token, publicAlbum.id);
    await comment(svc, item.id, 'one', owner.token);
    await comment(svc, item.id, 'two', blocked.token);
    await comment(svc, item.id, 'three', owner.token);
    await blockUser(svc, blocked);
    const hidden = await commentsOf(svc, item.id, owner.token);
    expect([hidden.body.data.comments.map((c) => c.text), hidden.body.data.pagination.totalItems]).toEqual([['one', 'three'], 2]);
    await blockUser(svc, blocked, false);
    const back = await commentsOf(svc, item.id, owner.token);
    expect([back.body.data.comments.map((c) => c.text), back.body.data.pagination.totalItems]).toEqual([['one', 'two', 'three'], 3]);
  });

  it('follows the album setting: members only, or off', async () => {
    const album = await anAlbum(svc, owner);
    await approveMember(svc, album.id, member.id);
    const item = await aPictureByUrl(svc, owner.token, album.id);
    await album.change('album.updated', { comments: 'members' });
    const refused = await comment(svc, item.id, 'Hi', stranger.token);
    expect([refused.status, refused.body.message]).toEqual([403, 'Only members of this album can comment or react']);
    expect((await react(svc, item.id, 'heart', stranger.token)).status).toBe(403);
    expect((await comment(svc, item.id, 'Hi', member.token)).status).toBe(201);
    await album.change('album.updated', { comments: 'off' });
    const off = await comment(svc, item.id, 'Hi', owner.token);
    expect([off.status, off.body.message]).toEqual([403, 'Comments are turned off for this album']);
    expect((await react(svc, item.id, 'heart', member.token)).status).toBe(403);
    // What was said stays readable.
    expect((await commentsOf(svc, item.id)).body.data.comments.map((c) => c.text)).toEqual(['Hi']);
  });

  it('takes 20 comments a minute from one user, then answers 429 with Retry-After', async () => {
    const chatty = await aUser(svc);
    const item = await aPictureByUrl(svc, owner.token, publicAlbum.id);
    for (let i = 0; i < 20; i++) expect((await commentRaw(svc, item.id, `hi ${i}`, chatty.token)).status).toBe(201);
    const limited = await commentRaw(svc, item.id, 'one more', chatty.token);
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(limited.body.message).toMatch(/^You are commenting too fast\. Please wait \d+ seconds and try again\.$/);
    // Others are not held back.
    expect((await commentRaw(svc, item.id, 'me too', stranger.token)).status).toBe(201);
  });

  it("deletes an item's comments and reactions with it", async () => {
    const item = await aPictureByUrl(svc, owner.token, publicAlbum.id);
    const leaving = await aUser(svc);
    expect((await comment(svc, item.id, 'bye', leaving.token)).status).toBe(201);
    expect((await react(svc, item.id, 'sad', leaving.token)).status).toBe(200);
    expect((await call(svc, 'DELETE', `/albums/media/${item.id}`, owner.token)).status).toBe(200);
    expect((await commentsOf(svc, item.id)).status).toBe(404);
    const { comments, reactions } = svc.services.stores;
    expect(await comments.model.countDocuments({ mediaId: item.id })).toBe(0);
    expect(await reactions.model.countDocuments({ mediaId: item.id })).toBe(0);
    expect(await comments.count(item.id)).toBe(0);
  });
});
