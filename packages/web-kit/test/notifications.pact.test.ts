import { MatchersV3 } from '@pact-foundation/pact';
import { notificationsClient } from '../src/entries/notifications';
import { NOTIFICATION_STATES as STATES, envelope } from './support/albums-pact';
import { paginationTemplate } from './support/media-pact';
import { JSON_HEADERS, settled, userBearer, webPact, clearSessions, useMockServer } from './support/web-pact';

const { like, string, integer, boolean, eachLike, fromProviderState, regex } = MatchersV3;

/**
 * Consumer: the shell's bell and the notifications page (web-kit `notificationsClient`). Provider: svc-albums.
 * Calls are made as user demo, who has an unread notification: ana follows demo's album. The live stream (Server-Sent
 * Events) is not an HTTP pact: svc-albums' service tests cover it.
 */
const pact = webPact('svc-albums');
const NOTIFICATION_ID = '65f0000000000000000000f1';
const ALBUM_ID = '65f0000000000000000000a1';
const readPath = fromProviderState(
  '/api/v1/abialbum/notifications/${notificationId}/read',
  `/api/v1/abialbum/notifications/${NOTIFICATION_ID}/read`,
);

const notificationTemplate = (read: boolean) => ({
  id: string(NOTIFICATION_ID),
  kind: regex('^(join-request|pending-upload|follower|comment|reply|join-approved|join-rejected|media-approved|media-rejected)$', 'follower'),
  text: like('Ana Silva started following Demo Album'),
  link: regex('^/abialbum/.+$', `/abialbum/profile/${ALBUM_ID}`),
  count: integer(1),
  read: boolean(read),
  albumId: string(ALBUM_ID),
  createdAt: string('2025-01-01T00:00:00.000Z'),
  updatedAt: string('2025-01-01T00:00:00.000Z'),
  seq: integer(0),
});

beforeEach(clearSessions);

describe('notifications client against svc-albums', () => {
  it('reads my newest notifications with the unread count', () =>
    pact
      .addInteraction()
      .given(STATES.followed)
      .uponReceiving('a request for the first page of my notifications')
      .withRequest('GET', '/api/v1/abialbum/notifications', (b) => b.headers(userBearer).query({ page: '1' }))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ notifications: eachLike(notificationTemplate(false)), unread: integer(1), pagination: paginationTemplate() })),
      )
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'user');
        const { data } = await notificationsClient.list(1);
        expect([data.unread, data.notifications[0]?.text, data.notifications[0]?.link]).toEqual([1, 'Ana Silva started following Demo Album', `/abialbum/profile/${ALBUM_ID}`]);
      })));

  it('reads how many of my notifications are unread', () =>
    pact
      .addInteraction()
      .given(STATES.followed)
      .uponReceiving('a request for my unread notification count')
      .withRequest('GET', '/api/v1/abialbum/notifications/unread-count', (b) => b.headers(userBearer))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ unread: integer(1) })))
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'user');
        expect((await notificationsClient.unreadCount()).data.unread).toBe(1);
      })));

  it('marks one of my notifications read', () =>
    pact
      .addInteraction()
      .given(STATES.followed)
      .uponReceiving('a request to mark my notification read')
      .withRequest('PATCH', readPath, (b) => b.headers(userBearer))
      .willRespondWith(200, (b) =>
        b.headers(JSON_HEADERS).jsonBody(envelope({ notification: notificationTemplate(true), unread: integer(0) }, 'Notification marked as read')),
      )
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'user');
        const { data, message } = await notificationsClient.markRead(NOTIFICATION_ID);
        expect([message, data.notification.read, data.unread]).toEqual(['Notification marked as read', true, 0]);
      })));

  it('marks all my notifications read', () =>
    pact
      .addInteraction()
      .given(STATES.followed)
      .uponReceiving('a request to mark all my notifications read')
      .withRequest('PATCH', '/api/v1/abialbum/notifications/read-all', (b) => b.headers(userBearer))
      .willRespondWith(200, (b) => b.headers(JSON_HEADERS).jsonBody(envelope({ unread: integer(0) }, 'All notifications marked as read')))
      .executeTest(settled(async (mock) => {
        useMockServer(mock.url, 'user');
        const { data, message } = await notificationsClient.markAllRead();
        expect([message, data.unread]).toEqual(['All notifications marked as read', 0]);
      })));
});
