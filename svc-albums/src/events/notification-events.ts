import type { CommentEventData, EventEnvelope, JoinRequestEventData, MediaEventData, MemberEventData } from '@abialbum/contracts';
import type { Notifications } from '../domain/notifications';
import type { AlbumMediaStore } from '../store/album-media.store';
import type { StoredAlbum } from '../store/album.store';
import type { ItemCommenterStore } from '../store/item-commenter.store';

export interface NotificationEventDeps {
  notifications: Notifications;
  /**
   * The album as read a moment ago (Following.recently: forgotten at once by a change here, within about a second by
   * one of another instance): an album changed in that second may be told of as it was just before.
   */
  albumOf: (albumId: string) => Promise<StoredAlbum | null>;
  media: AlbumMediaStore;
  commenters: ItemCommenterStore;
}

type Envelope<T> = Pick<EventEnvelope<T>, 'id' | 'data'>;

/**
 * Who is told what, from the events svc-albums hears (its own join requests and follows through its outbox, svc-media's
 * media and comments). Each happening is keyed by its event's id: a redelivered event tells nobody again.
 */
export function notificationHandlers(deps: NotificationEventDeps) {
  const { notifications, albumOf, media, commenters } = deps;
  // The album read once per event: its owner is who is told, and `tell` takes it as read (no second read).

  return {
    joinRequested: async ({ id, data }: Envelope<JoinRequestEventData>) => {
      const album = await albumOf(data.albumId);
      if (album) await notifications.tell({ userId: album.ownerId, kind: 'join-request', albumId: data.albumId, actorId: data.userId, source: id, album });
    },
    joinRejected: async ({ id, data }: Envelope<JoinRequestEventData>) => {
      await notifications.tell({ userId: data.userId, kind: 'join-rejected', albumId: data.albumId, reason: data.rejectionReason, source: id });
    },
    memberApproved: async ({ id, data }: Envelope<MemberEventData>) => {
      await notifications.tell({ userId: data.userId, kind: 'join-approved', albumId: data.albumId, source: id });
    },
    followed: async ({ id, data }: Envelope<{ albumId: string; userId: string }>) => {
      const album = await albumOf(data.albumId);
      if (album) await notifications.tell({ userId: album.ownerId, kind: 'follower', albumId: data.albumId, actorId: data.userId, source: id, album });
    },
    /** media.uploaded (a member's upload waits for the owner), media.approved and media.rejected (its uploader is told). */
    media: async ({ id, data }: Envelope<MediaEventData>, type: 'uploaded' | 'approved' | 'rejected') => {
      const albumId = data.albumId.toLowerCase();
      const album = await albumOf(albumId);
      const owner = album?.ownerId;
      if (!album || !owner || data.uploaderId === owner) return;
      const item = { albumId, mediaId: data.mediaId.toLowerCase(), mediaType: data.type, source: id, album };
      if (type === 'uploaded') {
        if (data.status === 'pending') await notifications.tell({ ...item, userId: owner, kind: 'pending-upload', actorId: data.uploaderId });
      } else if (type === 'approved') {
        await notifications.tell({ ...item, userId: data.uploaderId, kind: 'media-approved' });
      } else {
        await notifications.tell({ ...item, userId: data.uploaderId, kind: 'media-rejected', reason: data.rejectionReason });
      }
    },
    /** The album's owner and the item's earlier commenters (not the author) are told; then the author is one of those. */
    commentCreated: async ({ id, data }: Envelope<CommentEventData>) => {
      const albumId = data.albumId.toLowerCase();
      const mediaId = data.mediaId.toLowerCase();
      const album = await albumOf(albumId);
      const owner = album?.ownerId;
      if (!album || !owner) return;
      const mediaType = (await media.get(mediaId))?.type ?? null;
      const item = { albumId, mediaId, mediaType, actorId: data.authorId, source: id, album };
      await notifications.tell({ ...item, userId: owner, kind: 'comment' });
      for (const userId of await commenters.commenters(mediaId)) {
        if (userId !== owner && userId !== data.authorId) await notifications.tell({ ...item, userId, kind: 'reply' });
      }
      await commenters.added(mediaId, data.authorId, data.commentId.toLowerCase());
    },
    commentDeleted: async ({ data }: Envelope<CommentEventData>) => {
      await commenters.removed(data.mediaId.toLowerCase(), data.authorId, data.commentId.toLowerCase());
    },
    mediaDeleted: async ({ data }: Envelope<MediaEventData>) => {
      await commenters.forget(data.mediaId.toLowerCase());
    },
  };
}

export type NotificationHandlers = ReturnType<typeof notificationHandlers>;
