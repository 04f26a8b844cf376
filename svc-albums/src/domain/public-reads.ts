import type { AlbumFiles } from './album-files';
import {
  albumMessages,
  MOST_FOLLOWED_LIMIT,
  type AlbumSearchResult,
  type Album,
  type AlbumOwner,
  type HighlightSummary,
  type MediaSummary,
  type Section,
} from '@abialbum/contracts';
import { isObjectId, NotFoundError, ShortCache } from '@abialbum/service-kit';
import type { AlbumHighlightStore } from '../store/album-highlight.store';
import type { AlbumMediaRecord, AlbumMediaStore } from '../store/album-media.store';
import type { AlbumChange, AlbumStore, StoredAlbum } from '../store/album.store';
import type { SectionStore } from '../store/section.store';
import { isVisible, requireId, type Viewer } from './access';
import type { Membership } from './membership';
import type { AlbumCatalogue } from './album-catalogue';
import type { SectionsPreview } from './sections-preview';
import type { ViewCounter } from './view-counter';
import { albumView, highlightView, mediaSummaryView, ownerView, searchResultView, sectionView } from './views';

export interface AlbumProfile {
  /** `sections`: the first PROFILE_SECTIONS_LIMIT in display order; `_count.sections` counts them all. */
  album: Album & { sections: Section[]; mediaHighlights: HighlightSummary[] };
  recentMedia: MediaSummary[];
}

export type SharedSection = Section & {
  album: { id: string; title: string; description: string; allowDownloads: boolean };
  owner: AlbumOwner;
  media: MediaSummary[];
};

export interface PublicReadsDeps {
  albums: AlbumStore;
  sections: SectionStore;
  media: AlbumMediaStore;
  highlights: AlbumHighlightStore;
  membership: Membership;
  previews: SectionsPreview;
  views: ViewCounter;
  catalogue: AlbumCatalogue;
  files: AlbumFiles;
}

/** The profile's slideshow (SPEC 2 "Public album profile"). */
export const RECENT_MEDIA_LIMIT = 12;
export const HIGHLIGHTS_LIMIT = 100;
/**
 * A shared section page, and each section of the shared-album answer, shows its newest media up to this many
 * (a page: its cost must not grow with the section); `mediaCount` says how many there are in all.
 */
export const SHARED_MEDIA_LIMIT = 60;

/** A profile as read from the store; `shared`: anyone may read it (public and visible), so it may be kept. */
interface ReadProfile {
  profile: AlbumProfile;
  shared: boolean;
}

const sectionUnavailable = () => new NotFoundError(albumMessages.sectionUnavailable, 'SECTION_UNAVAILABLE');

/**
 * What visitors read (SPEC 7 "Public", "Search"). Each answer is a fixed number of queries whatever the size
 * of the album: the owner and the profile's sections preview are kept on the album, recent media and
 * highlights come in one query each (from the read model of approved media).
 */
export class PublicReads {
  /**
   * The profiles of public albums, kept for `profileCacheMs` (the most read page of the product: under load it
   * costs no read). Every write of an album here forgets its profile or moves its counters (AlbumStore.changed),
   * so this instance answers a change at once; another instance's within `profileCacheMs`. Private albums are never kept.
   */
  private readonly profiles: ShortCache<ReadProfile>;
  /**
   * The albums search answers with, kept as the profiles are (search is read as often as a profile: under load one read
   * of each album a second, not one per search), forgotten or moved by the same changes.
   */
  private readonly searched: ShortCache<StoredAlbum>;

  constructor(
    private readonly deps: PublicReadsDeps,
    options: { profileCacheMs: number } = { profileCacheMs: 1_000 },
  ) {
    this.profiles = new ShortCache({ ttlMs: options.profileCacheMs, max: 1_000, refreshAhead: true });
    this.searched = new ShortCache({ ttlMs: options.profileCacheMs, max: 2_000 });
  }

  /**
   * An album was written: its profile is read again. Only a counter moved (followers, views written): a kept
   * profile takes its new value, so many people following one album at once do not make every reader read it again.
   */
  changed(albumId: string, change: AlbumChange): void {
    if (typeof change !== 'object') {
      this.profiles.forget(albumId);
      this.searched.forget(albumId);
      return;
    }
    this.searched.patch(albumId, (album) => {
      album.followers = change.followers ?? album.followers;
      album.views = change.views ?? album.views;
    });
    // Also a profile being read now: dropping it would send every reader waiting for it to the store.
    this.profiles.patch(albumId, ({ profile: { album } }) => {
      album.followers = change.followers ?? album.followers;
      album.views = change.views ?? album.views;
    });
  }

  /**
   * Counts a view (in memory: a read never writes). Private: 403 except for the owner and members; blocked
   * album or owner: 404, also for the owner.
   */
  async profile(id: string, viewer: Viewer): Promise<AlbumProfile> {
    const albumId = requireId(id);
    const read = await this.profiles.through(albumId, () => this.readProfile(albumId, viewer), (kept) => kept.shared);
    const { profile } = read as ReadProfile;
    return { ...profile, album: { ...profile.album, views: profile.album.views + this.deps.views.count(albumId) } };
  }

  private async readProfile(albumId: string, viewer: Viewer): Promise<ReadProfile> {
    const { albums, media, highlights, previews } = this.deps;
    const viewerId = viewer?.role === 'user' ? viewer.userId : undefined;
    let album = await albums.findProfiled(albumId, viewerId);
    if (!album) {
      // Only on failure: say why (gone, or private), or find the viewer is a member of the private album.
      const stored = await albums.findLive(albumId);
      await this.deps.membership.readable(stored && !stored.isBlocked && !stored.owner.isBlocked ? stored : null, viewer);
      album = await albums.findProfiled(albumId, viewerId, true);
      if (!album) throw new NotFoundError(albumMessages.albumNotFound, 'ALBUM_NOT_FOUND');
    }
    const { sectionsPreview } = album;
    const [previewed, recent, highlighted] = await Promise.all([
      // An album stored before previews existed gets one now, once.
      sectionsPreview ? { preview: sectionsPreview, count: album.counts.sections } : previews.refresh(album.id),
      media.recent(album.id, RECENT_MEDIA_LIMIT),
      highlights.list(album.id, HIGHLIGHTS_LIMIT),
    ]);
    const counted = { ...album, counts: { ...album.counts, sections: previewed.count } };
    // A private album's profile (its owner's, its members') is never kept: its signed links are made for this answer.
    const link = this.deps.files.of(album);
    const profile = {
      album: {
        ...albumView(counted, link),
        sections: previewed.preview.map((section) => sectionView(section, link)),
        mediaHighlights: highlighted.map((highlight) => highlightView(highlight, link)),
      },
      recentMedia: recent.map((media) => mediaSummaryView(media, link)),
    };
    return { profile, shared: album.isPublic };
  }

  /** A shared section of a visible album; anything else is 'This section is not available'. */
  async sharedSection(sectionId: string): Promise<SharedSection> {
    if (!isObjectId(sectionId)) throw sectionUnavailable();
    const section = await this.deps.sections.findLive(sectionId.toLowerCase());
    if (!section?.isSharedAlbum) throw sectionUnavailable();
    const album = await this.deps.albums.findLive(section.albumId);
    if (!album || !isVisible(album)) throw sectionUnavailable();
    const media = await this.deps.media.ofSections(album.id, [section.id], SHARED_MEDIA_LIMIT);
    return {
      ...sectionView(section, this.deps.files.of(album)),
      album: { id: album.id, title: album.title, description: album.description, allowDownloads: album.allowDownloads },
      owner: ownerView(album),
      media: media.map((item) => mediaSummaryView(item, this.deps.files.of(album))),
    };
  }

  async sharedAlbum(albumId: string, viewer: Viewer): Promise<Array<Section & { media: MediaSummary[] }>> {
    const album = await this.deps.membership.readable(await this.deps.albums.findLive(requireId(albumId)), viewer);
    const shared = await this.deps.sections.listByAlbum(album.id, { shared: true });
    const media = await this.deps.media.ofSections(album.id, shared.map((section) => section.id), SHARED_MEDIA_LIMIT);
    const bySection = new Map<string, AlbumMediaRecord[]>();
    for (const item of media) if (item.sectionId) bySection.set(item.sectionId, [...(bySection.get(item.sectionId) ?? []), item]);
    const link = this.deps.files.of(album);
    return shared.map((section) => ({
      ...sectionView(section, link),
      media: (bySection.get(section.id) ?? []).map((item) => mediaSummaryView(item, link)),
    }));
  }

  async mostFollowed(): Promise<AlbumSearchResult[]> {
    return this.visibleInOrder(this.deps.catalogue.mostFollowed(MOST_FOLLOWED_LIMIT));
  }

  /**
   * Title, description and owner name, every word by its beginning or with one typo, the best matches first
   * (the catalogue, in memory); blank: nothing.
   */
  async search(query: string, limit: number): Promise<AlbumSearchResult[]> {
    const text = query.trim();
    if (!text) return [];
    return this.visibleInOrder(this.deps.catalogue.search(text, limit));
  }

  /** The albums the catalogue named, as stored (kept a moment: `searched`), still visible (a change may be on its way to the catalogue). */
  private async visibleInOrder(ids: string[]): Promise<AlbumSearchResult[]> {
    const found = await this.searched.many(ids, async (missing) => new Map((await this.deps.albums.inOrder(missing)).map((album) => [album.id, album])));
    const albums = ids.flatMap((id) => found.get(id) ?? []);
    return albums.filter((album) => album.isPublic && !album.isBlocked && !album.owner.isBlocked).map(searchResultView);
  }
}
