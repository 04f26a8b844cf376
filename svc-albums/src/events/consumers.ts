import { consumeEvents, type EventBus, type HandlerMap, type Logger } from '@abialbum/service-kit';
import type { HighlightEventData, MediaEventData, UserSnapshot } from '@abialbum/contracts';
import type { Connection } from 'mongoose';
import type { AlbumActivity } from '../domain/album-activity';
import type { AlbumMedia } from '../domain/album-media';
import type { Owners } from '../domain/owners';

export const QUEUE = 'svc-albums';

export interface ConsumerDeps {
  owners: Owners;
  albumMedia: AlbumMedia;
  albumActivity: AlbumActivity;
}

/**
 * Every event this service consumes. `user.*` keeps the owners read model (the user directory, and the
 * owner copy on their albums: name for search, image, place, blocked); `media.*` and `highlight.*` keep the
 * read model of approved media (recent media, highlights, counts, cover, section thumbnails), where
 * `user.blocked` and `user.unblocked` also hide or show again the user's uploads. `comment.*` and
 * `reaction.changed` keep each album's comment and reaction counters (the admin's album cards), which a deleted
 * media item's comments and reactions leave.
 */
export function eventHandlers(deps: ConsumerDeps): HandlerMap {
  const apply = async (event: { data: UserSnapshot }) => deps.owners.apply(event.data);
  const { albumMedia, albumActivity } = deps;
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
    'media.uploaded': (event) => mediaChanged(event),
    'media.approved': (event) => mediaChanged(event),
    'media.rejected': (event) => mediaChanged(event),
    'media.updated': (event) => mediaChanged(event),
    'media.deleted': (event) => mediaChanged(event, true),
    'highlight.added': (event) => highlightChanged(event),
    'highlight.removed': (event) => highlightChanged(event, true),
    // The data goes on whole: its revision orders the changes in the highlight store.
    'highlight.updated': (event) => highlightChanged(event),
    'comment.created': async (event) => {
      await albumActivity.commentChanged(event.data, false);
    },
    'comment.deleted': async (event) => {
      await albumActivity.commentChanged(event.data, true);
    },
    'reaction.changed': async (event) => {
      await albumActivity.reactionChanged(event.data);
    },
  };
}

export function startConsumers(bus: EventBus, connection: Connection, deps: ConsumerDeps, logger: Logger, queue = QUEUE): void {
  consumeEvents(bus, queue, connection, eventHandlers(deps), logger);
}
