import { z } from 'zod';
import type { ReactionCounts } from './activity.schemas';
import type { MediaSummary } from './album.schemas';
import { FILES_PATH } from './upload.schemas';

export const MB = 1_048_576;
export const MEDIA_TYPES = ['IMAGE', 'VIDEO', 'OTHER'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export const MEDIA_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];
/**
 * A video browsers may not play as it was sent (HEVC, ProRes...) gets a playback copy (H.264/AAC MP4) made after the
 * upload answers: `preparing` until it is stored, then `ready` (`playbackUrl`), or `failed` (only the original).
 */
export const PLAYBACK_STATUSES = ['preparing', 'ready', 'failed'] as const;
export type PlaybackStatus = (typeof PLAYBACK_STATUSES)[number];

/**
 * SPEC 5 "Media upload" and 9: two upload flows. `POST /upload` and `/upload/multiple` use the default one;
 * `?flow=large` picks the other (the album manager's batch upload).
 */
export const UPLOAD_FLOWS = {
  default: { maxFiles: 10, maxFileMb: 50 },
  large: { maxFiles: 20, maxFileMb: 100 },
} as const;
export type UploadFlow = keyof typeof UPLOAD_FLOWS;
export const MAX_URLS = 10;
/** SPEC 5 "Highlight": a highlight file must be under 100 MB. */
export const HIGHLIGHT_MAX_BYTES = 100 * MB;
export const CAPTION_MAX = 500;
export const REJECTION_REASON_MAX = 500;
export const BULK_MEDIA_MAX = UPLOAD_FLOWS.large.maxFiles;
export const BULK_APPROVE_MAX = 100;

/** The SPEC's texts (section 5 "Media upload" and "Highlight", section 8 success messages). */
export const mediaMessages = {
  tooManyFiles: (max: number, selected: number) => `Maximum ${max} files allowed. You selected ${selected} files.`,
  fileTooLarge: (name: string, maxMb: number) => `File "${name}" is too large. Maximum size is ${maxMb}MB.`,
  unsupportedFormat: (name: string) => `File "${name}" has an unsupported format.`,
  invalidUrls: (urls: string[]) => `Invalid URLs: ${urls.join(', ')}`,
  tooManyUrls: (max: number, given: number) => `Maximum ${max} URLs allowed. You provided ${given} URLs.`,
  highlightFileType: 'Please select a valid image or video file (JPEG, PNG, GIF, WebP, MP4, MOV, WebM)',
  highlightFileSize: 'File size must be less than 100MB',
  urlRequired: 'URL is required',
  urlInvalid: 'Please enter a valid URL',
  captionLong: `Caption must be less than ${CAPTION_MAX} characters`,
  reasonLong: `Rejection reason must be less than ${REJECTION_REASON_MAX} characters`,
  mediaNotFound: 'Media not found',
  highlightNotFound: 'Highlight not found',
  alreadyHighlighted: 'This media is already in highlights',
  notApproved: 'Only approved media can be added to highlights',
  onlyPendingRejected: 'Only pending media can be rejected',
  noUploadPermission: 'You do not have permission to upload to this album',
  albumBlocked: 'This album is blocked',
  ownerOnly: 'Only the album owner can do this',
  pendingNote: 'They are pending approval from the album owner.',
  uploaded: (count: number) => `Successfully uploaded ${count} files`,
  added: (count: number) => `Successfully added ${count} media items`,
  mediaUpdated: 'Media updated successfully',
  mediaDeleted: 'Media deleted successfully',
  approved: 'Media approved successfully!',
  rejected: 'Media rejected',
  highlightCreated: 'Highlight created successfully!',
  addedToHighlights: 'Media added to highlights!',
  highlightRemoved: 'Highlight removed successfully',
} as const;

const objectId = (message = 'Invalid id') => z.string({ error: message }).regex(/^[a-f0-9]{24}$/i, message);
const albumIdSchema = objectId('Invalid album id');
const sectionIdSchema = objectId('Invalid section id').nullable();
const NO_NUL = (text: string) => !text.includes('\u0000');
export const captionSchema = z
  .string({ error: 'Caption must be text' })
  .trim()
  .max(CAPTION_MAX, mediaMessages.captionLong)
  .refine(NO_NUL, 'Text contains a character that is not allowed');

/** An absolute http(s) URL (SPEC 5 "URL mode"). */
export function isWebUrl(text: string): boolean {
  if (text.length > 2048) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A media URL: a file this platform serves (`/api/v1/files/...`, as `/upload` answers it) or any web URL. */
export const mediaUrlSchema = z
  .string({ error: mediaMessages.urlRequired })
  .trim()
  .min(1, mediaMessages.urlRequired)
  .refine((url) => (url.startsWith(FILES_PATH) && url.length < 200) || isWebUrl(url), mediaMessages.urlInvalid);

/** The type a URL suggests by its extension (SPEC: image or video by type, else OTHER). */
export function mediaTypeOfUrl(url: string): MediaType {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (/\.(jpe?g|png|gif|webp|avif|svg|bmp)$/.test(path)) return 'IMAGE';
  if (/\.(mp4|mov|webm|m4v|ogv)$/.test(path)) return 'VIDEO';
  return 'OTHER';
}

/**
 * SPEC 5 "URL mode": one URL per line (or a list), blanks ignored, each a valid http(s) URL, at most 10.
 * Returns the URLs, or the SPEC's message for the first rule broken.
 */
export function checkUrlList(input: string | string[]): { urls: string[] } | { error: string } {
  const lines = (Array.isArray(input) ? input : input.split(/\r?\n/)).map((line) => String(line).trim()).filter(Boolean);
  if (lines.length === 0) return { error: mediaMessages.urlRequired };
  const invalid = lines.filter((url) => !isWebUrl(url));
  if (invalid.length > 0) return { error: mediaMessages.invalidUrls(invalid) };
  if (lines.length > MAX_URLS) return { error: mediaMessages.tooManyUrls(MAX_URLS, lines.length) };
  return { urls: lines };
}

export const mediaCreateSchema = z.strictObject({
  albumId: albumIdSchema,
  sectionId: sectionIdSchema.optional().default(null),
  /** Ignored for files uploaded here (their type comes from their bytes). */
  type: z.enum(MEDIA_TYPES, { error: 'Type must be IMAGE, VIDEO or OTHER' }).optional(),
  url: mediaUrlSchema,
  caption: captionSchema.optional().default(''),
});
export type MediaCreate = z.input<typeof mediaCreateSchema>;

const bulkItemSchema = mediaCreateSchema.extend({ albumId: albumIdSchema.optional() });

/**
 * `POST albums/media/bulk`: either `mediaFiles` (what `/upload/multiple` answered, with captions), or the URL
 * mode `urls` (a list, or text with one URL per line). `albumId`/`sectionId` at the top apply to every item.
 */
export const mediaBulkSchema = z
  .strictObject({
    albumId: albumIdSchema.optional(),
    sectionId: sectionIdSchema.optional(),
    caption: captionSchema.optional(),
    mediaFiles: z
      .array(bulkItemSchema, { error: 'mediaFiles must be a list' })
      .min(1, 'Please select a file')
      .max(BULK_MEDIA_MAX, `Maximum ${BULK_MEDIA_MAX} files allowed`)
      .optional(),
    urls: z.union([z.string().max(30_000), z.array(z.string().max(4096)).max(1000)], { error: 'urls must be text or a list' }).optional(),
  })
  .refine((body) => (body.mediaFiles === undefined) !== (body.urls === undefined), {
    message: 'Send either mediaFiles or urls',
    path: ['mediaFiles'],
  });
export type MediaBulk = z.input<typeof mediaBulkSchema>;

export const mediaUpdateSchema = z
  .strictObject({ caption: captionSchema.optional(), sectionId: sectionIdSchema.optional() })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type MediaUpdate = z.input<typeof mediaUpdateSchema>;

export const mediaRejectSchema = z
  .strictObject({
    rejectionReason: z.string().trim().max(REJECTION_REASON_MAX, mediaMessages.reasonLong).refine(NO_NUL).optional(),
  })
  .optional()
  .transform((body) => ({ rejectionReason: body?.rejectionReason || null }));

export const bulkApproveSchema = z.strictObject({
  mediaIds: z
    .array(objectId('Invalid media id'), { error: 'mediaIds must be a list' })
    .min(1, 'Select at least one media item')
    .max(BULK_APPROVE_MAX, `At most ${BULK_APPROVE_MAX} media items at once`),
});

/** `status` filters accept any case (`PENDING` as the join-request filters write it, or `pending`). */
export const statusFilterSchema = z
  .string()
  .transform((s) => s.toLowerCase())
  .pipe(z.enum(MEDIA_STATUSES, { error: 'Status must be pending, approved or rejected' }))
  .optional();

export const highlightUrlSchema = z.strictObject({
  albumId: albumIdSchema,
  url: z
    .string({ error: mediaMessages.urlRequired })
    .trim()
    .min(1, mediaMessages.urlRequired)
    .refine(isWebUrl, mediaMessages.urlInvalid),
  type: z.enum(MEDIA_TYPES).optional(),
  caption: captionSchema.optional().default(''),
});

export const addExistingHighlightSchema = z.strictObject({ albumId: albumIdSchema, mediaId: objectId('Invalid media id') });

export interface Uploader {
  id: string;
  name: string;
  profileImage: string | null;
}

/** A media item as svc-media answers it: the album pages' summary plus what owners and members need. */
export interface Media extends MediaSummary {
  albumId: string;
  displayUrl: string | null;
  /** A tiny blurred WebP as a data URL, shown while the picture loads. */
  placeholder: string | null;
  width: number | null;
  height: number | null;
  /** Seconds, for videos when known. */
  duration: number | null;
  mimeType: string | null;
  /** Null when browsers play `url` as it is (every picture, H.264 MP4 and VP9 WebM videos, web URLs). */
  playbackStatus: PlaybackStatus | null;
  /** The video's playback copy once `ready` (what a player loads); `url` stays the original, the download. */
  playbackUrl: string | null;
  status: MediaStatus;
  rejectionReason: string | null;
  uploader: Uploader;
  updatedAt: string;
  /**
   * `commentCount` and `reactionCount` (MediaSummary) on every answer of svc-media; one item's answer
   * (`GET albums/media/{id}`) also gives its reactions per kind.
   */
  reactionCounts?: ReactionCounts;
}

/** A media item of a user's uploads page (`users/media`): which album it is in. */
export interface UserMedia extends Media {
  albumTitle: string;
}

export interface Highlight {
  id: string;
  albumId: string;
  mediaId: string | null;
  type: MediaType;
  url: string;
  thumbnailUrl: string | null;
  displayUrl: string | null;
  placeholder: string | null;
  /** As on `Media` (svc-media's answers; svc-albums' copies, the profile's `HighlightSummary`, carry it too). */
  playbackStatus?: PlaybackStatus | null;
  playbackUrl?: string | null;
  caption: string;
  createdAt: string;
}

/** What `/upload` and `/upload/multiple` answer per file: feed `url` (and `caption`) to `albums/media`. */
export interface UploadedFile {
  url: string;
  type: Exclude<MediaType, 'OTHER'>;
  mimeType: string;
  size: number;
  /** The name the client gave, for display only (files are stored under names of the service's own). */
  name: string;
  thumbnailUrl: string | null;
  displayUrl: string | null;
  placeholder: string | null;
  width: number | null;
  height: number | null;
  duration: number | null;
  /** `preparing` for a video browsers may not play as it is: its playback copy is being made (see `Media`). */
  playbackStatus: PlaybackStatus | null;
  /** The same bytes were already uploaded to this album: this is that file. */
  duplicate: boolean;
}

export type MediaCounts = Record<'PENDING' | 'APPROVED' | 'REJECTED', number>;
