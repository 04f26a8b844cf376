import type { MediaType, Notification } from '@abialbum/contracts';
import { i18n } from '@abialbum/web-kit';
import './i18n/notification-messages';

// Every key written out whole (the catalogue check sees each used): one sentence per kind, one for a group of them
// (counted with the language's plural forms), and per media type where the words agree with it ('Your photo ... was
// approved': its gender in French, Italian...).
const SINGLE = {
  'join-request': 'notification.joinRequest',
  'pending-upload': 'notification.pendingUpload',
  follower: 'notification.follower',
  comment: 'notification.comment',
  reply: 'notification.reply',
  'join-approved': 'notification.joinApproved',
  'join-rejected': 'notification.joinRejected',
} as const;
const GROUP = {
  'join-request': 'notification.joinRequests',
  'pending-upload': 'notification.pendingUploads',
  follower: 'notification.followers',
  comment: 'notification.comments',
  reply: 'notification.replies',
  'media-approved': 'notification.mediaApprovedMany',
  'media-rejected': 'notification.mediaRejectedMany',
} as const;
const DECIDED: Record<'media-approved' | 'media-rejected', Record<MediaType, string>> = {
  'media-approved': { IMAGE: 'notification.mediaApproved_photo', VIDEO: 'notification.mediaApproved_video', OTHER: 'notification.mediaApproved_item' },
  'media-rejected': { IMAGE: 'notification.mediaRejected_photo', VIDEO: 'notification.mediaRejected_video', OTHER: 'notification.mediaRejected_item' },
};
const A_THING: Record<MediaType, string> = { IMAGE: 'notification.aPhoto', VIDEO: 'notification.aVideo', OTHER: 'notification.anItem' };

/**
 * A notification's sentence in the page's language, from what it is made of (kind, count, who, album, media type,
 * reason); the server's English `text` when it sent none of that (a server older than issue 27).
 */
export function notificationText(n: Notification): string {
  if (n.albumTitle === undefined) return n.text;
  const t = (key: string, values: Record<string, unknown> = {}) => i18n.t(key, { ns: 'notifications', ...values });
  const type: MediaType = n.mediaType ?? 'OTHER';
  const values = {
    count: n.count,
    who: n.actor?.name || t('notification.someone'),
    album: n.albumTitle || t('notification.yourAlbum'),
    thing: t(A_THING[type]),
  };
  const kind = n.kind;
  const text =
    n.count > 1 && kind in GROUP
      ? t(GROUP[kind as keyof typeof GROUP], values)
      : kind === 'media-approved' || kind === 'media-rejected'
        ? t(DECIDED[kind][type], values)
        : t(SINGLE[kind], values);
  const withReason = (kind === 'join-rejected' || kind === 'media-rejected') && n.reason;
  return withReason ? t('notification.withReason', { text, reason: n.reason }) : text;
}
