import {
  albumMessages,
  MOST_FOLLOWED_LIMIT,
  type AlbumSearchResult,
  type Album,
  type AlbumOwner,
  type MediaSummary,
  type Section,
} from '@abialbum/contracts';
import { escapeRegex, isObjectId, NotFoundError } from '@abialbum/service-kit';
import type { AlbumStore } from '../store/album.store';
import type { SectionStore } from '../store/section.store';
import { isVisible, readable, requireId, type Viewer } from './access';
import { albumView, ownerView, searchResultView, sectionView } from './views';

export interface AlbumProfile {
  album: Album & { sections: Section[]; mediaHighlights: MediaSummary[] };
  recentMedia: MediaSummary[];
}

export type SharedSection = Section & { album: { id: string; title: string; description: string }; owner: AlbumOwner; media: MediaSummary[] };

const sectionUnavailable = () => new NotFoundError(albumMessages.sectionUnavailable, 'SECTION_UNAVAILABLE');

/**
 * What visitors read (SPEC 7 "Public", "Search"). Each answer is a fixed number of queries whatever the size
 * of the album: the owner is kept on the album, sections come in one query. Media lists stay empty until the
 * read model of approved media exists (media issue).
 */
export class PublicReads {
  constructor(private readonly deps: { albums: AlbumStore; sections: SectionStore }) {}

  /** Counts a view. Private: 403 except for the owner; blocked album or owner: 404, also for the owner. */
  async profile(id: string, viewer: Viewer): Promise<AlbumProfile> {
    const { albums, sections } = this.deps;
    const albumId = requireId(id);
    const album = await albums.countView(albumId, viewer?.role === 'user' ? viewer.userId : undefined);
    if (!album) {
      // Only on failure: say why (gone, or private).
      const stored = await albums.findLive(albumId);
      readable(stored && !stored.isBlocked && !stored.owner.isBlocked ? stored : null, viewer);
      throw new NotFoundError(albumMessages.albumNotFound, 'ALBUM_NOT_FOUND');
    }
    const albumSections = (await sections.listByAlbum(album.id)).map(sectionView);
    return { album: { ...albumView(album), sections: albumSections, mediaHighlights: [] }, recentMedia: [] };
  }

  /** A shared section of a visible album; anything else is 'This section is not available'. */
  async sharedSection(sectionId: string): Promise<SharedSection> {
    if (!isObjectId(sectionId)) throw sectionUnavailable();
    const section = await this.deps.sections.findLive(sectionId);
    if (!section?.isSharedAlbum) throw sectionUnavailable();
    const album = await this.deps.albums.findLive(section.albumId);
    if (!album || !isVisible(album)) throw sectionUnavailable();
    return {
      ...sectionView(section),
      album: { id: album.id, title: album.title, description: album.description },
      owner: ownerView(album),
      media: [],
    };
  }

  async sharedAlbum(albumId: string, viewer: Viewer): Promise<Array<Section & { media: MediaSummary[] }>> {
    const album = readable(await this.deps.albums.findLive(requireId(albumId)), viewer);
    const shared = await this.deps.sections.listByAlbum(album.id, { shared: true });
    return shared.map((section) => ({ ...sectionView(section), media: [] }));
  }

  async mostFollowed(): Promise<AlbumSearchResult[]> {
    return (await this.deps.albums.mostFollowed(MOST_FOLLOWED_LIMIT)).map(searchResultView);
  }

  /** Title, description and owner name, case-insensitively, the text taken literally. Blank: nothing. */
  async search(query: string, limit: number): Promise<AlbumSearchResult[]> {
    const text = query.trim().toLowerCase();
    if (!text) return [];
    return (await this.deps.albums.search(escapeRegex(text), limit)).map(searchResultView);
  }
}
