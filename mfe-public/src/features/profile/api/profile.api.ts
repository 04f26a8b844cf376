import type { MediaSummary, Section } from '@abialbum/contracts';
import { albumsClient, api, type AlbumProfileResult, type FollowersPage, type SharedAlbumSection } from '@abialbum/web-kit';

export async function fetchAlbumProfile(albumId: string): Promise<AlbumProfileResult> {
  const { data } = await albumsClient.albumProfile(albumId);
  return { album: data.album, recentMedia: data.recentMedia ?? [] };
}

/** The right column's shared sections: a failure only empties that list (the profile itself loaded). */
export async function fetchSharedSections(albumId: string): Promise<SharedAlbumSection[]> {
  try {
    const { data } = await albumsClient.sharedAlbum(albumId);
    return data?.sharedAlbum ?? [];
  } catch {
    return [];
  }
}

/**
 * A collection's media for its gallery. The media service may not answer yet (501 until the media
 * issue): then the section's thumbnails are shown as pictures, which is what the profile already has.
 */
export async function fetchSectionMedia(albumId: string, section: Section): Promise<MediaSummary[]> {
  try {
    const { data } = await api.get<{ media?: MediaSummary[] }>(`abialbum/albums/${encodeURIComponent(albumId)}/media`, {
      query: { sectionId: section.id },
    });
    if (data?.media?.length) return data.media;
  } catch {
    // Fall through to the thumbnails.
  }
  return section.thumbnails.map((url, i) => ({
    id: `${section.id}-thumbnail-${i}`,
    type: 'IMAGE',
    url,
    thumbnailUrl: url,
    caption: '',
    sectionId: section.id,
    createdAt: section.createdAt,
  }));
}

export async function fetchFollowers(albumId: string, page: number): Promise<FollowersPage> {
  const { data } = await albumsClient.followers(albumId, page);
  return data;
}
