import { EventBus, UserDirectory } from '@abialbum/service-kit';
import { eventually, listen, silentLogger, testAmqpUrl, testFileLinks } from '@abialbum/service-kit/testing';
import { createApp } from '../src/app';
import { shareMemoryWithInstances } from '../src/live/instance-memory';
import { createServices } from '../src/services';
import { arrange } from './support/albums';
import { aComment, aMediaItem, commentEvent, mediaEvent } from './support/media-events';
import { notificationCalls, openStream } from './support/notifications';
import { startService, type Service } from './support/service';

/**
 * Issue 13: new notifications arrive live through one Server-Sent Events stream per signed-in tab; a reconnect with
 * Last-Event-ID misses nothing; a notification written by one instance reaches the streams another holds.
 */
describe('the live notification stream', () => {
  let svc: Service;
  let given: ReturnType<typeof arrange>;
  let calls: ReturnType<typeof notificationCalls>;
  beforeAll(async () => {
    svc = await startService({ heartbeatMs: 300 });
    given = arrange(svc);
    calls = notificationCalls(given.http);
  });
  afterAll(() => svc.close());

  const aPendingUpload = async (albumId: string) => {
    const uploader = await svc.aUser({ name: 'Joana Reis' });
    await svc.dispatch(mediaEvent('media.uploaded', aMediaItem({ albumId, uploaderId: uploader.id, status: 'pending' })));
  };

  it('sends the unread count, then each new notification with its sequence as the event id, and heart-beats', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Live' });
    const stream = await openStream(svc.url, owner.token);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await stream.waitFor(() => stream.of('unread').length === 1);
      expect(stream.of('unread')[0]?.data).toEqual({ unread: 0 });

      await aPendingUpload(album.id);
      await stream.waitFor(() => stream.of('notification').length === 1);
      const [event] = stream.of('notification');
      const [listed] = (await calls.list(owner.token)).data.notifications;
      expect(event).toEqual({ id: String(listed?.seq), event: 'notification', data: { notification: listed, unread: 1 } });

      // A second upload joins the first (unread): sent again, with its count risen.
      await aPendingUpload(album.id);
      await stream.waitFor(() => stream.of('notification').length === 2);
      expect(stream.of('notification')[1]?.data).toMatchObject({ notification: { id: listed?.id, count: 2, text: '2 new uploads to Live wait for your approval' }, unread: 1 });

      // Read in another tab: the count follows.
      await calls.readAll(owner.token);
      await stream.waitFor(() => stream.of('unread').some((e) => (e.data as { unread: number }).unread === 0 && e !== stream.of('unread')[0]));
      await stream.waitFor(() => stream.comments.includes('heartbeat'), 3_000);
    } finally {
      await stream.close();
    }
  });

  it('sends what a reconnect with Last-Event-ID missed, oldest first, and only that', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Missed' });
    const first = await openStream(svc.url, owner.token);
    await aPendingUpload(album.id);
    await first.waitFor(() => first.of('notification').length === 1);
    const lastId = Number(first.of('notification')[0]?.id);
    await first.close();

    await calls.readAll(owner.token);
    await aPendingUpload(album.id);
    const commenter = await svc.aUser({ name: 'Rui Costa' });
    await svc.dispatch(commentEvent('comment.created', aComment({ albumId: album.id, mediaId: aMediaItem({ albumId: album.id }).mediaId, authorId: commenter.id })));
    const again = await openStream(svc.url, owner.token, lastId);
    try {
      await again.waitFor(() => again.of('notification').length === 2);
      // A later marker: a new notification, written only now. The stream sends it from a catch-up that runs after the
      // reconnect's (one at a time per stream, on the one response), so once it is seen the replay has sent all it would.
      const marker = await svc.aUser({ name: 'Sara Sinal' });
      await svc.dispatch(commentEvent('comment.created', aComment({ albumId: album.id, mediaId: aMediaItem({ albumId: album.id }).mediaId, authorId: marker.id })));
      await again.waitFor(() => again.of('notification').some((e) => (e.data as { notification: { actor: { id: string } | null } }).notification.actor?.id === marker.id));
      const texts = again.of('notification').map((e) => (e.data as { notification: { text: string } }).notification.text);
      expect(texts).toEqual([
        'Joana Reis uploaded a photo to Missed: it waits for your approval',
        'Rui Costa commented on an item in Missed',
        'Sara Sinal commented on an item in Missed',
      ]);
      const ids = again.of('notification').map((e) => Number(e.id));
      expect(ids[0]).toBeGreaterThan(lastId);
      expect(ids[1]).toBeGreaterThan(ids[0] ?? 0);
      expect(ids[2]).toBeGreaterThan(ids[1] ?? 0);
    } finally {
      await again.close();
    }
  });

  it('refuses a caller without a token (401) and a plain request that does not ask for a stream (406)', async () => {
    const { owner } = await given.anOwnerWithAlbum();
    expect((await fetch(`${svc.url}/api/v1/abialbum/notifications/stream`, { headers: { accept: 'text/event-stream' } })).status).toBe(401);
    expect(await given.http.get('/notifications/stream', owner.token)).toMatchObject({ status: 406, code: 'NOT_ACCEPTABLE' });
  });

  it("ends a user's streams once they are blocked (their token stops working)", async () => {
    const user = await svc.aUser();
    const stream = await openStream(svc.url, user.token);
    await stream.waitFor(() => stream.of('unread').length === 1);
    const { id: _id, token: _token, ...snapshot } = user;
    await svc.services.owners.apply({ ...snapshot, isBlocked: true, revision: snapshot.revision + 1 });
    await stream.waitFor(() => stream.isEnded(), 6_000);
  });

  it('ends every stream on a graceful shutdown', async () => {
    const second = await startService({ heartbeatMs: 60_000 });
    const user = await second.aUser();
    const stream = await openStream(second.url, user.token);
    await stream.waitFor(() => stream.of('unread').length === 1);
    expect(second.services.streams.size).toBe(1);
    second.services.streams.close();
    await stream.waitFor(() => stream.isEnded(), 5_000);
    await second.close();
  });

  it('reaches a stream held by another instance through the hints between instances', async () => {
    const { owner, album } = await given.anOwnerWithAlbum({ title: 'Elsewhere' });
    // A second instance on the same database, whose heart-beat is too slow to be what delivers it.
    const other = await createServices(svc.db.connection, new UserDirectory(svc.db.connection), undefined, undefined, { links: testFileLinks(), heartbeatMs: 60_000 });
    const app = createApp({ logger: silentLogger(), connection: svc.db.connection, broker: svc.bus, verify: svc.tokens.verify, services: other });
    const server = await listen(app);
    // The second instance on a broker connection of its own, as another process is (the first one's is svc.bus).
    const thereBus = new EventBus(testAmqpUrl(), silentLogger(), 200);
    shareMemoryWithInstances(thereBus, other, silentLogger());
    thereBus.start();
    try {
      await eventually(() => thereBus.isConnected(), 10_000);
      const stream = await openStream(server.url, owner.token);
      await stream.waitFor(() => stream.of('unread').length === 1);
      await aPendingUpload(album.id);
      await stream.waitFor(() => stream.of('notification').length === 1, 5_000);
      expect(stream.of('notification')[0]?.data).toMatchObject({ notification: { kind: 'pending-upload', albumId: album.id }, unread: 1 });
      await stream.close();
    } finally {
      other.streams.close();
      await server.close();
      await thereBus.close();
    }
  });
});
