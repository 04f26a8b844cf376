import { randomUUID } from 'node:crypto';
import type { ConfirmChannel } from 'amqplib';
import { EXCHANGE } from '@abialbum/contracts';
import { eventFactory } from '@abialbum/service-kit';
import { answer, eventually, testQueue } from '@abialbum/service-kit/testing';
import { startConsumers } from '../src/events/consumers';
import { aUserSnapshot } from './support/builders';
import { aMediaItem, mediaEvent } from './support/media-events';
import { consumedOn } from './support/notifications';
import { startService } from './support/service';

type Service = Awaited<ReturnType<typeof startService>>;
const fromIdentity = eventFactory('svc-identity');

describe('svc-albums consumes events from the broker (user read model, approved media)', () => {
  // A queue of our own, so parallel runs never take each other's messages.
  const queue = `svc-albums.test-${randomUUID().slice(0, 8)}`;
  let svc: Service;
  let broker: Awaited<ReturnType<typeof testQueue>>;
  let channel: ConfirmChannel;

  beforeAll(async () => {
    svc = await startService();
    broker = await testQueue(queue);
    channel = broker.channel;
    startConsumers(svc.bus, svc.db.connection, svc.services, svc.logger, queue);
    await broker.ready();
  });

  afterAll(async () => {
    await broker.remove();
    await svc.close();
  });

  it('keeps a registered user, then takes a blocked one out: their token stops working here', async () => {
    const user = aUserSnapshot({ name: 'Rui Costa', city: 'Braga' });
    await svc.bus.publish(fromIdentity('user.registered', user));
    await eventually(async () => (await svc.directory.get(user.userId))?.name === 'Rui Costa');
    expect(await svc.directory.get(user.userId)).toMatchObject({
      name: 'Rui Costa',
      city: 'Braga',
      country: 'Portugal',
      profileImage: user.profileImage,
      isBlocked: false,
    });
    const token = await svc.tokens.sign(user.userId);
    const before = await fetch(`${svc.url}/api/v1/abialbum/albums/my`, { headers: { authorization: `Bearer ${token}` } });
    expect(before.status).toBe(200);

    await svc.bus.publish(fromIdentity('user.blocked', { ...user, isBlocked: true, revision: 2 }));
    await eventually(() => svc.directory.isBlocked(user.userId));
    const after = await fetch(`${svc.url}/api/v1/abialbum/albums/my`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({
      success: false,
      code: 'USER_BLOCKED',
      message: 'Your account has been blocked. Please contact support.',
    });
  });

  it('handles an event id once, even when the message comes again with other content', async () => {
    const user = aUserSnapshot();
    const updated = fromIdentity('user.updated', { ...user, name: 'First Name', revision: 3 });
    await svc.bus.publish(updated);
    await eventually(async () => (await svc.directory.get(user.userId))?.name === 'First Name');

    const duplicates = () => consumedOn(svc, { queue, type: 'user.updated', outcome: 'duplicate' });
    const before = await duplicates();
    await svc.bus.publish({ ...updated, data: { ...updated.data, name: 'Replayed Name', revision: 4 } });
    // The consumer finished with the replay, as one it had seen (its /metrics).
    await eventually(async () => (await duplicates()) === before + 1);

    expect((await svc.directory.get(user.userId))?.name).toBe('First Name');
  });

  it("refreshes the owner copy on the user's album: search and the profile show the new name and place", async () => {
    const user = aUserSnapshot({ name: 'Before Rename' });
    await svc.bus.publish(fromIdentity('user.registered', user));
    await eventually(async () => (await svc.directory.get(user.userId)) !== null);
    const token = await svc.tokens.sign(user.userId);
    const created = await fetch(`${svc.url}/api/v1/abialbum/albums`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Consumer Album' }),
    });
    const { id } = (await answer<{ album: { id: string } }>(created)).data.album;

    await svc.bus.publish(fromIdentity('user.updated', { ...user, name: 'After Rename', city: 'Coimbra', revision: 2 }));
    const search = async (text: string) =>
      (await answer<{ albums: Array<{ id: string }> }>(await fetch(`${svc.url}/api/v1/abialbum/search/albums?query=${encodeURIComponent(text)}`))).data.albums;
    await eventually(async () => (await search('after rename')).length === 1);
    expect(await search('before rename')).toEqual([]);
    const profile = await answer<{ album: { owner: { name: string; city: string } } }>(await fetch(`${svc.url}/api/v1/abialbum/userprofile/album/${id}`));
    expect(profile.data.album.owner).toMatchObject({ name: 'After Rename', city: 'Coimbra' });
  });

  it('takes media events from the broker too: an approved upload shows on the profile', async () => {
    const owner = aUserSnapshot();
    await svc.services.owners.apply(owner);
    const created = await svc.services.albums.create(owner.userId, { title: 'Broker Media', description: '', isPublic: true, allowDownloads: true });
    const item = aMediaItem({ albumId: created.id });
    await svc.bus.publish(mediaEvent('media.approved', item));
    const profile = async () =>
      (await answer<{ recentMedia: Array<{ id: string }> }>(await fetch(`${svc.url}/api/v1/abialbum/userprofile/album/${created.id}`))).data;
    await eventually(async () => (await profile()).recentMedia.length === 1);
    expect((await profile()).recentMedia[0]?.id).toBe(item.mediaId);
  });

  it('dead-letters an event that breaks its contract, and carries on', async () => {
    const broken = { ...fromIdentity('user.blocked', aUserSnapshot()), data: { userId: 'u1', isBlocked: true } };
    channel.publish(EXCHANGE, 'user.blocked', Buffer.from(JSON.stringify(broken)), { persistent: true });
    channel.publish(EXCHANGE, 'user.blocked', Buffer.from('not json at all'), { persistent: true });
    await channel.waitForConfirms();
    await eventually(async () => (await channel.checkQueue(`${queue}.dead`)).messageCount === 2);
    // Both are rejected at once: either may reach the dead-letter queue first.
    const dead = [await channel.get(`${queue}.dead`, { noAck: true }), await channel.get(`${queue}.dead`, { noAck: true })];
    const contents = dead.map((message) => (message ? message.content.toString() : ''));
    expect(contents).toContain('not json at all');
    expect(contents.filter((content) => content !== 'not json at all').map((content) => JSON.parse(content).id)).toEqual([broken.id]);

    const next = aUserSnapshot({ name: 'After The Poison' });
    await svc.bus.publish(fromIdentity('user.registered', next));
    await eventually(async () => (await svc.directory.get(next.userId))?.name === 'After The Poison');
  });
});
