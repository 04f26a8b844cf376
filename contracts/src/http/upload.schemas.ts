import { z } from 'zod';

/**
 * SPEC 7 "Upload": svc-media's upload routes (under /api/v1) answer `data.url`, a path on this origin
 * where the stored file is served. The profile image route's path is not in the SPEC; this is it.
 */
export const PROFILE_IMAGE_UPLOAD_PATH = '/upload/profile-image';
export const FILES_PATH = '/api/v1/files/';

export const uploadResultSchema = z.object({ url: z.string().startsWith(FILES_PATH) });
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const uploadMessages = {
  fileRequired: 'Please select a file',
  incomplete: 'The upload was incomplete. Please try again.',
  tooManyUploads: 'Too many uploads. Please try again later.',
} as const;

/**
 * Issue 28: `POST /upload`, `/upload/multiple` and `POST albums/media` take this optional header (1 to 255 visible
 * ASCII characters, e.g. a UUID made once per user action). A repeat with the same key by the same user within
 * IDEMPOTENCY_KEY_HOURS answers the first success again (same status and body, `Idempotent-Replayed: true`) and
 * stores nothing new. A failed request keeps nothing and may be repeated with its key. As the IETF draft
 * "The Idempotency-Key HTTP Header Field" says: 409 while the first request with the key is still running, 422 when
 * the key comes with another call or another JSON body (a multipart body is not compared: it is not read first).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_HOURS = 24;
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const idempotencyMessages = {
  invalid: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  inProgress: 'A request with this Idempotency-Key is still being processed. Please try again shortly.',
  reused: 'This Idempotency-Key was already used for another request.',
} as const;
