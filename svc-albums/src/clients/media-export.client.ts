import { mediaExportItems, type HighlightState, type MediaEventData } from '@abialbum/contracts';
import { readExport } from '@abialbum/service-kit';
import type { HighlightSource, MediaSource } from '../domain/media-repair';

/**
 * svc-media's exports (on its own port, with the platform's INTERNAL_TOKEN): every live media item and every
 * live highlight, as their newest events tell them. An export cut off before its trailer throws.
 */
export function mediaExports(mediaUrl: string, token: string): { media: MediaSource; highlights: HighlightSource } {
  const base = mediaUrl.replace(/\/$/, '');
  return {
    media: (): AsyncIterable<MediaEventData> => readExport(`${base}/internal/media`, token, mediaExportItems.media),
    highlights: (): AsyncIterable<HighlightState> => readExport(`${base}/internal/highlights`, token, mediaExportItems.highlights),
  };
}
