import { z } from 'zod';
import { COMMENT_SETTINGS } from '../http/activity.schemas';

const albumData = z.object({
  albumId: z.string(),
  ownerId: z.string(),
  title: z.string(),
  description: z.string(),
  isPublic: z.boolean(),
  /** Whether visitors may download the album (issue 14); absent in events from before it existed: yes. */
  allowDownloads: z.boolean().optional(),
  /** Who may comment and react (issue 13); absent in events from before it existed: everyone. */
  comments: z.enum(COMMENT_SETTINGS).optional(),
  isBlocked: z.boolean(),
  revision: z.number().int().min(1),
});

const sectionData = z.object({
  sectionId: z.string(),
  albumId: z.string(),
  ownerId: z.string(),
  title: z.string(),
  isSharedAlbum: z.boolean(),
});

const followData = z.object({ albumId: z.string(), userId: z.string(), followers: z.number().int().min(0) });

/** A join request approved (the user may now upload to the album), or a member removed. */
const memberData = z.object({ albumId: z.string(), userId: z.string() });

/**
 * A join request asked for (also again after a rejection), or rejected (of a pending request or of a member), with
 * the owner's reason when one was given. svc-albums tells the owner and the requester (its notifications).
 */
const joinRequestData = z.object({ requestId: z.string(), albumId: z.string(), userId: z.string(), rejectionReason: z.string().nullable() });

export const albumEvents = {
  'album.created': albumData,
  'album.updated': albumData,
  'album.deleted': albumData,
  'album.blocked': albumData,
  'album.unblocked': albumData,
  'section.created': sectionData,
  'section.updated': sectionData,
  'section.deleted': sectionData,
  'album.followed': followData,
  'album.unfollowed': followData,
  'member.approved': memberData,
  'member.removed': memberData,
  'join-request.created': joinRequestData,
  'join-request.rejected': joinRequestData,
} as const;
/**
 * What svc-albums' internal exports send, one a line (README "When something fails"): each live album and section
 * as its newest event tells it, and each approved membership with when it was approved.
 */
export const albumExportItems = {
  albums: albumData,
  sections: sectionData,
  members: memberData.extend({ since: z.string() }),
} as const;
export type MembershipState = z.infer<typeof albumExportItems.members>;
export type AlbumEventData = z.infer<typeof albumData>;
export type SectionEventData = z.infer<typeof sectionData>;
export type MemberEventData = z.infer<typeof memberData>;
export type JoinRequestEventData = z.infer<typeof joinRequestData>;
