import { z } from 'zod';
import { MEDIA_STATUSES, MEDIA_TYPES, PLAYBACK_STATUSES } from '../http/media.schemas';

/**
 * A media item as svc-media publishes it: everything the read models of svc-albums (recent media, section
 * thumbnails and counts) and svc-content (counters) need. `revision` grows with every change, so a consumer
 * keeps only the newest (versioned upsert), whatever order the events arrive in.
 */
const mediaData = z.object({
  mediaId: z.string(),
  albumId: z.string(),
  sectionId: z.string().nullable(),
  uploaderId: z.string(),
  type: z.enum(MEDIA_TYPES),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  displayUrl: z.string().nullable(),
  placeholder: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  duration: z.number().nullable(),
  /**
   * As on a highlight: the playback copy of a video browsers may not play as it was sent, its URL once `ready`.
   * Optional: messages sent before media carried it read as not told (a viewer then asks svc-media).
   */
  playbackStatus: z.enum(PLAYBACK_STATUSES).nullable().optional(),
  playbackUrl: z.string().nullable().optional(),
  caption: z.string(),
  status: z.enum(MEDIA_STATUSES),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  revision: z.number().int().min(1),
});

const highlightData = z.object({
  highlightId: z.string(),
  albumId: z.string(),
  /** The album media it was made from, or null for a highlight made from its own file or URL. */
  mediaId: z.string().nullable(),
  type: z.enum(MEDIA_TYPES),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  /**
   * The playback copy of a video browsers may not play as it was sent (see `Media`): `playbackUrl` (a file URL, like
   * `thumbnailUrl`) once `ready`. Optional: messages sent before highlights carried it read as null (the original).
   */
  playbackStatus: z.enum(PLAYBACK_STATUSES).nullable().optional(),
  playbackUrl: z.string().nullable().optional(),
  caption: z.string(),
  createdAt: z.string(),
});

/**
 * The owner changed a highlight's caption or media, or its video got its poster or playback copy (or was given up).
 * `revision` (2 on the first change; the addition is 1)
 * grows with every change, so a consumer keeps the newest whatever order the events arrive in.
 */
const highlightUpdatedData = highlightData.extend({ revision: z.number().int().min(2) });

/**
 * svc-media's own work queues (`svc-media.posters`, `svc-media.playback`, nobody else's): a stored video needs its
 * poster, or a playback copy. `key` is the stored original's key; a job is repeatable (what is made is not made again).
 */
const videoJobData = z.object({ key: z.string().min(1) });

export const mediaEvents = {
  /** A media record was created (status `approved` for the owner's own, else `pending`). */
  'media.uploaded': mediaData,
  'media.approved': mediaData,
  'media.rejected': mediaData,
  /** Caption or section changed (also: its section was deleted, `sectionId` is now null). */
  'media.updated': mediaData,
  /** Removed by its owner or uploader, or with its album. */
  'media.deleted': mediaData,
  'highlight.added': highlightData,
  'highlight.removed': highlightData,
  'highlight.updated': highlightUpdatedData,
  'upload.playback-requested': videoJobData,
  'upload.poster-requested': videoJobData,
} as const;
/**
 * What svc-media's internal exports send, one a line (README "When something fails"): each live item or highlight
 * as its newest event tells it, with its revision (a highlight never changed is at 1).
 */
export const mediaExportItems = {
  media: mediaData,
  highlights: highlightData.extend({ revision: z.number().int().min(1) }),
} as const;
export type HighlightState = z.infer<typeof mediaExportItems.highlights>;
export type MediaEventData = z.infer<typeof mediaData>;
export type HighlightEventData = z.infer<typeof highlightData>;
export type HighlightUpdatedData = z.infer<typeof highlightUpdatedData>;
