import type {
  Highlight,
  HighlightUpdate,
  Media,
  MediaBulk,
  MediaCounts,
  MediaCreate,
  MediaStatus,
  MediaType,
  MediaUpdate,
  Pagination,
  UploadedFile,
  UploadFlow,
  UserMedia,
} from '@abialbum/contracts';
import { api, uploadOnDemand } from '@abialbum/web-kit';

export interface MediaPage {
  media: Media[];
  pagination: Pagination;
}

/** The approval lists: a page of media and how many the album has in each state. */
export interface MediaApprovalPage extends MediaPage {
  counts: MediaCounts;
}

export interface UserUploadsPage {
  mediauploaded: UserMedia[];
  pagination: Pagination;
}

export interface BulkApproveResult {
  media: Media[];
  approvedCount: number;
  notFound: number;
}

export interface PageQuery {
  page?: number;
  limit?: number;
}

export interface FileUploadOptions {
  albumId?: string;
  /** SPEC 5's second flow (20 files of 100 MB) instead of the default (10 of 50 MB). */
  flow?: UploadFlow;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface HighlightFileInput {
  albumId: string;
  file: Blob;
  caption?: string;
  onProgress?: (fraction: number) => void;
}

/** The highlight modal's edit mode: a new caption, and optionally other media (a file or a web URL). */
export type HighlightChanges =
  | (HighlightUpdate & { file?: undefined })
  | { file: Blob; caption?: string; onProgress?: (fraction: number) => void };

const id = (value: string) => encodeURIComponent(value);
const album = (albumId: string, suffix: string) => `abialbum/albums/${id(albumId)}${suffix}`;
const uploadPath = (base: string, flow?: UploadFlow) => (flow && flow !== 'default' ? `${base}?flow=${flow}` : base);

/**
 * svc-media as the front ends see it: uploads, media records, highlights and approvals. A file is sent
 * first (`upload`), then its URL becomes a media record (`createMedia`/`createBulk`).
 */
/**
 * Saves what a download link answers (a ZIP, an original) through a link with `download`: the page stays, and an
 * error answer (a link no longer valid) is a failed download in the browser, never a page of JSON in the app's place.
 */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export const mediaClient = {
  upload: (file: Blob, { albumId, flow, onProgress, signal }: FileUploadOptions = {}) =>
    uploadOnDemand<UploadedFile>(uploadPath('upload', flow), file, { fields: { albumId }, onProgress, signal }),
  uploadMultiple: (files: Blob[], { albumId, flow, signal }: Omit<FileUploadOptions, 'onProgress'> = {}) => {
    const form = new FormData();
    if (albumId) form.append('albumId', albumId);
    for (const file of files) form.append('files', file, (file as File).name || 'file');
    return api.post<{ files: UploadedFile[] }>(uploadPath('upload/multiple', flow), form, { signal });
  },

  createMedia: (body: MediaCreate) => api.post<{ media: Media }>('abialbum/albums/media', body),
  createBulk: (body: MediaBulk) => api.post<{ media: Media[]; count: number }>('abialbum/albums/media/bulk', body),
  listAlbumMedia: (albumId: string, query: PageQuery & { sectionId?: string } = {}) =>
    api.get<MediaPage>(album(albumId, '/media'), { query: { ...query } }),
  /** One item as its album shows it to the caller (the viewer polls it while a video's playback copy is prepared). */
  getMedia: (mediaId: string) => api.get<{ media: Media }>(`abialbum/albums/media/${id(mediaId)}`),
  updateMedia: (mediaId: string, body: MediaUpdate) => api.put<{ media: Media }>(`abialbum/albums/media/${id(mediaId)}`, body),
  deleteMedia: (mediaId: string) => api.delete<null>(`abialbum/albums/media/${id(mediaId)}`),

  createHighlightFromUrl: (body: { albumId: string; url: string; caption?: string; type?: MediaType }) =>
    api.post<{ highlight: Highlight }>('abialbum/albums/highlights', body),
  createHighlightFromFile: ({ albumId, file, caption, onProgress }: HighlightFileInput) =>
    uploadOnDemand<{ highlight: Highlight }>('abialbum/albums/highlights', file, { fields: { albumId, caption }, onProgress }),
  /** A new file goes as multipart (caption first, with progress); the rest as JSON. */
  updateHighlight: (highlightId: string, changes: HighlightChanges) => {
    const path = `abialbum/albums/highlights/${id(highlightId)}`;
    if (!changes.file) return api.put<{ highlight: Highlight }>(path, changes);
    const { file, caption, onProgress } = changes;
    return uploadOnDemand<{ highlight: Highlight }>(path, file, { method: 'PUT', fields: { caption }, onProgress });
  },
  addExistingHighlight: (body: { albumId: string; mediaId: string }) =>
    api.post<{ highlight: Highlight }>('abialbum/albums/highlights/add-existing', body),
  /** One highlight as its album shows it (the viewer polls it while a video of its own is prepared). */
  getHighlight: (highlightId: string) => api.get<{ highlight: Highlight }>(`abialbum/albums/highlights/${id(highlightId)}`),
  listHighlights: (albumId: string) => api.get<{ highlights: Highlight[] }>(album(albumId, '/highlights')),
  /** A link to the ZIP of an album (or one section) the caller may see, valid for an hour at most: open it to download. */
  downloadLink: (albumId: string, sectionId?: string) =>
    api.get<{ url: string }>(album(albumId, '/media/download-link'), { query: sectionId ? { sectionId } : {} }),
  removeHighlight: (highlightId: string) => api.delete<null>(`abialbum/albums/highlights/${id(highlightId)}`),

  pendingMedia: (albumId: string, query: PageQuery = {}) =>
    api.get<MediaApprovalPage>(album(albumId, '/media/pending'), { query: { ...query } }),
  manageMedia: (albumId: string, query: PageQuery & { status?: MediaStatus; uploaderId?: string } = {}) =>
    api.get<MediaApprovalPage>(album(albumId, '/media/manage'), { query: { ...query } }),
  approveMedia: (albumId: string, mediaId: string) => api.patch<{ media: Media }>(album(albumId, `/media/${id(mediaId)}/approve`)),
  rejectMedia: (albumId: string, mediaId: string, rejectionReason?: string) =>
    api.patch<{ media: Media }>(album(albumId, `/media/${id(mediaId)}/reject`), rejectionReason ? { rejectionReason } : {}),
  bulkApprove: (albumId: string, mediaIds: string[]) =>
    api.patch<BulkApproveResult>(album(albumId, '/media/bulk-approve'), { mediaIds }),

  /** A user's uploads page is public: no token, so a stale session never sends a visitor to login. */
  userMedia: (userId: string, query: PageQuery = {}) =>
    api.get<UserUploadsPage>('abialbum/users/media', { auth: 'none', query: { userId, ...query } }),
  myUploads: (query: PageQuery & { albumId?: string; status?: MediaStatus } = {}) =>
    api.get<MediaApprovalPage>('abialbum/users/me/uploaded-media', { query: { ...query } }),
};
