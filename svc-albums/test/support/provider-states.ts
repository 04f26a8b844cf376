import type { AlbumServices } from '../../src/services';
import { aUserSnapshot } from './builders';
import { aHighlight, aMediaItem } from './media-events';

export const DEMO_ID = '65f000000000000000000001';
export const ANA_ID = '65f000000000000000000002';

type Params = Record<string, unknown> | undefined;
type StateResult = Record<string, string>;

/**
 * The provider states of the pacts svc-albums verifies, arranged with the service's own use cases. Every
 * state starts from an empty database with two known users: demo (whose token the verifier sends) and ana.
 */
export function providerStates(services: AlbumServices) {
  const { albums, sections, following, joinRequests, adminAlbums, albumMedia, stores, owners } = services;

  async function reset() {
    await Promise.all([
      // The activity store holds two collections (comments, reactions); every other store one.
      ...Object.values(stores)
        .flatMap((store): unknown[] => ('model' in store ? [store.model] : [store.comments, store.reactions]))
        .map((model) => (model as { deleteMany(filter: object): Promise<unknown> }).deleteMany({})),
      services.directory.model.deleteMany({}),
      // Notifications keep their unread counts and list heads beside the notifications.
      stores.notifications.counters.deleteMany({}),
      stores.notifications.lists.heads.deleteMany({}),
    ]);
    // The catalogue in memory read again: emptied underneath it, it would still rank the earlier states' albums (gone
    // from the database, so left out of an answer) above this state's, and 'most followed' could come back empty.
    await services.catalogue.rebuild();
    await owners.apply(aUserSnapshot({ userId: DEMO_ID, name: 'Demo User', email: 'demo@abialbum.test', city: 'Lisbon', country: 'Portugal' }));
    await owners.apply(aUserSnapshot({ userId: ANA_ID, name: 'Ana Silva', email: 'ana@abialbum.test', city: 'Porto', country: 'Portugal' }));
  }

  const anAlbum = (ownerId: string, title = 'Demo Album') =>
    albums.create(ownerId, { title, description: 'Our family memories', isPublic: true, allowDownloads: true });
  const aSection = (ownerId: string, albumId: string, title: string, isSharedAlbum = false) =>
    sections.create(ownerId, { albumId, title, description: '', order: 0, isSharedAlbum });
  /** A join request of `userId` to an album of `ownerId`, taken to `status` by the owner. */
  async function aJoinRequest(ownerId: string, userId: string, status: 'PENDING' | 'APPROVED' | 'REJECTED') {
    const album = await anAlbum(ownerId, ownerId === ANA_ID ? 'Ana Album' : 'Demo Album');
    const request = await joinRequests.request(album.id, userId, 'May I join?');
    if (status === 'APPROVED') await joinRequests.approve(album.id, request.id, ownerId);
    if (status === 'REJECTED') await joinRequests.reject(album.id, request.id, ownerId, 'Family only');
    return { albumId: album.id, requestId: request.id };
  }

  async function aShareLink(password: string | null) {
    const album = await albums.create(DEMO_ID, { title: 'Demo Album', description: 'Our family memories', isPublic: false, allowDownloads: true });
    const section = await aSection(DEMO_ID, album.id, 'Beach');
    await albumMedia.mediaChanged(aMediaItem({ albumId: album.id, sectionId: section.id, uploaderId: DEMO_ID, caption: 'Waves' }));
    const link = await services.shareLinks.create(DEMO_ID, album.id, { sectionId: section.id, password, allowDownload: true });
    return { albumId: album.id, sectionId: section.id, linkId: link.id, key: link.path?.split('/').pop() ?? '' };
  }

  const states: Record<string, (params: Params) => Promise<StateResult>> = {
    'user demo has no album': async () => ({}),

    'user demo has an album with two sections titled My Photos and Family': async (params) => {
      const album = await anAlbum(DEMO_ID);
      const titles = Array.isArray(params?.sectionTitles) ? (params.sectionTitles as string[]) : ['My Photos', 'Family'];
      const created = [];
      for (const title of titles) created.push(await aSection(DEMO_ID, album.id, title));
      return { albumId: album.id, sectionId: created[0]?.id ?? '' };
    },

    'user demo has an album followed by user ana': async () => {
      const album = await anAlbum(DEMO_ID);
      await following.follow(album.id, ANA_ID);
      return { albumId: album.id };
    },

    // Told as the event of ana's follow would tell it (the broker is not part of a verification).
    "user demo has an unread notification of user ana following demo's album": async () => {
      const album = await anAlbum(DEMO_ID);
      await following.follow(album.id, ANA_ID);
      await services.notifications.tell({ userId: DEMO_ID, kind: 'follower', albumId: album.id, actorId: ANA_ID, source: 'pact-follow' });
      const { notifications } = await services.notifications.page(DEMO_ID, 1);
      return { albumId: album.id, notificationId: notifications[0]?.id ?? '' };
    },

    'user ana has a public album that user demo does not follow': async () => ({ albumId: (await anAlbum(ANA_ID, 'Ana Album')).id }),

    'user ana has a public album that user demo follows': async () => {
      const album = await anAlbum(ANA_ID, 'Ana Album');
      await following.follow(album.id, DEMO_ID);
      return { albumId: album.id };
    },

    'a public album with two sections exists': async () => {
      const album = await anAlbum(ANA_ID, 'Ana Album');
      await aSection(ANA_ID, album.id, 'My Photos');
      await aSection(ANA_ID, album.id, 'Family');
      return { albumId: album.id };
    },

    // Told as svc-media's events would tell it: the highlight, then its playback copy ready (the broker is not part of a verification).
    'a public album has a highlight of its own video whose playback copy is ready': async () => {
      const album = await anAlbum(ANA_ID, 'Ana Album');
      const clip = aHighlight({ albumId: album.id, type: 'VIDEO', url: '/api/v1/files/0123456789abcdef0123456789abcdef.mov', caption: 'At the lake', playbackStatus: 'preparing', playbackUrl: null });
      await albumMedia.highlightChanged(clip, false);
      await albumMedia.highlightChanged({ ...clip, playbackStatus: 'ready', playbackUrl: '/api/v1/files/0123456789abcdef0123456789abcdef-play.mp4', revision: 2 }, false);
      return { albumId: album.id };
    },

    'a public album has a shared section': async () => {
      const album = await anAlbum(ANA_ID, 'Ana Album');
      return { albumId: album.id, sectionId: (await aSection(ANA_ID, album.id, 'Shared Memories', true)).id };
    },

    'a public album has a section that is not shared': async () => {
      const album = await anAlbum(ANA_ID, 'Ana Album');
      return { albumId: album.id, sectionId: (await aSection(ANA_ID, album.id, 'Kept Private')).id };
    },

    // Share links (issue 27 item 2): demo's private album with a section holding a picture, and a link to it.
    'user demo has a share link to a section of a private album': () => aShareLink(null),
    'a share link with the password sea breeze opens a section of a private album': () => aShareLink('sea breeze'),

    'public albums with followers exist': async () => {
      const anas = await anAlbum(ANA_ID, 'Ana Album');
      const demos = await anAlbum(DEMO_ID);
      await following.follow(anas.id, DEMO_ID);
      await following.follow(demos.id, ANA_ID);
      return {};
    },

    // Joining (SPEC 7 "Join requests"): demo asks to join ana's album, or ana asks to join demo's.
    'user ana has a public album that user demo has not asked to join': async () => ({ albumId: (await anAlbum(ANA_ID, 'Ana Album')).id }),
    'user demo has a pending join request to a public album of user ana': () => aJoinRequest(ANA_ID, DEMO_ID, 'PENDING'),
    'user demo has a rejected join request to a public album of user ana': () => aJoinRequest(ANA_ID, DEMO_ID, 'REJECTED'),
    'user demo is an approved member of a public album of user ana': () => aJoinRequest(ANA_ID, DEMO_ID, 'APPROVED'),
    'user demo has an album with a pending join request from user ana': () => aJoinRequest(DEMO_ID, ANA_ID, 'PENDING'),
    'user demo has an album with an approved join request from user ana': () => aJoinRequest(DEMO_ID, ANA_ID, 'APPROVED'),

    // The admin's albums (SPEC 7 "Admin API"): the verifier sends an admin token on admin routes.
    'users demo and ana have public albums, one titled Summer in Lisbon': async () => {
      await anAlbum(DEMO_ID);
      return { albumId: (await anAlbum(ANA_ID, 'Summer in Lisbon')).id };
    },
    'user ana has a public album': async () => ({ albumId: (await anAlbum(ANA_ID, 'Ana Album')).id }),
    'user ana has a public album with two approved pictures': async () => {
      const album = await anAlbum(ANA_ID, 'Ana Album');
      // As svc-media's media.uploaded events of the owner's own (approved) uploads would bring them.
      for (const caption of ['Beach', 'Sunset']) await albumMedia.mediaChanged(aMediaItem({ albumId: album.id, uploaderId: ANA_ID, caption }));
      return { albumId: album.id };
    },
    'an admin has blocked the public album of user ana': async () => {
      const album = await anAlbum(ANA_ID, 'Ana Album');
      await adminAlbums.setBlocked(album.id, true);
      return { albumId: album.id };
    },

    'a public album titled Summer in Lisbon exists': async (params) => {
      const title = typeof params?.title === 'string' ? params.title : 'Summer in Lisbon';
      return { albumId: (await anAlbum(ANA_ID, title)).id };
    },
  };

  return { reset, states };
}
