import { Matchers } from '@pact-foundation/pact';
import type { MediaEventData } from '@abialbum/contracts';
import { eventEnvelope, messagePact, messageReceiver } from '@abialbum/service-kit/testing-pact';
import { aContentConsumer, type ContentConsumer } from './support/pact-consumer';

const { like, integer, regex, datetime } = Matchers;

const ALBUM_ID = '65f0000000000000000000a1';
const MEDIA_ID = '65f0000000000000000000c1';
const OWNER_ID = '65f000000000000000000001';
const MEMBER_ID = '65f000000000000000000002';
const SECTION_ID = '65f0000000000000000000b1';
const OBJECT_ID = /^[a-f0-9]{24}$/.source;

type MediaEventType = 'media.uploaded' | 'media.approved' | 'media.rejected' | 'media.updated' | 'media.deleted';

/** A picture as svc-media tells it; the statistics count approved media by id, whatever else it carries. */
const picture = (type: MediaEventType, over: Record<string, unknown> = {}) =>
  eventEnvelope(
    'svc-media',
    type,
    {
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
      caption: like('Sunset'),
      status: 'approved',
      rejectionReason: null,
      createdAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2025-01-15T10:29:00.000Z'),
      revision: integer(1),
      ...over,
    },
    '5a4b8a8e-9f1c-4c55-9a6e-1f2d3c4b5a76',
  );

/** The same picture as it was before the message under test. */
const known = (over: Partial<MediaEventData>): MediaEventData => ({
  mediaId: MEDIA_ID,
  albumId: ALBUM_ID,
  sectionId: null,
  uploaderId: OWNER_ID,
  type: 'IMAGE',
  url: '/api/v1/files/0123456789abcdef0123456789abcdef.jpg',
  thumbnailUrl: null,
  displayUrl: null,
  placeholder: null,
  width: null,
  height: null,
  duration: null,
  caption: '',
  status: 'approved',
  rejectionReason: null,
  createdAt: '2025-01-15T10:29:00.000Z',
  revision: 1,
  ...over,
});

describe('svc-content consumes media events from svc-media', () => {
  const pact = messagePact('svc-content', 'svc-media');
  let consumer: ContentConsumer;

  beforeEach(async () => {
    consumer = await aContentConsumer('content_media_pact');
  });
  afterEach(() => consumer.close());

  const totalMedia = async () => (await consumer.publicStats()).totalMedia;
  const aPendingPicture = () => consumer.given('svc-media', 'media.uploaded', known({ uploaderId: MEMBER_ID, status: 'pending' }));

  const receives = messageReceiver<MediaEventType>(pact, (event) => consumer.dispatch(event));

  it("counts the owner's own upload at once (media.uploaded, approved)", () =>
    receives('an album owner has uploaded a picture to their album', 'media.uploaded', picture('media.uploaded'), async () => {
      expect(await totalMedia()).toBe(1);
      expect((await consumer.adminStats()).totalMedia).toBe(1);
    }));

  it("counts a member's upload once the owner approves it (media.approved)", async () => {
    await aPendingPicture();
    expect(await totalMedia()).toBe(0);
    await receives(
      "an album owner has approved a member's pending picture",
      'media.approved',
      picture('media.approved', { uploaderId: like(MEMBER_ID), revision: integer(2) }),
      async () => expect(await totalMedia()).toBe(1),
    );
  });

  it('never counts a rejected upload (media.rejected)', async () => {
    await aPendingPicture();
    await receives(
      "an album owner has rejected a member's pending picture with a reason",
      'media.rejected',
      picture('media.rejected', { uploaderId: like(MEMBER_ID), status: 'rejected', rejectionReason: like('Too blurry'), revision: integer(2) }),
      async () => {
        expect(await totalMedia()).toBe(0);
        expect(await consumer.services.stores.stats.media.findById(MEDIA_ID).lean()).toMatchObject({ status: 'rejected', revision: 2 });
      },
    );
  });

  it('counts a picture moved into a section once (media.updated)', async () => {
    await consumer.given('svc-media', 'media.uploaded', known({}));
    await receives(
      'an album owner has moved an approved picture into a section',
      'media.updated',
      picture('media.updated', { sectionId: regex(OBJECT_ID, SECTION_ID), revision: integer(2) }),
      async () => {
        expect(await totalMedia()).toBe(1);
        expect(await consumer.services.stores.stats.media.findById(MEDIA_ID).lean()).toMatchObject({ status: 'approved', revision: 2 });
      },
    );
  });

  it('stops counting a deleted picture (media.deleted)', async () => {
    await consumer.given('svc-media', 'media.uploaded', known({}));
    expect(await totalMedia()).toBe(1);
    await receives('an album owner has deleted an approved picture', 'media.deleted', picture('media.deleted'), async () => {
      expect(await totalMedia()).toBe(0);
    });
  });
});
