import { anAlbum, aUser, type TestUser } from './support/albums';
import { aPictureByUrl, comment, react } from './support/activity';
import { captureEvents } from './support/events';
import { call } from './support/media';
import { startService, type Service } from './support/service';

const none = { heart: 0, laugh: 0, wow: 0, sad: 0, clap: 0, fire: 0 };

describe('events of comments and reactions', () => {
  let svc: Service;
  let owner: TestUser;
  let member: TestUser;
  let captured: Awaited<ReturnType<typeof captureEvents>>;
  beforeAll(async () => {
    captured = await captureEvents(['comment.*', 'reaction.*']);
    svc = await startService();
    [owner, member] = [await aUser(svc), await aUser(svc)];
  });
  afterAll(async () => {
    await captured.close();
    await svc.close();
  });

  it('publishes comment.created and comment.deleted with the count the item shows after', async () => {
    const album = await anAlbum(svc, owner);
    const item = await aPictureByUrl(svc, owner.token, album.id);
    const first = (await comment(svc, item.id, 'one', member.token)).body.data.comment;
    await comment(svc, item.id, 'two', owner.token);
    await call(svc, 'DELETE', `/albums/media/comments/${first.id}`, owner.token);
    await captured.waitFor(() => captured.about(item.id).length === 3);
    expect(captured.about(item.id).map((e) => [e.type, e.data.text, e.data.commentCount, e.producer])).toEqual([
      ['comment.created', 'one', 1, 'svc-media'],
      ['comment.created', 'two', 2, 'svc-media'],
      ['comment.deleted', 'one', 1, 'svc-media'],
    ]);
    expect(captured.about(item.id)[0]?.data).toMatchObject({ commentId: first.id, mediaId: item.id, albumId: album.id, authorId: member.id });
  });

  it('publishes reaction.changed with the kind before and after, a growing revision and the counts', async () => {
    const album = await anAlbum(svc, owner);
    const item = await aPictureByUrl(svc, owner.token, album.id);
    await react(svc, item.id, 'heart', member.token);
    await react(svc, item.id, 'fire', member.token);
    await react(svc, item.id, 'fire', member.token);
    await captured.waitFor(() => captured.about(item.id).length === 3);
    // Consumers order them by revision (the relay may publish one document's events after another's).
    const byRevision = [...captured.about(item.id)].sort((a, b) => Number(a.data.revision) - Number(b.data.revision));
    expect(byRevision.map((e) => [e.type, e.data.previous, e.data.kind, e.data.revision, e.data.counts])).toEqual([
      ['reaction.changed', null, 'heart', 1, { ...none, heart: 1 }],
      ['reaction.changed', 'heart', 'fire', 2, { ...none, fire: 1 }],
      ['reaction.changed', 'fire', null, 3, none],
    ]);
    expect(captured.about(item.id)[0]?.data).toMatchObject({ mediaId: item.id, albumId: album.id, userId: member.id });
  });
});
