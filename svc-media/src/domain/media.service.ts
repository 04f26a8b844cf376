import {
  checkUrlList,
  mediaMessages,
  type Media,
  type MediaBulk,
  type MediaCreate,
  type MediaStatus,
  type MediaUpdate,
} from '@abialbum/contracts';
import { BadRequestError, ForbiddenError, NotFoundError, ValidationError, isObjectId } from '@abialbum/service-kit';
import { mediaEvent } from '../events/media-events';
import { mediaList } from '../store/media-lists';
import type { MediaRecord, MediaStore } from '../store/media.store';
import type { AlbumAccess, Viewer } from './album-access';
import type { FileReferences } from './file-references';
import type { HighlightService } from './highlight.service';
import type { MediaViews } from './media-view';

export const mediaNotFound = () => new NotFoundError(mediaMessages.mediaNotFound, 'MEDIA_NOT_FOUND');

export interface MediaServiceDeps {
  media: MediaStore;
  access: AlbumAccess;
  references: FileReferences;
  views: MediaViews;
  highlights: HighlightService;
  /** The item's comments and reactions, which go with it; their counts on one item's answer. */
  activity?: {
    removeForMedia(mediaId: string): Promise<void>;
    counts(mediaId: string): Promise<Pick<Media, 'commentCount' | 'reactionCounts'>>;
  };
}

interface NewItem {
  sectionId: string | null;
  type?: Media['type'];
  url: string;
  caption: string;
}

const lower = (id: string | null | undefined) => (id ? id.toLowerCase() : null);

/** SPEC 7 "Media": adding, listing, editing and removing an album's media. */
export function mediaService(deps: MediaServiceDeps) {
  const { media, access, references, views } = deps;

  async function addAll(userId: string, albumId: string, items: NewItem[]): Promise<{ media: Media[]; pending: boolean }> {
    const { album, isOwner } = await access.forUpload(albumId, userId);
    for (const sectionId of new Set(items.map((item) => item.sectionId))) await access.checkSection(album._id, sectionId);
    // All or nothing: every item is checked before the first is created.
    for (const item of items) await references.check(item.url, { albumId: album._id, userId });
    const status: MediaStatus = isOwner ? 'approved' : 'pending';
    const created: MediaRecord[] = [];
    for (const item of items) {
      const scope = { albumId: album._id, userId, type: item.type };
      const record = await references.use(item.url, scope, (file) =>
        media.create(
          {
            ...file,
            albumId: album._id,
            sectionId: item.sectionId,
            uploaderId: userId,
            caption: item.caption,
            status,
            rejectionReason: null,
            albumVisible: album.isPublic && !album.isBlocked,
          },
          mediaEvent('media.uploaded'),
        ),
      );
      created.push(record);
    }
    return { media: await views.many(created), pending: !isOwner };
  }

  return {
    async create(userId: string, input: Required<Omit<MediaCreate, 'type'>> & Pick<MediaCreate, 'type'>) {
      const item = { sectionId: lower(input.sectionId), type: input.type, url: input.url, caption: input.caption };
      const result = await addAll(userId, input.albumId.toLowerCase(), [item]);
      return { media: result.media[0] as Media, pending: result.pending };
    },

    /** Several at once: files uploaded before (`mediaFiles`) or web URLs (`urls`, SPEC "URL mode"). */
    async bulk(userId: string, input: MediaBulk) {
      const items: (NewItem & { albumId?: string })[] = [];
      if (input.urls !== undefined) {
        const checked = checkUrlList(input.urls);
        if ('error' in checked) throw new ValidationError({ urls: checked.error });
        for (const url of checked.urls) items.push({ sectionId: lower(input.sectionId), url, caption: input.caption ?? '' });
      } else {
        for (const file of input.mediaFiles ?? []) {
          const sectionId = file.sectionId !== undefined ? file.sectionId : input.sectionId;
          items.push({ albumId: file.albumId, sectionId: lower(sectionId), type: file.type, url: file.url, caption: file.caption ?? input.caption ?? '' });
        }
      }
      const albumIds = new Set(items.map((item) => lower(item.albumId ?? input.albumId)));
      const [albumId] = [...albumIds];
      if (albumIds.size !== 1 || !albumId) throw new BadRequestError('All media must go to one album: give albumId', 'ALBUM_REQUIRED');
      return addAll(userId, albumId, items);
    },

    /**
     * An album's media (or a section's): approved for everyone who may see the album, every status for its
     * owner; a blocked uploader's are in neither list (media-lists.ts).
     */
    async list(albumId: string, viewer: Viewer | undefined, query: { sectionId?: string; page: number; limit: number }) {
      const { album, isOwner } = await access.forViewing(albumId, viewer);
      if (query.sectionId !== undefined && !isObjectId(query.sectionId)) throw new BadRequestError('Invalid section id', 'VALIDATION_ERROR');
      const status: MediaStatus | undefined = isOwner ? undefined : 'approved';
      const sectionId = lower(query.sectionId);
      const list = sectionId ? mediaList.section(sectionId, status) : mediaList.album(album._id, status);
      const { items, total } = await media.page(list, { skip: (query.page - 1) * query.limit, limit: query.limit });
      // A section of another album lists nothing here.
      const mine = items.filter((item) => item.albumId === album._id);
      return { media: await views.many(mine), total: mine.length === items.length ? total : 0 };
    },

    /**
     * One item, as its album's lists show it to this caller (a viewer polls it while its video's playback copy is
     * prepared): approved items to whoever may see the album, any item to its owner, and their own to its uploader.
     */
    async get(mediaId: string, viewer: Viewer | undefined): Promise<Media> {
      const item = isObjectId(mediaId) ? await media.findLive(mediaId.toLowerCase()) : null;
      if (!item) throw mediaNotFound();
      const { isOwner } = await access.forViewing(item.albumId, viewer);
      const own = viewer?.userId === item.uploaderId;
      if (!isOwner && !own && (item.status !== 'approved' || item.uploaderBlocked)) throw mediaNotFound();
      // Two counter documents: cheap for one item (a list would read two a row).
      const [view, counts] = await Promise.all([views.one(item), deps.activity?.counts(item.id) ?? Promise.resolve({})]);
      return { ...view, ...counts };
    },

    /** The album owner edits any item; the uploader edits theirs while it awaits approval. */
    async update(mediaId: string, userId: string, changes: MediaUpdate) {
      const current = await editable(mediaId, userId);
      const sectionId = changes.sectionId === undefined ? undefined : lower(changes.sectionId);
      if (sectionId !== undefined) await access.checkSection(current.albumId, sectionId);
      const updated = await media.change(
        current.id,
        (item) => ({ caption: changes.caption ?? item.caption, sectionId: sectionId === undefined ? item.sectionId : sectionId }),
        mediaEvent('media.updated'),
      );
      if (!updated) throw mediaNotFound();
      return views.one(updated);
    },

    async remove(mediaId: string, userId: string): Promise<void> {
      const current = await editable(mediaId, userId);
      await removeRecord(current.id);
    },

    /** Removes an item whoever asks (its album was deleted), its highlights and, if unused, its file. */
    removeRecord,
  };

  async function removeRecord(mediaId: string): Promise<void> {
    const removed = await media.markDeleted(mediaId, mediaEvent('media.deleted'));
    if (!removed) return;
    await deps.highlights.removeForMedia(removed.id);
    await deps.activity?.removeForMedia(removed.id);
    await references.release(removed.fileKey);
  }

  async function editable(mediaId: string, userId: string): Promise<MediaRecord> {
    const current = isObjectId(mediaId) ? await media.findLive(mediaId.toLowerCase()) : null;
    if (!current) throw mediaNotFound();
    const album = await access.find(current.albumId).catch(() => null);
    if (album?.ownerId === userId) return current;
    if (current.uploaderId === userId && current.status === 'pending') return current;
    throw new ForbiddenError();
  }
}

export type MediaService = ReturnType<typeof mediaService>;
