import { baseConfigSchema, fileLinksConfigSchema, internalConfigSchema, jwksConfigSchema, serviceUrlsSchema } from '@abialbum/service-kit';
import { z } from 'zod';
import { DEFAULT_FOLLOWS_AT_ONCE } from './domain/following';

export const configSchema = baseConfigSchema('svc-albums', 4002)
  .extend(jwksConfigSchema.shape)
  .extend(internalConfigSchema.shape)
  .extend(fileLinksConfigSchema.shape)
  .extend({
    /** identity's own address (not the gateway's): its export of users, the source the album owners are repaired from. */
    IDENTITY_URL: serviceUrlsSchema('IDENTITY_URL').optional(),
    /** svc-media's own address (not the gateway's): its export of live media, the source the read model is repaired from. */
    MEDIA_URL: serviceUrlsSchema('MEDIA_URL').optional(),
    /** How often everything kept here is compared with its source and repaired (0: only at start). */
    REPAIR_INTERVAL_MS: z.coerce.number().int().min(0).default(15 * 60_000),
    /**
     * How long after its pass a repair from svc-media looks again at the differences it found, and applies only those
     * still there (an event on its way closes one meanwhile); 0: no second look.
     */
    REPAIR_RECHECK_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    /** How often notifications older than 90 days are swept away (0: never; reads leave them out anyway). */
    NOTIFICATION_SWEEP_MS: z.coerce.number().int().min(0).default(60 * 60_000),
    /** How long a public album's profile is kept in memory (0: never; the scale benchmark measures the reads). */
    PROFILE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    /** How many follows and unfollows this instance makes at once; the others wait their turn (Following, README). */
    FOLLOWS_AT_ONCE: z.coerce.number().int().min(1).max(1_000).default(DEFAULT_FOLLOWS_AT_ONCE),
  });
export type Config = z.infer<typeof configSchema>;
