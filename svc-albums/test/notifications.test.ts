import type { Notification } from '@abialbum/contracts';
import { eventually } from '@abialbum/service-kit/testing';
import { followEvent } from '../src/events/album-events';
import { arrange } from './support/albums';
import { joining } from './support/joining';
import { aComment, aMediaItem, commentEvent, mediaEvent } from './support/media-events';
import { consumeEvents, notificationCalls } from './support/notifications';
import { startService, type Service } from './support/service';

/**
 * Issue 13 "Notifications": who is told what, grouped while unread, read one by one or all at once, each told once
 * whatever is delivered twice, and a page that costs a page.
 */
describe('notifications', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  let join: ReturnType<typeof joining>;
  let calls: ReturnType<typeof notificationCalls>;
  let consumer: ReturnType<typeof consumeEvents>;
  beforeAll(async () => {
    svc = await startService();
    given = arrange(svc);
    join = joining(given.http);
    calls = notificationCalls(given.http);
    consumer = consumeEvents(svc);
    await consumer.ready();
  });
  afterAll(async () => {
    await consumer.remove();
    await svc.close();
  });

  const list = async (token: string) => (await calls.list(token)).data.notifications;
  /** An owner's album with one approved photo, and two other users: where the comment tests begin. */
  const aPhotoAndTwoUsers = async (title: string, ownerName: string, names: [string, string]) => {
    const { owner, album } = await given.anOwnerWithAlbum({ title }, { name: ownerName });
    const item = aMediaItem({ albumId: album.id, uploaderId: owner.id });
    await svc.dispatch(mediaEvent('media.approved', item));
    const [first, second] = await Promise.all(names.map((name) => svc.aUser({ name })));
    return { owner, album, item, users: [first!, second!] as const, on: { albumId: album.id, mediaId: item.mediaId } };
  };
  const told = async (token: string, count: number) => {
    await eventually(async () => (await list(token)).length >= count, 10_000);
    return list(token);
  };
  const only = async (token: string): Promise<Notification> => {
    const [first] = await told(token, 1);
    if (!first) throw new Error('no notification');
    return first;
  };

  it('tells an owner of a join request, and the requester of the approval, then of a rejection with its reason', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Lisbon Light' });
    const asker = await svc.aUser({ name: 'Rita Alves' });
    const { data } = await join.ask(album.id, asker.token);

    expect(await only(owner.token)).toMatchObject({
      kind: 'join-request',
      text: 'Rita Alves asked to join Lisbon Light',
      link: '/abialbum/owner?tab=requests',
      count: 1,
      read: false,
      albumId: album.id,
      actor: { id: asker.id, name: 'Rita Alves' },
    });
    expect(await calls.unread(owner.token)).toBe(1);

    await join.approve(album.id, data.request.id, owner.token);
    expect(await only(asker.token)).toMatchObject({ kind: 'join-approved', text: 'Your request to join Lisbon Light was approved', link: `/abialbum/profile/${album.id}`, actor: null });

    await calls.readAll(asker.token);
    await join.reject(album.id, data.request.id, owner.token, { rejectionReason: 'Family only' });
    await eventually(async () => (await list(asker.token))[0]?.kind === 'join-rejected', 10_000);
    expect((await list(asker.token))[0]).toMatchObject({ text: 'Your request to join Lisbon Light was declined: “Family only”', reason: 'Family only', read: false });
    // The owner's own doings tell the owner nothing.
    expect(await list(owner.token)).toHaveLength(1);
  });

  it('groups new followers of an album while unread, counting a follower who follows again once', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Porto Nights' });
    const fans = await Promise.all([1, 2, 3].map(() => svc.aUser()));
    for (const fan of fans) await given.http.post(`/social/albums/${album.id}/follow`, undefined, fan.token);
    const [first] = fans;
    await given.http.post(`/social/albums/${album.id}/unfollow`, undefined, first?.token);
    await given.http.post(`/social/albums/${album.id}/follow`, undefined, first?.token);

    await eventually(async () => (await list(owner.token))[0]?.count === 3, 10_000);
    // The four follows' events all taken in by the owner's group, the follow again's included (an unfollow tells the
    // owner nothing). Read from the group itself: the consumer's counts also hold the follows of the test files that
    // run beside this one on the same broker, so they could reach four before the follow again was handled.
    const group = () => svc.services.stores.notifications.model.findOne({ userId: owner.id, kind: 'follower', read: false }).lean();
    await eventually(async () => (await group())?.sources.length === 4, 10_000);
    const notes = await list(owner.token);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'follower', text: '3 new followers of Porto Nights', link: `/abialbum/profile/${album.id}`, count: 3 });
    expect(await calls.unread(owner.token)).toBe(1);

    // Once read, the next follower starts a new notification.
    await calls.readAll(owner.token);
    await given.http.post(`/social/albums/${album.id}/follow`, undefined, (await svc.aUser({ name: 'Nuno Sá' })).token);
    await eventually(async () => (await list(owner.token)).length === 2, 10_000);
    expect((await list(owner.token)).map((n) => [n.text, n.read])).toEqual([
      ['Nuno Sá started following Porto Nights', false],
      ['3 new followers of Porto Nights', true],
    ]);
  });

  it('tells many happenings that come at once as one happening at a time would: grouped, each counted once, the last on top', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Busy Bay' });
    // Fewer fans than the actors a notification keeps (20): a follower again is known among them.
    const fans = await Promise.all(Array.from({ length: 15 }, (_, i) => svc.aUser({ name: `Fan ${i}` })));
    const follows = fans.map((fan) => followEvent('album.followed', album.id, fan.id, 1)[0]!);
    const again = followEvent('album.followed', album.id, fans[0]!.id, 1)[0]!;
    const outcomes = await Promise.all([...follows, again].map((event) => svc.dispatch(event)));
    expect(outcomes.every((outcome) => outcome === 'handled')).toBe(true);
    expect(await list(owner.token)).toMatchObject([{ kind: 'follower', text: '15 new followers of Busy Bay', count: 15 }]);

    // Told at once: a follower, a join request, a follower again from the same source (a redelivery racing its first
    // delivery: told once), another follower. Each is read as `tell` reads it, from copies kept here, so they reach
    // the owner's writes in this order: the followers' group, told last, is on top.
    const [asker, late, later] = await Promise.all(['Late Asker', 'Late Fan', 'Later Fan'].map((name) => svc.aUser({ name })));
    const { notifications, directory, stores } = svc.services;
    for (const user of [asker!, late!, later!]) await Promise.all([directory.isBlocked(user.id), directory.getMany([user.id])]);
    const read = await stores.albums.findLive(album.id);
    const happening = (kind: 'follower' | 'join-request', actorId: string, source: string) => ({ userId: owner.id, kind, albumId: album.id, actorId, source, album: read });
    const told = await Promise.all([
      notifications.tell(happening('follower', late!.id, 'late-follow')),
      notifications.tell(happening('join-request', asker!.id, 'join')),
      notifications.tell(happening('follower', late!.id, 'late-follow')),
      notifications.tell(happening('follower', later!.id, 'later-follow')),
    ]);
    expect(told).toEqual([true, true, false, true]);
    expect((await list(owner.token)).map((n) => [n.kind, n.count])).toEqual([
      ['follower', 17],
      ['join-request', 1],
    ]);
    expect(await calls.unread(owner.token)).toBe(2);
  });

  it('tells an owner of a pending upload and the uploader of the decision with its reason; an owner’s own upload tells nobody', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Garden' });
    const member = await svc.aUser({ name: 'Joana Reis' });
    const upload = aMediaItem({ albumId: album.id, uploaderId: member.id, status: 'pending', type: 'VIDEO' });
    await svc.dispatch(mediaEvent('media.uploaded', upload));
    await svc.dispatch(mediaEvent('media.uploaded', aMediaItem({ albumId: album.id, uploaderId: owner.id, status: 'approved' })));
    expect(await list(owner.token)).toEqual([
      expect.objectContaining({
        kind: 'pending-upload',
        text: 'Joana Reis uploaded a video to Garden: it waits for your approval',
        // What a front end writes the sentence from in another language (web-kit's notificationText).
        albumTitle: 'Garden',
        mediaType: 'VIDEO',
        actor: expect.objectContaining({ name: 'Joana Reis' }),
        link: '/abialbum/owner?tab=pending',
        mediaId: upload.mediaId,
      }),
    ]);

    await svc.dispatch(mediaEvent('media.rejected', { ...upload, status: 'rejected', rejectionReason: 'Blurry', revision: 2 }));
    expect(await list(member.token)).toEqual([
      expect.objectContaining({ kind: 'media-rejected', text: 'Your video in Garden was rejected: “Blurry”', reason: 'Blurry', link: `/abialbum/profile/${album.id}` }),
    ]);
    const other = aMediaItem({ albumId: album.id, uploaderId: member.id, status: 'approved' });
    await svc.dispatch(mediaEvent('media.approved', other));
    expect((await list(member.token))[0]).toMatchObject({ kind: 'media-approved', text: 'Your photo in Garden was approved', link: `/abialbum/albums/${album.id}?media=${other.mediaId}` });
  });

  it('tells the owner of comments on their media and earlier commenters of later ones, never anyone of their own', async () => {
    const { owner, album, item, users: [ana, bruno], on } = await aPhotoAndTwoUsers('Harbour', 'Olga Sousa', ['Ana Lima', 'Bruno Dias']);

    await svc.dispatch(commentEvent('comment.created', aComment({ ...on, authorId: ana.id })));
    expect(await list(owner.token)).toEqual([
      expect.objectContaining({ kind: 'comment', text: 'Ana Lima commented on a photo in Harbour', link: `/abialbum/albums/${album.id}?media=${item.mediaId}`, mediaId: item.mediaId }),
    ]);
    expect(await list(ana.token)).toEqual([]);

    await svc.dispatch(commentEvent('comment.created', aComment({ ...on, authorId: bruno.id })));
    await svc.dispatch(commentEvent('comment.created', aComment({ ...on, authorId: owner.id })));
    expect((await list(ana.token)).map((n) => [n.kind, n.text, n.count])).toEqual([['reply', '2 new comments on a photo you commented on in Harbour', 2]]);
    expect((await list(bruno.token)).map((n) => [n.kind, n.text])).toEqual([['reply', 'Olga Sousa also commented on a photo you commented on in Harbour']]);
    expect((await list(owner.token)).map((n) => [n.kind, n.text, n.count])).toEqual([['comment', '2 new comments on a photo in Harbour', 2]]);

    // Bruno's comment deleted: he is told of no more.
    const brunos = aComment({ ...on, authorId: bruno.id });
    await svc.dispatch(commentEvent('comment.created', brunos));
    await calls.readAll(bruno.token);
    await svc.dispatch(commentEvent('comment.deleted', brunos));
    const [brunoFirst] = (await svc.services.stores.commenters.model.find({ _id: `${item.mediaId}:${bruno.id}` }).lean()) as Array<{ comments: string[] }>;
    expect(brunoFirst?.comments).toHaveLength(1);
  });

  it('knows who commented when one user\'s comments come and go at once, or their deletion comes first', async () => {
    const { owner, item, users: [cara, dan], on } = await aPhotoAndTwoUsers('Quay', 'Rita Melo', ['Cara Reis', 'Dan Faro']);
    // Cara's only comment: its deletion heard before its creation. Dan's six comments, three of them deleted, all at once.
    const caras = aComment({ ...on, authorId: cara.id });
    await svc.dispatch(commentEvent('comment.deleted', caras));
    await svc.dispatch(commentEvent('comment.created', caras));
    const dans = Array.from({ length: 6 }, () => aComment({ ...on, authorId: dan.id }));
    await Promise.all([
      ...dans.map((comment) => svc.dispatch(commentEvent('comment.created', comment))),
      ...dans.slice(0, 3).map((comment) => svc.dispatch(commentEvent('comment.deleted', comment))),
    ]);
    const held = await svc.services.stores.commenters.model.findById(`${item.mediaId}:${dan.id}`).lean<{ comments: string[] }>();
    expect(held?.comments.sort()).toEqual(dans.slice(3).map((comment) => comment.commentId.toLowerCase()).sort());

    await svc.dispatch(commentEvent('comment.created', aComment({ ...on, authorId: owner.id })));
    expect((await list(dan.token)).map((n) => [n.kind, n.text])).toEqual([['reply', 'Rita Melo also commented on a photo you commented on in Quay']]);
    expect(await list(cara.token)).toEqual([]);
  });

  it('forgets a commenter a week after their last comment went, and a deletion heard after its item\'s, but not one who still comments', async () => {
    const { owner, item, users: [eva, fil], on } = await aPhotoAndTwoUsers('Pier', 'Tomas Rocha', ['Eva Costa', 'Fil Gomes']);
    const { commenters } = svc.services.stores;
    const held = async (userId: string) => commenters.model.countDocuments({ _id: `${item.mediaId}:${userId}` });
    const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60_000);
    const fils = aComment({ ...on, authorId: fil.id });
    const evas = aComment({ ...on, authorId: eva.id });
    await svc.dispatch(commentEvent('comment.created', fils));
    await svc.dispatch(commentEvent('comment.created', evas));
    await svc.dispatch(commentEvent('comment.deleted', evas));
    await calls.readAll(fil.token);

    // Within the week Eva's deletion is kept (for a creation heard after it); after it, she goes and Fil stays.
    await commenters.sweep(inDays(6));
    expect([await held(eva.id), await held(fil.id)]).toEqual([1, 1]);
    await commenters.sweep(inDays(8));
    expect([await held(eva.id), await held(fil.id)]).toEqual([0, 1]);
    // Fil, who still comments, is told of the next comment; Eva is not.
    await svc.dispatch(commentEvent('comment.created', aComment({ ...on, authorId: owner.id })));
    expect((await list(fil.token)).map((n) => [n.kind, n.text, n.read])[0]).toEqual(['reply', 'Tomas Rocha also commented on a photo you commented on in Pier', false]);
    expect(await list(eva.token)).toEqual([]);

    // The item deleted, and then Fil's comment's deletion heard: what it leaves goes a week later.
    await svc.dispatch(mediaEvent('media.deleted', item));
    await svc.dispatch(commentEvent('comment.deleted', fils));
    expect(await held(fil.id)).toBe(1);
    await commenters.sweep(inDays(8));
    expect(await held(fil.id)).toBe(0);
  });

  it('tells each happening once, whatever is delivered twice, and nothing of a blocked user', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Twice' });
    const member = await svc.aUser();
    const pending = mediaEvent('media.uploaded', aMediaItem({ albumId: album.id, uploaderId: member.id, status: 'pending' }));
    expect(await svc.dispatch(pending)).toBe('handled');
    expect(await svc.dispatch(pending)).toBe('duplicate');
    // Even the handler run again (a process that died before marking the event done) adds nothing.
    await svc.services.notify.media(pending as never, 'uploaded');
    expect((await list(owner.token)).map((n) => n.count)).toEqual([1]);
    expect(await calls.unread(owner.token)).toBe(1);

    const blocked = await svc.aUser({ isBlocked: true });
    await svc.dispatch(mediaEvent('media.uploaded', aMediaItem({ albumId: album.id, uploaderId: blocked.id, status: 'pending' })));
    await svc.dispatch(commentEvent('comment.created', aComment({ albumId: album.id, mediaId: aMediaItem({ albumId: album.id }).mediaId, authorId: blocked.id })));
    expect((await list(owner.token)).map((n) => n.count)).toEqual([1]);
  });

  it('marks one read and all read, each user only their own', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Reading' });
    const other = await given.anOwnerWithAlbum({ title: 'Other' });
    const member = await svc.aUser();
    await svc.dispatch(mediaEvent('media.uploaded', aMediaItem({ albumId: album.id, uploaderId: member.id, status: 'pending' })));
    await svc.dispatch(commentEvent('comment.created', aComment({ albumId: album.id, mediaId: aMediaItem({ albumId: album.id }).mediaId, authorId: member.id })));
    const [newest, older] = await list(owner.token);
    expect(await calls.unread(owner.token)).toBe(2);

    expect(await calls.read(older?.id ?? '', other.owner.token)).toMatchObject({ status: 404, code: 'NOTIFICATION_NOT_FOUND' });
    expect(await calls.read('not-an-id', owner.token)).toMatchObject({ status: 404 });
    expect(await calls.read(older?.id ?? '', owner.token)).toMatchObject({ status: 200, data: { unread: 1, notification: { id: older?.id, read: true } } });
    expect((await calls.read(older?.id ?? '', owner.token)).data.unread).toBe(1);
    expect((await list(owner.token)).map((n) => [n.id, n.read])).toEqual([
      [newest?.id, false],
      [older?.id, true],
    ]);
    expect(await calls.readAll(owner.token)).toMatchObject({ status: 200, message: 'All notifications marked as read', data: { unread: 0 } });
    expect((await calls.list(owner.token)).data).toMatchObject({ unread: 0, pagination: { totalItems: 2 } });
    expect((await list(owner.token)).every((n) => n.read)).toBe(true);
  });

  it('pages newest first in pages of 20, and a page of 45 costs the round trips of a page of 3', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Busy' });
    const once = async (page: number) => {
      const res = await fetch(`${svc.url}/api/v1/abialbum/notifications?page=${page}`, { headers: { authorization: `Bearer ${owner.token}` } });
      return Number(/db;desc="(\d+) round trips"/.exec(res.headers.get('server-timing') ?? '')?.[1]);
    };
    // What a read usually costs: the lower of two in a row (a look-up kept a moment, run out, adds one now and then).
    const roundTrips = async (page = 1) => Math.min(await once(page), await once(page));
    const member = await svc.aUser();
    // Each read before the next: one notification each (comments on 45 different items).
    const comment = async () => {
      await svc.dispatch(commentEvent('comment.created', aComment({ albumId: album.id, mediaId: aMediaItem({ albumId: album.id }).mediaId, authorId: member.id })));
      await calls.readAll(owner.token);
    };
    for (let i = 0; i < 3; i++) await comment();
    const withThree = await roundTrips();
    for (let i = 3; i < 45; i++) await comment();
    expect(await roundTrips()).toBe(withThree);
    expect(await roundTrips(3)).toBeLessThanOrEqual(withThree + 1);

    const [first, third] = [(await calls.list(owner.token, 1)).data, (await calls.list(owner.token, 3)).data];
    expect(first.notifications).toHaveLength(20);
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 3, hasPreviousPage: false, hasNextPage: true, totalItems: 45 });
    expect(third.notifications).toHaveLength(5);
    const seqs = first.notifications.map((n) => n.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
  });

  it('sets an unread count and a list head a crash left wrong right again at the repair', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Mended' });
    const member = await svc.aUser();
    for (let i = 0; i < 3; i++) {
      await svc.dispatch(commentEvent('comment.created', aComment({ albumId: album.id, mediaId: aMediaItem({ albumId: album.id }).mediaId, authorId: member.id })));
    }
    expect(await calls.unread(owner.token)).toBe(3);
    // As a process killed between a notification's write and its counter's, and between a head's write and its item's.
    const { notifications } = svc.services.stores;
    await notifications.counters.updateOne({ _id: owner.id }, { $set: { unread: 7 } });
    await notifications.lists.heads.deleteMany({});
    expect(await calls.unread(owner.token)).toBe(7);

    const report = await svc.services.repairs.run();
    expect(report.notifications.unread).toBeGreaterThanOrEqual(1);
    expect(await calls.unread(owner.token)).toBe(3);
    const page = (await calls.list(owner.token)).data;
    expect(page.notifications).toHaveLength(3);
    expect(page.pagination).toMatchObject({ totalItems: 3 });
  });

  it('keeps notifications 90 days: an expired one is not shown, and the sweep removes it', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Old' });
    await svc.dispatch(mediaEvent('media.uploaded', aMediaItem({ albumId: album.id, uploaderId: (await svc.aUser()).id, status: 'pending' })));
    const [old] = await list(owner.token);
    const model = svc.services.stores.notifications.model;
    const past = new Date(Date.now() - 60_000);
    await model.updateOne({ _id: old?.id }, { $set: { expiresAt: past, expiresDay: past.toISOString().slice(0, 10) } });
    expect(await list(owner.token)).toEqual([]);
    expect(await svc.services.notifications.sweep()).toBeGreaterThanOrEqual(1);
    expect(await model.countDocuments({ _id: old?.id })).toBe(0);
    expect((await calls.list(owner.token)).data).toMatchObject({ unread: 0, pagination: { totalItems: 0 } });
  });

  it('answers 401 without a token on every notification call', async () => {
    expect((await calls.list()).status).toBe(401);
    expect((await given.http.get('/notifications/unread-count')).status).toBe(401);
    expect((await calls.read('65f0c0ffee0000000000abcd')).status).toBe(401);
    expect((await calls.readAll()).status).toBe(401);
    expect((await given.http.get('/notifications/stream')).status).toBe(401);
  });
});
