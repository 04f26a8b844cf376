import { MatchersV3 } from '@pact-foundation/pact';
import { activityClient } from '../src/entries/clients';
import { IDS, MEDIA_STATES as STATES, envelope, paginationTemplate } from './support/media-pact';
import { JSON_HEADERS, settled, userBearer, webPact, clearSessions, useMockServer } from './support/web-pact';

const { like, string, integer, eachLike, fromProviderState, regex, nullValue } = MatchersV3;

/**
 * Consumer: the viewer's activity panel (web-kit `activityClient`). Provider: svc-media. Calls are made as user
 * demo; the media and comment ids come from the provider states.
 */
const pact = webPact('svc-media');
const authJson = { ...userBearer, ...JSON_HEADERS };
const COMMENT_ID = '65f0000000000000000000e1';
const mediaPath = (suffix: string) =>
  fromProviderState(`/api/v1/abialbum/albums/media/\${mediaId}${suffix}`, `/api/v1/abialbum/albums/media/${IDS.media}${suffix}`);
const commentPath = fromProviderState('/api/v1/abialbum/albums/media/comments/${commentId}', `/api/v1/abialbum/albums/media/comments/${COMMENT_ID}`);
const kind = (example: string) => regex('^(heart|laugh|wow|sad|clap|fire)$', example);
const albumCommentsPath = fromProviderState(
  '/api/v1/abialbum/albums/${albumId}/media/comments',
  `/api/v1/abialbum/albums/${IDS.album}/media/comments`,
);

const commentTemplate = (text: string, authorId: string, name: string) => ({
  id: string(COMMENT_ID),
  mediaId: string(IDS.media),
  text: like(text),
  author: { id: string(authorId), name: string(name) },
  createdAt: string('2025-01-01T00:00:00.000Z'),
});
const countsTemplate = (heart: number) => ({
  heart: integer(heart),
  laugh: integer(0),
  wow: integer(0),
  sad: integer(0),
  clap: integer(0),
  fire: integer(0),
});

beforeEach(clearSessions);

describe('activity client against svc-media: comments and reactions', () => {
  it("reads an item's comments, oldest first", () =>
    pact
      .addInteraction()
      .given(STATES.anaComment)
      .uponReceiving("a request for the first page of an item's comments")
      .withRequest('GET', mediaPath('/comments'), (b) => b.headers(userBearer).query({ page: '1' }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ comments: eachLike(commentTemplate('What a light!', IDS.ana, 'Ana Silva')), pagination: paginationTemplate() })),
      )
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'user');
        const result = await activityClient.comments(IDS.media, 1);
        expect(result.data.comments[0]?.author.name).toBe('Ana Silva');
        expect(result.data.pagination.currentPage).toBe(1);
      })));

  it("reads the latest comments on my album, newest first, each with its media item (the Activity tab)", () =>
    pact
      .addInteraction()
      .given(STATES.anaComment)
      .uponReceiving("a request for the first page of an album's latest comments by its owner")
      .withRequest('GET', albumCommentsPath, (b) => b.headers(userBearer).query({ page: '1' }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(
          envelope({
            comments: eachLike({
              ...commentTemplate('What a light!', IDS.ana, 'Ana Silva'),
              media: { id: string(IDS.media), type: regex('^(IMAGE|VIDEO|OTHER)$', 'IMAGE'), url: string('/api/v1/files/photo.png'), caption: string('') },
            }),
            pagination: paginationTemplate(),
          }),
        ),
      )
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'user');
        const result = await activityClient.albumComments(IDS.album, 1);
        expect([result.data.comments[0]?.author.name, result.data.comments[0]?.media?.id]).toEqual(['Ana Silva', IDS.media]);
        expect(result.data.pagination.currentPage).toBe(1);
      })));

  it('comments on an item', () =>
    pact
      .addInteraction()
      .given(STATES.approvedMedia)
      .uponReceiving('a new comment on an approved picture')
      .withRequest('POST', mediaPath('/comments'), (b) => b.headers(authJson).jsonBody({ text: 'Lovely light' }))
      .willRespondWith(201, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ comment: { ...commentTemplate('Lovely light', IDS.demo, 'Demo User'), editedAt: nullValue() } }, 'Comment added')),
      )
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'user');
        const result = await activityClient.addComment(IDS.media, 'Lovely light');
        expect([result.message, result.data.comment.text, result.data.comment.editedAt]).toEqual(['Comment added', 'Lovely light', null]);
      })));

  it('edits my comment', () =>
    pact
      .addInteraction()
      .given(STATES.demoComment)
      .uponReceiving('a change of my comment')
      .withRequest('PUT', commentPath, (b) => b.headers(authJson).jsonBody({ text: 'Lovely light, again' }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ comment: { ...commentTemplate('Lovely light, again', IDS.demo, 'Demo User'), editedAt: string('2025-01-01T00:05:00.000Z') } }, 'Comment updated')),
      )
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'user');
        const result = await activityClient.editComment(COMMENT_ID, 'Lovely light, again');
        expect(result.data.comment.editedAt).not.toBeNull();
      })));

  it('deletes my comment', () =>
    pact
      .addInteraction()
      .given(STATES.demoComment)
      .uponReceiving('a deletion of my comment')
      .withRequest('DELETE', commentPath, (b) => b.headers(userBearer))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody({ success: true, data: null, message: 'Comment deleted' }))
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'user');
        expect((await activityClient.deleteComment(COMMENT_ID)).message).toBe('Comment deleted');
      })));

  it("reads an item's reactions", () =>
    pact
      .addInteraction()
      .given(STATES.approvedMedia)
      .uponReceiving("a request for an item's reactions")
      .withRequest('GET', mediaPath('/reactions'), (b) => b.headers(userBearer))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ counts: countsTemplate(0), mine: nullValue(), commentCount: integer(0) })))
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'user');
        const result = await activityClient.reactions(IDS.media);
        expect([result.data.counts.heart, result.data.mine]).toEqual([0, null]);
      })));

  it('reacts to an item', () =>
    pact
      .addInteraction()
      .given(STATES.approvedMedia)
      .uponReceiving('a heart for an approved picture')
      .withRequest('PUT', mediaPath('/reaction'), (b) => b.headers(authJson).jsonBody({ kind: 'heart' }))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ counts: countsTemplate(1), mine: kind('heart'), commentCount: integer(0) })))
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'user');
        const result = await activityClient.react(IDS.media, 'heart');
        expect([result.data.counts.heart, result.data.mine]).toEqual([1, 'heart']);
      })));
});
