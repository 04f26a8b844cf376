import type { AdminAlbum, AdminAlbumMedia, Album, AlbumOwner, AlbumSearchResult, HighlightSummary, JoinRequest, MediaSummary, Section } from '@abialbum/contracts';
import type { AlbumHighlightRecord } from '../store/album-highlight.store';
import type { AlbumMediaRecord } from '../store/album-media.store';
import type { StoredAlbum } from '../store/album.store';
import type { StoredJoinRequest } from '../store/join-request.store';
import type { SectionSummary } from '../store/section.store';
import type { Link } from './album-files';

/** The contracts' shapes (contracts/src/http/album.schemas.ts) of what the store holds. */
export const ownerView = (album: StoredAlbum): AlbumOwner => ({
  id: album.ownerId,
  name: album.owner.name,
  profileImage: album.owner.profileImage,
  city: album.owner.city,
  country: album.owner.country,
});

export const albumView = (album: StoredAlbum, link: Link): Album => ({
  id: album.id,
  title: album.title,
  description: album.description,
  isPublic: album.isPublic,
  allowDownloads: album.allowDownloads,
  comments: album.comments,
  createdAt: album.createdAt.toISOString(),
  updatedAt: album.updatedAt.toISOString(),
  views: album.views,
  followers: album.followers,
  owner: ownerView(album),
  _count: { media: album.counts.media, sections: album.counts.sections, highlights: album.counts.highlights, members: album.counts.members },
  coverImage: link(album.coverImage),
});

export const sectionView = (section: SectionSummary, link: Link): Section => ({
  id: section.id,
  albumId: section.albumId,
  title: section.title,
  description: section.description,
  order: section.order,
  isSharedAlbum: section.isSharedAlbum,
  createdAt: section.createdAt.toISOString(),
  mediaCount: section.mediaCount,
  thumbnails: section.thumbnails.slice(0, 4).map(link),
});

export const searchResultView = (album: StoredAlbum): AlbumSearchResult => ({
  id: album.id,
  title: album.title,
  description: album.description,
  owner: ownerView(album),
  mediaCount: album.counts.media,
  followers: album.followers,
  views: album.views,
  coverImage: album.coverImage,
});

export const joinRequestView = (request: StoredJoinRequest): JoinRequest => ({
  id: request.id,
  albumId: request.albumId,
  userId: request.userId,
  status: request.status,
  message: request.message,
  rejectionReason: request.rejectionReason,
  createdAt: request.createdAt.toISOString(),
  decidedAt: request.decidedAt ? request.decidedAt.toISOString() : null,
});

/** A video's playback copy as svc-media last told it, linked like its other files; nothing when it was not told. */
const playbackView = (media: AlbumMediaRecord, link: Link): Pick<MediaSummary, 'playbackStatus' | 'playbackUrl'> =>
  media.playback ? { playbackStatus: media.playback.status, playbackUrl: media.playback.status === 'ready' ? link(media.playback.url) : null } : {};

export const mediaSummaryView = (media: AlbumMediaRecord, link: Link): MediaSummary => ({
  id: media.id,
  type: media.type,
  url: link(media.url),
  thumbnailUrl: link(media.thumbnailUrl),
  displayUrl: link(media.displayUrl),
  placeholder: media.placeholder,
  ...playbackView(media, link),
  caption: media.caption,
  sectionId: media.sectionId,
  createdAt: media.createdAt.toISOString(),
});

/**
 * A highlight shows like a media item (SPEC 3 "Highlight": id, url, type, caption), with what the viewer plays: the
 * playback copy, linked like its other files, once ready; and the media item it was made from.
 */
export const highlightView = (highlight: AlbumHighlightRecord, link: Link): HighlightSummary => ({
  id: highlight.id,
  mediaId: highlight.mediaId,
  type: highlight.type,
  url: link(highlight.url),
  thumbnailUrl: link(highlight.thumbnailUrl),
  playbackStatus: highlight.playbackStatus,
  playbackUrl: highlight.playbackStatus === 'ready' ? link(highlight.playbackUrl) : null,
  caption: highlight.caption,
  sectionId: null,
  createdAt: highlight.createdAt.toISOString(),
});

/** The name a file is known by: the last part of its address (svc-media does not keep the original name). */
export function fileNameOf(url: string): string {
  const last = url.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export const adminMediaView = (media: AlbumMediaRecord, link: Link): AdminAlbumMedia => ({
  id: media.id,
  type: media.type,
  url: link(media.url),
  thumbnailUrl: link(media.thumbnailUrl),
  ...playbackView(media, link),
  fileName: fileNameOf(media.url),
  caption: media.caption,
  createdAt: media.createdAt.toISOString(),
});

/** SPEC 3 "Album", admin view: statuses of album and owner, counts, and the card's first media. */
export const adminAlbumView = (album: StoredAlbum, media: AlbumMediaRecord[], link: Link): AdminAlbum => ({
  id: album.id,
  title: album.title,
  description: album.description,
  isPublic: album.isPublic,
  isBlocked: album.isBlocked,
  createdAt: album.createdAt.toISOString(),
  owner: { id: album.ownerId, name: album.owner.name, isBlocked: album.owner.isBlocked, profileImage: album.owner.profileImage },
  _count: { media: album.counts.media, comments: album.activity.comments, reactions: album.activity.reactions },
  media: media.map((item) => adminMediaView(item, link)),
});
