import { documentLocks, lockKey } from '@abialbum/service-kit';
import { commentEvent } from '../src/events/activity-events';
import { albumCommentList, commentList } from '../src/store/comment.store';
import { anAlbum, aUser, blockUser, type TestUser } from './support/albums';
import { aPictureByUrl, comment, react } from './support/activity';
import { call, listMedia } from './support/media';
import { startService, type Service } from './support/service';

/** Issue 13: media items carry how many comments and reactions they show (tiles), kept with each change and repaired. */
describe('comment and reaction counts on media items', () => {
  let svc: Service;
  let owner: TestUser;
  let fan: TestUser;
  beforeAll(async () => {
    svc = await startService();
    [owner, fan] = [await aUser(svc), await aUser(svc, { name: 'Fay Fan' })];
  });
  afterAll(() => svc.close());

  const countsIn = async (albumId: string) =>
    Object.fromEntries((await listMedia(svc, albumId)).body.data.media.map((item) => [item.id, [item.commentCount, item.reactionCount]]));

  it('answers them in media lists, moved with comments, reactions and blocked users', async () => {
    const album = await anAlbum(svc, owner);
    const [quiet, busy] = [await aPictureByUrl(svc, owner.token, album.id), await aPictureByUrl(svc, owner.token, album.id)];
    expect(await countsIn(album.id)).toEqual({ [quiet.id]: [0, 0], [busy.id]: [0, 0] });

    await comment(svc, busy.id, 'one', fan.token);
    const two = (await comment(svc, busy.id, 'two', owner.token)).body.data.comment;
    await react(svc, busy.id, 'heart', fan.token);
    await react(svc, busy.id, 'fire', owner.token);
    await react(svc, busy.id, 'fire', owner.token); // the same again: removed
    await react(svc, busy.id, 'wow', owner.token);
    expect(await countsIn(album.id)).toEqual({ [quiet.id]: [0, 0], [busy.id]: [2, 2] });

    await call(svc, 'DELETE', `/albums/media/comments/${two.id}`, owner.token);
    expect((await countsIn(album.id))[busy.id]).toEqual([1, 2]);
    await blockUser(svc, fan);
    expect((await countsIn(album.id))[busy.id]).toEqual([0, 1]);
    await blockUser(svc, fan, false);
    expect((await countsIn(album.id))[busy.id]).toEqual([1, 2]);
    // One item's answer agrees.
    const one = await call<{ media: { commentCount: number; reactionCount: number; reactionCounts: Record<string, number> } }>(svc, 'GET', `/albums/media/${busy.id}`);
    expect([one.body.data.media.commentCount, one.body.data.media.reactionCount, one.body.data.media.reactionCounts.heart]).toEqual([1, 2, 1]);
  });

  it('sets the counts a crash between writes left behind right again from the comments and reactions, at the repair', async () => {
    const album = await anAlbum(svc, owner);
    const item = await aPictureByUrl(svc, owner.token, album.id);
    await comment(svc, item.id, 'kept', fan.token);
    await react(svc, item.id, 'clap', fan.token);
    const { media, comments, reactions } = svc.services.stores;
    // A comment written, then the process died before the item's count was: the store alone, as the write path's first step.
    await comments.create({ mediaId: item.id, albumId: album.id, authorId: owner.id, text: 'unseen' }, commentEvent('comment.created'));
    // A reaction's counts moved and the item's copy drifted (as if written, then the reaction's own write was lost).
    await reactions.model.db.collection('reaction_counts').updateOne({ _id: item.id as never }, { $set: { heart: 4 } });
    await media.model.updateOne({ _id: item.id }, { $set: { reactionCount: 9 } });
    expect((await countsIn(album.id))[item.id]).toEqual([1, 9]);

    const report = await svc.services.repairs.run();
    expect(report.activityCounts).toEqual({ reactionCounts: 1, items: 1 });
    expect((await countsIn(album.id))[item.id]).toEqual([2, 1]);
    expect(await reactions.counts(item.id)).toMatchObject({ clap: 1, heart: 0 });
    expect((await svc.services.repairs.run()).activityCounts).toEqual({ reactionCounts: 0, items: 0 });
  });

  it("puts comments made before albums had lists into their album's list at the repair, oldest first", async () => {
    const album = await anAlbum(svc, owner);
    const item = await aPictureByUrl(svc, owner.token, album.id);
    await comment(svc, item.id, 'older', fan.token);
    await comment(svc, item.id, 'newer', fan.token);
    const { comments } = svc.services.stores;
    // As stored before: in the item's list only, and no album list.
    const docs = await comments.model.find({ mediaId: item.id }).lean();
    for (const doc of docs) {
      const mediaPlace = String(doc.listPos).split(' ').find((place) => place.startsWith(commentList(item.id))) ?? '';
      const lists = (doc.lists ?? []).filter((bucket: string) => bucket.startsWith(commentList(item.id)));
      // In the comment's lock, as the store writes: the outbox relay may be settling the comment's event meanwhile.
      await documentLocks.run(lockKey(comments.model.collection.collectionName, doc._id), () => comments.model.updateOne({ _id: doc._id }, { $set: { listPos: mediaPlace, lists } }));
    }
    await comments.lists.heads.deleteOne({ _id: albumCommentList(album.id) });
    const before = await call<{ comments: unknown[] }>(svc, 'GET', `/albums/${album.id}/media/comments`, owner.token);
    expect(before.body.data.comments).toEqual([]);

    // What a caller sees afterwards (a repair already under way may place some of them itself).
    await svc.services.repairs.run();
    const after = await call<{ comments: Array<{ text: string }> }>(svc, 'GET', `/albums/${album.id}/media/comments`, owner.token);
    expect(after.body.data.comments.map((c) => c.text)).toEqual(['newer', 'older']);
    // The item's own list is untouched.
    const own = await call<{ comments: Array<{ text: string }> }>(svc, 'GET', `/albums/media/${item.id}/comments`);
    expect(own.body.data.comments.map((c) => c.text)).toEqual(['older', 'newer']);
  });
});
