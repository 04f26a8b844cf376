import type { MediaEventData } from '@abialbum/contracts';
import type { HandlerMap } from '@abialbum/service-kit';
import type { StatsCounting } from '../domain/stats-counting';

const statOf = ({ mediaId, albumId, status, revision }: MediaEventData) => ({ _id: mediaId, albumId, status, revision });

/** media's events keep the media documents and the media figure of the statistics read model. */
export function mediaStatsHandlers(counting: StatsCounting): HandlerMap {
  const put = async (event: { data: MediaEventData }) => counting.mediaChanged(statOf(event.data), false);
  return {
    'media.uploaded': put,
    'media.approved': put,
    'media.rejected': put,
    'media.updated': put,
    'media.deleted': async (event) => counting.mediaChanged(statOf(event.data), true),
  };
}
