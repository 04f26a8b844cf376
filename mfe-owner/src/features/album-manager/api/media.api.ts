import type { Media, UploadedFile, UploadFlow } from '@abialbum/contracts';
import { mediaClient } from '@abialbum/web-kit/clients';
import { uploadResumable, type ResumableState, type ResumableUpload } from '@abialbum/web-kit/upload';

/** Media per page of the grid: the service's lists allow up to 100. */
export const MEDIA_PAGE_SIZE = 60;

export interface MediaScope {
  albumId: string;
  /** A section's media, or the whole album's when null. */
  sectionId: string | null;
}

/**
 * A page of approved media. The album's come from the owner's manage list, filtered by the service, so
 * members' pending or rejected uploads never fill a page. The manage list has no section filter: a
 * section's come from the album list (members' uploads go to the album, not to a section).
 */
export async function fetchApprovedMedia({ albumId, sectionId }: MediaScope, page: number) {
  const query = { page, limit: MEDIA_PAGE_SIZE };
  const { data } = sectionId
    ? await mediaClient.listAlbumMedia(albumId, { ...query, sectionId })
    : await mediaClient.manageMedia(albumId, { ...query, status: 'approved' });
  const media = (data?.media ?? []).filter((m) => m.status === 'approved');
  return { media, hasMore: data?.pagination?.hasNextPage ?? false };
}

/** A short-lived link to the ZIP of the album's approved media, or of one section's (issue 14 "Downloads"). */
export async function zipLink(albumId: string, sectionId: string | null): Promise<string> {
  return (await mediaClient.downloadLink(albumId, sectionId ?? undefined)).data.url;
}

export async function deleteMedia(mediaId: string): Promise<string> {
  return (await mediaClient.deleteMedia(mediaId)).message;
}

export async function uploadOne(file: File, albumId: string, flow: UploadFlow, onProgress: (fraction: number) => void): Promise<UploadedFile> {
  return (await mediaClient.upload(file, { albumId, flow, onProgress })).data;
}

/**
 * A large file by the resumable protocol: its media item comes with the upload's end (caption and section sent
 * with it), so it never goes through `addUploadedMedia`.
 */
export function uploadLarge(
  file: File,
  scope: MediaScope,
  options: { flow: UploadFlow; caption: string; onProgress(fraction: number): void; onStateChange(state: ResumableState): void },
): ResumableUpload {
  return uploadResumable(file, { albumId: scope.albumId, sectionId: scope.sectionId, ...options });
}

/** Turns uploaded files into media records of the album (or section), with one caption for the batch. */
export async function addUploadedMedia(scope: MediaScope, files: UploadedFile[], caption: string): Promise<Media[]> {
  const { data } = await mediaClient.createBulk({
    albumId: scope.albumId,
    sectionId: scope.sectionId ?? undefined,
    mediaFiles: files.map((file) => ({ url: file.url, caption })),
  });
  return data?.media ?? [];
}

export async function addMediaUrls(scope: MediaScope, urls: string[]): Promise<Media[]> {
  const { data } = await mediaClient.createBulk({ albumId: scope.albumId, sectionId: scope.sectionId ?? undefined, urls });
  return data?.media ?? [];
}
