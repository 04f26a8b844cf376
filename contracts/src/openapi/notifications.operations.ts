import { notificationPageQuerySchema, notificationPageSchema, notificationReadSchema, unreadCountSchema } from '../http/notification.schemas';
import { type ApiOperation, shapes } from './operation';
import { API } from './paths';
import { ok } from './responses';

/** svc-albums' notifications of the signed-in user (notification.routes.ts, issue 13). */
export const notificationOperations: ApiOperation[] = [
  {
    method: 'get',
    path: `${API}/notifications`,
    summary: 'My notifications',
    description: 'Newest first, 20 a page, with the unread count. Kept 90 days. Each has its sentence (`text`) and where it happened (`link`).',
    tag: 'Notifications',
    access: 'user',
    query: notificationPageQuerySchema,
    success: ok('A page of notifications.', notificationPageSchema),
    errors: [400],
  },
  {
    method: 'get',
    path: `${API}/notifications/unread-count`,
    summary: 'How many of my notifications are unread',
    tag: 'Notifications',
    access: 'user',
    success: ok('The count.', unreadCountSchema),
    errors: [],
  },
  {
    method: 'patch',
    path: `${API}/notifications/{id}/read`,
    summary: 'Mark a notification read',
    tag: 'Notifications',
    access: 'user',
    params: { id: 'The notification id.' },
    success: ok('The notification, read, and the unread count after.', notificationReadSchema),
    errors: [404],
  },
  {
    method: 'patch',
    path: `${API}/notifications/read-all`,
    summary: 'Mark all my notifications read',
    tag: 'Notifications',
    access: 'user',
    success: ok('The unread count after (0).', unreadCountSchema),
    errors: [],
  },
  {
    method: 'get',
    path: `${API}/notifications/stream`,
    summary: 'My notifications, live (Server-Sent Events)',
    description:
      'One stream per signed-in tab, with `Accept: text/event-stream` (406 otherwise) and the access token in the Authorization header. ' +
      'Events: `unread` (data `{unread}`, at the start and when it changes) and `notification` (id: the notification\'s `seq`; data ' +
      '`{notification, unread}`); a comment line every 20 s. A reconnect with `Last-Event-ID` first gets what it missed.',
    tag: 'Notifications',
    access: 'user',
    headers: { 'Last-Event-ID': { description: 'The id of the last event received (a reconnect).' } },
    success: { status: 200, description: 'The event stream.', raw: { contentType: 'text/event-stream', schema: shapes.string('Server-Sent Events.') } },
    errors: [406],
  },
];
