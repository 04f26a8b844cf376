import type { UserMedia } from '@abialbum/contracts';
import { mediaClient } from '@abialbum/web-kit/clients';

/** Uploads per page: a screenful of tiles, with 'Load more' for the rest. */
export const UPLOADS_PAGE_SIZE = 48;

/** SPEC 7 "Users": a user's approved media in albums anyone may see (`data.mediauploaded`). */
export async function fetchUserUploads(userId: string, page: number): Promise<{ media: UserMedia[]; hasMore: boolean }> {
  const { data } = await mediaClient.userMedia(userId, { page, limit: UPLOADS_PAGE_SIZE });
  return { media: data?.mediauploaded ?? [], hasMore: data?.pagination?.hasNextPage ?? false };
}
