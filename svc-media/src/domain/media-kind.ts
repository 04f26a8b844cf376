import { fileTypeFromBuffer } from 'file-type';
import { sniffImage } from './image-kind';

export interface MediaKind {
  mime: string;
  extension: string;
  type: 'IMAGE' | 'VIDEO';
}

/** The binary kinds a browser shows and sharp or ffmpeg can read; anything else is an unsupported format. */
const KINDS: Record<string, MediaKind> = {
  'image/avif': { mime: 'image/avif', extension: 'avif', type: 'IMAGE' },
  // iPhone photos: kept as JPEG (derivatives/heic.ts).
  'image/heic': { mime: 'image/heic', extension: 'heic', type: 'IMAGE' },
  'image/heif': { mime: 'image/heic', extension: 'heic', type: 'IMAGE' },
  'video/mp4': { mime: 'video/mp4', extension: 'mp4', type: 'VIDEO' },
  'video/x-m4v': { mime: 'video/mp4', extension: 'mp4', type: 'VIDEO' },
  'video/quicktime': { mime: 'video/quicktime', extension: 'mov', type: 'VIDEO' },
  'video/webm': { mime: 'video/webm', extension: 'webm', type: 'VIDEO' },
};

/** The highlight rules of SPEC 5: JPEG, PNG, GIF, WebP, MP4, MOV or WebM. */
export const HIGHLIGHT_KINDS = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'video/mp4', 'video/quicktime', 'video/webm']);

/** A media file's kind from its first bytes (never its name or declared type); null if not one we take. */
export async function sniffMedia(head: Buffer): Promise<MediaKind | null> {
  const image = await sniffImage(head);
  if (image) return { mime: image.mime, extension: image.extension, type: 'IMAGE' };
  const detected = await fileTypeFromBuffer(head);
  return (detected && KINDS[detected.mime]) ?? null;
}
