import { Matchers } from '@pact-foundation/pact';
import { eventEnvelope, messagePact, messageReceiver } from '@abialbum/service-kit/testing-pact';
import { aContentConsumer, type ContentConsumer } from './support/pact-consumer';

const { like, integer, regex, datetime } = Matchers;

const OBJECT_ID = /^[a-f0-9]{24}$/.source;
const MEDIA_ID = '65f0000000000000000000c1';
const ALBUM_ID = '65f0000000000000000000a1';
const USER_ID = '65f000000000000000000002';
const KINDS = /^(heart|laugh|wow|sad|clap|fire)$/.source;

const aComment = (type: 'comment.created' | 'comment.deleted', commentCount: number) =>
  eventEnvelope(
    'svc-media',
    type,
    {
      commentId: regex(OBJECT_ID, '65f0000000000000000000d1'),
      mediaId: regex(OBJECT_ID, MEDIA_ID),
      albumId: regex(OBJECT_ID, ALBUM_ID),
      authorId: regex(OBJECT_ID, USER_ID),
      text: like('What a light!'),
      createdAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2025-01-15T10:29:00.000Z'),
      commentCount: integer(commentCount),
    },
    '6b4b8a8e-9f1c-4c55-9a6e-1f2d3c4b5a77',
  );

const counts = { heart: integer(1), laugh: integer(0), wow: integer(0), sad: integer(0), clap: integer(0), fire: integer(0) };

describe('svc-content consumes comment and reaction events from svc-media', () => {
  const pact = messagePact('svc-content', 'svc-media');
  let consumer: ContentConsumer;

  beforeEach(async () => {
    consumer = await aContentConsumer('content_activity_pact');
  });
  afterEach(() => consumer.close());

  const totals = async () => {
    const stats = await consumer.adminStats();
    return { comments: stats.totalComments, reactions: stats.totalReactions };
  };
  const receives = messageReceiver(pact, (event) => consumer.dispatch(event));

  it('counts a new comment (comment.created)', () =>
    receives('a user has commented on an approved picture', 'comment.created', aComment('comment.created', 1), async () => {
      expect(await totals()).toEqual({ comments: 1, reactions: 0 });
    }));

  it('stops counting a deleted comment (comment.deleted)', async () => {
    const made = { commentId: '65f0000000000000000000d1', mediaId: MEDIA_ID, albumId: ALBUM_ID, authorId: USER_ID, text: 'What a light!' };
    await consumer.given('svc-media', 'comment.created', { ...made, createdAt: '2025-01-15T10:29:00.000Z', commentCount: 1 });
    expect(await totals()).toEqual({ comments: 1, reactions: 0 });
    await receives('a user has deleted their comment on an approved picture', 'comment.deleted', aComment('comment.deleted', 0), async () => {
      expect(await totals()).toEqual({ comments: 0, reactions: 0 });
    });
  });

  it('counts a reaction (reaction.changed)', () =>
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
        '7c4b8a8e-9f1c-4c55-9a6e-1f2d3c4b5a78',
      ),
      async () => expect(await totals()).toEqual({ comments: 0, reactions: 1 }),
    ));
});
