import path from 'node:path';
import { baseConfigSchema, fileLinksConfigSchema, internalConfigSchema, jwksConfigSchema, serviceUrlsSchema } from '@abialbum/service-kit';
import { z } from 'zod';

/** The repository root: where `.data/` lives when MEDIA_DIR is not given. */
const repoRoot = path.resolve(__dirname, '..', '..');

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export const configSchema = baseConfigSchema('svc-media', 4003)
  .extend(jwksConfigSchema.shape)
  .extend(internalConfigSchema.shape)
  .extend(fileLinksConfigSchema.shape)
  .extend({
    /** identity's own address (not the gateway's): its export of users, the source the user directory is repaired from. */
    IDENTITY_URL: serviceUrlsSchema('IDENTITY_URL').optional(),
    /** svc-albums' own address (not the gateway's): its exports, the source the album copies are repaired from; and whether a share link still opens. */
    ALBUMS_URL: serviceUrlsSchema('ALBUMS_URL').optional(),
    /** How often what is kept here is compared with its source and repaired (0: only at start). */
    REPAIR_INTERVAL_MS: z.coerce.number().int().min(0).default(15 * 60_000),
    /**
     * How long after its pass a repair from a source looks again at the differences it found, and applies only those
     * still there (an event on its way closes one meanwhile); 0: no second look.
     */
    REPAIR_RECHECK_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
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
    DERIVATIVE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    // MEDIA_STORAGE=s3: objects in an S3-compatible bucket (MEDIA_DIR then only holds uploads being received).
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL, e.g. http://127.0.0.1:9000' }).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or dashes')
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1, 'S3_ACCESS_KEY_ID must not be empty').optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1, 'S3_SECRET_ACCESS_KEY must not be empty').optional(),
    S3_REGION: z.string().min(1, 'S3_REGION must not be empty').default('us-east-1'),
    /** How long the service waits at start for an S3 server that does not answer yet (one starting beside it). */
    S3_WAIT_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
  })
  .superRefine(
    (config, ctx) => {
      if (config.MEDIA_STORAGE !== 's3') return;
      for (const name of S3_REQUIRED) {
        if (config[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required when MEDIA_STORAGE=s3` });
      }
    },
    // Also when other variables are wrong: loadConfig lists every problem at once.
    { when: () => true },
  );
export type Config = z.infer<typeof configSchema>;
