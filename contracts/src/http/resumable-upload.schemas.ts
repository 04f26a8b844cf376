import { z } from 'zod';
import { MB, mediaCreateSchema, UPLOAD_FLOWS } from './media.schemas';

/**
 * Issue 14 "Resumable uploads": a large file goes by the tus protocol (1.0.0, creation, termination and expiration)
 * to `POST /api/v1/upload/resumable`, then `HEAD`/`PATCH`/`DELETE` at the `Location` it answers. Smaller files keep
 * SPEC 7's plain multipart calls.
 */
export const RESUMABLE_UPLOAD_PATH = '/upload/resumable';

/** The front ends send files at least this big by tus (a dropped connection then costs a chunk, not the file). */
export const RESUMABLE_THRESHOLD_BYTES = 20 * MB;

/** What one PATCH carries at most from the front ends: a cut connection loses at most this much. */
export const RESUMABLE_CHUNK_BYTES = 8 * MB;

/** An upload not finished within this long is removed (its `Upload-Expires`). */
export const RESUMABLE_EXPIRY_HOURS = 24;

/** The header of every tus answer that names the upload's media item once it is complete. */
export const RESUMABLE_MEDIA_ID_HEADER = 'Upload-Media-Id';

/**
 * The tus `Upload-Metadata` of a resumable upload: where the finished file goes (as `POST albums/media` takes it) and
 * what it is called. `flow` picks SPEC 5's size limit as `?flow=` does for `/upload`. Nothing else is accepted.
 */
export const resumableMetadataSchema = mediaCreateSchema.pick({ albumId: true, sectionId: true, caption: true }).extend({
  filename: z.string({ error: 'filename must be text' }).max(1000, 'filename is too long').optional().default('file'),
  filetype: z.string({ error: 'filetype must be text' }).max(255, 'filetype is too long').optional(),
  flow: z.enum(Object.keys(UPLOAD_FLOWS) as [keyof typeof UPLOAD_FLOWS], { error: 'flow must be default or large' }).optional().default('default'),
});
export type ResumableMetadata = z.input<typeof resumableMetadataSchema>;

export const resumableMessages = {
  uploadNotFound: 'This upload was not found. Please upload the file again.',
  lengthRequired: 'Upload-Length must give the size of the file in bytes',
  metadataInvalid: 'Upload-Metadata must be key and base64 value pairs, separated by commas',
  stillFinishing: 'This upload is still being finished. Please try again shortly.',
  alreadyComplete: 'This upload is complete: send no more bytes, at its length as Upload-Offset, to get its media item again.',
} as const;
