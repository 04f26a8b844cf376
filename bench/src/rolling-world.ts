/**
 * What the rolling drill works on, made through the gateway: an owner's public album with two sections and two
 * approved pictures to comment and react on, `users` signed-up users (followers, commenters, reactors), three of
 * them members who upload for approval, and the admin (the statistics).
 */
import sharp from 'sharp';
import { apiOf } from './own-platform';
import { inParallel } from './parallel';

export interface User {
  id: string;
  token: string;
}

export interface World {
  admin: string;
  owner: string;
  albumId: string;
  sectionIds: string[];
  users: User[];
  members: User[];
  /** Approved items everyone comments and reacts on. */
  itemIds: string[];
  /** A small real picture (every upload goes through svc-media's checks and to its bucket). */
  picture: Buffer;
}

export const smallPicture = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** POST /api/v1/upload then POST albums/media, as the upload dialog does: the item made (its id and status). */
export function pictureForm(albumId: string, picture: Buffer, name: string): FormData {
  const form = new FormData();
  form.append('albumId', albumId);
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), name);
  return form;
}

export async function makeWorld(gateway: string, users: number): Promise<World> {
  const api = apiOf(gateway);
  const stamp = Date.now().toString(36);
  const signUp = (name: string) =>
    api<{ id: string; accessToken: string }>('POST', 'users/signup', { name, email: `${name.replace(/\s/g, '').toLowerCase()}.${stamp}@rolling.test`, password: 'Rolling@123', city: 'Porto' });
  const admin = (await api<{ accessToken: string }>('POST', 'admin/login', { email: 'admin@abialbum.test', password: 'Admin@12345' })).accessToken;
  const owner = (await signUp('Rolling Owner')).accessToken;
  const album = (await api<{ album: { id: string } }>('POST', 'albums', { title: 'Rolling Harbour', description: 'The drill', isPublic: true }, owner)).album;
  const sectionIds: string[] = [];
  for (const title of ['Quay', 'Boats']) {
    sectionIds.push((await api<{ section: { id: string } }>('POST', 'albums/sections', { albumId: album.id, title, description: '', isSharedAlbum: true }, owner)).section.id);
  }
  const signedUp: User[] = [];
  await inParallel(Array.from({ length: users }, (_, i) => `Rolling User ${i}`), 5, async (name) => {
    const user = await signUp(name);
    signedUp.push({ id: user.id, token: user.accessToken });
  });
  const members = signedUp.slice(0, 3);
  for (const member of members) {
    const request = (await api<{ request: { id: string } }>('POST', `albums/${album.id}/join-request`, {}, member.token)).request;
    await api('PATCH', `albums/${album.id}/join-requests/${request.id}/approve`, {}, owner);
  }
  const picture = await smallPicture();
  const itemIds: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await fetch(`${gateway}/api/v1/upload`, { method: 'POST', headers: { authorization: `Bearer ${owner}` }, body: pictureForm(album.id, picture, `harbour-${i}.jpg`) });
    const { data } = (await res.json()) as { data: { url: string } };
    if (!res.ok) throw new Error(`the owner's upload answered ${res.status}`);
    const item = await api<{ media: { id: string } }>('POST', 'albums/media', { albumId: album.id, sectionId: sectionIds[0], url: data.url }, owner);
    itemIds.push(item.media.id);
  }
  return { admin, owner, albumId: album.id, sectionIds, users: signedUp, members, itemIds, picture };
}
