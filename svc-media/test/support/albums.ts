import { Types } from 'mongoose';
import type { AlbumEventData, UserSnapshot } from '@abialbum/contracts';
import { eventFactory } from '@abialbum/service-kit';
import type { Service } from './service';

const fromAlbums = eventFactory('svc-albums');
const fromIdentity = eventFactory('svc-identity');
export const newId = () => new Types.ObjectId().toHexString();

/** A user the service knows (from identity's event), with a token. */
export async function aUser(svc: Service, over: Partial<UserSnapshot> = {}) {
  const user: UserSnapshot = {
    userId: newId(),
    name: 'Ana Lima',
    email: `${newId()}@example.test`,
    phone: null,
    profileImage: '/api/v1/files/0123456789abcdef0123456789abcdef.png',
    city: null,
    state: null,
    country: null,
    isBlocked: false,
    showcreateAlbumModal: true,
    revision: 1,
    ...over,
  };
  await svc.dispatch(fromIdentity('user.registered', user));
  return { ...user, id: user.userId, token: await svc.tokens.sign(user.userId) };
}
export type TestUser = Awaited<ReturnType<typeof aUser>>;

/** An album svc-albums announced: by default public and owned by `owner`. */
export async function anAlbum(svc: Service, owner: { id: string }, over: Partial<AlbumEventData> = {}) {
  const album: AlbumEventData = {
    albumId: newId(),
    ownerId: owner.id,
    title: 'Summer trip',
    description: '',
    isPublic: true,
    isBlocked: false,
    revision: 1,
    ...over,
  };
  await svc.dispatch(fromAlbums('album.created', album));
  return {
    ...album,
    id: album.albumId,
    /** Announces a change (a new revision) of this album. */
    change: async (type: 'album.updated' | 'album.blocked' | 'album.unblocked' | 'album.deleted', changes: Partial<AlbumEventData> = {}) => {
      album.revision += type === 'album.deleted' ? 0 : 1;
      Object.assign(album, changes);
      await svc.dispatch(fromAlbums(type, { ...album }));
    },
  };
}

export async function aSection(svc: Service, album: { id: string; ownerId: string }, over: { sectionId?: string } = {}) {
  const section = { sectionId: newId(), albumId: album.id, ownerId: album.ownerId, title: 'Beach', isSharedAlbum: false, ...over };
  await svc.dispatch(fromAlbums('section.created', section));
  return { ...section, id: section.sectionId, remove: () => svc.dispatch(fromAlbums('section.deleted', section)) };
}

export const approveMember = (svc: Service, albumId: string, userId: string) =>
  svc.dispatch(fromAlbums('member.approved', { albumId, userId }));
export const removeMember = (svc: Service, albumId: string, userId: string) =>
  svc.dispatch(fromAlbums('member.removed', { albumId, userId }));
export const blockUser = (svc: Service, user: TestUser, isBlocked = true) =>
  svc.dispatch(fromIdentity(isBlocked ? 'user.blocked' : 'user.unblocked', { ...user, isBlocked, revision: user.revision + (isBlocked ? 1 : 2) }));
