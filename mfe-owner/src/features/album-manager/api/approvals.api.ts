import type { JoinRequestList, JoinRequestStatus, Media, MediaCounts } from '@abialbum/contracts';
import { joinClient, mediaClient } from '@abialbum/web-kit/clients';

const NO_COUNTS = { PENDING: 0, APPROVED: 0, REJECTED: 0 };

export async function fetchJoinRequests(albumId: string, status: JoinRequestStatus): Promise<JoinRequestList> {
  const { data } = await joinClient.list(albumId, status);
  return { requests: data?.requests ?? [], counts: { ...NO_COUNTS, ...data?.counts } };
}

export const approveJoinRequest = (albumId: string, requestId: string) => joinClient.approve(albumId, requestId);
export const rejectJoinRequest = (albumId: string, requestId: string, reason?: string) => joinClient.reject(albumId, requestId, reason);

/** Pending uploads per page: the owner usually decides on a handful at a time. */
export const PENDING_PAGE_SIZE = 100;

export async function fetchPendingMedia(albumId: string): Promise<{ media: Media[]; counts: MediaCounts }> {
  const { data } = await mediaClient.pendingMedia(albumId, { limit: PENDING_PAGE_SIZE });
  return { media: data?.media ?? [], counts: { ...NO_COUNTS, ...data?.counts } };
}

export const approveMedia = (albumId: string, mediaId: string) => mediaClient.approveMedia(albumId, mediaId);
export const rejectMedia = (albumId: string, mediaId: string, reason?: string) => mediaClient.rejectMedia(albumId, mediaId, reason);

export async function bulkApproveMedia(albumId: string, mediaIds: string[]): Promise<number> {
  const { data } = await mediaClient.bulkApprove(albumId, mediaIds);
  return data?.approvedCount ?? mediaIds.length;
}
