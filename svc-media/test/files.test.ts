import { images } from './support/images';
import { startService } from './support/service';
import { uploadFile } from './support/upload';
import { answer } from '@abialbum/service-kit/testing';

type Service = Awaited<ReturnType<typeof startService>>;

describe('serving stored files', () => {
  let svc: Service;
  let pngUrl: string;
  let svgUrl: string;
  /** The PNG as stored (written again without metadata, so not the bytes sent). */
  let png: Buffer;
  beforeAll(async () => {
    svc = await startService();
    const upload = async (bytes: Buffer) =>
      (await answer<{ url: string }>(await uploadFile(`${svc.url}/api/v1/upload/profile-image`, bytes))).data.url;
    pngUrl = `${svc.url}${await upload(images.png)}`;
    svgUrl = `${svc.url}${await upload(images.svg)}`;
    png = Buffer.from(await (await fetch(pngUrl)).arrayBuffer());
  });
  afterAll(() => svc.close());

  it('serves a file with long-lived cache headers and no sniffing', async () => {
    const res = await fetch(pngUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-length')).toBe(String(png.length));
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
  });

  it('serves an SVG so that it cannot run script', async () => {
    const res = await fetch(svgUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.headers.get('content-disposition')).toBe('inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a byte range with 206 and Content-Range', async () => {
    const res = await fetch(pngUrl, { headers: { range: 'bytes=0-7' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 0-7/${png.length}`);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png.subarray(0, 8));

    const tail = await fetch(pngUrl, { headers: { range: 'bytes=-12' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(png.subarray(-12));
  });

  it('answers a range past the end with 416', async () => {
    const res = await fetch(pngUrl, { headers: { range: `bytes=${png.length}-` } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${png.length}`);
    expect((await answer(res)).success).toBe(false);
  });

  it('sends the whole file when several ranges are asked for, or the If-Range validator is stale', async () => {
    expect((await fetch(pngUrl, { headers: { range: 'bytes=0-1,4-5' } })).status).toBe(200);
    expect((await fetch(pngUrl, { headers: { range: 'bytes=0-1', 'if-range': '"stale"' } })).status).toBe(200);
  });

  it('answers 304 when the client already has it', async () => {
    const etag = (await fetch(pngUrl)).headers.get('etag') ?? '';
    const res = await fetch(pngUrl, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    expect(await res.text()).toBe('');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await fetch(pngUrl, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(png.length));
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it.each([
    ['an unknown key', '/api/v1/files/0123456789abcdef0123456789abcdef.png'],
    ['a path outside storage', '/api/v1/files/..%2F..%2F..%2Fetc%2Fpasswd'],
    ['a key of the wrong shape', '/api/v1/files/.tmp'],
  ])('answers 404 for %s', async (_case, path) => {
    const res = await fetch(`${svc.url}${path}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, data: null, code: 'FILE_NOT_FOUND' });
    expect(res.headers.get('cache-control')).toBeNull();
  });
});
