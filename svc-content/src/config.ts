import { baseConfigSchema, internalConfigSchema, jwksConfigSchema, serviceUrlsSchema } from '@abialbum/service-kit';
import { z } from 'zod';

export const configSchema = baseConfigSchema('svc-content', 4004)
  .extend(jwksConfigSchema.shape)
  .extend(internalConfigSchema.shape)
  .extend({
    /** The services' own addresses (not the gateway's): their exports, the sources the statistics are repaired from. */
    IDENTITY_URL: serviceUrlsSchema('IDENTITY_URL').optional(),
    ALBUMS_URL: serviceUrlsSchema('ALBUMS_URL').optional(),
    MEDIA_URL: serviceUrlsSchema('MEDIA_URL').optional(),
    /** How often the statistics are compared with their sources and repaired (0: only at start). */
    REPAIR_INTERVAL_MS: z.coerce.number().int().min(0).default(15 * 60_000),
    /**
     * How long after its pass a comparison with a source looks again at the differences it found, and applies only
     * those still there (an event on its way closes one meanwhile); 0: no second look.
     */
    REPAIR_RECHECK_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  });
export type Config = z.infer<typeof configSchema>;
