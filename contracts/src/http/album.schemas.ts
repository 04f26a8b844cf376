import { z } from 'zod';
import { COMMENT_SETTINGS, type CommentSetting } from './activity.schemas';
import { pageQuerySchema, type Pagination } from './envelope';
import type { PlaybackStatus } from './media.schemas';

/** SPEC section 5 "Album" and "Section": the messages users see, enforced by forms and by svc-albums alike. */
export const albumMessages = {
  titleRequired: 'Album title is required',
  titleShort: 'Album title must be at least 3 characters long',
  titleLong: 'Album title must be less than 100 characters',
  descriptionLong: 'Description must be less than 500 characters',
  sectionTitleRequired: 'Section title is required',
  sectionTitleShort: 'Section title must be at least 2 characters long',
  sectionTitleLong: 'Section title must be less than 100 characters',
  sectionTitleDuplicate: 'A section with this title already exists',
  sectionDescriptionLong: 'Description must be less than 300 characters',
  orderNegative: 'Order must be a positive number',
  albumExists: 'You already have an album. Each user can own one personal album.',
  albumNotFound: 'Album not found',
  albumPrivate: 'This album is private',
  sectionNotFound: 'Section not found',
  sectionUnavailable: 'This section is not available',
  cannotFollowOwnAlbum: 'You cannot follow your own album',
  invalidId: 'Invalid id',
} as const;

/** The success messages of svc-albums' mutations (SPEC section 8 "Success messages" where it names them). */
export const albumSuccessMessages = {
  albumCreated: 'Album created successfully!',
  albumUpdated: 'Album updated successfully!',
  albumDeleted: 'Album deleted successfully',
  sectionCreated: 'Section created successfully!',
  sectionUpdated: 'Section updated successfully!',
  sectionDeleted: 'Section deleted successfully',
  followed: 'You are now following this album',
  unfollowed: 'You have unfollowed this album',
} as const;

export const ALBUM_TITLE_MAX = 100;
export const ALBUM_DESCRIPTION_MAX = 500;
export const SECTION_TITLE_MAX = 100;
export const SECTION_DESCRIPTION_MAX = 300;
export const FOLLOWERS_PAGE_SIZE = 12;
export const SEARCH_SUGGESTIONS = 5;
export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_LIMIT_MAX = 50;
export const MOST_FOLLOWED_LIMIT = 20;
/**
 * The public profile answers the first this many sections of the album, in display order (its
 * `sections`); `_count.sections` tells how many there are, and `albums/{id}/sections` lists them all.
 */
export const PROFILE_SECTIONS_LIMIT = 12;

/** The storage engine (PostgreSQL under FerretDB) cannot hold a NUL character in text. */
const NO_NUL = 'Text contains a character that is not allowed';
const withoutNul = (text: string) => !text.includes('\u0000');

const title = (required: string, short: string, long: string, min: number, max: number) =>
  z.string({ error: required }).trim().min(1, required).min(min, short).max(max, long).refine(withoutNul, NO_NUL);

export const albumTitleSchema = title(albumMessages.titleRequired, albumMessages.titleShort, albumMessages.titleLong, 3, ALBUM_TITLE_MAX);
const albumDescription = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(ALBUM_DESCRIPTION_MAX, albumMessages.descriptionLong)
  .refine(withoutNul, NO_NUL);

/** Who may comment and react on the album's media (issue 13). */
const commentSetting = z.enum(COMMENT_SETTINGS, { error: 'comments must be everyone, members or off' });

export const albumCreateSchema = z.strictObject({
  title: albumTitleSchema,
  description: albumDescription.optional().default(''),
  isPublic: z.boolean({ error: 'isPublic must be true or false' }).optional().default(true),
  allowDownloads: z.boolean({ error: 'allowDownloads must be true or false' }).optional().default(true),
  comments: commentSetting.optional().default('everyone'),
});
export type AlbumCreate = z.input<typeof albumCreateSchema>;

export const albumUpdateSchema = z
  .strictObject({
    title: albumTitleSchema.optional(),
    description: albumDescription.optional(),
    isPublic: z.boolean({ error: 'isPublic must be true or false' }).optional(),
    allowDownloads: z.boolean({ error: 'allowDownloads must be true or false' }).optional(),
    comments: commentSetting.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type AlbumUpdate = z.input<typeof albumUpdateSchema>;

export const sectionTitleSchema = title(
  albumMessages.sectionTitleRequired,
  albumMessages.sectionTitleShort,
  albumMessages.sectionTitleLong,
  2,
  SECTION_TITLE_MAX,
);
const sectionDescription = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(SECTION_DESCRIPTION_MAX, albumMessages.sectionDescriptionLong)
  .refine(withoutNul, NO_NUL);
const sectionOrder = z
  .number({ error: albumMessages.orderNegative })
  .int(albumMessages.orderNegative)
  .min(0, albumMessages.orderNegative)
  .max(1_000_000, 'Order is too large');

export const sectionCreateSchema = z.strictObject({
  albumId: z.string({ error: 'albumId is required' }).regex(/^[a-f0-9]{24}$/i, 'Invalid album id'),
  title: sectionTitleSchema,
  description: sectionDescription.optional().default(''),
  /** 0 (or absent) means "at the end". */
  order: sectionOrder.optional().default(0),
  isSharedAlbum: z.boolean({ error: 'isSharedAlbum must be true or false' }).optional().default(false),
});
export type SectionCreate = z.input<typeof sectionCreateSchema>;

export const sectionUpdateSchema = z
  .strictObject({
    title: sectionTitleSchema.optional(),
    description: sectionDescription.optional(),
    order: sectionOrder.optional(),
    isSharedAlbum: z.boolean({ error: 'isSharedAlbum must be true or false' }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type SectionUpdate = z.input<typeof sectionUpdateSchema>;

/** Search: blank text runs nothing (SPEC "Search"). */
export const searchQuerySchema = z.object({
  query: z.string().trim().max(100, 'Search text must be less than 100 characters').refine(withoutNul, NO_NUL).catch('').default(''),
  /** Out of range is clamped, anything else unreadable is the default: a search never answers 400. */
  limit: z.coerce
    .number()
    .int()
    .catch(SEARCH_LIMIT_DEFAULT)
    .default(SEARCH_LIMIT_DEFAULT)
    .transform((n) => Math.min(SEARCH_LIMIT_MAX, Math.max(1, n))),
});

export interface AlbumOwner {
  id: string;
  name: string;
  profileImage: string | null;
  city: string | null;
  country: string | null;
}

/** A media item as the album pages show it (from the read model of approved media). */
export interface MediaSummary {
  id: string;
  type: 'IMAGE' | 'VIDEO' | 'OTHER';
  url: string;
  thumbnailUrl: string | null;
  caption: string;
  sectionId: string | null;
  createdAt: string;
  /** The 1280 px derivative, when the media service made one (svc-albums answers it on profiles). */
  displayUrl?: string | null;
  /** A tiny blurred image as a data URL, shown while the picture loads. */
  placeholder?: string | null;
  /** How many comments and reactions it shows (svc-media's lists and items; blocked users' left out). */
  commentCount?: number;
  reactionCount?: number;
  /**
   * As on `Media`: a video's playback copy (null: browsers play `url` as it is; `playbackUrl` once `ready`). Absent
   * where the answer does not know it (svc-albums' copies of items from before media events carried it).
   */
  playbackStatus?: PlaybackStatus | null;
  playbackUrl?: string | null;
}

/** A highlight as an album's profile shows it (svc-albums' copy, from svc-media's highlight events). */
export interface HighlightSummary extends MediaSummary {
  /** The album media it was made from, or null for a highlight of its own file or URL. */
  mediaId: string | null;
  /** As on `Media`: null when browsers play `url` as it is. */
  playbackStatus: PlaybackStatus | null;
  /** The video's playback copy once `ready` (what a player loads); `url` stays the original. */
  playbackUrl: string | null;
}

export interface Album {
  id: string;
  title: string;
  description: string;
  isPublic: boolean;
  /** Visitors may download the album and its originals (its owner and members always may). */
  allowDownloads: boolean;
  /** Who may comment and react on its media; absent from answers of before it existed (then: everyone). */
  comments?: CommentSetting;
  createdAt: string;
  updatedAt: string;
  views: number;
  followers: number;
  owner: AlbumOwner;
  /** `sections`: every live section of the album (a profile lists at most PROFILE_SECTIONS_LIMIT of them). */
  _count: { media: number; sections: number; highlights: number; members: number };
  coverImage: string | null;
}

export interface Section {
  id: string;
  albumId: string;
  title: string;
  description: string;
  order: number;
  isSharedAlbum: boolean;
  createdAt: string;
  mediaCount: number;
  thumbnails: string[];
}

/** What the search box and result cards show (SPEC "Search box"). */
export interface AlbumSearchResult {
  id: string;
  title: string;
  description: string;
  owner: AlbumOwner;
  mediaCount: number;
  followers: number;
  views: number;
  coverImage: string | null;
}

export interface FollowerUser {
  id: string;
  name: string;
  profileImage: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
}

/** SPEC 4 "Join request" and 7 "Join requests": a user asks to join an album; its owner decides. */
export const JOIN_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];
export const JOIN_MESSAGE_MAX = 500;
export const JOIN_REJECTION_REASON_MAX = 500;

export const joinRequestMessages = {
  sent: 'Join request sent successfully!',
  approved: 'Join request approved successfully!',
  rejected: 'Join request rejected',
  cancelled: 'Join request cancelled',
  ownAlbum: 'You cannot request to join your own album',
  alreadyPending: 'You already have a pending request to join this album',
  alreadyMember: 'You are already a member of this album',
  notFound: 'Join request not found',
  alreadyApproved: 'This join request is already approved',
  alreadyRejected: 'This join request is already rejected',
  notYours: 'You can only cancel your own join request',
  messageLong: `Message must be less than ${JOIN_MESSAGE_MAX} characters`,
  reasonLong: `Rejection reason must be less than ${JOIN_REJECTION_REASON_MAX} characters`,
  statusInvalid: 'Status must be PENDING, APPROVED or REJECTED',
} as const;

const optionalText = (max: number, long: string) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, long)
    .refine(withoutNul, NO_NUL)
    .nullable()
    .optional()
    .transform((text) => text || null);

/** `POST albums/{id}/join-request`: the message is optional (SPEC 5 "Other"), so is the body. */
export const joinRequestCreateSchema = z
  .strictObject({ message: optionalText(JOIN_MESSAGE_MAX, joinRequestMessages.messageLong) })
  .optional()
  .transform((body) => ({ message: body?.message ?? null }));

/** `PATCH .../reject`: the reason is optional (asked by prompt). */
export const joinRequestRejectSchema = z
  .strictObject({ rejectionReason: optionalText(JOIN_REJECTION_REASON_MAX, joinRequestMessages.reasonLong) })
  .optional()
  .transform((body) => ({ rejectionReason: body?.rejectionReason ?? null }));

/** `GET albums/{id}/join-requests?status=`: any case; absent lists every status. */
export const joinRequestListQuerySchema = z.object({
  status: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.enum(JOIN_REQUEST_STATUSES, { error: joinRequestMessages.statusInvalid }))
    .optional(),
});

export interface JoinRequestUser {
  id: string;
  name: string;
  /** The same as name: users have one name here. */
  fullName: string;
  /** Shown to the album's owner when known. */
  email?: string;
  profileImage: string | null;
}

export interface JoinRequest {
  id: string;
  albumId: string;
  userId: string;
  status: JoinRequestStatus;
  message: string | null;
  rejectionReason: string | null;
  /** When it was (last) asked: a request again after a rejection starts anew. */
  createdAt: string;
  decidedAt: string | null;
}

/** What the album's owner lists. */
export interface JoinRequestWithUser extends JoinRequest {
  user: JoinRequestUser;
}

/** What the requester lists (`users/me/join-requests`). */
export interface MyJoinRequest extends JoinRequestWithUser {
  album: { id: string; title: string; owner: AlbumOwner };
}

export type JoinRequestCounts = Record<JoinRequestStatus, number>;

export interface JoinRequestList {
  requests: JoinRequestWithUser[];
  counts: JoinRequestCounts;
}

/** The visitor's own state is NONE when they never asked (SPEC 4). */
export type MemberRequestStatus = 'NONE' | JoinRequestStatus;

export interface UploadPermission {
  canUpload: boolean;
  isOwner: boolean;
  isMember: boolean;
  requestStatus: MemberRequestStatus;
  rejectionReason: string | null;
  /** The viewer's own request (to cancel it), or null. */
  requestId: string | null;
}

/** `users/joined-albums`: `data.joinedAlbums[0].approvedAlbums` (SPEC 7 "Users"). */
export interface JoinedAlbums {
  joinedAlbums: Array<{ approvedAlbums: Album[] }>;
}

/** SPEC 7 "Admin API" and 2 "Admin dashboard" Albums: what the admin lists, reads and toggles. */
export const ADMIN_ALBUMS_PAGE_SIZE = 10;
export const ADMIN_ALBUMS_PAGE_MAX = 100;
/** SPEC 9 "Admin album card thumbnails". */
export const ADMIN_ALBUM_CARD_MEDIA = 4;

export const adminAlbumMessages = {
  blocked: 'Album blocked successfully',
  unblocked: 'Album unblocked successfully',
  searchLong: 'Search must be less than 100 characters',
  isBlockedInvalid: 'isBlocked must be true or false',
} as const;

/** `GET admin/albums?page&limit&search`: search matches title, description or owner name. */
export const adminAlbumsQuerySchema = pageQuerySchema(ADMIN_ALBUMS_PAGE_SIZE, ADMIN_ALBUMS_PAGE_MAX).extend({
  search: z.string().trim().max(100, adminAlbumMessages.searchLong).refine(withoutNul, NO_NUL).optional(),
});

/** `PUT admin/albums/{id}/block`: a real boolean, nothing else. */
export const albumBlockSchema = z.strictObject({ isBlocked: z.boolean({ error: adminAlbumMessages.isBlockedInvalid }) });

/** A media item of the admin's album card and 'View All Media' list. */
export interface AdminAlbumMedia {
  id: string;
  type: 'IMAGE' | 'VIDEO' | 'OTHER';
  url: string;
  thumbnailUrl: string | null;
  /** The last part of the file's address (the original name is not kept). */
  fileName: string;
  caption: string;
  createdAt: string;
  /** As on `MediaSummary`: what a player loads for a video browsers may not play as it was sent. */
  playbackStatus?: PlaybackStatus | null;
  playbackUrl?: string | null;
}

/** SPEC 3 "Album", admin view. */
export interface AdminAlbum {
  id: string;
  title: string;
  description: string;
  isPublic: boolean;
  isBlocked: boolean;
  createdAt: string;
  owner: { id: string; name: string; isBlocked: boolean; profileImage: string | null };
  /** No comments or reactions exist in this product yet: both are 0. */
  _count: { media: number; comments: number; reactions: number };
  /** The first media, newest first (the card's thumbnails); all of them: `admin/albums/{id}/media`. */
  media: AdminAlbumMedia[];
}

export interface AdminAlbumList {
  albums: AdminAlbum[];
  pagination: Pagination;
}
