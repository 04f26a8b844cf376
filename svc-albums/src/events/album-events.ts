import type { AlbumEventData, MembershipState, SectionEventData } from '@abialbum/contracts';
import { eventFactory } from '@abialbum/service-kit';
import type { StoredAlbum } from '../store/album.store';
import type { StoredJoinRequest } from '../store/join-request.store';
import type { StoredSection } from '../store/section.store';

const event = eventFactory('svc-albums');

type AlbumEventType = 'album.created' | 'album.updated' | 'album.deleted' | 'album.blocked' | 'album.unblocked';
type SectionEventType = 'section.created' | 'section.updated' | 'section.deleted';

/** The messages svc-albums publishes (through the outbox of the document they describe). */
export const albumEvent = (type: AlbumEventType) => (album: StoredAlbum) => [event(type, albumData(album))];

/** What album.* events tell of an album (and the export of live albums repeats). */
export const albumData = (album: StoredAlbum): AlbumEventData => ({
  albumId: album.id,
  ownerId: album.ownerId,
  title: album.title,
  description: album.description,
  isPublic: album.isPublic,
  allowDownloads: album.allowDownloads,
  comments: album.comments,
  isBlocked: album.isBlocked,
  revision: album.revision,
});

export const sectionEvent = (type: SectionEventType) => (section: StoredSection) => [event(type, sectionData(section))];

/** What section.* events tell of a section (and the export of live sections repeats). */
export const sectionData = (section: StoredSection): SectionEventData => ({
  sectionId: section.id,
  albumId: section.albumId,
  ownerId: section.ownerId,
  title: section.title,
  isSharedAlbum: section.isSharedAlbum,
});

export const followEvent = (type: 'album.followed' | 'album.unfollowed', albumId: string, userId: string, followers: number) => [
  event(type, { albumId, userId, followers }),
];

/** An approved membership, with when it was approved (the export of memberships). */
export const membershipState = (request: StoredJoinRequest): MembershipState => ({
  albumId: request.albumId,
  userId: request.userId,
  since: (request.decidedAt ?? request.updatedAt).toISOString(),
});

/** A user became a member of an album (may upload to it), or is one no more. */
export const memberEvent = (type: 'member.approved' | 'member.removed') => (request: StoredJoinRequest) => [
  event(type, { albumId: request.albumId, userId: request.userId }),
];

/** A join request asked for (the owner is told) or rejected (the requester is told, with the reason). */
export const joinRequestEvent = (type: 'join-request.created' | 'join-request.rejected') => (request: StoredJoinRequest) => [
  event(type, { requestId: request.id, albumId: request.albumId, userId: request.userId, rejectionReason: request.rejectionReason }),
];
