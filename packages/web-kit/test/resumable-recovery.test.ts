import { uploadResumable, type ResumableState } from '../src/api/resumable-upload';
import { clearUserSession, writeTokens } from '../src/api/token-store';
import { installFetch } from './support/fake-fetch';
import { fakeTus } from './support/fake-tus';

/** What tus-js-client hands to onSuccess when a HEAD found the upload finished: headers, no body. */
const headAnswer = { getStatus: () => 200, getBody: () => '', getHeader: () => undefined, getUnderlyingObject: () => null };
const aVideo = () => new File(['12345'], 'trip.mp4', { type: 'video/mp4', lastModified: 1 });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const FINAL_PATCH = 'PATCH /api/v1/upload/resumable/u1';
const media = { id: 'm1', status: 'approved' };
const added = { success: true, data: { media }, message: 'Successfully added 1 media items' };

beforeEach(() => {
  clearUserSession();
  writeTokens({ accessToken: 'tok', refreshToken: null, expiresAt: null });
});

/** Issue 28: the last PATCH's answer was lost; the service had made the item. */
describe('uploadResumable after the answer to its last PATCH was lost', () => {
  it('asks the service for the item it made (an empty PATCH at the end) instead of sending the file again', async () => {
    const calls = installFetch({ [FINAL_PATCH]: { status: 200, body: added } });
    const tus = fakeTus();
    const states: ResumableState[] = [];
    const upload = uploadResumable(aVideo(), { albumId: 'al1', onStateChange: (s) => states.push(s) }, tus.Upload);
    await flush();
    // Back online, tus-js-client's HEAD found offset = length and counted the upload done.
    tus.made[0]?.options.onSuccess?.({ lastResponse: headAnswer });

    await expect(upload.result).resolves.toEqual({ media, message: 'Successfully added 1 media items' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers).toMatchObject({ 'Upload-Offset': '5', 'Tus-Resumable': '1.0.0', Authorization: 'Bearer tok' });
    expect(calls[0]?.body).toBeUndefined();
    expect(tus.made[0]?.start).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['uploading', 'done']);
  });

  it('waits while the service is still finishing the upload (409), then takes its item', async () => {
    let answers = 0;
    installFetch({
      [FINAL_PATCH]: () =>
        (answers += 1) === 1
          ? { status: 409, body: { success: false, data: null, message: 'This upload is still being finished. Please try again shortly.', code: 'UPLOAD_FINISHING' } }
          : { status: 200, body: added },
    });
    const tus = fakeTus();
    const upload = uploadResumable(aVideo(), { albumId: 'al1' }, tus.Upload);
    await flush();
    tus.made[0]?.options.onSuccess?.({ lastResponse: headAnswer });
    await expect(upload.result).resolves.toMatchObject({ media });
    expect(answers).toBe(2);
  });

  it('tells the refusal the service gave the finished upload', async () => {
    const refusal = { success: false, data: null, message: 'File "trip.mp4" has an unsupported format.', code: 'UNSUPPORTED_FILE_TYPE' };
    installFetch({ [FINAL_PATCH]: { status: 415, body: refusal } });
    const tus = fakeTus();
    const states: ResumableState[] = [];
    const upload = uploadResumable(aVideo(), { albumId: 'al1', onStateChange: (s) => states.push(s) }, tus.Upload);
    await flush();
    tus.made[0]?.options.onSuccess?.({ lastResponse: headAnswer });
    await expect(upload.result).rejects.toMatchObject({ status: 415, message: refusal.message });
    expect(states.at(-1)).toBe('failed');
  });

  it('waits to be online again when the connection drops once more, then asks again from HEAD', async () => {
    installFetch({}); // every call fails as a dropped connection does
    const tus = fakeTus();
    const states: ResumableState[] = [];
    uploadResumable(aVideo(), { albumId: 'al1', onStateChange: (s) => states.push(s) }, tus.Upload);
    await flush();
    tus.made[0]?.options.onSuccess?.({ lastResponse: headAnswer });
    await flush();
    expect(states.at(-1)).toBe('offline');
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(tus.made[0]?.start).toHaveBeenCalledTimes(2);
    expect(states.at(-1)).toBe('uploading');
  });
});
