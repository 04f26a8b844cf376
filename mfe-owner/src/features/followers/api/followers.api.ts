import { albumsClient, type FollowersPage } from '@abialbum/web-kit';

/** The id of the signed-in user's album, or null when they have none. */
export async function fetchMyAlbumId(): Promise<string | null> {
  const { data } = await albumsClient.myAlbums();
  return data?.albums?.[0]?.id ?? null;
}

export async function fetchFollowers(albumId: string, page: number): Promise<FollowersPage> {
  return (await albumsClient.followers(albumId, page)).data;
}
