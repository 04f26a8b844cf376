import { HIGHLIGHT_MAX_BYTES, MB, mediaMessages, UPLOAD_FLOWS, type MediaType, type UploadFlow } from './media.schemas';

/** What the browser knows of a chosen file before sending it (a File satisfies this). */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

/** SPEC 5 "Media upload": the type comes from the file type's prefix, else OTHER. */
export function mediaTypeOfMime(mime: string): MediaType {
  if (mime.startsWith('image/')) return 'IMAGE';
  if (mime.startsWith('video/')) return 'VIDEO';
  return 'OTHER';
}

/**
 * What a media file picker offers: every picture and video, and HEIC/HEIF by extension too (iPhone photos, which some
 * systems do not tag as images; the service reads every file's kind from its bytes).
 */
export const MEDIA_FILE_ACCEPT = 'image/*,video/*,.heic,.heif';

/**
 * SPEC 5 "Media upload", checked before anything is sent: every broken rule of the batch, in the SPEC's
 * words. Any message blocks the whole batch.
 */
export function checkUploadFiles(files: readonly FileFacts[], flow: UploadFlow = 'default'): string[] {
  const { maxFiles, maxFileMb } = UPLOAD_FLOWS[flow];
  const errors: string[] = [];
  if (files.length > maxFiles) errors.push(mediaMessages.tooManyFiles(maxFiles, files.length));
  for (const file of files) {
    // A browser without HEIF support names an iPhone photo by no type at all: its extension lets it through, and the
    // server judges it by its bytes (as it judges everything).
    const heif = file.type === '' && /\.(heic|heif)$/i.test(file.name);
    if (!heif && mediaTypeOfMime(file.type) === 'OTHER') errors.push(mediaMessages.unsupportedFormat(file.name));
    else if (file.size > maxFileMb * MB) errors.push(mediaMessages.fileTooLarge(file.name, maxFileMb));
  }
  return errors;
}

/** SPEC 5 "Highlight": JPEG, PNG, GIF, WebP, MP4, MOV (QuickTime) or WebM. */
export const HIGHLIGHT_MIME_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/quicktime',
  'video/webm',
];

/** SPEC 5 "Highlight": the message for a file that cannot be a highlight, or null. */
export function checkHighlightFile(file: FileFacts | null | undefined): string | null {
  if (!file) return 'Please select a file';
  if (!HIGHLIGHT_MIME_TYPES.includes(file.type)) return mediaMessages.highlightFileType;
  if (file.size >= HIGHLIGHT_MAX_BYTES) return mediaMessages.highlightFileSize;
  return null;
}
