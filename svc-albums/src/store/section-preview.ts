import type { SectionPreviewDocument } from './album.model';
import type { SectionSummary } from './section.store';

/** How the album document holds a section of its profile (without the album id, which is its own). */
export const toPreview = ({ id, title, description, order, isSharedAlbum, mediaCount, thumbnails, createdAt }: SectionSummary): SectionPreviewDocument => ({
  sectionId: id,
  title,
  description,
  order,
  isSharedAlbum,
  mediaCount,
  thumbnails,
  createdAt,
});

export const fromPreview = (albumId: string, previews: SectionPreviewDocument[] | undefined): SectionSummary[] | null =>
  previews?.map(({ sectionId, title, description, order, isSharedAlbum, mediaCount, thumbnails, createdAt }) => ({
    id: sectionId,
    albumId,
    title,
    description,
    order,
    isSharedAlbum,
    mediaCount,
    thumbnails,
    createdAt,
  })) ?? null;
