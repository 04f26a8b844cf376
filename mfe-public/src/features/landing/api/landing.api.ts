import type { Section } from '@abialbum/contracts';
import { albumsClient, contentClient, type PublicStats } from '@abialbum/web-kit';

/** SPEC section 9: the featured-collections panel shows the first 6 sections. */
export const FEATURED_COLLECTIONS = 6;

/** SPEC section 8 "Stats": what the block shows when the request fails. */
export const SAMPLE_STATS: PublicStats = {
  totalUsers: 1250,
  totalAlbums: 3400,
  totalAlbumOwners: 980,
  totalMedia: 15600,
  publicAlbums: 2100,
};

export async function fetchFeaturedSections(albumId: string): Promise<Section[]> {
  const { data } = await albumsClient.listSections(albumId);
  return (data?.sections ?? []).slice(0, FEATURED_COLLECTIONS);
}

/** The statistics, or null when the server answered without success (a request failure throws). */
export async function fetchPublicStats(): Promise<PublicStats | null> {
  const response = await contentClient.publicStats();
  return response.success && response.data ? response.data : null;
}
