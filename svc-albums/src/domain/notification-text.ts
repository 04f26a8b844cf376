import { MEDIA_TYPES, type MediaType, type Notification, type NotificationKind } from '@abialbum/contracts';
import type { StoredNotification } from '../store/notification.store';

/** The one place a notification's sentence and link are made (the front ends show them as they are). */

const APP = '/abialbum';

const thing = (mediaType: string | null) => (mediaType === 'VIDEO' ? 'video' : mediaType === 'IMAGE' ? 'photo' : 'item');
const aThing = (mediaType: string | null) => (mediaType === 'VIDEO' ? 'a video' : mediaType === 'IMAGE' ? 'a photo' : 'an item');

const quoted = (reason: string | null) => (reason ? `: “${reason}”` : '');

export function notificationText(n: Pick<StoredNotification, 'kind' | 'count' | 'albumTitle' | 'actorName' | 'mediaType' | 'reason'>): string {
  const album = n.albumTitle || 'your album';
  const who = n.actorName || 'Someone';
  const many = n.count > 1;
  const sentences: Record<NotificationKind, () => string> = {
    'join-request': () => (many ? `${n.count} new requests to join ${album}` : `${who} asked to join ${album}`),
    'pending-upload': () =>
      many ? `${n.count} new uploads to ${album} wait for your approval` : `${who} uploaded ${aThing(n.mediaType)} to ${album}: it waits for your approval`,
    follower: () => (many ? `${n.count} new followers of ${album}` : `${who} started following ${album}`),
    comment: () => (many ? `${n.count} new comments on ${aThing(n.mediaType)} in ${album}` : `${who} commented on ${aThing(n.mediaType)} in ${album}`),
    reply: () =>
      many
        ? `${n.count} new comments on ${aThing(n.mediaType)} you commented on in ${album}`
        : `${who} also commented on ${aThing(n.mediaType)} you commented on in ${album}`,
    'join-approved': () => `Your request to join ${album} was approved`,
    'join-rejected': () => `Your request to join ${album} was declined${quoted(n.reason)}`,
    'media-approved': () => (many ? `${n.count} of your uploads to ${album} were approved` : `Your ${thing(n.mediaType)} in ${album} was approved`),
    'media-rejected': () =>
      many ? `${n.count} of your uploads to ${album} were rejected${quoted(n.reason)}` : `Your ${thing(n.mediaType)} in ${album} was rejected${quoted(n.reason)}`,
  };
  return sentences[n.kind]();
}

/** Where it happened: the album manager's tabs, the public album page, or the media item in its album. */
export function notificationLink(n: Pick<StoredNotification, 'kind' | 'albumId' | 'mediaId'>): string {
  const item = n.mediaId ? `${APP}/albums/${n.albumId}?media=${n.mediaId}` : `${APP}/albums/${n.albumId}`;
  const links: Record<NotificationKind, string> = {
    'join-request': `${APP}/owner?tab=requests`,
    'pending-upload': `${APP}/owner?tab=pending`,
    follower: `${APP}/profile/${n.albumId}`,
    comment: item,
    reply: item,
    'join-approved': `${APP}/profile/${n.albumId}`,
    'join-rejected': `${APP}/profile/${n.albumId}`,
    'media-approved': item,
    'media-rejected': `${APP}/profile/${n.albumId}`,
  };
  return links[n.kind];
}

export function notificationView(n: StoredNotification): Notification {
  return {
    id: n._id,
    kind: n.kind,
    text: notificationText(n),
    albumTitle: n.albumTitle,
    mediaType: MEDIA_TYPES.includes(n.mediaType as MediaType) ? (n.mediaType as MediaType) : null,
    link: notificationLink(n),
    count: n.count,
    read: n.read,
    albumId: n.albumId,
    mediaId: n.mediaId,
    actor: n.actorId ? { id: n.actorId, name: n.actorName ?? '', profileImage: n.actorImage } : null,
    reason: n.reason,
    createdAt: new Date(n.createdAt).toISOString(),
    updatedAt: new Date(n.updatedAt).toISOString(),
    seq: n.seq,
  };
}
