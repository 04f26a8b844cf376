import { PROFILE_SECTIONS_LIMIT } from '@abialbum/contracts';
import type { Logger } from '@abialbum/service-kit';
import type { AlbumStore } from '../store/album.store';
import type { SectionStore, SectionSummary } from '../store/section.store';

export interface SectionsPreviewDeps {
  albums: AlbumStore;
  sections: SectionStore;
  /** Where a failed refresh after a saved change is told (the change itself stands). */
  logger?: Pick<Logger, 'warn'>;
}

export interface PreviewedSections {
  /** The first PROFILE_SECTIONS_LIMIT sections in display order. */
  preview: SectionSummary[];
  /** All live sections of the album. */
  count: number;
}

/**
 * The sections an album's profile shows, kept on the album document with the count of all of them, so the
 * profile reads a fixed amount whatever the album's size. Written after every change of a section or of
 * its media; each refresh reads all sections afresh under the album's lock, so of two concurrent refreshes
 * the later one sees the other's change too and none leaves a stale list behind.
 */
export class SectionsPreview {
  constructor(private readonly deps: SectionsPreviewDeps) {}

  refresh(albumId: string): Promise<PreviewedSections> {
    const { albums, sections } = this.deps;
    return albums.exclusive(albumId, async () => {
      const all = await sections.summariesOf(albumId);
      const preview = all.slice(0, PROFILE_SECTIONS_LIMIT);
      await albums.setSectionsPreview(albumId, preview, all.length);
      return { preview, count: all.length };
    });
  }

  /**
   * After a section change that is saved (with its event): a failed refresh must not turn it into an error.
   * The preview is then dropped, and the next profile read builds it afresh.
   */
  async refreshAfterWrite(albumId: string): Promise<void> {
    try {
      await this.refresh(albumId);
    } catch (error) {
      this.deps.logger?.warn({ err: error, albumId }, 'sections preview not refreshed; dropping it for the next read');
      await this.deps.albums.dropSectionsPreview(albumId).catch((dropError: unknown) =>
        this.deps.logger?.warn({ err: dropError, albumId }, 'sections preview not dropped; the reconciler repairs it at start'),
      );
    }
  }

  /** After a media change of these sections: a refresh only when the profile shows one of them. */
  async mediaChanged(albumId: string, sectionIds: string[]): Promise<void> {
    if (sectionIds.length === 0) return;
    const shown = await this.deps.albums.previewedSectionIds(albumId);
    if (shown && !sectionIds.some((id) => shown.includes(id))) return;
    await this.refresh(albumId);
  }

  /** Whether a stored preview is what the album's sections (all of them, in display order) make. */
  static matches(stored: SectionSummary[] | null, all: SectionSummary[]): boolean {
    return stored !== null && keyOf(stored) === keyOf(all.slice(0, PROFILE_SECTIONS_LIMIT));
  }
}

const keyOf = (sections: SectionSummary[]) =>
  JSON.stringify(sections.map((s) => [s.id, s.title, s.description, s.order, s.isSharedAlbum, s.mediaCount, s.thumbnails, s.createdAt.getTime()]));
