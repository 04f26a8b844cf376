import type { UploadOptions } from 'tus-js-client';
import type { UploadClass } from '../../src/api/resumable-upload';

/** tus-js-client's Upload as far as uploadResumable drives it: the test plays the server's side through its options. */
export function fakeTus(previous: { uploadUrl: string; creationTime: string }[] = []) {
  const made: { file: File; options: UploadOptions; start: jest.Mock; abort: jest.Mock; resumedFrom: unknown[] }[] = [];
  const Fake = jest.fn().mockImplementation((file: File, options: UploadOptions) => {
    const entry = { file, options, start: jest.fn(), abort: jest.fn(async () => undefined), resumedFrom: [] as unknown[] };
    made.push(entry);
    return {
      url: '/api/v1/upload/resumable/u1',
      start: entry.start,
      abort: entry.abort,
      findPreviousUploads: async () => previous.map((p) => ({ ...p, size: file.size, metadata: {}, urlStorageKey: 'k', parallelUploadUrls: null })),
      resumeFromPreviousUpload: (p: unknown) => entry.resumedFrom.push(p),
    };
  });
  return { Upload: Fake as unknown as UploadClass, made };
}

export const response = (status: number, body: unknown) => ({
  getStatus: () => status,
  getBody: () => JSON.stringify(body),
  getHeader: () => undefined,
  getUnderlyingObject: () => null,
});
