import { hintsExchange, InstanceHints, shareLocks, shareDirectory, type EventBus, type Logger } from '@abialbum/service-kit';
import type { AlbumServices } from '../services';

/** Hints about one album are applied at most this often (a hot album's follows come by the hundred). */
const COALESCE_MS = 100;

/** Calls `apply` once per id per COALESCE_MS, whatever number of hints came for it meanwhile. */
function coalesced(apply: (id: string) => void): (id: string) => void {
  const due = new Set<string>();
  return (id) => {
    if (due.has(id)) return;
    due.add(id);
    setTimeout(() => {
      due.delete(id);
      apply(id);
    }, COALESCE_MS).unref();
  };
}

/**
 * What an svc-albums instance keeps in memory, set right by the writes its other instances make (issue 25 "Memory
 * that hears the others"), through the kit's InstanceHints: the live notification streams (a user's notifications
 * changed), the kept profiles and the album catalogue (search, most followed, the admin's list: an album changed),
 * and the user directory's copies (a user's snapshot applied by whichever instance consumed the event).
 */
export function shareMemoryWithInstances(bus: EventBus, services: AlbumServices, logger: Pick<Logger, 'warn'>): InstanceHints {
  const hints = new InstanceHints(bus, hintsExchange('svc-albums', services.stores.albums.model.db.name));
  shareLocks(hints);
  hints.on('notifications', (userId) => services.streams.poke(userId));
  services.notifications.onChange((userId) => hints.tell('notifications', userId));

  const { albums } = services.stores;
  const changedHere = albums.changed.bind(albums);
  const reread = (albumId: string, change: 'listing' | 'profile') =>
    void changedHere(albumId, change).catch((err: Error) => logger.warn({ err: err.message, albumId }, 'album change of another instance not applied'));
  // Only a counter moved (followers, views): its new figures are read and patched in, nothing is read again whole (a
  // hot album's counters move many times a second, and every reader of a profile dropped would wait for its reload).
  const recount = async (albumId: string) => {
    const album = await albums.findLive(albumId);
    if (!album) return changedHere(albumId, 'listing');
    await changedHere(albumId, { followers: album.followers, views: album.views });
  };
  albums.changed = async (albumId, change) => {
    await changedHere(albumId, change);
    hints.tell(typeof change === 'object' ? 'album-counters' : change === 'profile' ? 'album-profile' : 'album', albumId);
  };
  hints.on('album', coalesced((albumId) => reread(albumId, 'listing')));
  hints.on('album-profile', coalesced((albumId) => reread(albumId, 'profile')));
  hints.on(
    'album-counters',
    coalesced((albumId) => void recount(albumId).catch((err: Error) => logger.warn({ err: err.message, albumId }, 'album counters of another instance not applied'))),
  );

  shareDirectory(hints, services.directory);
  return hints;
}
