import { Types } from 'mongoose';
import { emptyReactionCounts, type CommentEventData, type HighlightEventData, type MediaEventData, type ReactionEventData } from '@abialbum/contracts';
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

/** A comment as svc-media tells it in `comment.*` events; each call a new comment unless `commentId` is given. */
export const aComment = (over: Partial<CommentEventData> & Pick<CommentEventData, 'albumId' | 'mediaId'>): CommentEventData => ({
  commentId: new Types.ObjectId().toHexString(),
  authorId: new Types.ObjectId().toHexString(),
  text: 'What a light!',
  createdAt: new Date().toISOString(),
  commentCount: 1,
  ...over,
});
export const commentEvent = (type: 'comment.created' | 'comment.deleted', data: CommentEventData) => fromMedia(type, data);

/** A user's reaction to an item changed (`kind` null: taken back), at `revision`. */
export const reactionEvent = (over: Partial<ReactionEventData> & Pick<ReactionEventData, 'albumId' | 'mediaId' | 'userId' | 'kind' | 'revision'>) =>
  fromMedia('reaction.changed', { previous: null, counts: { ...emptyReactionCounts(), ...(over.kind ? { [over.kind]: 1 } : {}) }, ...over });
