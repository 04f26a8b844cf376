import http from 'node:http';
import sharp from 'sharp';
import { aPngOf, filesUnder, images } from './support/images';
import { startService } from './support/service';
import { multipartBody, rawRequest, uploadFile } from './support/upload';
import { answer } from '@abialbum/service-kit/testing';

type Service = Awaited<ReturnType<typeof startService>>;
const sameSize = async (bytes: Buffer) => {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
};
const FIVE_MB = 5_242_880;

describe('profile image upload', () => {
  let svc: Service;
  let endpoint: string;
  beforeAll(async () => {
    svc = await startService();
    endpoint = `${svc.url}/api/v1/upload/profile-image`;
  });
  afterAll(() => svc.close());

  it.each([
    ['JPEG', images.jpeg, 'image/jpeg'],
    ['PNG', images.png, 'image/png'],
    ['GIF', images.gif, 'image/gif'],
    ['WebP', images.webp, 'image/webp'],
    ['SVG', images.svg, 'image/svg+xml'],
  ])('takes a %s image and serves it back as the same picture', async (_kind, bytes, type) => {
    const res = await uploadFile(endpoint, bytes, { name: 'me.bin', type: 'application/octet-stream' });
    expect(res.status).toBe(201);
    const body = await answer<{ url: string }>(res);
    expect(body).toMatchObject({ success: true, data: { url: expect.stringMatching(/^\/api\/v1\/files\/[a-f0-9]{32}\.\w+$/) } });
    const file = await fetch(`${svc.url}${body.data.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(type);
    const served = Buffer.from(await file.arrayBuffer());
    // Raster pictures are written again without metadata (see clean-originals.test.ts); an SVG is kept as sent.
    if (type === 'image/svg+xml') expect(served).toEqual(bytes);
    else expect(await sameSize(served)).toEqual(await sameSize(bytes));
  });

  it('never uses the name the client gave', async () => {
    const res = await uploadFile(endpoint, images.png, { name: '../../etc/passwd.png', type: 'image/png' });
    const { data } = await answer<{ url: string }>(res);
    expect(data.url).not.toContain('passwd');
  });

  it('judges by the bytes: a text file named .jpg is refused', async () => {
    const res = await uploadFile(endpoint, Buffer.from('just some text, not a picture'), { name: 'photo.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      success: false,
      data: null,
      message: 'Please select a valid image file (JPEG, PNG, GIF, WebP, SVG)',
    });
  });

  it('judges by the bytes: a PNG sent as image/svg+xml is stored and served as a PNG', async () => {
    const res = await uploadFile(endpoint, images.png, { name: 'logo.svg', type: 'image/svg+xml' });
    expect(res.status).toBe(201);
    const { data } = await answer<{ url: string }>(res);
    expect(data.url).toMatch(/\.png$/);
    const file = await fetch(`${svc.url}${data.url}`);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-security-policy')).toBeNull();
  });

  it('refuses a file with script-like text that is not an SVG', async () => {
    const res = await uploadFile(endpoint, Buffer.from('<html><script>alert(1)</script></html>'), { name: 'x.svg', type: 'image/svg+xml' });
    expect(res.status).toBe(415);
  });

  it('takes exactly 5 MB', async () => {
    const res = await uploadFile(endpoint, aPngOf(FIVE_MB), { name: 'big.png', type: 'image/png' });
    expect(res.status).toBe(201);
  });

  describe('with nothing kept from failed uploads', () => {
    let before: string[];
    beforeEach(async () => {
      before = await filesUnder(svc.mediaDir);
    });
    const nothingNewOnDisk = async () => expect(await filesUnder(svc.mediaDir)).toEqual(before);

    it('refuses a file over 5 MB with 413', async () => {
      const res = await uploadFile(endpoint, aPngOf(FIVE_MB + 1), { name: 'huge.png', type: 'image/png' });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ success: false, message: 'Image size must be less than 5MB' });
      await nothingNewOnDisk();
    });

    it('refuses a body declared far over the limit before reading it', async () => {
      const res = await uploadFile(endpoint, aPngOf(8 * 1024 * 1024), { name: 'huge.png', type: 'image/png' });
      expect(res.status).toBe(413);
      await nothingNewOnDisk();
    });

    it('answers 400 to a multipart body cut short', async () => {
      const boundary = 'cut-short-boundary';
      const body = multipartBody(boundary, aPngOf(100_000), { closed: false });
      const res = await rawRequest(
        endpoint,
        { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
        body,
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'UPLOAD_INCOMPLETE' });
      await nothingNewOnDisk();
    });

    it('leaves no file behind when the client goes away mid-upload', async () => {
      const boundary = 'gone-away-boundary';
      const body = multipartBody(boundary, aPngOf(2_000_000));
      const req = http.request(endpoint, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
      });
      req.on('error', () => undefined);
      req.write(body.subarray(0, 500_000));
      await new Promise((resolve) => setTimeout(resolve, 200));
      req.destroy();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await nothingNewOnDisk();
    });

    it('asks for a file when none is sent', async () => {
      const noFile = await uploadFile(endpoint, images.png, { field: 'avatar' });
      expect(noFile.status).toBe(400);
      expect(await noFile.json()).toMatchObject({ success: false, message: 'Please select a file' });
      const empty = await uploadFile(endpoint, Buffer.alloc(0), { name: '' });
      expect(empty.status).toBe(400);
      const notMultipart = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(notMultipart.status).toBe(400);
      expect((await answer(notMultipart)).message).toBe('Please select a file');
      await nothingNewOnDisk();
    });
  });

  it('remembers who uploaded what, and that nothing points at it yet', async () => {
    const token = await svc.tokens.sign('65f0c0ffee0000000000abcd');
    const signedIn = await answer<{ url: string }>(await uploadFile(endpoint, images.gif, { token }));
    const anonymous = await answer<{ url: string }>(await uploadFile(endpoint, images.gif));
    const key = (url: string) => url.split('/').pop() ?? '';
    const served = await (await fetch(`${svc.url}${signedIn.data.url}`)).arrayBuffer();
    expect(await svc.uploads.find(key(signedIn.data.url))).toMatchObject({
      uploaderId: '65f0c0ffee0000000000abcd',
      contentType: 'image/gif',
      size: served.byteLength,
      attachedAt: null,
    });
    expect(await svc.uploads.find(key(anonymous.data.url))).toMatchObject({ uploaderId: null, attachedAt: null });
  });

  it('refuses a bad token even though visitors may upload', async () => {
    const res = await uploadFile(endpoint, images.png, { token: 'not.a.token' });
    expect(res.status).toBe(401);
  });
});

describe('profile image upload by visitors', () => {
  it('is limited per client address', async () => {
    const svc = await startService({ anonymousLimit: 2 });
    try {
      const endpoint = `${svc.url}/api/v1/upload/profile-image`;
      expect((await uploadFile(endpoint, images.png)).status).toBe(201);
      expect((await uploadFile(endpoint, images.png)).status).toBe(201);
      const limited = await uploadFile(endpoint, images.png);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await answer(limited)).success).toBe(false);
      const signedIn = await uploadFile(endpoint, images.png, { token: await svc.tokens.sign('65f0c0ffee0000000000abcd') });
      expect(signedIn.status).toBe(201);
    } finally {
      await svc.close();
    }
  });
});
