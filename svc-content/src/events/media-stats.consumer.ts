import type { MediaEventData } from '@abialbum/contracts';
import type { HandlerMap } from '@abialbum/service-kit';
import type { StatsStore } from '../store/stats.store';

const statOf = ({ mediaId, albumId, status, revision }: MediaEventData) => ({ _id: mediaId, albumId, status, revision });

/** media's events keep the media documents of the statistics read model. */
export function mediaStatsHandlers(store: StatsStore): HandlerMap {
  const put = async (event: { data: MediaEventData }) => store.putMedia(statOf(event.data));
  return {
    'media.uploaded': put,
    'media.approved': put,
    'media.rejected': put,
    'media.updated': put,
    'media.deleted': async (event) => store.deleteMedia(statOf(event.data)),
  };
}
