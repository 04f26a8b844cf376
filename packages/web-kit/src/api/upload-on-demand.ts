import type { Envelope } from '@abialbum/contracts';
import type { UploadOptions } from './upload';

/**
 * The multipart upload, fetched the first time a file is sent: the clients of the main entry (identity, media) are
 * on every first load, their upload code is not (issue 24).
 */
export async function uploadOnDemand<T>(path: string, file: Blob, options?: UploadOptions): Promise<Envelope<T>> {
  const { uploadFile } = await import('./upload');
  return uploadFile<T>(path, file, options);
}
