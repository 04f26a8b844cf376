import { HIGHLIGHT_MAX_BYTES, MB, mediaMessages, UPLOAD_FLOWS, type UploadedFile, type UploadFlow } from '@abialbum/contracts';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '@abialbum/service-kit';
import { fileUrl } from '../storage/file-key';
import type { KeptFile, MediaFileRules } from './media-files';
import { HIGHLIGHT_KINDS } from './media-kind';

/** `?flow=large` picks SPEC 5's second upload flow (20 files of 100 MB); anything else but `default` is refused. */
export function parseFlow(value: unknown): UploadFlow {
  if (value === undefined || value === '' || value === 'default') return 'default';
  if (value === 'large') return 'large';
  throw new BadRequestError('flow must be default or large', 'VALIDATION_ERROR');
}

/** Album uploads: any picture or video (SPEC 5: image/* and video/*), by the flow's size limit. */
export function mediaRules(flow: UploadFlow, name: string): MediaFileRules {
  const { maxFileMb } = UPLOAD_FLOWS[flow];
  return {
    maxBytes: maxFileMb * MB,
    accepts: () => true,
    unsupported: () => new UnsupportedMediaTypeError(mediaMessages.unsupportedFormat(name), 'UNSUPPORTED_FILE_TYPE'),
    tooLarge: () => new PayloadTooLargeError(mediaMessages.fileTooLarge(name, maxFileMb), 'FILE_TOO_LARGE'),
  };
}

/** SPEC 5 "Highlight": JPEG, PNG, GIF, WebP, MP4, MOV or WebM, under 100 MB. */
export const highlightRules: MediaFileRules = {
  maxBytes: HIGHLIGHT_MAX_BYTES - 1,
  accepts: (kind) => HIGHLIGHT_KINDS.has(kind.mime),
  unsupported: () => new UnsupportedMediaTypeError(mediaMessages.highlightFileType, 'UNSUPPORTED_FILE_TYPE'),
  tooLarge: () => new PayloadTooLargeError(mediaMessages.highlightFileSize, 'FILE_TOO_LARGE'),
};

export const tooManyFiles = (max: number) => (selected: number) =>
  new BadRequestError(mediaMessages.tooManyFiles(max, selected), 'TOO_MANY_FILES');

/** A client's file name fit for a message: no folders, no control characters, not endless. */
export function displayName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, 120) || 'file';
}

export function toUploadedFile(kept: KeptFile, name: string, link: <U extends string | null>(url: U) => U): UploadedFile {
  const { record } = kept;
  return {
    url: link(fileUrl(record.key)),
    type: record.mediaType ?? 'IMAGE',
    mimeType: record.contentType,
    size: record.size,
    name,
    thumbnailUrl: link(record.thumbKey ? fileUrl(record.thumbKey) : null),
    displayUrl: link(record.displayKey ? fileUrl(record.displayKey) : null),
    placeholder: record.placeholder,
    width: record.width,
    height: record.height,
    duration: record.duration,
    playbackStatus: record.playback?.status ?? null,
    duplicate: kept.duplicate,
  };
}
