import type { AlbumEventData, SectionEventData } from '@abialbum/contracts';
import { mediaEvent } from '../events/media-events';
import type { AlbumAccessStore } from '../store/album-access.store';
import type { MediaStore } from '../store/media.store';
import type { UploadStore } from '../store/upload.store';
import type { HighlightService } from './highlight.service';
import type { MediaFiles } from './media-files';
import type { MediaService } from './media.service';

export interface AlbumLifecycleDeps {
  albums: AlbumAccessStore;
  media: MediaStore;
  uploads: UploadStore;
  files: MediaFiles;
  mediaService: MediaService;
  highlights: HighlightService;
}

/** What happens to media when svc-albums changes an album or a section (its events, handled idempotently). */
export function albumLifecycle(deps: AlbumLifecycleDeps) {
  return {
    /**
     * The album as its newest event tells it; its approved media join or leave their uploaders' public pages
     * with its visibility (by the state held after the event, so a repeated or late one changes nothing).
     */
    async albumChanged(data: AlbumEventData): Promise<void> {
      const album = await deps.albums.applyAlbum(data);
      if (album) await deps.media.setAlbumVisible(album._id, album.isPublic && !album.isBlocked && !album.deleted);
    },

    /** The album's media, highlights and files go with it (each removal is published for other read models). */
    async albumDeleted(data: AlbumEventData): Promise<void> {
      await deps.albums.applyAlbum(data, true);
      for (const id of await deps.media.ids({ albumId: data.albumId })) await deps.mediaService.removeRecord(id);
      await deps.highlights.removeForAlbum(data.albumId);
      for (const upload of await deps.uploads.findByAlbum(data.albumId)) {
        if (!upload.attachedAt) await deps.files.forget(upload);
      }
    },

    sectionChanged: (data: SectionEventData) => deps.albums.applySection(data.sectionId, data.albumId, false),

    /** SPEC 4: deleting a section moves its media back to the main album. */
    async sectionDeleted(data: SectionEventData): Promise<void> {
      await deps.albums.applySection(data.sectionId, data.albumId, true);
      for (const id of await deps.media.ids({ albumId: data.albumId, sectionId: data.sectionId })) {
        await deps.media.change(id, (item) => (item.sectionId === data.sectionId ? { sectionId: null } : null), mediaEvent('media.updated'));
      }
    },

    memberChanged: (albumId: string, userId: string, isMember: boolean, at: string) =>
      deps.albums.applyMember(albumId, userId, isMember, new Date(at)),
  };
}

export type AlbumLifecycle = ReturnType<typeof albumLifecycle>;
