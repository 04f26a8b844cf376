import type {
  Album,
  AlbumCreate,
  AlbumOwner,
  AlbumSearchResult,
  AlbumUpdate,
  FollowerUser,
  HighlightSummary,
  MediaSummary,
  Pagination,
  Section,
  SectionCreate,
  SectionUpdate,
} from '@abialbum/contracts';
import { api } from './http';

export interface FollowState {
  isFollowing: boolean;
  followers: number;
}

export interface FollowersPage {
  users: FollowerUser[];
  pagination: Pagination;
}

export type AlbumProfile = Album & { sections: Section[]; mediaHighlights: HighlightSummary[] };

export interface AlbumProfileResult {
  album: AlbumProfile;
  recentMedia: MediaSummary[];
}

export type SharedSection = Section & {
  /** `allowDownloads`: absent from answers of before it existed (then: yes). */
  album: { id: string; title: string; description: string; allowDownloads?: boolean };
  owner: AlbumOwner;
  media: MediaSummary[];
};

export type SharedAlbumSection = Section & { media: MediaSummary[] };

export interface SearchOptions {
  limit?: number;
  /** Aborts a search that a newer keystroke made stale. */
  signal?: AbortSignal;
}

const id = (value: string) => encodeURIComponent(value);

/**
 * svc-albums as the front ends see it: albums, sections, following, public profiles and search.
 * Public reads go without a token ('none') so that a stale session never turns a visitor's page
 * into a login redirect; the profile carries one so an owner can see their own private album.
 */
export const albumsClient = {
  createAlbum: (body: AlbumCreate) => api.post<{ album: Album }>('abialbum/albums', body),
  myAlbums: () => api.get<{ albums: Album[] }>('abialbum/albums/my'),
  getAlbum: (albumId: string) => api.get<{ album: Album }>(`abialbum/albums/${id(albumId)}`),
  updateAlbum: (albumId: string, body: AlbumUpdate) => api.put<{ album: Album }>(`abialbum/albums/${id(albumId)}`, body),
  deleteAlbum: (albumId: string) => api.delete<null>(`abialbum/albums/${id(albumId)}`),

  createSection: (body: SectionCreate) => api.post<{ section: Section }>('abialbum/albums/sections', body),
  listSections: (albumId: string) => api.get<{ sections: Section[] }>(`abialbum/albums/${id(albumId)}/sections`),
  updateSection: (sectionId: string, body: SectionUpdate) =>
    api.put<{ section: Section }>(`abialbum/albums/sections/${id(sectionId)}`, body),
  deleteSection: (sectionId: string) => api.delete<null>(`abialbum/albums/sections/${id(sectionId)}`),

  follow: (albumId: string) => api.post<FollowState>(`abialbum/social/albums/${id(albumId)}/follow`),
  unfollow: (albumId: string) => api.post<FollowState>(`abialbum/social/albums/${id(albumId)}/unfollow`),
  followersCount: (albumId: string) => api.get<{ count: number }>(`abialbum/social/albums/${id(albumId)}/followers/count`),
  followStatus: (albumId: string) => api.get<{ isFollowing: boolean }>(`abialbum/social/albums/${id(albumId)}/follow-status`),
  followedAlbums: () => api.get<{ albums: Album[] }>('abialbum/social/albums/followed'),
  followers: (albumId: string, page = 1) =>
    api.get<FollowersPage>(`abialbum/albums/${id(albumId)}/followers`, { query: { page } }),

  albumProfile: (albumId: string) => api.get<AlbumProfileResult>(`abialbum/userprofile/album/${id(albumId)}`),
  sharedSection: (sectionId: string) =>
    api.get<{ section: SharedSection }>(`abialbum/userprofile/shared-section/${id(sectionId)}`, { auth: 'none' }),
  sharedAlbum: (albumId: string) =>
    api.get<{ sharedAlbum: SharedAlbumSection[] }>(`abialbum/userprofile/shared-album/${id(albumId)}`, { auth: 'none' }),
  mostFollowed: () => api.get<{ albums: AlbumSearchResult[] }>('abialbum/userprofile/most-followed-albums', { auth: 'none' }),
  search: (query: string, { limit, signal }: SearchOptions = {}) =>
    api.get<{ albums: AlbumSearchResult[] }>('abialbum/search/albums', { auth: 'none', query: { query, limit }, signal }),
};
