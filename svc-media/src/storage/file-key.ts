import { randomBytes } from 'node:crypto';
import { FILES_PATH } from '@abialbum/contracts';
import { keyOfFileUrl } from '@abialbum/service-kit';

/**
 * A stored file's key: random hex, an optional variant suffix (for derivatives such as `-thumb`) and an
 * extension chosen from the sniffed type. No slashes or dots beyond the extension: a key can never
 * reach outside the storage root.
 */
export const FILE_KEY_PATTERN = /^[a-f0-9]{32}(?:-[a-z0-9]{1,16})?\.[a-z0-9]{2,5}$/;

export const isFileKey = (key: string) => FILE_KEY_PATTERN.test(key);

export const newFileKey = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;

export const fileUrl = (key: string) => `${FILES_PATH}${key}`;

/** The key behind a URL that this service handed out (relative or absolute), else null. */
export function keyFromFileUrl(url: string | null | undefined): string | null {
  const key = url ? keyOfFileUrl(url) : null;
  return key && isFileKey(key) ? key : null;
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/** The type to serve a key with. The extension was chosen from the file's bytes when it was stored. */
export function contentTypeForKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return TYPES[extension] ?? 'application/octet-stream';
}
