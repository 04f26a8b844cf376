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
  /**
   * Optional: the W3C trace context (`00-<trace id>-<span id>-<flags>`) of the request or handler that built the event,
   * recorded only while tracing is on (service-kit observability/tracing.ts). The relay publishes the event in that
   * trace and sends it on in the message's `traceparent` header too; consumers may ignore it, and a malformed one is
   * never a reason to refuse an event.
   */
  traceparent: z.string().max(256).optional(),
});
export type EventEnvelope<T = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'data'> & { data: T };
