import { randomUUID } from 'node:crypto';
import type { UserSnapshot } from '@abialbum/contracts';
import { eventFactory } from '@abialbum/service-kit';
import { eventually, testQueue, answer } from '@abialbum/service-kit/testing';
import { startConsumers } from '../src/events/consumers';
import { images } from './support/images';
import { startService } from './support/service';
import { uploadFile } from './support/upload';

type Service = Awaited<ReturnType<typeof startService>>;
const fromIdentity = eventFactory('svc-identity');

const aUser = (over: Partial<UserSnapshot> = {}): UserSnapshot => ({
  userId: randomUUID().replace(/-/g, '').slice(0, 24),
  name: 'Ana Lima',
  email: 'ana@example.test',
  phone: null,
  profileImage: null,
  city: null,
  state: null,
  country: null,
  isBlocked: false,
  showcreateAlbumModal: true,
  revision: 1,
  ...over,
});

describe('svc-media consumes user events', () => {
  const queue = `svc-media.test-${randomUUID().slice(0, 8)}`;
  let svc: Service;
  let broker: Awaited<ReturnType<typeof testQueue>>;

  beforeAll(async () => {
    svc = await startService();
    broker = await testQueue(queue);
    startConsumers(svc.bus, svc.db.connection, svc.consumerDeps, svc.logger, queue);
    await broker.ready();
  });
  afterAll(async () => {
    await broker.remove();
    await svc.close();
  });

  it('marks a signup profile image as attached once the new user points at it', async () => {
    const { data } = await answer<{ url: string }>(await uploadFile(`${svc.url}/api/v1/upload/profile-image`, images.png));
    const key = data.url.split('/').pop() ?? '';
    const user = aUser({ profileImage: `http://localhost:8080${data.url}` });
    await svc.bus.publish(fromIdentity('user.registered', user));
    await eventually(async () => (await svc.uploads.find(key))?.attachedAt instanceof Date, 10_000);
  });

  it('stops a blocked user uploading here', async () => {
    const user = aUser();
    const token = await svc.tokens.sign(user.userId);
    await svc.bus.publish(fromIdentity('user.blocked', { ...user, isBlocked: true }));
    await eventually(() => svc.directory.isBlocked(user.userId), 10_000);
    const res = await uploadFile(`${svc.url}/api/v1/upload/profile-image`, images.png, { token });
    expect(res.status).toBe(401);
    expect((await answer(res)).code).toBe('USER_BLOCKED');
  });
});
