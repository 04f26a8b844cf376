import { createDispatcher, eventFactory } from '@abialbum/service-kit';
import { silentLogger } from '@abialbum/service-kit/testing';
import { albumEventHandlers } from '../src/events/album-events.consumer';
import { API, adminToken, signUp, startIdentity, type Harness } from './support/harness';

const albumEvent = eventFactory('svc-albums');
const anAlbum = (ownerId: string) => ({
  albumId: '6b02718e84b5b26fb9b01e6f',
  ownerId,
  title: 'Summer',
  description: '',
  isPublic: true,
  isBlocked: false,
  revision: 1,
});

describe('albums owned, from album events', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startIdentity();
  });
  afterAll(() => h.close());

  it('counts album.created and album.deleted once each, in the admin list', async () => {
    const user = await signUp(h, { name: 'Album Owner' });
    const dispatch = createDispatcher(h.connection, albumEventHandlers(h.services.users), silentLogger());
    const created = albumEvent('album.created', anAlbum(user.id));
    expect(await dispatch(created)).toBe('handled');
    expect(await dispatch(created)).toBe('duplicate');

    const admin = await adminToken(h);
    const albumsOwned = async () => {
      const res = await h.request('GET', `${API}/admin/users?search=${encodeURIComponent(user.email)}`, { token: admin });
      return res.body.data.users[0]._count.albumsOwned as number;
    };
    expect(await albumsOwned()).toBe(1);

    await dispatch(albumEvent('album.deleted', anAlbum(user.id)));
    await dispatch(albumEvent('album.deleted', anAlbum(user.id)));
    expect(await albumsOwned()).toBe(0);
  });
});
