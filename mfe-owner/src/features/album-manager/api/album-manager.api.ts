import type { Album, AlbumCreate, AlbumUpdate, Section, SectionCreate, SectionUpdate } from '@abialbum/contracts';
import { albumsClient } from '@abialbum/web-kit';

/** An owner has one personal album (SPEC section 1): the first of albums/my, or none. */
export async function fetchMyAlbum(): Promise<Album | null> {
  const { data } = await albumsClient.myAlbums();
  return data?.albums?.[0] ?? null;
}

export async function createAlbum(body: AlbumCreate) {
  const { data, message } = await albumsClient.createAlbum(body);
  return { album: data.album, message };
}

export async function updateAlbum(albumId: string, body: AlbumUpdate) {
  const { data, message } = await albumsClient.updateAlbum(albumId, body);
  return { album: data.album, message };
}

export async function fetchSections(albumId: string): Promise<Section[]> {
  const { data } = await albumsClient.listSections(albumId);
  return data?.sections ?? [];
}

export async function createSection(body: SectionCreate) {
  const { data, message } = await albumsClient.createSection(body);
  return { section: data.section, message };
}

export async function updateSection(sectionId: string, body: SectionUpdate) {
  const { data, message } = await albumsClient.updateSection(sectionId, body);
  return { section: data.section, message };
}

export async function deleteSection(sectionId: string): Promise<string> {
  return (await albumsClient.deleteSection(sectionId)).message;
}
