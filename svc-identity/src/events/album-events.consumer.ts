import type { HandlerMap } from '@abialbum/service-kit';
import type { UserStore } from '../store/user.store';

/** Identity counts the albums each user owns for the admin list, from albums' events. */
export function albumEventHandlers(users: UserStore): HandlerMap {
  return {
    'album.created': async (event) => users.adjustAlbumsOwned(event.data.ownerId, 1),
    'album.deleted': async (event) => users.adjustAlbumsOwned(event.data.ownerId, -1),
  };
}
