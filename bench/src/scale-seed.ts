/**
 * Seeds one of the scale benchmark's platforms: the accounts, the album and its sections through the API (as
 * users make them), then the bulk through each service's own store (`importMany` of each store: the same
 * documents, lists and heads its writes make, without events: each service is given its share), with the
 * services stopped; then they start again (catalogues rebuilt, counters and previews reconciled, statistics
 * recounted) and the last touches (highlights, follows of the member) go through the API again.
 */
import { randomUUID } from 'node:crypto';
import type { UserSnapshot } from '@abialbum/contracts';
import { UserDirectory } from '@abialbum/service-kit';
import { AlbumMediaStore } from '@abialbum/svc-albums/src/store/album-media.store';
import { AlbumStore } from '@abialbum/svc-albums/src/store/album.store';
import { FollowStore } from '@abialbum/svc-albums/src/store/follow.store';
import { JoinRequestStore } from '@abialbum/svc-albums/src/store/join-request.store';
import { UserContactStore } from '@abialbum/svc-albums/src/store/user-contact.store';
import { StatsStore } from '@abialbum/svc-content/src/store/stats.store';
import { UserStore } from '@abialbum/svc-identity/src/store/user.store';
import { commentStore } from '@abialbum/svc-media/src/store/comment.store';
import { mediaStore, type NewMedia } from '@abialbum/svc-media/src/store/media.store';
import mongoose, { Types, type Connection } from 'mongoose';
import { apiOf, repairsSettled, type OwnPlatform } from './own-platform';

export interface ScaleSize {
  label: string;
  users: number;
  albums: number;
  followers: number;
  media: number;
  sections: number;
  pending: number;
  joinRequests: number;
  /** Comments on the album's newest approved item (issue 13: 5,000 page as fast as 5). */
  comments: number;
}

/**
 * The small size has every page the screens read full, as the large one has, so that the two differ by the data
 * behind the pages only: 120 approved media (60 in the shared section, 60 by the member) and 100 pending (the
 * owner's pending page is 100), and a number of followers whose last page of 12 is full.
 */
export const SMALL: ScaleSize = { label: 'small', users: 120, albums: 100, followers: 108, media: 220, sections: 20, pending: 100, joinRequests: 100, comments: 5 };
export const LARGE: ScaleSize = { label: 'large', users: 20_004, albums: 20_000, followers: 20_004, media: 20_000, sections: 20, pending: 500, joinRequests: 2_000, comments: 5_000 };

export interface SeededWorld {
  albumId: string;
  sectionId: string;
  sharedSectionId: string;
  owner: string;
  member: string;
  admin: string;
  memberId: string;
  lastFollowersPage: number;
  /** The item with `comments` comments, and the number of its last page of 20. */
  commentedMediaId: string;
  lastCommentsPage: number;
}

const WORDS = ['Summer', 'Lisbon', 'Porto', 'Family', 'Beach', 'Winter', 'Garden', 'Wedding', 'Trip', 'Friends', 'Mountains', 'Harbour', 'Autumn', 'Festival', 'Ana', 'Village'];
const FIRST = ['Ana', 'Bruno', 'Carla', 'Diogo', 'Elena', 'Filipe', 'Greta', 'Hugo', 'Ines', 'Joao', 'Katia', 'Luis'];
const LAST = ['Lima', 'Silva', 'Costa', 'Moreira', 'Pereira', 'Santos', 'Rocha', 'Teixeira'];
const word = (n: number) => WORDS[n % WORDS.length] as string;
const PASSWORD = 'Scale@12345';
/** The argon2id hash of PASSWORD is not needed: the bulk users never sign in; a placeholder that verifies nothing. */
const NO_PASSWORD = '$argon2id$v=19$m=19456,t=2,p=1$c2NhbGVzY2FsZQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

async function connect(url: string, name: string): Promise<Connection> {
  return mongoose.createConnection(url, { dbName: `abialbum_${name}` }).asPromise();
}

interface Accounts {
  admin: string;
  owner: { token: string; id: string; name: string };
  member: { token: string; id: string };
  albumId: string;
  sectionIds: string[];
}

async function throughTheApi(gateway: string): Promise<Accounts> {
  const api = apiOf(gateway);
  const stamp = randomUUID().slice(0, 8);
  const signUp = (name: string) => api<{ id: string; accessToken: string }>('POST', 'users/signup', { name, email: `${name.split(' ')[0]?.toLowerCase()}.${stamp}@scale.test`, password: PASSWORD, city: 'Lisbon', country: 'Portugal' });
  const admin = (await api<{ accessToken: string }>('POST', 'admin/login', { email: 'admin@abialbum.test', password: 'Admin@12345' })).accessToken;
  const owner = await signUp('Rita Owner');
  const member = await signUp('Mia Member');
  const album = (await api<{ album: { id: string } }>('POST', 'albums', { title: 'Summer in Lisbon', description: 'Twenty years of summers', isPublic: true }, owner.accessToken)).album;
  const sectionIds: string[] = [];
  for (let i = 0; i < 20; i++) {
    const section = await api<{ section: { id: string } }>('POST', 'albums/sections', { albumId: album.id, title: `Summer ${2001 + i}`, description: '', isSharedAlbum: i === 0 }, owner.accessToken);
    sectionIds.push(section.section.id);
  }
  const request = (await api<{ request: { id: string } }>('POST', `albums/${album.id}/join-request`, {}, member.accessToken)).request;
  await api('PATCH', `albums/${album.id}/join-requests/${request.id}/approve`, {}, owner.accessToken);
  return { admin, owner: { token: owner.accessToken, id: owner.id, name: 'Rita Owner' }, member: { token: member.accessToken, id: member.id }, albumId: album.id, sectionIds };
}

/** The bulk, through each service's own stores (services stopped). */
async function throughTheStores(mongoUrl: string, size: ScaleSize, accounts: Accounts): Promise<{ highlightIds: string[]; commentedMediaId: string }> {
  const [identity, albums, media, content] = (await Promise.all(['identity', 'albums', 'media', 'content'].map((name) => connect(mongoUrl, name)))) as [Connection, Connection, Connection, Connection];
  try {
    const users: UserSnapshot[] = Array.from({ length: size.users }, (_, n) => ({
      userId: new Types.ObjectId().toHexString(),
      name: `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]}`,
      email: `user${n}.${randomUUID().slice(0, 6)}@scale.test`,
      phone: null,
      profileImage: null,
      city: 'Porto',
      state: null,
      country: 'Portugal',
      isBlocked: false,
      showcreateAlbumModal: true,
      revision: 1,
    }));
    await new UserStore(identity).importMany(users.map((u) => ({ id: u.userId, name: u.name, email: u.email, city: u.city, country: u.country })), NO_PASSWORD);
    for (const connection of [albums, media, content]) await new UserDirectory(connection).importMany(users);
    await new UserContactStore(albums).importMany(users);

    // Other albums, one per user (the platform's catalogue), with varied titles and views (no followers: a counter
    // without its follow documents is what the start's reconciliation sets right, one album at a time).
    const albumStore = new AlbumStore(albums);
    const others = users.slice(0, size.albums - 1).map((user, n) => ({
      ownerId: user.userId,
      title: `${word(n)} ${word(n * 7 + 3)} ${n}`,
      description: `${word(n * 3 + 1)} memories`,
      isPublic: n % 10 !== 0,
      owner: { name: user.name, profileImage: null, city: user.city, country: user.country, isBlocked: false, revision: 1 },
      views: (n * 7919) % 997,
    }));
    const otherIds = await albumStore.importMany(others);
    const stats = new StatsStore(content);
    const statDocs = others.map((album, i) => ({ _id: otherIds[i], ownerId: album.ownerId, isPublic: album.isPublic, isBlocked: false, revision: 1, deleted: false }));
    for (let i = 0; i < statDocs.length; i += 1000) await stats.albums.insertMany(statDocs.slice(i, i + 1000));

    // The big album's followers and join requests.
    const follows = new FollowStore(albums);
    await follows.importMany(accounts.albumId, users.slice(0, size.followers).map((user) => user.userId));
    const requests = users.slice(0, size.joinRequests).map((user, n) => ({
      userId: user.userId,
      status: (n % 10 < 7 ? 'PENDING' : n % 10 < 9 ? 'APPROVED' : 'REJECTED') as 'PENDING' | 'APPROVED' | 'REJECTED',
      // Who asked, copied on the request as a request made through the API carries it.
      requester: { name: user.name, profileImage: user.profileImage, email: user.email, revision: user.revision },
    }));
    await new JoinRequestStore(albums).importMany(accounts.albumId, requests);
    await albumStore.setCounters(accounts.albumId, { followers: size.followers, members: 1 + requests.filter((r) => r.status === 'APPROVED').length });

    // The big album's media: the member's pending ones last (the newest), half the approved ones theirs; half of
    // all in the first (shared) section, the rest across the others: its pages are full at both sizes.
    const records: NewMedia[] = Array.from({ length: size.media }, (_, n) => {
      const pending = n >= size.media - size.pending;
      const byMember = pending || n % 2 === 0;
      const others = accounts.sectionIds.length - 1;
      return {
        albumId: accounts.albumId,
        sectionId: accounts.sectionIds[n % 2 === 0 ? 0 : 1 + (n % others)] as string,
        uploaderId: byMember ? accounts.member.id : accounts.owner.id,
        type: 'IMAGE',
        url: `https://example.com/scale/${n}.jpg`,
        fileKey: null,
        mimeType: null,
        thumbnailUrl: null,
        displayUrl: null,
        placeholder: null,
        width: null,
        height: null,
        duration: null,
        caption: `Moment ${n}`,
        status: pending ? 'pending' : 'approved',
        rejectionReason: null,
        albumVisible: true,
      };
    });
    const stored = await mediaStore(media).importMany(records);
    const approved = stored.filter((item) => item.status === 'approved');
    await new AlbumMediaStore(albums).importMany(
      // Pictures: browsers show them as they are (what their media events tell).
      approved.map((item) => ({ ...item, playback: { status: null, url: null } })),
    );
    const mediaStats = approved.map((item) => ({ _id: item.id, albumId: item.albumId, status: 'approved', revision: 1, deleted: false }));
    for (let i = 0; i < mediaStats.length; i += 1000) await stats.media.insertMany(mediaStats.slice(i, i + 1000));
    // The newest approved item's comments, by four people in turn (a family talking under one picture).
    const commented = approved[approved.length - 1] as (typeof approved)[number];
    await commentStore(media).importMany(
      Array.from({ length: size.comments }, (_, n) => ({ mediaId: commented.id, albumId: commented.albumId, authorId: (users[n % 4] as UserSnapshot).userId, text: `Comment ${n}` })),
    );
    return { highlightIds: approved.slice(-10).map((item) => item.id), commentedMediaId: commented.id };
  } finally {
    await Promise.all([identity, albums, media, content].map((connection) => connection.close()));
  }
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 180_000): Promise<void> {
  const started = Date.now();
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > ms) throw new Error(`scale seed: ${what} did not happen within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function seedPlatform(platform: OwnPlatform, size: ScaleSize): Promise<SeededWorld> {
  const started = Date.now();
  platform.up();
  const accounts = await throughTheApi(platform.gateway);
  platform.stopServices();
  const { highlightIds, commentedMediaId } = await throughTheStores(platform.mongoUrl, size, accounts);
  platform.startServices();
  const api = apiOf(platform.gateway);
  const approved = size.media - size.pending;
  // The start reconciles the album's counters and previews from the stored media: wait for it.
  await waitFor(async () => (await api<{ album: { _count: { media: number } } }>('GET', `userprofile/album/${accounts.albumId}`)).album._count.media === approved, 'the album count');
  for (const mediaId of highlightIds) await api('POST', 'albums/highlights/add-existing', { albumId: accounts.albumId, mediaId }, accounts.owner.token);
  // The member follows ten albums (their followed albums page).
  const top = await api<{ albums: Array<{ id: string }> }>('GET', 'userprofile/most-followed-albums');
  for (const album of top.albums.slice(0, 10)) await api('POST', `social/albums/${album.id}/follow`, undefined, accounts.member.token);
  // The other repairs of the start (lists, copies, statistics) read every item: timings wait for them.
  await repairsSettled(platform);
  console.log(`scale: ${size.label} platform seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return {
    albumId: accounts.albumId,
    sectionId: accounts.sectionIds[0] as string,
    sharedSectionId: accounts.sectionIds[0] as string,
    owner: accounts.owner.token,
    member: accounts.member.token,
    admin: accounts.admin,
    memberId: accounts.member.id,
    lastFollowersPage: Math.max(1, Math.ceil(size.followers / 12)),
    commentedMediaId,
    lastCommentsPage: Math.max(1, Math.ceil(size.comments / 20)),
  };
}
