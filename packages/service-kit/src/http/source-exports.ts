import {
  activityExportItems,
  albumExportItems,
  mediaExportItems,
  userEvents,
  type AlbumEventData,
  type CommentState,
  type ReactionState,
  type HighlightState,
  type MediaEventData,
  type MembershipState,
  type SectionEventData,
  type UserSnapshot,
} from '@abialbum/contracts';
import { readExport } from './internal-export';

/**
 * The readers of every service's exports (their `/internal` routes, on each service's own port, with the
 * platform's INTERNAL_TOKEN): what the repairs compare their copies with. Each one cut off before its trailer throws.
 * A service's URL setting may name several instances (comma-separated): the first that answers serves the export.
 */

/** identity's users, as their newest event tells them. */
export type UserSource = () => AsyncIterable<UserSnapshot>;
export const identityExport =
  (identityUrl: string, token: string): UserSource =>
  () =>
    readExport(identityUrl, '/internal/users', token, userEvents['user.updated']);

/** svc-albums' live albums and sections, and approved memberships. */
export interface AlbumExports {
  albums: () => AsyncIterable<AlbumEventData>;
  sections: () => AsyncIterable<SectionEventData>;
  members: () => AsyncIterable<MembershipState>;
}
export const albumExports = (albumsUrl: string, token: string): AlbumExports => ({
  albums: () => readExport(albumsUrl, '/internal/albums', token, albumExportItems.albums),
  sections: () => readExport(albumsUrl, '/internal/sections', token, albumExportItems.sections),
  members: () => readExport(albumsUrl, '/internal/members', token, albumExportItems.members),
});

/** svc-media's live media and highlights. */
export interface MediaExports {
  media: () => AsyncIterable<MediaEventData>;
  highlights: () => AsyncIterable<HighlightState>;
}
export const mediaExports = (mediaUrl: string, token: string): MediaExports => ({
  media: () => readExport(mediaUrl, '/internal/media', token, mediaExportItems.media),
  highlights: () => readExport(mediaUrl, '/internal/highlights', token, mediaExportItems.highlights),
});

/** svc-media's comments and reactions (the statistics' Total Comments and Total Reactions). */
export interface ActivityExports {
  comments: () => AsyncIterable<CommentState>;
  reactions: () => AsyncIterable<ReactionState>;
}
export const activityExports = (mediaUrl: string, token: string): ActivityExports => ({
  comments: () => readExport(mediaUrl, '/internal/comments', token, activityExportItems.comments),
  reactions: () => readExport(mediaUrl, '/internal/reactions', token, activityExportItems.reactions),
});
