import type { UserSnapshot } from '@abialbum/contracts';
import { consumeEvents, type EventBus, type HandlerMap, type Logger, type UserDirectory } from '@abialbum/service-kit';
import type { Connection } from 'mongoose';
import { keyFromFileUrl } from '../storage/file-key';
import type { UploadStore } from '../store/upload.store';

export const QUEUE = 'svc-media';

export interface ConsumerDeps {
  directory: UserDirectory;
  uploads: UploadStore;
}

/**
 * Every event this service consumes. `user.*` keeps the user read model (who is blocked; uploader names
 * later) and marks a profile image as attached once a profile points at it, so it is never cleaned up.
 */
export function eventHandlers(deps: ConsumerDeps): HandlerMap {
  const users = deps.directory.handlers();
  const attachProfileImage = async (user: UserSnapshot) => {
    const key = keyFromFileUrl(user.profileImage);
    if (key) await deps.uploads.markAttached(key);
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
  };
}

export function startConsumers(bus: EventBus, connection: Connection, deps: ConsumerDeps, logger: Logger, queue = QUEUE): void {
  consumeEvents(bus, queue, connection, eventHandlers(deps), logger);
}
