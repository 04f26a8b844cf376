import type { UserSnapshot } from '@abialbum/contracts';
import { consumeEvents, type EventBus, type HandlerMap, type Logger, type UserDirectory } from '@abialbum/service-kit';
import type { Connection } from 'mongoose';
import type { AlbumLifecycle } from '../domain/album-lifecycle';
import { keyFromFileUrl } from '../storage/file-key';
import type { MediaStore } from '../store/media.store';
import type { UploadStore } from '../store/upload.store';

export const QUEUE = 'svc-media';

export interface ConsumerDeps {
  directory: UserDirectory;
  uploads: UploadStore;
  media: MediaStore;
  lifecycle: AlbumLifecycle;
  /** Comments and reactions: a blocked user's are hidden, and come back on unblock. */
  activity?: { setUserBlocked(userId: string, blocked: boolean): Promise<void> };
  /** After an event is handled (its changes may carry events of their own: kick the outbox relay). */
  onHandled?: () => void;
}

/**
 * Every event this service consumes. `user.*` keeps the user read model (uploader names, who is blocked)
 * and marks a profile image as attached once a profile points at it, so it is never cleaned up.
 * `user.blocked`/`user.unblocked` take a user's media out of (or back into) the lists others read.
 * `album.*`, `section.*` and `member.*` keep who may see and add to which album, and clean up after deletes.
 */
export function eventHandlers(deps: ConsumerDeps): HandlerMap {
  const users = deps.directory.handlers();
  const { lifecycle } = deps;
  const attachProfileImage = async (user: UserSnapshot) => {
    const key = keyFromFileUrl(user.profileImage);
    if (key) await deps.uploads.markAttached(key);
  };
  const hideBlocked = async (userId: string) => {
    const blocked = Boolean((await deps.directory.get(userId))?.isBlocked);
    await deps.media.setUploaderBlocked(userId, blocked);
    await deps.activity?.setUserBlocked(userId, blocked);
  };
  return {
    ...users,
    'user.registered': async (event) => {
      await users['user.registered']?.(event);
      await attachProfileImage(event.data);
    },
    'user.updated': async (event) => {
      await users['user.updated']?.(event);
      await attachProfileImage(event.data);
    },
    // The uploader's media, and the user's comments and reactions, leave or rejoin what others see, by the state the
    // directory holds after the event (a late or repeated one ends at the newest revision).
    'user.blocked': async (event) => {
      await users['user.blocked']?.(event);
      await hideBlocked(event.data.userId);
    },
    'user.unblocked': async (event) => {
      await users['user.unblocked']?.(event);
      await hideBlocked(event.data.userId);
    },
    'album.created': (event) => lifecycle.albumChanged(event.data),
    'album.updated': (event) => lifecycle.albumChanged(event.data),
    'album.blocked': (event) => lifecycle.albumChanged(event.data),
    'album.unblocked': (event) => lifecycle.albumChanged(event.data),
    'album.deleted': (event) => lifecycle.albumDeleted(event.data),
    'section.created': (event) => lifecycle.sectionChanged(event.data),
    'section.updated': (event) => lifecycle.sectionChanged(event.data),
    'section.deleted': (event) => lifecycle.sectionDeleted(event.data),
    'member.approved': (event) => lifecycle.memberChanged(event.data.albumId, event.data.userId, true, event.occurredAt),
    'member.removed': (event) => lifecycle.memberChanged(event.data.albumId, event.data.userId, false, event.occurredAt),
  };
}

export function startConsumers(bus: EventBus, connection: Connection, deps: ConsumerDeps, logger: Logger, queue = QUEUE): void {
  const handlers = eventHandlers(deps);
  const kicking = Object.fromEntries(
    Object.entries(handlers).map(([type, handler]) => [
      type,
      async (event: never) => {
        await (handler as (e: never) => Promise<void>)(event);
        deps.onHandled?.();
      },
    ]),
  ) as HandlerMap;
  consumeEvents(bus, queue, connection, kicking, logger);
}
