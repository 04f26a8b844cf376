import type { MediaType, PlaybackStatus } from '@abialbum/contracts';
import { i18n } from '@abialbum/web-kit';

/** What the tiles and the viewer need of a media item or a highlight (both carry these fields). */
export interface Viewable {
  id: string;
  /** A highlight: the media item it was made from (whose state the viewer asks for), or null for one of its own file. */
  mediaId?: string | null;
  type: MediaType;
  url: string;
  thumbnailUrl: string | null;
  displayUrl?: string | null;
  /** A tiny blurred picture as a data URL, shown while the real one loads. */
  placeholder?: string | null;
  caption: string;
  /** A video browsers may not play as it was sent: its playback copy's state (svc-media's items, profile highlights carry it). */
  playbackStatus?: PlaybackStatus | null;
  /** The playback copy, once ready: what the player loads (`url` stays the original, the download). */
  playbackUrl?: string | null;
}

const UNNAMED: Record<MediaType, string> = { VIDEO: 'media.video', IMAGE: 'media.photo', OTHER: 'media.file' };

/** What a media item is called when it has no caption (images need alt text, videos a label), in the page's language. */
export function viewableLabel(media: Viewable): string {
  return media.caption || i18n.t(UNNAMED[media.type], { ns: 'kit' });
}

/** The derivatives as a srcset: the 320 px thumbnail and the 1280 px display image, when both exist. */
export function derivativeSrcSet(media: Viewable): string | undefined {
  if (!media.thumbnailUrl || !media.displayUrl || media.type !== 'IMAGE') return undefined;
  return `${media.thumbnailUrl} 320w, ${media.displayUrl} 1280w`;
}

const DATA_IMAGE = /^data:image\/[a-z+]+;base64,[A-Za-z0-9+/=]+$/;

/** The blur placeholder as a CSS background, only when it is a plain base64 image (nothing to escape). */
export function blurBackground(placeholder: string | null | undefined): string | undefined {
  return placeholder && DATA_IMAGE.test(placeholder) ? `url("${placeholder}")` : undefined;
}

/** The name a download of the original is saved under: its caption (made safe) or "Photo"/"Video" (translated), its extension. */
export function downloadName(media: Viewable): string {
  const path = media.url.split(/[?#]/)[0] ?? '';
  const extension = /\.([a-z0-9]{2,5})$/i.exec(path)?.[1] ?? '';
  const base = viewableLabel(media).replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 80) || i18n.t('media.photo', { ns: 'kit' });
  return extension ? `${base}.${extension}` : base;
}

/** Files this platform serves (relative or on this origin): a download attribute works for them, not for web URLs. */
export const isOwnFile = (url: string) => url.startsWith('/api/v1/files/');
