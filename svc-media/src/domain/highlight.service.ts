import { mediaMessages, type Highlight, type MediaType } from '@abialbum/contracts';
import { ConflictError, documentLocks, isObjectId, lockKey, NotFoundError, BadRequestError } from '@abialbum/service-kit';
import { highlightEvent, highlightUpdated } from '../events/media-events';
import type { HighlightChange, HighlightRecord, HighlightStore } from '../store/highlight.store';
import type { MediaStore } from '../store/media.store';
import type { AlbumAccess, Viewer } from './album-access';
import type { FileFacts, FileReferences } from './file-references';
import { mediaNotFound } from './media.service';
import type { MediaViews } from './media-view';

export interface HighlightServiceDeps {
  highlights: HighlightStore;
  media: MediaStore;
  access: AlbumAccess;
  references: FileReferences;
  views: MediaViews;
}

const highlightNotFound = () => new NotFoundError(mediaMessages.highlightNotFound, 'HIGHLIGHT_NOT_FOUND');

/** SPEC 7 "Highlights": the owner picks media to feature, or adds a file or URL of its own. */
export function highlightService(deps: HighlightServiceDeps) {
  const { highlights, access, references, views } = deps;

  const fromFacts = (albumId: string, userId: string, caption: string, mediaId: string | null) => (file: FileFacts) =>
    highlights.create(
      {
        albumId,
        mediaId,
        type: file.type,
        url: file.url,
        fileKey: file.fileKey,
        thumbnailUrl: file.thumbnailUrl,
        displayUrl: file.displayUrl,
        placeholder: file.placeholder,
        playback: file.playback,
        caption,
        createdBy: userId,
      },
      highlightEvent('highlight.added'),
    );

  /** A live highlight of an album the user owns (404 for an unknown id, 403 for anyone but the owner). */
  async function forOwner(highlightId: string, userId: string): Promise<HighlightRecord> {
    const highlight = isObjectId(highlightId) ? await highlights.findLive(highlightId.toLowerCase()) : null;
    if (!highlight) throw highlightNotFound();
    await access.forOwner(highlight.albumId, userId);
    return highlight;
  }

  async function change(id: string, next: (current: HighlightRecord) => HighlightChange) {
    const changed = await highlights.change(id, next, highlightUpdated);
    if (!changed) throw highlightNotFound();
    return changed;
  }

  async function remove(highlight: HighlightRecord): Promise<void> {
    const removed = await highlights.markDeleted(highlight.id, highlightEvent('highlight.removed'));
    if (removed) await references.release(removed.fileKey);
  }

  return {
    /** A highlight of its own: a file uploaded for it (`url` from the upload) or a web URL. */
    async create(userId: string, input: { albumId: string; url: string; type?: MediaType; caption: string }): Promise<Highlight> {
      const album = await access.forOwner(input.albumId, userId);
      const scope = { albumId: album._id, userId, type: input.type };
      const created = await references.use(input.url, scope, fromFacts(album._id, userId, input.caption, null));
      return views.highlight(created, album);
    },

    async addExisting(userId: string, input: { albumId: string; mediaId: string }): Promise<Highlight> {
      const album = await access.forOwner(input.albumId, userId);
      const mediaId = input.mediaId.toLowerCase();
      return documentLocks.run(lockKey('highlight-of-media', mediaId), async () => {
        const item = await deps.media.findLive(mediaId);
        if (!item || item.albumId !== album._id) throw mediaNotFound();
        if (item.status !== 'approved') throw new BadRequestError(mediaMessages.notApproved, 'MEDIA_NOT_APPROVED');
        if ((await highlights.ofMedia(mediaId)).length > 0) throw new ConflictError(mediaMessages.alreadyHighlighted, 'ALREADY_HIGHLIGHTED');
        const facts: FileFacts = { ...item, fileKey: item.fileKey };
        return views.highlight(await fromFacts(album._id, userId, item.caption, item.id)(facts), album);
      });
    },

    /**
     * One highlight as its album shows it to the caller (the viewer asks while a video of its own is prepared):
     * 404 for an unknown id, and whatever the album's own answer is for a caller who may not see it.
     */
    async get(highlightId: string, viewer: Viewer | undefined): Promise<Highlight> {
      const highlight = isObjectId(highlightId) ? await highlights.findLive(highlightId.toLowerCase()) : null;
      if (!highlight) throw highlightNotFound();
      const { album } = await access.forViewing(highlight.albumId, viewer);
      return views.highlight(highlight, album);
    },

    async list(albumId: string, viewer: Viewer | undefined): Promise<Highlight[]> {
      const { album } = await access.forViewing(albumId, viewer);
      return views.highlights(await highlights.list(album._id), album);
    },

    forOwner,

    /**
     * The owner changes the caption, or shows other media: a file uploaded for it (`url` from the upload)
     * or a web URL. The highlight then stands on its own (no album media behind it), and the file it showed
     * before is removed once nothing else shows it.
     */
    async update(highlightId: string, userId: string, input: { caption?: string; url?: string; type?: MediaType }): Promise<Highlight> {
      const current = await forOwner(highlightId, userId);
      const album = await access.find(current.albumId);
      const caption = (highlight: HighlightRecord) => input.caption ?? highlight.caption;
      if (input.url === undefined) return views.highlight((await change(current.id, (h) => ({ caption: caption(h) }))).updated, album);
      const scope = { albumId: current.albumId, userId, type: input.type };
      const { previous, updated } = await references.use(input.url, scope, (file) =>
        change(current.id, (h) => ({
          mediaId: null,
          type: file.type,
          url: file.url,
          fileKey: file.fileKey,
          thumbnailUrl: file.thumbnailUrl,
          displayUrl: file.displayUrl,
          placeholder: file.placeholder,
          playback: file.playback,
          caption: caption(h),
        })),
      );
      if (previous.fileKey !== updated.fileKey) await references.release(previous.fileKey);
      return views.highlight(updated, album);
    },

    async remove(highlightId: string, userId: string): Promise<void> {
      await remove(await forOwner(highlightId, userId));
    },

    async removeForMedia(mediaId: string): Promise<void> {
      for (const highlight of await highlights.ofMedia(mediaId)) await remove(highlight);
    },

    async removeForAlbum(albumId: string): Promise<void> {
      for (const highlight of await highlights.allOf(albumId)) await remove(highlight);
    },
  };
}

export type HighlightService = ReturnType<typeof highlightService>;
