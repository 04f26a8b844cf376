import { albumMessages } from '@abialbum/contracts';
import { BadRequestError, ForbiddenError, isObjectId, NotFoundError, type AuthClaims } from '@abialbum/service-kit';
import type { StoredAlbum } from '../store/album.store';

/** Who asks: a signed-in user or admin, or nobody (a visitor). */
export type Viewer = AuthClaims | undefined;

export const albumNotFound = () => new NotFoundError(albumMessages.albumNotFound, 'ALBUM_NOT_FOUND');
export const sectionNotFound = () => new NotFoundError(albumMessages.sectionNotFound, 'SECTION_NOT_FOUND');

/** A valid id, in the one spelling the stores use (ids key follows, locks and events). */
export function requireId(id: string): string {
  if (!isObjectId(id)) throw new BadRequestError(albumMessages.invalidId, 'INVALID_ID');
  return id.toLowerCase();
}

export const isOwner = (album: Pick<StoredAlbum, 'ownerId'>, viewer: Viewer) => viewer?.role === 'user' && viewer.userId === album.ownerId;

/** Seen by anyone: not blocked, owner not blocked, public. */
export const isVisible = (album: StoredAlbum) => album.isPublic && !album.isBlocked && !album.owner.isBlocked;

/**
 * An album the viewer may read: the owner always; others when it is public. A blocked album, or one whose
 * owner is blocked, is gone for everyone else (404); a private one is 403.
 */
export function readable(album: StoredAlbum | null, viewer: Viewer): StoredAlbum {
  if (!album) throw albumNotFound();
  if (isOwner(album, viewer)) return album;
  if (album.isBlocked || album.owner.isBlocked) throw albumNotFound();
  if (!album.isPublic) throw new ForbiddenError(albumMessages.albumPrivate, 'ALBUM_PRIVATE');
  return album;
}

/** An album only its owner may change. */
export function owned(album: StoredAlbum | null, userId: string): StoredAlbum {
  if (!album) throw albumNotFound();
  if (album.ownerId !== userId) throw new ForbiddenError();
  return album;
}
