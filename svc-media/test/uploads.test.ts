import path from 'node:path';
import sharp from 'sharp';
import { ffmpegTools } from '../src/derivatives/video-tools';
import { aHeicPhoto, aPhoto, aPng, aVideo } from './support/media-fixtures';
import { anAlbum, approveMember, aUser, removeMember, type TestUser } from './support/albums';
import { filesUnder, images } from './support/images';
import { startService, type Service } from './support/service';
import { uploadFiles } from './support/upload';
import type { UploadedFile } from '@abialbum/contracts';
import { answer } from '@abialbum/service-kit/testing';

describe('uploading pictures and videos to an album', () => {
  let svc: Service;
  let owner: TestUser;
  let album: Awaited<ReturnType<typeof anAlbum>>;
  beforeAll(async () => {
    svc = await startService();
    owner = await aUser(svc);
    album = await anAlbum(svc, owner);
  });
  afterAll(() => svc.close());

  const one = (bytes: Buffer, options: { token?: string; albumId?: string; name?: string; type?: string } = {}) =>
    uploadFiles(`${svc.url}/api/v1/upload`, [{ bytes, name: options.name, type: options.type }], {
      field: 'file',
      token: options.token ?? owner.token,
      fields: options.albumId === undefined ? { albumId: album.id } : options.albumId ? { albumId: options.albumId } : {},
    });
  const fetchBytes = async (url: string) => Buffer.from(await (await fetch(`${svc.url}${url}`)).arrayBuffer());
  /** The upload's answer, then the same bytes' answer once its pictures job has run (the stored file as it is then). */
  const withPictures = async (bytes: Buffer, options: Parameters<typeof one>[1] = {}) => {
    const res = await one(bytes, options);
    expect(res.status).toBe(201);
    const sent = (await answer<UploadedFile>(res)).data;
    await svc.makePictures(sent.url);
    return { sent, now: (await answer<UploadedFile>(await one(bytes, options))).data };
  };

  it('keeps the original upright without EXIF and answers at once; WebP derivatives turned upright, without EXIF, and a blur placeholder follow', async () => {
    const photo = await aPhoto({ seed: 3 });
    const { sent: data, now } = await withPictures(photo, { name: 'IMG_0001.jpg', type: 'image/jpeg' });
    expect(data).toMatchObject({
      url: expect.stringMatching(/^\/api\/v1\/files\/[a-f0-9]{32}\.jpg\?expires=\d+&signature=[\w-]+$/),
      type: 'IMAGE',
      mimeType: 'image/jpeg',
      name: 'IMG_0001.jpg',
      width: 200,
      height: 400,
      duration: null,
      duplicate: false,
      // Made by its pictures job once the upload has answered (issue 14).
      thumbnailUrl: null,
      displayUrl: null,
      placeholder: null,
    });
    expect(now).toMatchObject({ url: data.url, width: 200, height: 400, placeholder: expect.stringMatching(/^data:image\/webp;base64,/) });
    const original = await fetchBytes(data.url);
    expect(data.size).toBe(original.length);
    const meta = await sharp(original).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    for (const [url, longest] of [[now.thumbnailUrl, 320], [now.displayUrl, 400]] as const) {
      const file = await fetch(`${svc.url}${url}`);
      expect(file.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width, meta.height)).toBe(longest);
      expect(meta.height).toBeGreaterThan(meta.width); // upright: the orientation tag was applied
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it("takes an iPhone's HEIC photo: kept as a JPEG every browser shows, upright, without EXIF or GPS, with WebP derivatives (issue 14)", async () => {
    const heic = await aHeicPhoto({ seed: 5 });
    expect(heic.subarray(4, 12).toString('latin1')).toBe('ftypheic');
    const { sent: data, now } = await withPictures(heic, { name: 'IMG_0002.HEIC', type: 'application/octet-stream' });
    expect(data).toMatchObject({
      url: expect.stringMatching(/^\/api\/v1\/files\/[a-f0-9]{32}\.jpg\?/),
      type: 'IMAGE',
      mimeType: 'image/jpeg',
      width: 200,
      height: 400,
    });
    expect(now.placeholder).toMatch(/^data:image\/webp;base64,/);
    const original = await fetchBytes(data.url);
    const meta = await sharp(original).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 400 });
    expect([meta.exif, meta.orientation]).toEqual([undefined, undefined]);
    expect(original.includes(Buffer.from('TestCam'))).toBe(false);
    for (const url of [now.thumbnailUrl, now.displayUrl]) {
      const derivative = await sharp(await fetchBytes(url ?? '')).metadata();
      expect(derivative.format).toBe('webp');
      expect(derivative.height).toBeGreaterThan(derivative.width);
    }
    // The same photo again is the same file (identical bytes, one album).
    expect((await answer<UploadedFile>(await one(heic))).data).toMatchObject({ duplicate: true, url: data.url });
  });

  it('takes a HEIC of several pictures (a burst) as its first, leaving no temporary file', async () => {
    const res = await one(await aHeicPhoto({ seed: 7, pictures: 2 }), { name: 'burst.heic' });
    expect(res.status).toBe(201);
    expect((await answer<UploadedFile>(res)).data).toMatchObject({ mimeType: 'image/jpeg', width: 200, height: 400 });
    expect((await filesUnder(path.join(svc.mediaDir, '.tmp'))).filter((name) => name.endsWith('.jpg'))).toEqual([]);
  });

  it('refuses a HEIC that cannot be read, leaving nothing', async () => {
    const heic = await aHeicPhoto({ seed: 6 });
    const broken = Buffer.concat([heic.subarray(0, 64), Buffer.alloc(200, 1)]);
    const records = await svc.uploads.model.countDocuments();
    const res = await one(broken, { name: 'broken.heic' });
    expect([res.status, (await answer(res)).message]).toEqual([415, 'File "broken.heic" has an unsupported format.']);
    expect(await svc.uploads.model.countDocuments()).toBe(records);
  });

  it('makes the display image at most 1280 px', async () => {
    const { now } = await withPictures(await aPhoto({ width: 3000, height: 1000, seed: 4 }));
    const meta = await sharp(await fetchBytes(now.displayUrl ?? '')).metadata();
    expect([meta.width, meta.height]).toEqual([427, 1280]);
  });

  it('takes several files at once and answers each', async () => {
    const files = await Promise.all([1, 2, 3].map(async (seed) => ({ bytes: await aPng(seed + 10) })));
    const res = await uploadFiles(`${svc.url}/api/v1/upload/multiple`, files, { token: owner.token, fields: { albumId: album.id } });
    expect(res.status).toBe(201);
    const body = await answer<{ files: UploadedFile[] }>(res);
    expect(body.message).toBe('Successfully uploaded 3 files');
    expect(body.data.files.map((file) => file.name)).toEqual(['picture-0.jpg', 'picture-1.jpg', 'picture-2.jpg']);
    expect(new Set(body.data.files.map((file) => file.url)).size).toBe(3);
  });

  it('stores identical bytes sent twice to one album once, and again for another album', async () => {
    const bytes = await aPng(77);
    const first = (await answer<UploadedFile>(await one(bytes))).data;
    const before = await filesUnder(svc.mediaDir);
    const again = (await answer<UploadedFile>(await one(bytes, { name: 'copy.png' }))).data;
    expect(again).toMatchObject({ url: first.url, thumbnailUrl: first.thumbnailUrl, duplicate: true, name: 'copy.png' });
    expect(await filesUnder(svc.mediaDir)).toEqual(before);

    const batch = await uploadFiles(`${svc.url}/api/v1/upload/multiple`, [{ bytes }, { bytes }], { token: owner.token, fields: { albumId: album.id } });
    expect((await answer<{ files: UploadedFile[] }>(batch)).data.files.map((file) => file.url)).toEqual([first.url, first.url]);

    const otherAlbum = await anAlbum(svc, await aUser(svc));
    await approveMember(svc, otherAlbum.id, owner.id);
    const elsewhere = (await answer<UploadedFile>(await one(bytes, { albumId: otherAlbum.id }))).data;
    expect(elsewhere.url).not.toBe(first.url);
  });

  it('takes a picture without an album too', async () => {
    const res = await one(await aPng(5), { albumId: '' });
    expect(res.status).toBe(201);
  });

  it('judges by the bytes: a PNG declared as video/mp4 is a picture', async () => {
    const res = await one(await aPng(6), { name: 'clip.mp4', type: 'video/mp4' });
    expect(res.status).toBe(201);
    expect((await answer<UploadedFile>(res)).data).toMatchObject({ type: 'IMAGE', mimeType: 'image/png', url: expect.stringMatching(/\.png\?/) });
  });

  it('stores files under names of its own, never the client\'s', async () => {
    const res = await one(await aPng(7), { name: '../../etc/passwd.png' });
    const { data } = await answer<UploadedFile>(res);
    expect(data.name).toBe('passwd.png');
    expect(data.url).not.toContain('passwd');
    expect((await filesUnder(svc.mediaDir)).some((file) => file.includes('passwd'))).toBe(false);
  });

  it('keeps an SVG as it is, served so that it cannot run script, with plain WebP derivatives', async () => {
    const { sent: data, now } = await withPictures(images.svg, { name: 'logo.svg' });
    expect(data).toMatchObject({ type: 'IMAGE', mimeType: 'image/svg+xml' });
    const original = await fetch(`${svc.url}${data.url}`);
    expect(original.headers.get('content-security-policy')).toContain('sandbox');
    expect((await sharp(await fetchBytes(now.thumbnailUrl ?? '')).metadata()).format).toBe('webp');
  });

  it('takes a video at once: its poster and details come from a job (file-pictures.test.ts)', async () => {
    const res = await one(aVideo(), { name: 'clip.mp4', type: 'video/mp4' });
    expect(res.status).toBe(201);
    const { data } = await answer<UploadedFile>(res);
    expect(data).toMatchObject({ type: 'VIDEO', mimeType: 'video/mp4', thumbnailUrl: null, playbackStatus: 'preparing' });
    const range = await fetch(`${svc.url}${data.url}`, { headers: { range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-type')).toBe('video/mp4');
  });

  it('lets an approved member upload, and nobody else', async () => {
    const member = await aUser(svc);
    const stranger = await aUser(svc);
    const refused = await one(await aPng(8), { token: stranger.token });
    expect(refused.status).toBe(403);
    expect((await answer(refused)).message).toBe('You do not have permission to upload to this album');

    await approveMember(svc, album.id, member.id);
    expect((await one(await aPng(9), { token: member.token })).status).toBe(201);
    await removeMember(svc, album.id, member.id);
    expect((await one(await aPng(10), { token: member.token })).status).toBe(403);
  });

  it('asks for a sign-in', async () => {
    const res = await uploadFiles(`${svc.url}/api/v1/upload`, [{ bytes: await aPng(11) }], { field: 'file' });
    expect(res.status).toBe(401);
  });
});

describe('uploading videos where ffmpeg is missing', () => {
  it('stores the video as it is', async () => {
    const svc = await startService({ video: ffmpegTools('/nonexistent/ffmpeg') });
    try {
      const owner = await aUser(svc);
      const album = await anAlbum(svc, owner);
      const res = await uploadFiles(`${svc.url}/api/v1/upload`, [{ bytes: aVideo() }], { field: 'file', token: owner.token, fields: { albumId: album.id } });
      expect(res.status).toBe(201);
      expect((await answer<UploadedFile>(res)).data).toMatchObject({ type: 'VIDEO', thumbnailUrl: null, displayUrl: null, duration: null });
    } finally {
      await svc.close();
    }
  });
});
