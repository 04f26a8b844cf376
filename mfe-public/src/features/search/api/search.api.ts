import type { AlbumSearchResult } from '@abialbum/contracts';
import { albumsClient } from '@abialbum/web-kit';

/** The service's own cap: the results page shows every match it will give. */
export const SEARCH_PAGE_LIMIT = 50;

export async function searchAlbums(query: string): Promise<AlbumSearchResult[]> {
  const { data } = await albumsClient.search(query, { limit: SEARCH_PAGE_LIMIT });
  return data?.albums ?? [];
}
