import { baseConfigSchema, internalConfigSchema, jwksConfigSchema } from '@abialbum/service-kit';
import { z } from 'zod';

export const configSchema = baseConfigSchema('svc-content', 4004)
  .extend(jwksConfigSchema.shape)
  .extend(internalConfigSchema.shape)
  .extend({
    /** The services' own addresses (not the gateway's): their exports, the sources the statistics are repaired from. */
    IDENTITY_URL: z.url('IDENTITY_URL must be a URL').optional(),
    ALBUMS_URL: z.url('ALBUMS_URL must be a URL').optional(),
    MEDIA_URL: z.url('MEDIA_URL must be a URL').optional(),
    /** How often the statistics are compared with their sources and repaired (0: only at start). */
    REPAIR_INTERVAL_MS: z.coerce.number().int().min(0).default(15 * 60_000),
  });
export type Config = z.infer<typeof configSchema>;
