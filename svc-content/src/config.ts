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
  });
export type Config = z.infer<typeof configSchema>;
