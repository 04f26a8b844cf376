import type { Album } from '@abialbum/contracts';
import { albumsClient } from '@abialbum/web-kit';

/** GET abialbum/social/albums/followed: the albums the signed-in user follows, newest follow first. */
export async function fetchFollowedAlbums(): Promise<Album[]> {
  const { data } = await albumsClient.followedAlbums();
  return data?.albums ?? [];
}
