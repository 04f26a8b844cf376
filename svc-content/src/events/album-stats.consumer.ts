import type { AlbumEventData } from '@abialbum/contracts';
import type { HandlerMap } from '@abialbum/service-kit';
import type { StatsStore } from '../store/stats.store';

const statOf = ({ albumId, ownerId, isPublic, isBlocked, revision }: AlbumEventData) => ({
  _id: albumId,
  ownerId,
  isPublic,
  isBlocked,
  revision,
});

/** albums' events keep the album documents of the statistics read model. */
export function albumStatsHandlers(store: StatsStore): HandlerMap {
  const put = async (event: { data: AlbumEventData }) => store.putAlbum(statOf(event.data));
  return {
    'album.created': put,
    'album.updated': put,
    'album.blocked': put,
    'album.unblocked': put,
    'album.deleted': async (event) => store.deleteAlbum(statOf(event.data)),
  };
}
