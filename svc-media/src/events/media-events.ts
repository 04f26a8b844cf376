import type { HighlightEventData, HighlightState, MediaEventData, PlaybackStatus } from '@abialbum/contracts';
import { eventFactory } from '@abialbum/service-kit';
import { fileUrl } from '../storage/file-key';
import type { HighlightRecord } from '../store/highlight.store';
import type { MediaRecord } from '../store/media.model';

const event = eventFactory('svc-media');

type MediaEventType = 'media.uploaded' | 'media.approved' | 'media.rejected' | 'media.updated' | 'media.deleted';

/** The messages svc-media publishes, each through the outbox of the document it describes. */
export const mediaEvent = (type: MediaEventType) => (media: MediaRecord) => [event(type, mediaData(media))];

/** What every media.* event tells of an item (and the export of live items repeats). */
export const mediaData = (media: MediaRecord): MediaEventData => ({
  mediaId: media.id,
  albumId: media.albumId,
  sectionId: media.sectionId,
  uploaderId: media.uploaderId,
  type: media.type,
  url: media.url,
  thumbnailUrl: media.thumbnailUrl,
  displayUrl: media.displayUrl,
  placeholder: media.placeholder,
  width: media.width,
  height: media.height,
  duration: media.duration,
  ...playbackData(media.playback),
  caption: media.caption,
  status: media.status,
  rejectionReason: media.rejectionReason,
  createdAt: media.createdAt.toISOString(),
  revision: media.revision,
});

/** A video's playback copy as events tell it: its state, and its URL (bare, like a thumbnail's) once ready. */
function playbackData(playback: { status: PlaybackStatus; key: string | null } | null) {
  return {
    playbackStatus: playback?.status ?? null,
    playbackUrl: playback?.status === 'ready' && playback.key ? fileUrl(playback.key) : null,
  };
}

/** What every highlight.* event tells of a highlight; its playback copy's URL bare, like its thumbnail's. */
const highlightData = (highlight: HighlightRecord): HighlightEventData => ({
  highlightId: highlight.id,
  albumId: highlight.albumId,
  mediaId: highlight.mediaId,
  type: highlight.type,
  url: highlight.url,
  thumbnailUrl: highlight.thumbnailUrl,
  ...playbackData(highlight.playback),
  caption: highlight.caption,
  createdAt: highlight.createdAt.toISOString(),
});

export const highlightEvent = (type: 'highlight.added' | 'highlight.removed') => (highlight: HighlightRecord) => [
  event(type, highlightData(highlight)),
];

/** A highlight's state as its newest event tells it (the export of live highlights). */
export const highlightState = (highlight: HighlightRecord): HighlightState => ({ ...highlightData(highlight), revision: highlight.revision });

/** A changed caption or media, or its video's poster or playback copy, with the revision that orders the changes. */
export const highlightUpdated = (highlight: HighlightRecord) => [
  event('highlight.updated', highlightState(highlight)),
];
