import { randomUUID } from 'node:crypto';
import type { UserSnapshot } from '@abialbum/contracts';

/** A user as identity describes it in `user.*` events. */
export const aUserSnapshot = (over: Partial<UserSnapshot> = {}): UserSnapshot => ({
  userId: randomUUID().replace(/-/g, '').slice(0, 24),
  name: 'Ana Lima',
  email: 'ana@example.test',
  phone: null,
  profileImage: '/api/v1/files/0123456789abcdef0123456789abcdef.png',
  city: 'Porto',
  state: null,
  country: 'Portugal',
  isBlocked: false,
  showcreateAlbumModal: true,
  revision: 1,
  ...over,
});
