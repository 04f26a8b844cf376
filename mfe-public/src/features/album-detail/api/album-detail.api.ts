import type { Album, MediaSummary } from '@abialbum/contracts';
import { albumsClient, api } from '@abialbum/web-kit';

export async function fetchAlbum(albumId: string): Promise<Album> {
  const { data } = await albumsClient.getAlbum(albumId);
  return data.album;
}

/**
 * The album's approved media. The media service may not answer yet (501 until the media issue), and
 * the page is still worth showing without them: any failure is an empty grid, silently.
 */
export async function fetchAlbumMedia(albumId: string): Promise<MediaSummary[]> {
  try {
    const { data } = await api.get<{ media?: MediaSummary[] }>(`abialbum/albums/${encodeURIComponent(albumId)}/media`);
    return data?.media ?? [];
  } catch {
    return [];
  }
}
