import { hintsExchange, InstanceHints, shareLocks, shareDirectory, type EventBus, type UserDirectory } from '@abialbum/service-kit';
import type { FileSharing } from '../domain/file-sharing';
import type { AlbumAccessStore } from '../store/album-access.store';

/**
 * What an svc-media instance keeps in memory, set right by what its other instances apply (issue 25 "Memory that
 * hears the others"), through the kit's InstanceHints: the user directory's copies, and the file-sharing decisions
 * (which files anyone may fetch by their bare URL), forgotten whenever an album or a user changes anywhere, so an
 * album turned private, or a blocked owner, has its files refused by every instance within a moment.
 */
export function shareMemoryWithInstances(bus: EventBus, deps: { directory: UserDirectory; albums: AlbumAccessStore; sharing: FileSharing }): InstanceHints {
  const hints = new InstanceHints(bus, hintsExchange('svc-media', deps.albums.model.db.name));
  shareLocks(hints);
  shareDirectory(hints, deps.directory);
  const toldUser = deps.directory.applied;
  deps.directory.applied = (userId) => {
    toldUser?.(userId);
    deps.sharing.forgetAll();
  };
  hints.on('user', () => deps.sharing.forgetAll());
  deps.albums.changed = (albumId) => {
    deps.sharing.forgetAll();
    hints.tell('album', albumId);
  };
  hints.on('album', () => deps.sharing.forgetAll());
  return hints;
}
