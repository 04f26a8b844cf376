import { albumsClient, type FollowState } from '@abialbum/web-kit';

export async function fetchFollowStatus(albumId: string): Promise<boolean> {
  const { data } = await albumsClient.followStatus(albumId);
  return data.isFollowing;
}

export async function setFollowing(albumId: string, follow: boolean): Promise<FollowState> {
  const { data } = await (follow ? albumsClient.follow(albumId) : albumsClient.unfollow(albumId));
  return data;
}
