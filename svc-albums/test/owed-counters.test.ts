import type { Album, AdminAlbumList } from '@abialbum/contracts';
import { arrange } from './support/albums';
import { joining } from './support/joining';
import { listId } from '@abialbum/service-kit';
import { eventually } from '@abialbum/service-kit/testing';
import { aComment, aMediaItem, commentEvent, mediaEvent } from './support/media-events';
import { consumeEvents, notificationCalls } from './support/notifications';
import { startService, type Service } from './support/service';

/**
 * A counter moves in its own write after the write it counts (a follow, an approved member, a comment). When the
 * database goes away between the two, the retry finds the first write done and moves nothing: the album's
 * counters are then counted again from their documents once the database answers.
 */
describe('counters whose move failed are counted again', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  let join: ReturnType<typeof joining>;
  let admin: string;
  let consumer: ReturnType<typeof consumeEvents>;
  beforeAll(async () => {
    svc = await startService();
    given = arrange(svc);
    join = joining(given.http);
    admin = await svc.tokens.sign('65f0000000000000000000ad', 'admin');
    consumer = consumeEvents(svc);
    await consumer.ready();
  });
  afterAll(async () => {
    await consumer.remove();
    await svc.close();
  });

  /**
   * The next write of this kind that changes `field` fails, as it does while the database is down (other writes, the
   * outbox relay's among them, go through).
   */
  const failNext = (method: 'findOneAndUpdate' | 'updateOne', field: string, of: { model: unknown } = svc.services.stores.albums) => {
    const model = of.model as Record<string, (...args: unknown[]) => unknown>;
    const original = model[method]!;
    model[method] = function (this: unknown, ...args: unknown[]) {
      if (!JSON.stringify(args[1] ?? null).includes(`"${field}"`)) return original.apply(this, args);
      model[method] = original;
      throw new Error('connection lost');
    };
  };
  const album = async (albumId: string, token: string) => (await given.http.get<{ album: Album }>(`/albums/${albumId}`, token)).data.album;
  const followers = async (albumId: string) => (await given.http.get<{ count: number }>(`/social/albums/${albumId}/followers/count`)).data.count;

  it('counts a follow whose counter failed, and a member whose approval failed half way', async () => {
    const { owner, album: mine } = await given.anOwnerWithAlbum();
    const fan = await svc.aUser();
    failNext('updateOne', 'followers');
    expect((await given.http.post(`/social/albums/${mine.id}/follow`, undefined, fan.token)).status).toBeGreaterThanOrEqual(500);
    // The follow itself was made: following again changes nothing, and the counter is still short.
    expect((await given.http.post(`/social/albums/${mine.id}/follow`, undefined, fan.token)).data).toEqual({ isFollowing: true, followers: 0 });

    const member = await svc.aUser();
    const sent = await join.ask(mine.id, member.token, {});
    failNext('updateOne', 'counts.members');
    expect((await join.approve(mine.id, sent.data.request.id, owner.token)).status).toBeGreaterThanOrEqual(500);
    expect((await join.list(mine.id, owner.token, 'APPROVED')).data.counts.APPROVED).toBe(1);

    expect(await svc.services.owed.albums.settle()).toBe(1);
    expect(await followers(mine.id)).toBe(1);
    expect((await album(mine.id, owner.token))._count.members).toBe(1);
    expect(await svc.services.owed.albums.settle()).toBe(0);
    // The counter is set from the album's followers, not moved: a recount meanwhile cannot count a follow twice.
    const another = await svc.aUser();
    expect((await given.http.post(`/social/albums/${mine.id}/follow`, undefined, another.token)).data).toEqual({ isFollowing: true, followers: 2 });
    expect(await followers(mine.id)).toBe(2);
  });

  it('counts again the lists of an unfollow that failed after deleting its follow, and the counter after them', async () => {
    const { album: mine } = await given.anOwnerWithAlbum();
    const [gone, stays] = [await svc.aUser(), await svc.aUser()];
    for (const fan of [gone, stays]) await given.http.post(`/social/albums/${mine.id}/follow`, undefined, fan.token);
    const { follows } = svc.services.stores;
    // The first of its two lists' heads to be written fails: the follow is deleted, and one head still counts it.
    failNext('findOneAndUpdate', 'total', { model: follows.lists.heads });
    expect((await given.http.post(`/social/albums/${mine.id}/unfollow`, undefined, gone.token)).status).toBeGreaterThanOrEqual(500);
    expect((await given.http.post(`/social/albums/${mine.id}/unfollow`, undefined, gone.token)).data).toMatchObject({ isFollowing: false });
    const heads = () => follows.lists.totals([listId('albumFollowers', mine.id), listId('userFollows', gone.id)]);
    expect(await heads()).not.toEqual([1, 0]);

    expect(await svc.services.owed.followLists.settle()).toBe(1);
    expect(await heads()).toEqual([1, 0]);
    expect(await followers(mine.id)).toBe(1);
    expect(await svc.services.owed.followLists.settle()).toBe(0);
  });

  it('tells an unfollow whose counter failed at once, and counts the counter again', async () => {
    const { album: mine } = await given.anOwnerWithAlbum();
    const fan = await svc.aUser();
    await given.http.post(`/social/albums/${mine.id}/follow`, undefined, fan.token);
    const { follows } = svc.services.stores;
    await eventually(async () => (await follows.model.countDocuments({ albumId: mine.id, outboxPending: true })) === 0, 5_000);
    failNext('updateOne', 'followers');
    expect((await given.http.post(`/social/albums/${mine.id}/unfollow`, undefined, fan.token)).status).toBeGreaterThanOrEqual(500);
    // Its album.unfollowed is out well before the relay's poll would take a document this young (TIMER_PASS_MIN_AGE_MS).
    await eventually(async () => (await follows.ends.countDocuments({ albumId: mine.id })) === 0, 3_000);
    expect(await svc.services.owed.albums.settle()).toBe(1);
    expect(await followers(mine.id)).toBe(0);
  });

  it('counts a comment whose counter failed and whose event was delivered again', async () => {
    const { album: mine } = await given.anOwnerWithAlbum({ title: 'Owed Comments' });
    const item = aMediaItem({ albumId: mine.id });
    await svc.dispatch(mediaEvent('media.approved', item));
    const created = commentEvent('comment.created', aComment({ albumId: mine.id, mediaId: item.mediaId }));
    failNext('updateOne', 'activity.comments');
    await expect(svc.dispatch(created)).rejects.toThrow('connection lost');
    expect(await svc.dispatch(created)).toBe('handled');

    expect(await svc.services.owed.albums.settle()).toBe(1);
    const cards = (await given.http.get<AdminAlbumList>('/admin/albums?search=Owed%20Comments', admin)).data.albums;
    expect(cards.map((card) => card._count)).toEqual([{ media: 1, comments: 1, reactions: 0 }]);
  });

  it("counts a user's unread notifications again when reading one failed half way", async () => {
    const { owner, album: mine } = await given.anOwnerWithAlbum();
    const asker = await svc.aUser();
    await join.ask(mine.id, asker.token, {});
    const calls = notificationCalls(given.http);
    await eventually(async () => (await calls.unread(owner.token)) === 1, 10_000);
    const [told] = (await calls.list(owner.token)).data.notifications;
    if (!told) throw new Error('no notification');

    failNext('updateOne', 'unread', { model: svc.services.stores.notifications.counters });
    expect((await calls.read(told.id, owner.token)).status).toBeGreaterThanOrEqual(500);
    // The notification was marked read: reading it again changes nothing, and the counter is still 1.
    await calls.read(told.id, owner.token);
    expect(await calls.unread(owner.token)).toBe(1);

    expect(await svc.services.owed.unread.settle()).toBe(1);
    expect(await calls.unread(owner.token)).toBe(0);
  });
});
