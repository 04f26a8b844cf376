import type { Readable } from 'node:stream';
import { messages, PROFILE_IMAGE_MAX_BYTES } from '@abialbum/contracts';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '@abialbum/service-kit';
import { cleanStaged } from '../derivatives/clean-original';
import { fileUrl, newFileKey } from '../storage/file-key';
import type { StoragePort } from '../storage/storage.port';
import type { UploadStore } from '../store/upload.store';
import { sniffImage, SNIFF_BYTES } from './image-kind';
import { readHead } from './incoming-file';
import { fileRequired } from './upload-errors';

export { PROFILE_IMAGE_MAX_BYTES };

export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
}

/**
 * Streams one image into storage under a new random key. The kind comes from the bytes (JPEG, PNG,
 * GIF, WebP or SVG), whatever the name or declared type says; past the size limit nothing is kept.
 * A raster picture is kept written again without its metadata (a selfie's EXIF GPS is not published).
 */
export async function storeImage(file: Readable, storage: StoragePort, maxBytes = PROFILE_IMAGE_MAX_BYTES): Promise<StoredFile> {
  const incoming = await readHead(file, SNIFF_BYTES);
  if (incoming.head.length === 0) {
    incoming.discard();
    throw fileRequired(); // a form posted with no file chosen sends an empty part
  }
  const kind = await sniffImage(incoming.head);
  if (!kind) {
    incoming.discard();
    throw new UnsupportedMediaTypeError(messages.imageType, 'UNSUPPORTED_FILE_TYPE');
  }
  const key = newFileKey(kind.extension);
  const tooLarge = () => new PayloadTooLargeError(messages.imageSize, 'FILE_TOO_LARGE');
  const received = await storage.stage(incoming.body(maxBytes, tooLarge));
  let kept = received;
  try {
    kept = await cleanStaged(storage, received, kind.mime, kind.extension).catch(() => {
      throw new UnsupportedMediaTypeError(messages.imageType, 'UNSUPPORTED_FILE_TYPE');
    });
    await storage.commit(kept, key, kind.mime);
    return { key, size: kept.size, contentType: kind.mime };
  } catch (err) {
    await Promise.all([storage.discard(received), storage.discard(kept)]);
    throw err;
  }
}

/** Remembers who uploaded the image (nobody yet, during signup) until a profile points at it. */
export async function recordProfileImage(stored: StoredFile, uploaderId: string | null, uploads: UploadStore) {
  await uploads.record({ ...stored, purpose: 'profile-image', uploaderId });
  return { url: fileUrl(stored.key) };
}
