import type { Media } from '@abialbum/contracts';
import { anAlbum, approveMember, aUser, blockUser, newId, type TestUser } from './support/albums';
import { aPictureByUrl, react, reactionsOf } from './support/activity';
import { call } from './support/media';
import { startService, type Service } from './support/service';

const none = { heart: 0, laugh: 0, wow: 0, sad: 0, clap: 0, fire: 0 };

describe('reactions on media items', () => {
  let svc: Service;
  let owner: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let album: Awaited<ReturnType<typeof anAlbum>>;
  beforeAll(async () => {
    svc = await startService();
    [owner, member, stranger] = [await aUser(svc), await aUser(svc), await aUser(svc)];
    album = await anAlbum(svc, owner);
  });
  afterAll(() => svc.close());

  it('toggles one reaction per user: the same again removes it, another replaces it', async () => {
    const item = await aPictureByUrl(svc, owner.token, album.id);
    const heart = await react(svc, item.id, 'heart', member.token);
    expect([heart.status, heart.body.data]).toEqual([200, { counts: { ...none, heart: 1 }, mine: 'heart', commentCount: 0 }]);
    expect((await react(svc, item.id, 'fire', member.token)).body.data).toMatchObject({ counts: { ...none, fire: 1 }, mine: 'fire' });
    expect((await react(svc, item.id, 'fire', stranger.token)).body.data).toMatchObject({ counts: { ...none, fire: 2 }, mine: 'fire' });
    expect((await react(svc, item.id, 'fire', member.token)).body.data).toMatchObject({ counts: { ...none, fire: 1 }, mine: null });
    expect((await react(svc, item.id, 'clap', owner.token)).body.data).toMatchObject({ counts: { ...none, fire: 1, clap: 1 }, mine: 'clap' });

    const forVisitor = await reactionsOf(svc, item.id);
    expect([forVisitor.status, forVisitor.body.data]).toEqual([200, { counts: { ...none, fire: 1, clap: 1 }, mine: null, commentCount: 0 }]);
    expect((await reactionsOf(svc, item.id, stranger.token)).body.data.mine).toBe('fire');
    expect(await svc.services.stores.reactions.model.countDocuments({ mediaId: item.id })).toBe(3);
  });

  it('refuses visitors, unknown kinds and unknown items', async () => {
    const item = await aPictureByUrl(svc, owner.token, album.id);
    const visitor = await react(svc, item.id, 'heart');
    expect([visitor.status, visitor.body.message]).toEqual([401, 'Please login to comment or react']);
    const unknown = await react(svc, item.id, 'angry', member.token);
    expect([unknown.status, unknown.body.message]).toEqual([400, 'Reaction must be one of heart, laugh, wow, sad, clap, fire']);
    expect((await react(svc, newId(), 'heart', member.token)).status).toBe(404);
    expect((await reactionsOf(svc, newId())).status).toBe(404);
  });

  it('keeps a private album to its owner and members', async () => {
    const closed = await anAlbum(svc, owner, { isPublic: false });
    await approveMember(svc, closed.id, member.id);
    const item = await aPictureByUrl(svc, owner.token, closed.id);
    expect((await react(svc, item.id, 'wow', stranger.token)).status).toBe(403);
    expect((await reactionsOf(svc, item.id, stranger.token)).status).toBe(403);
    expect((await reactionsOf(svc, item.id)).status).toBe(403);
    expect((await react(svc, item.id, 'wow', member.token)).status).toBe(200);
    expect((await react(svc, item.id, 'wow', owner.token)).body.data.counts.wow).toBe(2);
    const admin = await svc.tokens.sign(newId(), 'admin');
    expect((await react(svc, item.id, 'wow', admin)).status).toBe(403);
  });

  it("leaves a blocked user's reactions out of the counts until unblocked", async () => {
    const blocked = await aUser(svc);
    const item = await aPictureByUrl(svc, owner.token, album.id);
    await react(svc, item.id, 'laugh', blocked.token);
    await react(svc, item.id, 'laugh', member.token);
    await blockUser(svc, blocked);
    expect((await reactionsOf(svc, item.id)).body.data.counts.laugh).toBe(1);
    await blockUser(svc, blocked, false);
    expect((await reactionsOf(svc, item.id)).body.data.counts.laugh).toBe(2);
    // The comment count comes along from the item's comment list, and both on the item's own answer.
    await call(svc, 'POST', `/albums/media/${item.id}/comments`, member.token, { text: 'ha' });
    expect((await reactionsOf(svc, item.id)).body.data.commentCount).toBe(1);
    const one = await call<{ media: Media }>(svc, 'GET', `/albums/media/${item.id}`);
    expect([one.body.data.media.commentCount, one.body.data.media.reactionCounts]).toEqual([1, { ...none, laugh: 2 }]);
  });
});
