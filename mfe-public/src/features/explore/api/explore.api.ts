import type { AlbumSearchResult, MediaSummary } from '@abialbum/contracts';
import { albumsClient, api } from '@abialbum/web-kit';

/** SPEC section 9: the explore grid takes the first 6 media of each album. */
export const MEDIA_PER_ALBUM = 6;

/** A media card of the explore grid: the item and the album it belongs to (SPEC section 3 "Media"). */
export interface ExploreMedia extends MediaSummary {
  albumId: string;
  albumTitle: string;
  /** '' when the album has no owner's name. */
  ownerName: string;
}

/** The albums to explore, or null when the server answered without success. */
export async function fetchExploreAlbums(): Promise<AlbumSearchResult[] | null> {
  const response = await albumsClient.mostFollowed();
  return response.success ? (response.data?.albums ?? []) : null;
}

/** One album's first media; any failure (including "not there yet") is an empty list (SPEC section 8). */
export async function fetchAlbumMedia(album: AlbumSearchResult): Promise<ExploreMedia[]> {
  try {
    // Only the first page of MEDIA_PER_ALBUM: the grid shows no more (the default page is 50).
    const { data } = await api.get<{ media: MediaSummary[] }>(`abialbum/albums/${encodeURIComponent(album.id)}/media`, {
      auth: 'none',
      query: { limit: MEDIA_PER_ALBUM },
    });
    return (data?.media ?? []).slice(0, MEDIA_PER_ALBUM).map((item) => ({
      ...item,
      albumId: album.id,
      albumTitle: album.title,
      ownerName: album.owner?.name ?? '',
    }));
  } catch {
    return [];
  }
}
