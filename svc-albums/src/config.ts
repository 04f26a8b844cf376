import { baseConfigSchema, jwksConfigSchema } from '@abialbum/service-kit';
import { z } from 'zod';

export const configSchema = baseConfigSchema('svc-albums', 4002)
  .extend(jwksConfigSchema.shape)
  .extend({
    /** How long a public album's profile is kept in memory (0: never; the scale benchmark measures the reads). */
    PROFILE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  });
export type Config = z.infer<typeof configSchema>;
