import type { AlbumSearchResult } from '@abialbum/contracts';
import { albumsClient } from '@abialbum/web-kit';

export async function fetchTopAlbums(): Promise<AlbumSearchResult[]> {
  const { data } = await albumsClient.mostFollowed();
  return data?.albums ?? [];
}
