import type { Highlight, Media } from '@abialbum/contracts';
import type { UserDirectory } from '@abialbum/service-kit';
import type { HighlightRecord } from '../store/highlight.store';
import type { MediaRecord } from '../store/media.model';

/** Media as callers see it, with the uploader's name and picture from the user read model. */
export async function toMediaViews(records: MediaRecord[], directory: UserDirectory): Promise<Media[]> {
  const users = await directory.getMany(records.map((media) => media.uploaderId));
  return records.map((media) => {
    const user = users.get(media.uploaderId);
    return {
      id: media.id,
      albumId: media.albumId,
      sectionId: media.sectionId,
      type: media.type,
      url: media.url,
      thumbnailUrl: media.thumbnailUrl,
      displayUrl: media.displayUrl,
      placeholder: media.placeholder,
      width: media.width,
      height: media.height,
      duration: media.duration,
      mimeType: media.mimeType,
      caption: media.caption,
      status: media.status,
      rejectionReason: media.rejectionReason,
      uploader: { id: media.uploaderId, name: user?.name ?? 'Unknown user', profileImage: user?.profileImage ?? null },
      createdAt: media.createdAt.toISOString(),
      updatedAt: media.updatedAt.toISOString(),
    };
  });
}

export async function toMediaView(record: MediaRecord, directory: UserDirectory): Promise<Media> {
  const [view] = await toMediaViews([record], directory);
  return view as Media;
}

export function toHighlightView(highlight: HighlightRecord): Highlight {
  const { id, albumId, mediaId, type, url, thumbnailUrl, displayUrl, placeholder, caption } = highlight;
  return { id, albumId, mediaId, type, url, thumbnailUrl, displayUrl, placeholder, caption, createdAt: highlight.createdAt.toISOString() };
}
