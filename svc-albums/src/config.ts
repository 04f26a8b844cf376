import { baseConfigSchema, jwksConfigSchema } from '@abialbum/service-kit';
import type { z } from 'zod';

export const configSchema = baseConfigSchema('svc-albums', 4002).extend(jwksConfigSchema.shape);
export type Config = z.infer<typeof configSchema>;
