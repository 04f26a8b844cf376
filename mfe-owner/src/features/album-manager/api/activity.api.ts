import type { AlbumComment, Pagination } from '@abialbum/contracts';
import { activityClient } from '@abialbum/web-kit/clients';

/** The album's latest comments, newest first, 20 a page (svc-media: its owner and admins only). */
export async function fetchAlbumComments(albumId: string, page: number): Promise<{ comments: AlbumComment[]; pagination: Pagination }> {
  const { data } = await activityClient.albumComments(albumId, page);
  return data;
}

/** Answers the server's message ('Comment deleted'). */
export async function deleteComment(commentId: string): Promise<string> {
  return (await activityClient.deleteComment(commentId)).message;
}
