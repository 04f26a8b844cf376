import { z } from 'zod';
import { paginationSchema } from './envelope';
import { MEDIA_TYPES } from './media.schemas';

/**
 * Notifications (issue 13, svc-albums): what a signed-in user is told. An owner: a join request, a pending upload,
 * a follower, a comment on their album's media. A requester: their join request approved or rejected. An uploader:
 * their media approved or rejected. A commenter: another comment on an item they commented on (`reply`).
 */
export const NOTIFICATION_KINDS = [
  'join-request',
  'pending-upload',
  'follower',
  'comment',
  'reply',
  'join-approved',
  'join-rejected',
  'media-approved',
  'media-rejected',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATIONS_PAGE = 20;
/** How long a notification is kept. */
export const NOTIFICATION_RETENTION_DAYS = 90;
/** The stream's heart-beat (a comment line), so that no proxy on the way takes it for idle. */
export const NOTIFICATION_HEARTBEAT_MS = 20_000;

export const notificationMessages = {
  notFound: 'Notification not found',
  markedRead: 'Notification marked as read',
  allRead: 'All notifications marked as read',
  streamOnly: 'This is an event stream: ask for it with Accept: text/event-stream',
} as const;

/** `GET notifications?page=N`: newest first, 20 a page. */
export const notificationPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1).describe('The page (20 notifications each, newest first).'),
});

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The sentence in English, made by the server ("12 new followers of Lisbon Light"). */
  text: z.string(),
  /**
   * What the sentence is made of, so that a front end writes it in the reader's language (web-kit's
   * notificationText): the album's title ('' when unknown) and the media item's type. Absent from a server older
   * than issue 27, whose `text` is shown then.
   */
  albumTitle: z.string().optional(),
  mediaType: z.enum(MEDIA_TYPES).nullable().optional(),
  /** Where it happened: a path of the app (`/abialbum/...`). */
  link: z.string(),
  /** How many happenings it stands for (a group: 12 followers). */
  count: z.number().int().min(1),
  read: z.boolean(),
  albumId: z.string(),
  mediaId: z.string().nullable(),
  /** Who did it (the latest of a group); null for a decision by an album's owner shown to its requester or uploader. */
  actor: z.object({ id: z.string(), name: z.string(), profileImage: z.string().nullable() }).nullable(),
  /** A rejection's reason, when one was given. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Its place in the user's list: grows with every change; the stream's event id. */
  seq: z.number().int().min(0),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int().min(0),
  pagination: paginationSchema,
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationReadSchema = z.object({ notification: notificationSchema, unread: z.number().int().min(0) });
export type NotificationRead = z.infer<typeof notificationReadSchema>;

/**
 * The stream (`GET notifications/stream`, text/event-stream): `notification` events (id: the notification's
 * `seq`; data: the notification and the unread count after it) and `unread` events (data: the count, when it
 * changed without a new notification: read in another tab). A reconnect with `Last-Event-ID` gets what it missed.
 */
export const NOTIFICATION_STREAM_EVENTS = { notification: 'notification', unread: 'unread' } as const;
export const notificationStreamEventSchema = z.object({ notification: notificationSchema, unread: z.number().int().min(0) });
export type NotificationStreamEvent = z.infer<typeof notificationStreamEventSchema>;
