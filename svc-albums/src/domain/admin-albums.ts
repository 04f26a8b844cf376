import type { AlbumFiles } from './album-files';
import { ADMIN_ALBUM_CARD_MEDIA, paginate, type AdminAlbum, type AdminAlbumList, type AdminAlbumMedia } from '@abialbum/contracts';
import { albumEvent } from '../events/album-events';
import type { AlbumMediaStore } from '../store/album-media.store';
import type { AlbumStore, StoredAlbum } from '../store/album.store';
import type { AlbumCatalogue } from './album-catalogue';
import { albumNotFound, requireId } from './access';
import { adminAlbumView, adminMediaView } from './views';

export interface AdminAlbumsDeps {
  albums: AlbumStore;
  files: AlbumFiles;
  media: AlbumMediaStore;
  catalogue: AlbumCatalogue;
  onEventsWritten: () => void;
}

/** 'View All Media' lists an album's approved media up to this many (newest first). */
export const ADMIN_MEDIA_LIST_MAX = 1000;

/**
 * The admin's albums (SPEC 2 "Admin dashboard" Albums, 7 "Admin API"): every live album whatever its state
 * or its owner's, and the block that takes it out of every public answer (album.blocked / album.unblocked).
 */
export class AdminAlbums {
  constructor(private readonly deps: AdminAlbumsDeps) {}

  /** Newest first; `search` matches title, description or owner name by each word's beginning (the catalogue). */
  async list(query: { page: number; limit: number; search?: string }): Promise<AdminAlbumList> {
    const text = query.search?.trim();
    const { ids, total } = this.deps.catalogue.adminPage(text || null, (query.page - 1) * query.limit, query.limit);
    const albums = await this.deps.albums.inOrder(ids);
    return { albums: await Promise.all(albums.map((album) => this.withCardMedia(album))), pagination: paginate(query.page, query.limit, total) };
  }

  async media(albumId: string): Promise<AdminAlbumMedia[]> {
    const album = await this.deps.albums.findLive(requireId(albumId));
    if (!album) throw albumNotFound();
    const link = this.deps.files.of(album);
    return (await this.deps.media.recent(album.id, ADMIN_MEDIA_LIST_MAX)).map((media) => adminMediaView(media, link));
  }

  /** Idempotent: the state asked for is the answer, and only a real change is told. */
  async setBlocked(albumId: string, isBlocked: boolean): Promise<AdminAlbum> {
    const album = await this.deps.albums.setBlocked(requireId(albumId), isBlocked, albumEvent(isBlocked ? 'album.blocked' : 'album.unblocked'));
    if (!album) throw albumNotFound();
    this.deps.onEventsWritten();
    return this.withCardMedia(album);
  }

  private async withCardMedia(album: StoredAlbum): Promise<AdminAlbum> {
    return adminAlbumView(album, await this.deps.media.recent(album.id, ADMIN_ALBUM_CARD_MEDIA), this.deps.files.of(album));
  }
}
