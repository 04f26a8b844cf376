import { ApiError, configureApi, errorMessage, identityClient } from '../src';
import { uploadFile } from '../src/entries/upload';
import { clearUserSession, writeTokens } from '../src/api/token-store';
import { fail, ok, startApiServer } from './support/api-server';

// jsdom's XMLHttpRequest makes real HTTP calls, so this drives the upload path end to end.
let server: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  server = await startApiServer();
  configureApi({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  clearUserSession();
});

describe('uploadFile', () => {
  it('posts multipart with the fields before the file, the bearer token, and reports progress', async () => {
    writeTokens({ accessToken: 'tok', refreshToken: null, expiresAt: null });
    server.on('POST', 'upload', { status: 201, body: { success: true, data: { url: '/api/v1/files/k1' }, message: 'Uploaded' } });
    const progress: number[] = [];

    const result = await uploadFile<{ url: string }>('upload', new File(['hello'], 'a.png', { type: 'image/png' }), {
      fields: { albumId: 'al1' },
      onProgress: (f) => progress.push(f),
    });

    expect(result.data.url).toBe('/api/v1/files/k1');
    const sent = server.requests.find((r) => r.method === 'POST')!;
    expect(sent.authorization).toBe('Bearer tok');
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body.indexOf('name="albumId"')).toBeLessThan(sent.body.indexOf('name="file"; filename="a.png"'));
    expect(progress.at(-1)).toBe(1);
  });

  it('sends the Idempotency-Key it is given', async () => {
    writeTokens({ accessToken: 'tok', refreshToken: null, expiresAt: null });
    server.on('POST', 'upload', { status: 201, body: { success: true, data: { url: '/api/v1/files/k2' }, message: 'Uploaded' } });
    await uploadFile('upload', new File(['hello'], 'a.png', { type: 'image/png' }), { idempotencyKey: 'pick-42' });
    expect(server.requests.find((r) => r.method === 'POST')?.idempotencyKey).toBe('pick-42');
  });

  it('turns a 413 into an ApiError with the size message of the catalogue', async () => {
    server.on('POST', 'upload/profile-image', fail(413, 'Image size must be less than 5MB', 'PAYLOAD_TOO_LARGE'));

    const error = await identityClient.uploadProfileImage(new File(['x'], 'big.jpg', { type: 'image/jpeg' })).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: 'Image size must be less than 5MB' });
    expect(errorMessage(error)).toBe('File is too large. Please try a smaller file.');
  });

  it('sends the profile image under the field name "file"', async () => {
    server.on('POST', 'upload/profile-image', { status: 201, body: ok({ url: '/api/v1/files/p1' }).body });
    await identityClient.uploadProfileImage(new File(['x'], 'me.webp', { type: 'image/webp' }));
    expect(server.requests.find((r) => r.method === 'POST')!.body).toContain('name="file"; filename="me.webp"');
  });
});
