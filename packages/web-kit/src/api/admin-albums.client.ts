import type { Pagination, PlaybackStatus } from '@abialbum/contracts';
import { api } from './http';

/** A media item as the admin album card and its 'View All Media' list show it. */
export interface AdminAlbumMedia {
  id: string;
  type: 'IMAGE' | 'VIDEO' | 'OTHER';
  url: string;
  thumbnailUrl?: string | null;
  /** The name the file is known by (the last part of its address). */
  fileName?: string | null;
  caption?: string | null;
  createdAt: string;
  /** A video's playback copy (see `MediaSummary`): what plays when browsers cannot play the original. */
  playbackStatus?: PlaybackStatus | null;
  playbackUrl?: string | null;
}

/** SPEC section 3 "Album", admin view: its status, its owner's status and the activity counts. */
export interface AdminAlbum {
  id: string;
  title: string;
  description: string | null;
  isPublic?: boolean;
  isBlocked: boolean;
  createdAt: string;
  owner: { id?: string; name: string; isBlocked: boolean };
  _count: { media: number; comments: number; reactions: number };
  /** The album's first 4 media, newest first (the card's thumbnails); the modal asks `media(albumId)` for all. */
  media: AdminAlbumMedia[];
}

export interface AdminAlbumsPage {
  albums: AdminAlbum[];
  pagination: Pagination;
}

export interface AdminAlbumsQuery {
  page?: number;
  limit?: number;
  /** Matches title, description or owner name. */
  search?: string;
}

/** svc-albums' admin routes (SPEC section 7 "Admin API"), with the admin's token. */
export const adminAlbumsClient = {
  list: (query: AdminAlbumsQuery = {}) =>
    api.get<AdminAlbumsPage>('abialbum/admin/albums', { auth: 'admin', query: { ...query } }),
  setBlocked: (albumId: string, isBlocked: boolean) =>
    api.put<{ album: AdminAlbum }>(`abialbum/admin/albums/${encodeURIComponent(albumId)}/block`, { isBlocked }, { auth: 'admin' }),
  /** Every approved media item of the album, newest first ('View All Media (n)'). */
  media: (albumId: string) =>
    api.get<{ media: AdminAlbumMedia[] }>(`abialbum/admin/albums/${encodeURIComponent(albumId)}/media`, { auth: 'admin' }),
};
