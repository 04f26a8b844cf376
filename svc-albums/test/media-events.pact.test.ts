import { Matchers } from '@pact-foundation/pact';
import { createDispatcher, UserDirectory } from '@abialbum/service-kit';
import { freshDatabase, silentLogger, testFileLinks } from '@abialbum/service-kit/testing';
import { eventEnvelope, messagePact, messageReceiver } from '@abialbum/service-kit/testing-pact';
import { eventHandlers } from '../src/events/consumers';
import { createServices, type AlbumServices } from '../src/services';

const { like, datetime, integer, number, regex } = Matchers;

const ALBUM_ID = '65f0000000000000000000a1';
const SECTION_ID = '65f0000000000000000000b1';
const MEDIA_ID = '65f0000000000000000000c1';
const HIGHLIGHT_ID = '65f0000000000000000000d1';
const OWNER_ID = '65f000000000000000000001';
const OBJECT_ID = /^[a-f0-9]{24}$/.source;

const envelope = (type: string, data: Record<string, unknown>) => eventEnvelope('svc-media', type, data, '5a4b8a8e-9f1c-4c55-9a6e-1f2d3c4b5a70');

/** A picture with its derivatives, as svc-media describes it; the provider state says what differs. */
const picture = (over: Record<string, unknown>) => ({
  mediaId: regex(OBJECT_ID, MEDIA_ID),
  albumId: regex(OBJECT_ID, ALBUM_ID),
  sectionId: null,
  uploaderId: like(OWNER_ID),
  type: 'IMAGE',
  url: like('/api/v1/files/0123456789abcdef0123456789abcdef.jpg'),
  thumbnailUrl: like('/api/v1/files/0123456789abcdef0123456789abcdef-320.webp'),
  displayUrl: like('/api/v1/files/0123456789abcdef0123456789abcdef-1280.webp'),
  placeholder: like('data:image/webp;base64,UklGRh4AAABXRUJQVlA4'),
  width: integer(1600),
  height: integer(1200),
  duration: null,
  playbackStatus: null,
  playbackUrl: null,
  caption: like('Sunset'),
  status: 'approved',
  rejectionReason: null,
  createdAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2025-01-15T10:29:00.000Z'),
  revision: integer(1),
  ...over,
});

const highlight = {
  highlightId: regex(OBJECT_ID, HIGHLIGHT_ID),
  albumId: regex(OBJECT_ID, ALBUM_ID),
  mediaId: regex(OBJECT_ID, MEDIA_ID),
  type: 'IMAGE',
  url: like('/api/v1/files/0123456789abcdef0123456789abcdef.jpg'),
  thumbnailUrl: like('/api/v1/files/0123456789abcdef0123456789abcdef-320.webp'),
  caption: like('Sunset'),
  createdAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2025-01-15T10:31:00.000Z'),
};

/**
 * What svc-albums needs from svc-media's events to keep its read model of approved media (recent media,
 * highlights, counts, cover, section thumbnails). The album is known here as it would be from album.created.
 */
describe('svc-albums consumes media events from svc-media', () => {
  const pact = messagePact('svc-albums', 'svc-media');
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let services: AlbumServices;
  let dispatch: ReturnType<typeof createDispatcher>;

  beforeEach(async () => {
    db = await freshDatabase('albums_media_pact');
    services = await createServices(db.connection, new UserDirectory(db.connection), undefined, undefined, { links: testFileLinks() });
    dispatch = createDispatcher(db.connection, eventHandlers(services), silentLogger());
    const now = new Date();
    await services.stores.albums.model.create({ _id: ALBUM_ID, ownerId: OWNER_ID, ownerKey: OWNER_ID, title: 'Pact Album', createdAt: now, updatedAt: now });
    await services.stores.sections.model.create({ _id: SECTION_ID, albumId: ALBUM_ID, ownerId: OWNER_ID, title: 'Beach', titleKey: 'beach', createdAt: now, updatedAt: now });
  });
  afterEach(() => db.drop());

  const album = async () => (await services.stores.albums.findLive(ALBUM_ID))!;
  const media = () => services.stores.media.model.findById(MEDIA_ID).lean();

  const receives = messageReceiver(pact, (event) => dispatch(event), (description) => description);

  it('shows the owner\'s own upload at once (media.uploaded, approved)', () =>
    receives('an album owner has uploaded a picture to their album', 'a media.uploaded event', envelope('media.uploaded', picture({})), async () => {
      expect((await album()).counts.media).toBe(1);
      expect((await album()).coverImage).toBe('/api/v1/files/0123456789abcdef0123456789abcdef-320.webp');
    }));

  it('shows a member\'s upload once the owner approves it (media.approved)', () =>
    receives(
      "an album owner has approved a member's pending picture",
      'a media.approved event',
      envelope('media.approved', picture({ uploaderId: like('65f000000000000000000002'), revision: integer(2) })),
      async () => {
        expect((await album()).counts.media).toBe(1);
        // Its uploader is told (notifications).
        const { notifications } = await services.notifications.page('65f000000000000000000002', 1);
        expect(notifications).toEqual([expect.objectContaining({ kind: 'media-approved', mediaId: MEDIA_ID })]);
      },
    ));

  it('keeps a rejected upload out (media.rejected)', () =>
    receives(
      "an album owner has rejected a member's pending picture with a reason",
      'a media.rejected event',
      envelope('media.rejected', picture({ uploaderId: like('65f000000000000000000002'), status: 'rejected', rejectionReason: like('Too blurry'), revision: integer(2) })),
      async () => {
        expect((await album()).counts.media).toBe(0);
        // Its uploader is told, with the reason (notifications).
        const { notifications } = await services.notifications.page('65f000000000000000000002', 1);
        expect(notifications).toEqual([expect.objectContaining({ kind: 'media-rejected', reason: 'Too blurry' })]);
      },
    ));

  it('follows a picture into a section (media.updated)', () =>
    receives(
      'an album owner has moved an approved picture into a section',
      'a media.updated event',
      envelope('media.updated', picture({ sectionId: regex(OBJECT_ID, SECTION_ID), revision: integer(2) })),
      async () => {
        expect(await services.stores.sections.findLive(SECTION_ID)).toMatchObject({ mediaCount: 1 });
        expect((await media())?.sectionId).toBe(SECTION_ID);
      },
    ));

  it('takes a deleted picture away (media.deleted)', () =>
    receives('an album owner has deleted an approved picture', 'a media.deleted event', envelope('media.deleted', picture({})), async () => {
      expect((await album()).counts.media).toBe(0);
      expect((await media())?.deleted).toBe(true);
    }));

  it('shows a new highlight (highlight.added)', () =>
    receives('an album owner has made an approved picture a highlight', 'a highlight.added event', envelope('highlight.added', highlight), async () => {
      expect((await album()).counts.highlights).toBe(1);
    }));

  it("plays an album video from its playback copy once it is ready (media.updated)", () =>
    receives(
      "an album owner's iPhone video in their album has its playback copy ready",
      'a media.updated event',
      envelope(
        'media.updated',
        picture({
          type: 'VIDEO',
          url: like('/api/v1/files/0123456789abcdef0123456789abcdef.mov'),
          width: integer(1280),
          height: integer(720),
          duration: number(2),
          playbackStatus: 'ready',
          playbackUrl: like('/api/v1/files/0123456789abcdef0123456789abcdef-play.mp4'),
          caption: like('At the lake'),
          revision: integer(3),
        }),
      ),
      async () => {
        expect(await media()).toMatchObject({ type: 'VIDEO', playback: { status: 'ready', url: '/api/v1/files/0123456789abcdef0123456789abcdef-play.mp4' } });
        const { recentMedia } = await services.publicReads.profile(ALBUM_ID, { userId: OWNER_ID, role: 'user' });
        expect(recentMedia).toMatchObject([{ id: MEDIA_ID, playbackStatus: 'ready', playbackUrl: expect.stringContaining('-play.mp4') }]);
      },
    ));

  it('shows a highlight with its new caption (highlight.updated)', () =>
    receives(
      "an album owner has changed a highlight's caption",
      'a highlight.updated event',
      envelope('highlight.updated', { ...highlight, caption: like('Sunset at the pier'), revision: integer(2) }),
      async () => {
        expect((await album()).counts.highlights).toBe(1);
        expect(await services.stores.highlights.list(ALBUM_ID, 10)).toMatchObject([{ id: HIGHLIGHT_ID, caption: 'Sunset at the pier', revision: 2 }]);
      },
    ));

  it("shows a highlight's video from its playback copy once it is ready (highlight.updated)", () =>
    receives(
      "an album owner's iPhone video, a highlight of its own, has its playback copy ready",
      'a highlight.updated event',
      envelope('highlight.updated', {
        ...highlight,
        mediaId: null,
        type: 'VIDEO',
        url: like('/api/v1/files/0123456789abcdef0123456789abcdef.mov'),
        playbackStatus: 'ready',
        playbackUrl: like('/api/v1/files/0123456789abcdef0123456789abcdef-play.mp4'),
        caption: like('At the lake'),
        revision: integer(3),
      }),
      async () => {
        expect(await services.stores.highlights.list(ALBUM_ID, 10)).toMatchObject([
          { id: HIGHLIGHT_ID, mediaId: null, playbackStatus: 'ready', playbackUrl: '/api/v1/files/0123456789abcdef0123456789abcdef-play.mp4' },
        ]);
      },
    ));

  it('takes a removed highlight away (highlight.removed)', () =>
    receives('an album owner has removed a highlight', 'a highlight.removed event', envelope('highlight.removed', highlight), async () => {
      expect((await album()).counts.highlights).toBe(0);
      expect(await services.stores.highlights.list(ALBUM_ID, 10)).toEqual([]);
    }));
});
