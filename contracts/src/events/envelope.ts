import { z } from 'zod';

/** ARCHITECTURE "Events": every message on `abialbum.events` has this envelope. */
export const EXCHANGE = 'abialbum.events';

export const eventEnvelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  version: z.number().int().min(1),
  occurredAt: z.string(),
  producer: z.string().min(1),
  data: z.unknown(),
});
export type EventEnvelope<T = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'data'> & { data: T };
