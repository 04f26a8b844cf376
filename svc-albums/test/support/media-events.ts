import { Types } from 'mongoose';
import type { HighlightEventData, MediaEventData } from '@abialbum/contracts';
import { eventFactory } from '@abialbum/service-kit';

const fromMedia = eventFactory('svc-media');

/** A media item as svc-media describes it in `media.*` events; each call a new item unless `mediaId` is given. */
export const aMediaItem = (over: Partial<MediaEventData> & Pick<MediaEventData, 'albumId'>): MediaEventData => {
  const mediaId = over.mediaId ?? new Types.ObjectId().toHexString();
  return {
    mediaId,
    sectionId: null,
    uploaderId: new Types.ObjectId().toHexString(),
    type: 'IMAGE',
    url: `/api/v1/files/${mediaId}.jpg`,
    thumbnailUrl: `/api/v1/files/${mediaId}-320.webp`,
    displayUrl: `/api/v1/files/${mediaId}-1280.webp`,
    placeholder: 'data:image/webp;base64,AAAA',
    width: 1600,
    height: 1200,
    duration: null,
    caption: '',
    status: 'approved',
    rejectionReason: null,
    createdAt: new Date().toISOString(),
    revision: 1,
    ...over,
  };
};

export const aHighlight = (over: Partial<HighlightEventData> & Pick<HighlightEventData, 'albumId'>): HighlightEventData => {
  const highlightId = over.highlightId ?? new Types.ObjectId().toHexString();
  return {
    highlightId,
    mediaId: null,
    type: 'IMAGE',
    url: `/api/v1/files/${highlightId}.jpg`,
    thumbnailUrl: null,
    caption: 'A highlight',
    createdAt: new Date().toISOString(),
    ...over,
  };
};

type MediaEventType = 'media.uploaded' | 'media.approved' | 'media.rejected' | 'media.updated' | 'media.deleted';
export const mediaEvent = (type: MediaEventType, data: MediaEventData) => fromMedia(type, data);
export const highlightEvent = (type: 'highlight.added' | 'highlight.removed', data: HighlightEventData) => fromMedia(type, data);
/** The owner changed a highlight: `revision` 2 on the first change. */
export const highlightUpdated = (data: HighlightEventData, revision: number) => fromMedia('highlight.updated', { ...data, revision });
