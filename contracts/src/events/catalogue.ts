import type { z } from 'zod';
import { activityEvents } from './activity.events';
import { albumEvents } from './album.events';
import { mediaEvents } from './media.events';
import { contentEvents } from './content.events';
import { userEvents } from './user.events';

/**
 * The event catalogue: every event type, its producer and the schema of its `data`.
 * Later areas (albums, media, content) add their maps here.
 */
export const eventCatalogue = {
  ...userEvents,
  ...albumEvents,
  ...mediaEvents,
  ...activityEvents,
  ...contentEvents,
} as const;

export type EventType = keyof typeof eventCatalogue;
export type EventData<T extends EventType> = z.infer<(typeof eventCatalogue)[T]>;

export const eventProducers: Record<EventType, string> = {
  ...(Object.fromEntries(Object.keys(albumEvents).map((type) => [type, 'svc-albums'])) as Record<keyof typeof albumEvents, string>),
  ...(Object.fromEntries(Object.keys(mediaEvents).map((type) => [type, 'svc-media'])) as Record<keyof typeof mediaEvents, string>),
  ...(Object.fromEntries(Object.keys(activityEvents).map((type) => [type, 'svc-media'])) as Record<keyof typeof activityEvents, string>),
  'user.registered': 'svc-identity',
  'user.updated': 'svc-identity',
  'user.blocked': 'svc-identity',
  'user.unblocked': 'svc-identity',
  'user.album-modal-toggled': 'svc-identity',
  'content.updated': 'svc-content',
};

export function isKnownEvent(type: string): type is EventType {
  return Object.prototype.hasOwnProperty.call(eventCatalogue, type);
}
