import type { AlbumFiles } from './album-files';
import { albumMessages, type Section, type SectionCreate, type SectionUpdate } from '@abialbum/contracts';
import { ConflictError, ForbiddenError } from '@abialbum/service-kit';
import { sectionEvent } from '../events/album-events';
import type { AlbumStore } from '../store/album.store';
import { DuplicateSectionTitleError, type SectionStore, type StoredSection } from '../store/section.store';
import { definedOnly } from './changes';
import { owned, requireId, sectionNotFound, type Viewer } from './access';
import type { Membership } from './membership';
import type { SectionsPreview } from './sections-preview';
import { sectionView } from './views';

export interface SectionsDeps {
  albums: AlbumStore;
  files: AlbumFiles;
  sections: SectionStore;
  membership: Membership;
  previews: SectionsPreview;
  onEventsWritten: () => void;
}

const titleTaken = () =>
  new ConflictError(albumMessages.sectionTitleDuplicate, 'SECTION_TITLE_EXISTS', { title: albumMessages.sectionTitleDuplicate });

async function unlessTitleTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof DuplicateSectionTitleError) throw titleTaken();
    throw err;
  }
}

/**
 * The sections of an album (SPEC 5 "Section", 7 "Sections"): titles unique per album, case-insensitively.
 * Every change refreshes the album's profile preview and section count (SectionsPreview).
 */
export class Sections {
  constructor(private readonly deps: SectionsDeps) {}

  async create(userId: string, input: Required<SectionCreate>): Promise<Section> {
    const { albums, sections } = this.deps;
    const album = owned(await albums.findLive(input.albumId), userId);
    const section = await unlessTitleTaken(() =>
      sections.create(
        { albumId: album.id, ownerId: album.ownerId, title: input.title, description: input.description, order: input.order, isSharedAlbum: input.isSharedAlbum },
        sectionEvent('section.created'),
      ),
    );
    this.deps.onEventsWritten();
    await this.deps.previews.refreshAfterWrite(album.id);
    return sectionView(section, this.deps.files.of(album));
  }

  async list(albumId: string, viewer: Viewer): Promise<Section[]> {
    const album = await this.deps.membership.readable(await this.deps.albums.findLive(requireId(albumId)), viewer);
    const link = this.deps.files.of(album);
    return (await this.deps.sections.listByAlbum(album.id)).map((section) => sectionView(section, link));
  }

  async update(sectionId: string, userId: string, changes: SectionUpdate): Promise<Section> {
    const { id } = await this.ownedSection(sectionId, userId);
    const updated = await unlessTitleTaken(() => this.deps.sections.update(id, definedOnly(changes), sectionEvent('section.updated')));
    if (!updated) throw sectionNotFound();
    this.deps.onEventsWritten();
    await this.deps.previews.refreshAfterWrite(updated.albumId);
    // Only its owner receives it: links that work whether or not the album is public.
    return sectionView(updated, this.deps.files.signed);
  }

  /** Emits section.deleted: the media service moves its media back to the album. */
  async remove(sectionId: string, userId: string): Promise<void> {
    const { id } = await this.ownedSection(sectionId, userId);
    const deleted = await this.deps.sections.markDeleted(id, sectionEvent('section.deleted'));
    if (!deleted) throw sectionNotFound();
    this.deps.onEventsWritten();
    await this.deps.previews.refreshAfterWrite(deleted.albumId);
  }

  private async ownedSection(id: string, userId: string): Promise<StoredSection> {
    const section = await this.deps.sections.findLive(requireId(id));
    if (!section) throw sectionNotFound();
    if (section.ownerId !== userId) throw new ForbiddenError();
    return section;
  }
}
