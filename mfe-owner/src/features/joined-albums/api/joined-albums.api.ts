import type { Album } from '@abialbum/contracts';
import { joinClient } from '@abialbum/web-kit/clients';

/** SPEC 7 "Users": the albums the user was approved into, under `joinedAlbums[0].approvedAlbums`. */
export async function fetchJoinedAlbums(): Promise<Album[]> {
  const { data } = await joinClient.joinedAlbums();
  return data?.joinedAlbums?.[0]?.approvedAlbums ?? [];
}
