import path from 'node:path';
import { baseConfigSchema, jwksConfigSchema } from '@abialbum/service-kit';
import { z } from 'zod';

/** The repository root: where `.data/` lives when MEDIA_DIR is not given. */
const repoRoot = path.resolve(__dirname, '..', '..');

export const configSchema = baseConfigSchema('svc-media', 4003)
  .extend(jwksConfigSchema.shape)
  .extend({
    // A relative MEDIA_DIR is taken from where the process runs; by default files go to <repo>/.data/media.
    MEDIA_DIR: z
      .string()
      .min(1)
      .optional()
      .transform((dir) => (dir ? path.resolve(process.cwd(), dir) : path.join(repoRoot, '.data', 'media'))),
    MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
    PROFILE_UPLOAD_ANON_LIMIT: z.coerce.number().int().min(1).default(20),
    PROFILE_UPLOAD_ANON_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    /** An upload nothing points at (no profile, media item or highlight) is removed once this old. */
    UPLOAD_ORPHAN_MAX_AGE_MINUTES: z.coerce.number().int().min(1).default(24 * 60),
    UPLOAD_CLEANUP_INTERVAL_MINUTES: z.coerce.number().int().min(1).default(60),
    /** Video posters and durations need ffmpeg; without it videos are stored as they are. */
    FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
    FFPROBE_PATH: z.string().min(1).default('ffprobe'),
    DERIVATIVE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  });
export type Config = z.infer<typeof configSchema>;
