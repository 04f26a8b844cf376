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
