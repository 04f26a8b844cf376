import { Matchers } from '@pact-foundation/pact';
import { createDispatcher, eventFactory, UserDirectory } from '@abialbum/service-kit';
import { freshDatabase, silentLogger, testFileLinks } from '@abialbum/service-kit/testing';
import { eventEnvelope, messagePact, messageReceiver } from '@abialbum/service-kit/testing-pact';
import { eventHandlers } from '../src/events/consumers';
import { createServices, type AlbumServices } from '../src/services';

const { like, integer, regex, datetime } = Matchers;

const ALBUM_ID = '65f0000000000000000000a1';
const MEDIA_ID = '65f0000000000000000000c1';
const COMMENT_ID = '65f0000000000000000000d1';
const OWNER_ID = '65f000000000000000000001';
const USER_ID = '65f000000000000000000002';
const OBJECT_ID = /^[a-f0-9]{24}$/.source;
const KINDS = /^(heart|laugh|wow|sad|clap|fire)$/.source;

const aComment = (type: 'comment.created' | 'comment.deleted', commentCount: number) =>
  eventEnvelope(
    'svc-media',
    type,
    {
      commentId: regex(OBJECT_ID, COMMENT_ID),
      mediaId: regex(OBJECT_ID, MEDIA_ID),
      albumId: regex(OBJECT_ID, ALBUM_ID),
      authorId: regex(OBJECT_ID, USER_ID),
      text: like('What a light!'),
      createdAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2025-01-15T10:29:00.000Z'),
      commentCount: integer(commentCount),
    },
    '6b4b8a8e-9f1c-4c55-9a6e-1f2d3c4b5a79',
  );

const counts = { heart: integer(1), laugh: integer(0), wow: integer(0), sad: integer(0), clap: integer(0), fire: integer(0) };

/**
 * What svc-albums needs from svc-media's comment and reaction events to count them on the admin's album cards:
 * which comment or user's reaction, on which item of which album, and the reaction's kind and revision. The album is
 * known here as it would be from album.created.
 */
describe('svc-albums consumes comment and reaction events from svc-media', () => {
  const pact = messagePact('svc-albums', 'svc-media');
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let services: AlbumServices;
  let dispatch: ReturnType<typeof createDispatcher>;

  beforeEach(async () => {
    db = await freshDatabase('albums_activity_pact');
    services = await createServices(db.connection, new UserDirectory(db.connection), undefined, undefined, { links: testFileLinks() });
    dispatch = createDispatcher(db.connection, eventHandlers(services), silentLogger());
    const now = new Date();
    await services.stores.albums.model.create({ _id: ALBUM_ID, ownerId: OWNER_ID, ownerKey: OWNER_ID, title: 'Pact Album', createdAt: now, updatedAt: now });
  });
  afterEach(() => db.drop());

  const activity = async () => (await services.stores.albums.findLive(ALBUM_ID))!.activity;
  const receives = messageReceiver(pact, (event) => dispatch(event));

  it('counts a new comment on the album (comment.created), and tells the album owner of it (its author)', () =>
    receives('a user has commented on an approved picture', 'comment.created', aComment('comment.created', 1), async () => {
      expect(await activity()).toEqual({ comments: 1, reactions: 0 });
      const { notifications } = await services.notifications.page(OWNER_ID, 1);
      expect(notifications).toEqual([expect.objectContaining({ kind: 'comment', mediaId: MEDIA_ID, actor: expect.objectContaining({ id: USER_ID }) })]);
    }));

  it('stops counting a deleted comment (comment.deleted)', async () => {
    const made = { commentId: COMMENT_ID, mediaId: MEDIA_ID, albumId: ALBUM_ID, authorId: USER_ID, text: 'What a light!', createdAt: '2025-01-15T10:29:00.000Z', commentCount: 1 };
    await dispatch(eventFactory('svc-media')('comment.created', made));
    expect(await activity()).toEqual({ comments: 1, reactions: 0 });
    await receives('a user has deleted their comment on an approved picture', 'comment.deleted', aComment('comment.deleted', 0), async () => {
      expect(await activity()).toEqual({ comments: 0, reactions: 0 });
    });
  });

  it('counts a reaction on the album (reaction.changed)', () =>
    receives(
      'a user has reacted to an approved picture',
      'reaction.changed',
      eventEnvelope(
        'svc-media',
        'reaction.changed',
        {
          mediaId: regex(OBJECT_ID, MEDIA_ID),
          albumId: regex(OBJECT_ID, ALBUM_ID),
          userId: regex(OBJECT_ID, USER_ID),
          kind: regex(KINDS, 'heart'),
          previous: null,
          revision: integer(1),
          counts,
        },
        '7c4b8a8e-9f1c-4c55-9a6e-1f2d3c4b5a7a',
      ),
      async () => expect(await activity()).toEqual({ comments: 0, reactions: 1 }),
    ));
});
