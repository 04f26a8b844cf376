import type { AlbumEventData } from '@abialbum/contracts';
import type { HandlerMap } from '@abialbum/service-kit';
import type { StatsCounting } from '../domain/stats-counting';

const statOf = ({ albumId, ownerId, isPublic, isBlocked, revision }: AlbumEventData) => ({
  _id: albumId,
  ownerId,
  isPublic,
  isBlocked,
  revision,
});

/** albums' events keep the album documents and figures of the statistics read model. */
export function albumStatsHandlers(counting: StatsCounting): HandlerMap {
  const put = async (event: { data: AlbumEventData }) => counting.albumChanged(statOf(event.data), false);
  return {
    'album.created': put,
    'album.updated': put,
    'album.blocked': put,
    'album.unblocked': put,
    'album.deleted': async (event) => counting.albumChanged(statOf(event.data), true),
  };
}
