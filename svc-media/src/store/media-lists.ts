import type { MediaStatus } from '@abialbum/contracts';
import { listId, type WantedLists } from '@abialbum/service-kit';

/** What decides the lists a media item is in. */
export interface ListedMediaState {
  albumId: string;
  sectionId: string | null;
  uploaderId: string;
  status: MediaStatus;
  /** Its uploader is blocked: hidden from every list but the uploader's own (as svc-albums hides it too). */
  uploaderBlocked: boolean;
  /** Its album is public and not blocked (the uploader's public page lists only those). */
  albumVisible: boolean;
}

/**
 * Every list of media (README "Data at scale"), each read a page at a time:
 * - `album:<albumId>`: the owner's view of every status; `albumStatus:<albumId>:<status>`: one status (the owner's
 *   Media tab and pending list, and what visitors see: approved), and the counts per status;
 * - `section:<sectionId>` and `sectionStatus:<sectionId>:<status>`: the same within a section;
 * - `uploaderAlbum:<uploaderId>:<albumId>` (+ `uploaderAlbumStatus:...:<status>`): a member's uploads to one album,
 *   for them and for the owner; `uploader:<uploaderId>` (+ `uploaderStatus`): a member's uploads everywhere;
 * - `userPublic:<uploaderId>`: the approved media of a user in albums everyone may see (their uploads page).
 * A blocked uploader's media leave the album and section lists (and come back to their place when unblocked).
 */
export function mediaListsOf(media: ListedMediaState): WantedLists {
  const shown = !media.uploaderBlocked;
  const inSection = shown && media.sectionId !== null;
  return {
    album: shown ? media.albumId : null,
    albumStatus: shown ? `${media.albumId}:${media.status}` : null,
    section: inSection ? media.sectionId : null,
    sectionStatus: inSection ? `${media.sectionId}:${media.status}` : null,
    uploaderAlbum: `${media.uploaderId}:${media.albumId}`,
    uploaderAlbumStatus: `${media.uploaderId}:${media.albumId}:${media.status}`,
    uploader: media.uploaderId,
    uploaderStatus: `${media.uploaderId}:${media.status}`,
    userPublic: shown && media.status === 'approved' && media.albumVisible ? media.uploaderId : null,
  };
}

const STATUSES: MediaStatus[] = ['pending', 'approved', 'rejected'];

/** Where a read of media finds its page. */
export const mediaList = {
  album: (albumId: string, status?: MediaStatus) => (status ? listId('albumStatus', `${albumId}:${status}`) : listId('album', albumId)),
  section: (sectionId: string, status?: MediaStatus) => (status ? listId('sectionStatus', `${sectionId}:${status}`) : listId('section', sectionId)),
  uploader: (uploaderId: string, albumId: string | undefined, status?: MediaStatus) => {
    if (albumId) return status ? listId('uploaderAlbumStatus', `${uploaderId}:${albumId}:${status}`) : listId('uploaderAlbum', `${uploaderId}:${albumId}`);
    return status ? listId('uploaderStatus', `${uploaderId}:${status}`) : listId('uploader', uploaderId);
  },
  userPublic: (uploaderId: string) => listId('userPublic', uploaderId),
};

/** The lists holding the counts of each status of a scope (its list of one status each). */
export const statusLists = (listOf: (status: MediaStatus) => string) => STATUSES.map(listOf);
