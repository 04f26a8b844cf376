import { consumeEvents, type EventBus, type HandlerMap, type Logger } from '@abialbum/service-kit';
import type { HighlightEventData, MediaEventData, UserSnapshot } from '@abialbum/contracts';
import type { Connection } from 'mongoose';
import type { AlbumActivity } from '../domain/album-activity';
import type { AlbumMedia } from '../domain/album-media';
import type { Owners } from '../domain/owners';
import type { NotificationHandlers } from './notification-events';

export const QUEUE = 'svc-albums';

export interface ConsumerDeps {
  owners: Owners;
  albumMedia: AlbumMedia;
  albumActivity: AlbumActivity;
  /** Who is told what (notifications); absent where only the read models are wanted (the repair from identity). */
  notify?: NotificationHandlers;
}

/**
 * Every event this service consumes. `user.*` keeps the owners read model (the user directory, and the
 * owner copy on their albums: name for search, image, place, blocked); `media.*` and `highlight.*` keep the
 * read model of approved media (recent media, highlights, counts, cover, section thumbnails), where
 * `user.blocked` and `user.unblocked` also hide or show again the user's uploads. `comment.*` and
 * `reaction.changed` keep each album's comment and reaction counters (the admin's album cards), which a deleted
 * media item's comments and reactions leave. With `notify`, the users concerned are told (notifications): of join
 * requests, follows, pending and decided uploads, and comments.
 */
export function eventHandlers(deps: ConsumerDeps): HandlerMap {
  const apply = async (event: { data: UserSnapshot }) => deps.owners.apply(event.data);
  const { albumMedia, albumActivity, notify } = deps;
  const mediaChanged = async (event: { data: MediaEventData }, deleted = false) => {
    await albumMedia.mediaChanged(event.data, deleted);
    if (deleted) await albumActivity.mediaDeleted(event.data.albumId, event.data.mediaId);
  };
  const highlightChanged = async (event: { data: HighlightEventData }, removed = false) => {
    await albumMedia.highlightChanged(event.data, removed);
  };
  const blockedChanged = async (event: { data: UserSnapshot }) => {
    await apply(event);
    await albumMedia.uploaderChanged(event.data.userId);
  };
  return {
    'user.registered': apply,
    'user.updated': apply,
    'user.blocked': blockedChanged,
    'user.unblocked': blockedChanged,
    'user.album-modal-toggled': apply,
    'media.uploaded': async (event) => {
      await mediaChanged(event);
      await notify?.media(event, 'uploaded');
    },
    'media.approved': async (event) => {
      await mediaChanged(event);
      await notify?.media(event, 'approved');
    },
    'media.rejected': async (event) => {
      await mediaChanged(event);
      await notify?.media(event, 'rejected');
    },
    'media.updated': (event) => mediaChanged(event),
    'media.deleted': async (event) => {
      await mediaChanged(event, true);
      await notify?.mediaDeleted(event);
    },
    'highlight.added': (event) => highlightChanged(event),
    'highlight.removed': (event) => highlightChanged(event, true),
    // The data goes on whole: its revision orders the changes in the highlight store.
    'highlight.updated': (event) => highlightChanged(event),
    'comment.created': async (event) => {
      await albumActivity.commentChanged(event.data, false);
      await notify?.commentCreated(event);
    },
    'comment.deleted': async (event) => {
      await albumActivity.commentChanged(event.data, true);
      await notify?.commentDeleted(event);
    },
    'reaction.changed': async (event) => {
      await albumActivity.reactionChanged(event.data);
    },
    // svc-albums' own events (through its outboxes), heard back for its notifications: durable like any other.
    ...(notify
      ? {
          'join-request.created': notify.joinRequested,
          'join-request.rejected': notify.joinRejected,
          'member.approved': notify.memberApproved,
          'album.followed': notify.followed,
        }
      : {}),
  };
}

export function startConsumers(bus: EventBus, connection: Connection, deps: ConsumerDeps, logger: Logger, queue = QUEUE): void {
  consumeEvents(bus, queue, connection, eventHandlers(deps), logger);
}
