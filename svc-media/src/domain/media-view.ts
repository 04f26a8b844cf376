import type { Highlight, Media } from '@abialbum/contracts';
import type { UserDirectory } from '@abialbum/service-kit';
import type { AlbumInfo } from '../store/album-access.store';
import type { HighlightRecord } from '../store/highlight.store';
import type { MediaPlayback, MediaRecord } from '../store/media.model';
import { fileUrl } from '../storage/file-key';
import type { FileSharing } from './file-sharing';

/**
 * Media and highlights as callers see them: the uploader's name and picture from the user read model, and every
 * file's URL as the caller may load it (FileSharing: bare when anyone may see the item, else a signed link).
 */
export class MediaViews {
  constructor(private readonly deps: { directory: UserDirectory; sharing: FileSharing }) {}

  async many(records: MediaRecord[]): Promise<Media[]> {
    const [users, linkers] = await Promise.all([
      this.deps.directory.getMany(records.map((media) => media.uploaderId)),
      this.deps.sharing.mediaLinkers(records),
    ]);
    return records.map((media) => toMediaView(media, users.get(media.uploaderId), linkers.get(media.id) ?? this.deps.sharing.links.linker(false)));
  }

  async one(record: MediaRecord): Promise<Media> {
    const [view] = await this.many([record]);
    return view as Media;
  }

  /** Highlights of one album. */
  async highlights(records: HighlightRecord[], album: AlbumInfo): Promise<Highlight[]> {
    const link = this.deps.sharing.links.linker(await this.deps.sharing.albumShared(album));
    return records.map((highlight) => toHighlightView(highlight, link));
  }

  async highlight(record: HighlightRecord, album: AlbumInfo): Promise<Highlight> {
    const [view] = await this.highlights([record], album);
    return view as Highlight;
  }
}

type Link = <U extends string | null>(url: U) => U;

function toMediaView(media: MediaRecord, user: { name: string; profileImage: string | null } | undefined, link: Link): Media {
  return {
    id: media.id,
    albumId: media.albumId,
    sectionId: media.sectionId,
    type: media.type,
    url: link(media.url),
    thumbnailUrl: link(media.thumbnailUrl),
    displayUrl: link(media.displayUrl),
    placeholder: media.placeholder,
    width: media.width,
    height: media.height,
    duration: media.duration,
    mimeType: media.mimeType,
    ...playbackView(media.playback, link),
    caption: media.caption,
    status: media.status,
    rejectionReason: media.rejectionReason,
    uploader: { id: media.uploaderId, name: user?.name ?? 'Unknown user', profileImage: user?.profileImage ?? null },
    createdAt: media.createdAt.toISOString(),
    updatedAt: media.updatedAt.toISOString(),
    // Kept on the item (tiles show them): a list reads no counter documents.
    commentCount: media.commentCount ?? 0,
    reactionCount: media.reactionCount ?? 0,
  };
}

/** A video's playback copy as answers show it: linked like the item's other files (bare when anyone may see it). */
function playbackView(playback: MediaPlayback | null, link: Link): Pick<Media, 'playbackStatus' | 'playbackUrl'> {
  return {
    playbackStatus: playback?.status ?? null,
    playbackUrl: playback?.status === 'ready' && playback.key ? link(fileUrl(playback.key)) : null,
  };
}

function toHighlightView(highlight: HighlightRecord, link: Link): Highlight {
  const { id, albumId, mediaId, type, placeholder, caption } = highlight;
  const [url, thumbnailUrl, displayUrl] = [link(highlight.url), link(highlight.thumbnailUrl), link(highlight.displayUrl)];
  return { id, albumId, mediaId, type, url, thumbnailUrl, displayUrl, placeholder, ...playbackView(highlight.playback, link), caption, createdAt: highlight.createdAt.toISOString() };
}
