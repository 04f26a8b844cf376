import type { Album, AlbumCreate, Section, SectionCreate } from '@abialbum/contracts';
import { httpClient } from './http';
import type { Service } from './service';

/** Arrange through the service's own HTTP API: an owner with an album, sections on it. */
export function arrange(svc: Service) {
  const http = httpClient(svc.url);
  return {
    http,
    async anAlbum(token: string, over: Partial<AlbumCreate> = {}): Promise<Album> {
      const res = await http.post<{ album: Album }>('/albums', { title: 'Summer Trip', description: 'Beach days', isPublic: true, ...over }, token);
      if (res.status !== 201) throw new Error(`album not created: ${res.status} ${res.message}`);
      return res.data.album;
    },
    async aSection(token: string, albumId: string, over: Partial<SectionCreate> = {}): Promise<Section> {
      const res = await http.post<{ section: Section }>('/albums/sections', { albumId, title: 'My Photos', ...over }, token);
      if (res.status !== 201) throw new Error(`section not created: ${res.status} ${res.message}`);
      return res.data.section;
    },
    /** An owner (a known user) with their album. */
    async anOwnerWithAlbum(over: Partial<AlbumCreate> = {}, user: Parameters<Service['aUser']>[0] = {}) {
      const owner = await svc.aUser(user);
      const album = await this.anAlbum(owner.token, over);
      return { owner, album };
    },
  };
}
