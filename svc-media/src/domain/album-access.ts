import { albumMessages, mediaMessages } from '@abialbum/contracts';
import { ForbiddenError, isObjectId, NotFoundError, type UserDirectory } from '@abialbum/service-kit';
import type { AlbumAccessStore, AlbumInfo } from '../store/album-access.store';

export interface Viewer {
  userId: string;
}

export interface AlbumView {
  album: AlbumInfo;
  isOwner: boolean;
  isMember: boolean;
}

/**
 * svc-albums' albums, sections and memberships reach this service by events, a moment after svc-albums answered:
 * a client that made one and uses it at once (a section, then an upload into it) must not be told it does not
 * exist. What is not held yet is read again a few times (0.1 s, then twice as long, 1.5 s in all) before the
 * answer says so; only such answers wait.
 */
export async function untilCopied<T>(read: () => Promise<T>, held: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let waitMs = 100; !held(value) && waitMs <= 800; waitMs *= 2) {
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    value = await read();
  }
  return value;
}

export const albumNotFound = () => new NotFoundError(albumMessages.albumNotFound, 'ALBUM_NOT_FOUND');

/**
 * Who may do what with an album's media (SPEC 6): the owner manages and uploads directly, an approved
 * member uploads for approval, everyone sees the approved media of a public album. A blocked album (or
 * one whose owner is blocked) is gone for everyone but its owner, who may no longer add to it.
 */
export function albumAccess(store: AlbumAccessStore, directory: UserDirectory) {
  async function find(albumId: string): Promise<AlbumInfo> {
    const album = isObjectId(albumId) ? await untilCopied(() => store.album(albumId.toLowerCase()), Boolean) : null;
    if (!album || album.deleted) throw albumNotFound();
    return album;
  }
  const hidden = async (album: AlbumInfo) => album.isBlocked || (await directory.isBlocked(album.ownerId));

  return {
    find,
    /** The owner or an approved member, on a live album; the owner's uploads need no approval. */
    async forUpload(albumId: string, userId: string): Promise<AlbumView> {
      const album = await find(albumId);
      const isOwner = album.ownerId === userId;
      // A member approved a moment ago: their membership may still be on its way.
      const isMember = !isOwner && (await untilCopied(() => store.isMember(album._id, userId), Boolean));
      if (!isOwner && !isMember) {
        if (await hidden(album)) throw albumNotFound();
        throw new ForbiddenError(mediaMessages.noUploadPermission, 'UPLOAD_NOT_ALLOWED');
      }
      if (await hidden(album)) throw new ForbiddenError(mediaMessages.albumBlocked, 'ALBUM_BLOCKED');
      return { album, isOwner, isMember };
    },
    /** Owner-only calls (approvals, highlights): 403 for anyone else. */
    async forOwner(albumId: string, userId: string): Promise<AlbumInfo> {
      const album = await find(albumId);
      if (album.ownerId !== userId) {
        if (await hidden(album)) throw albumNotFound();
        throw new ForbiddenError(mediaMessages.ownerOnly, 'OWNER_ONLY');
      }
      return album;
    },
    /** Reading an album's media: public for all, private for its owner and members. */
    async forViewing(albumId: string, viewer: Viewer | undefined): Promise<AlbumView> {
      const album = await find(albumId);
      const isOwner = viewer?.userId === album.ownerId;
      if (isOwner) return { album, isOwner, isMember: false };
      if (await hidden(album)) throw albumNotFound();
      const isMember = viewer ? await store.isMember(album._id, viewer.userId) : false;
      if (!album.isPublic && !isMember) throw new ForbiddenError(albumMessages.albumPrivate, 'ALBUM_PRIVATE');
      return { album, isOwner, isMember };
    },
    /** A section the media may go into: one of this album's live sections. */
    async checkSection(albumId: string, sectionId: string | null): Promise<void> {
      if (sectionId === null) return;
      const section = await untilCopied(() => store.sectionOf(sectionId.toLowerCase()), Boolean);
      if (!section || section.deleted || section.albumId !== albumId) throw new NotFoundError(albumMessages.sectionNotFound, 'SECTION_NOT_FOUND');
    },
  };
}

export type AlbumAccess = ReturnType<typeof albumAccess>;
