import { configureApi } from '../src';
import { mediaClient } from '../src/entries/clients';
import { clearUserSession, writeTokens } from '../src/api/token-store';
import { startApiServer } from './support/api-server';

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
  writeTokens({ accessToken: 'tok', refreshToken: null, expiresAt: null });
});

const sent = (method: string) => server.requests.filter((r) => r.method === method);

describe('media client uploads', () => {
  it('uploads one file with the album id first and the chosen flow, reporting progress', async () => {
    server.on('POST', 'upload', { status: 201, body: { success: true, data: { url: '/api/v1/files/k1' }, message: 'File uploaded successfully' } });
    const progress: number[] = [];
    const result = await mediaClient.upload(new File(['hello'], 'a.png', { type: 'image/png' }), {
      albumId: 'a1',
      flow: 'large',
      onProgress: (f) => progress.push(f),
    });
    expect(result.data.url).toBe('/api/v1/files/k1');
    const request = sent('POST')[0]!;
    expect(request.path).toBe('/api/v1/upload?flow=large');
    expect(request.body.indexOf('name="albumId"')).toBeLessThan(request.body.indexOf('name="file"; filename="a.png"'));
    expect(progress.at(-1)).toBe(1);
  });

  it('sends a highlight file with its album and caption', async () => {
    server.on('POST', 'abialbum/albums/highlights', { status: 201, body: { success: true, data: { highlight: { id: 'h1' } }, message: 'Highlight created successfully!' } });
    await mediaClient.createHighlightFromFile({ albumId: 'a1', file: new File(['x'], 'b.jpg', { type: 'image/jpeg' }), caption: 'Sunset' });
    const body = sent('POST')[0]!.body;
    expect(body).toContain('name="albumId"\r\n\r\na1');
    expect(body).toContain('name="caption"\r\n\r\nSunset');
    expect(body.indexOf('name="caption"')).toBeLessThan(body.indexOf('name="file"'));
  });

  it('replaces a highlight file with PUT, the caption first, reporting progress', async () => {
    const updated = { success: true, data: { highlight: { id: 'h1' } }, message: 'Highlight updated successfully!' };
    server.on('PUT', 'abialbum/albums/highlights/h1', { status: 200, body: updated });
    const progress: number[] = [];
    const result = await mediaClient.updateHighlight('h1', {
      file: new File(['x'], 'c.webm', { type: 'video/webm' }),
      caption: 'Dance',
      onProgress: (f) => progress.push(f),
    });
    expect(result.message).toBe('Highlight updated successfully!');
    const body = sent('PUT')[0]!.body;
    expect(body).toContain('name="caption"\r\n\r\nDance');
    expect(body.indexOf('name="caption"')).toBeLessThan(body.indexOf('name="file"; filename="c.webm"'));
    expect(progress.at(-1)).toBe(1);
  });
});
