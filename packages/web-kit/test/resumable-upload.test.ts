import { ApiError } from '../src/api/api-error';
import { isResumable, RESUMABLE_RETRY_ONLINE_MS, uploadResumable, type ResumableState } from '../src/api/resumable-upload';
import { clearUserSession, writeTokens } from '../src/api/token-store';
import { fakeTus, response } from './support/fake-tus';

const MB = 1_048_576;

const aVideo = () => new File(['x'], 'trip.mp4', { type: 'video/mp4', lastModified: 1 });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  clearUserSession();
  writeTokens({ accessToken: 'tok', refreshToken: null, expiresAt: null });
});

describe('uploadResumable', () => {
  it('takes files from 20 MB on', () => {
    const sized = (size: number) => Object.defineProperty(new File(['x'], 'a.mp4'), 'size', { value: size });
    expect(isResumable(sized(20 * MB - 1))).toBe(false);
    expect(isResumable(sized(20 * MB))).toBe(true);
  });

  it('sends the album, section, caption and flow as metadata with the token, in chunks, and answers the media item', async () => {
    const tus = fakeTus();
    const progress: number[] = [];
    const states: ResumableState[] = [];
    const upload = uploadResumable(
      aVideo(),
      { albumId: 'al1', sectionId: 's1', caption: 'Road trip', flow: 'large', onProgress: (f) => progress.push(f), onStateChange: (s) => states.push(s) },
      tus.Upload,
    );
    await flush();
    const [made] = tus.made;
    expect(made?.start).toHaveBeenCalledTimes(1);
    expect(made?.options).toMatchObject({
      endpoint: '/api/v1/upload/resumable',
      metadata: { albumId: 'al1', sectionId: 's1', caption: 'Road trip', flow: 'large', filename: 'trip.mp4', filetype: 'video/mp4' },
      chunkSize: 8 * MB,
      removeFingerprintOnSuccess: true,
    });
    const headers: Record<string, string> = {};
    await made?.options.onBeforeRequest?.({ setHeader: (name: string, value: string) => (headers[name] = value) } as never);
    expect(headers.Authorization).toBe('Bearer tok');
    made?.options.onProgress?.(5 * MB, 20 * MB);
    expect(progress).toEqual([0.25]);
    const media = { id: 'm1', status: 'approved' };
    made?.options.onSuccess?.({ lastResponse: response(200, { success: true, data: { media }, message: 'Successfully added 1 media items' }) });
    await expect(upload.result).resolves.toEqual({ media, message: 'Successfully added 1 media items' });
    expect(progress.at(-1)).toBe(1);
    expect(states).toEqual(['uploading', 'done']);
  });

  it('pauses (keeping what the service holds) and resumes from where it stands', async () => {
    const tus = fakeTus();
    const states: ResumableState[] = [];
    const upload = uploadResumable(aVideo(), { albumId: 'al1', onStateChange: (s) => states.push(s) }, tus.Upload);
    await flush();
    const [made] = tus.made;
    upload.pause();
    expect(made?.abort).toHaveBeenCalledWith(false);
    upload.resume();
    await flush();
    expect(made?.start).toHaveBeenCalledTimes(2);
    expect(states).toEqual(['uploading', 'paused', 'uploading']);
  });

  it('goes on by itself once the browser is back online after the connection dropped', async () => {
    const tus = fakeTus();
    const states: ResumableState[] = [];
    uploadResumable(aVideo(), { albumId: 'al1', onStateChange: (s) => states.push(s) }, tus.Upload);
    await flush();
    const [made] = tus.made;
    made?.options.onError?.(new Error('network down'));
    expect(states.at(-1)).toBe('offline');
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(made?.start).toHaveBeenCalledTimes(2);
    expect(states.at(-1)).toBe('uploading');
  });

  it('tries again every 30 s while the browser says it is online but the service cannot be reached, not once paused', async () => {
    jest.useFakeTimers();
    try {
      const tus = fakeTus();
      const states: ResumableState[] = [];
      const upload = uploadResumable(aVideo(), { albumId: 'al1', onStateChange: (s) => states.push(s) }, tus.Upload);
      await jest.advanceTimersByTimeAsync(0);
      const [made] = tus.made;
      expect(navigator.onLine).toBe(true);
      made?.options.onError?.(new Error('the gateway is away'));
      expect(states.at(-1)).toBe('offline');
      await jest.advanceTimersByTimeAsync(RESUMABLE_RETRY_ONLINE_MS - 1);
      expect(made?.start).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(made?.start).toHaveBeenCalledTimes(2);
      expect(states.at(-1)).toBe('uploading');

      made?.options.onError?.(new Error('still away'));
      upload.pause();
      await jest.advanceTimersByTimeAsync(RESUMABLE_RETRY_ONLINE_MS * 2);
      expect(made?.start).toHaveBeenCalledTimes(2);
      expect(states.at(-1)).toBe('paused');
    } finally {
      jest.useRealTimers();
    }
  });

  it('continues an upload of the same file started before a page reload', async () => {
    const tus = fakeTus([
      { uploadUrl: '/api/v1/upload/resumable/old', creationTime: '2026-01-01T10:00:00Z' },
      { uploadUrl: '/api/v1/upload/resumable/new', creationTime: '2026-01-01T11:00:00Z' },
    ]);
    uploadResumable(aVideo(), { albumId: 'al1' }, tus.Upload);
    await flush();
    expect(tus.made[0]?.resumedFrom).toEqual([expect.objectContaining({ uploadUrl: '/api/v1/upload/resumable/new' })]);
    const fingerprint = await tus.made[0]?.options.fingerprint?.(aVideo(), {});
    expect(fingerprint).toContain('al1');
  });

  it('retries a dropped request and a 5xx, renews the token once on a 401, and gives up on a refusal with its message', async () => {
    const tus = fakeTus();
    const upload = uploadResumable(aVideo(), { albumId: 'al1' }, tus.Upload);
    await flush();
    const options = tus.made[0]!.options;
    const failed = (status: number) => Object.assign(new Error('x'), { originalRequest: {}, originalResponse: status ? response(status, {}) : null });
    expect(options.onShouldRetry?.(failed(0) as never, 0, options)).toBe(true);
    expect(options.onShouldRetry?.(failed(502) as never, 0, options)).toBe(true);
    expect(options.onShouldRetry?.(failed(401) as never, 0, options)).toBe(true);
    expect(options.onShouldRetry?.(failed(401) as never, 1, options)).toBe(false);
    expect(options.onShouldRetry?.(failed(415) as never, 0, options)).toBe(false);

    const refusal = Object.assign(new Error('refused'), {
      originalRequest: {},
      originalResponse: response(413, { success: false, data: null, message: 'File "trip.mp4" is too large. Maximum size is 50MB.', code: 'FILE_TOO_LARGE' }),
    });
    options.onError?.(refusal);
    const error = await upload.result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE', message: 'File "trip.mp4" is too large. Maximum size is 50MB.' });
  });
});
