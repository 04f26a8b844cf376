import type { Media } from '@abialbum/contracts';
import { mediaClient } from '@abialbum/web-kit/clients';

/** A member's own uploads per page: the profile shows the latest few, then the rest on request. */
export const MY_UPLOADS_PAGE_SIZE = 12;

export interface MyUploadsPage {
  media: Media[];
  hasMore: boolean;
  total: number;
}

/** SPEC 4 "Media approval": the signed-in member's uploads to one album, in every state, newest first. */
export async function fetchMyUploads(albumId: string, page: number): Promise<MyUploadsPage> {
  const { data } = await mediaClient.myUploads({ albumId, page, limit: MY_UPLOADS_PAGE_SIZE });
  const media = data?.media ?? [];
  return { media, hasMore: data?.pagination?.hasNextPage ?? false, total: data?.pagination?.totalItems ?? media.length };
}
