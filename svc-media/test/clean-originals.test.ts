import sharp, { type SharpOptions } from 'sharp';
import type { UploadedFile } from '@abialbum/contracts';
import { anAlbum, aUser, type TestUser } from './support/albums';
import { filesUnder, images } from './support/images';
import { aPhoto } from './support/media-fixtures';
import { aP3Photo, aTaggedPicture, anAnimation, anApng } from './support/metadata-fixtures';
import { startService, type Service } from './support/service';
import { uploadFile, uploadFiles } from './support/upload';
import { answer } from '@abialbum/service-kit/testing';

/** Text that EXIF or XMP would carry: none of it may be in a served original. */
const TELLTALES = ['Exif\0\0', 'TestCam', 'Roadtrip', 'Ana Lima', 'xmpmeta'];
const telltalesIn = (bytes: Buffer) => TELLTALES.filter((text) => bytes.includes(text));
/** What sharp reads of a picture, with any metadata it still carries named. */
async function inspect(bytes: Buffer, options: SharpOptions = {}) {
  const meta = await sharp(bytes, options).metadata();
  const leftovers = (['exif', 'xmp', 'iptc', 'orientation'] as const).filter((name) => meta[name] !== undefined);
  return { ...meta, leftovers };
}

describe('originals served without their metadata', () => {
  let svc: Service;
  let owner: TestUser;
  let albumId: string;
  beforeAll(async () => {
    svc = await startService();
    owner = await aUser(svc);
    albumId = (await anAlbum(svc, owner)).id;
  });
  afterAll(() => svc.close());

  const upload = async (bytes: Buffer) => {
    const res = await uploadFiles(`${svc.url}/api/v1/upload`, [{ bytes, name: 'picture' }], { field: 'file', token: owner.token, fields: { albumId } });
    expect(res.status).toBe(201);
    return (await answer<UploadedFile>(res)).data;
  };
  const download = async (url: string) => Buffer.from(await (await fetch(`${svc.url}${url}`)).arrayBuffer());

  it('serves a camera JPEG upright, with no EXIF, GPS or camera name, and answers its stored size', async () => {
    const photo = await aPhoto({ seed: 21 });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const data = await upload(photo);
    const original = await download(data.url);
    expect(await inspect(original)).toMatchObject({ format: 'jpeg', width: 200, height: 400, leftovers: [] });
    expect(telltalesIn(original)).toEqual([]);
    expect(data.size).toBe(original.length);
    expect({ width: data.width, height: data.height }).toEqual({ width: 200, height: 400 });
  });

  it('keeps the picture itself: same colours, at high quality', async () => {
    const photo = await aPhoto({ seed: 22 });
    const original = await download((await upload(photo)).url);
    const upright = await sharp(photo).autoOrient().raw().toBuffer();
    const served = await sharp(original).raw().toBuffer();
    expect(served.length).toBe(upright.length);
    const worst = served.reduce((max, value, i) => Math.max(max, Math.abs(value - (upright[i] as number))), 0);
    expect(worst).toBeLessThanOrEqual(4);
  });

  it('finds the same photo sent again by its bytes as sent, and stores it once', async () => {
    const photo = await aPhoto({ seed: 23 });
    const first = await upload(photo);
    const before = await filesUnder(svc.mediaDir);
    const again = await upload(photo);
    expect(again).toMatchObject({ url: first.url, duplicate: true });
    expect(await filesUnder(svc.mediaDir)).toEqual(before);
  });

  it.each(['png', 'webp', 'avif'] as const)('serves a %s in its own format without EXIF or XMP', async (format) => {
    const tagged = await aTaggedPicture(format, 24);
    expect(await sharp(tagged).metadata()).toMatchObject({ exif: expect.any(Buffer), xmp: expect.any(Buffer) });
    const data = await upload(tagged);
    expect(data.url.split('?')[0]?.endsWith(`.${format}`)).toBe(true);
    const original = await download(data.url);
    expect(await inspect(original)).toMatchObject({ format: format === 'avif' ? 'heif' : format, width: 60, height: 40, leftovers: [] });
    expect(telltalesIn(original)).toEqual([]);
  });

  it('writes a PNG again without losing a pixel', async () => {
    const tagged = await aTaggedPicture('png', 25);
    const original = await download((await upload(tagged)).url);
    expect(await sharp(original).raw().toBuffer()).toEqual(await sharp(tagged).raw().toBuffer());
  });

  it('keeps the colour profile, so a wide-gamut photo keeps its colours', async () => {
    const original = await download((await upload(await aP3Photo(26))).url);
    expect(await inspect(original)).toMatchObject({ hasProfile: true, leftovers: [] });
  });

  it('keeps an animated WebP moving, without its EXIF', async () => {
    const animation = await anAnimation('webp', 27);
    const data = await upload(animation);
    const original = await download(data.url);
    expect(await inspect(original, { animated: true })).toMatchObject({ format: 'webp', pages: 2, delay: [100, 200], loop: 0, leftovers: [] });
    expect(telltalesIn(original)).toEqual([]);
  });

  it('keeps animated GIFs and animated PNGs byte for byte, and writes a still GIF again', async () => {
    for (const animation of [await anAnimation('gif', 28), anApng()]) {
      expect(await download((await upload(animation)).url)).toEqual(animation);
    }
    const still = await download((await upload(images.gif)).url);
    expect(await sharp(still).metadata()).toMatchObject({ format: 'gif', width: 1, height: 1 });
  });

  it('refuses a file that starts like a JPEG but holds no picture, and keeps nothing', async () => {
    const before = await filesUnder(svc.mediaDir);
    const records = await svc.uploads.model.countDocuments();
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 0x41)]);
    const res = await uploadFiles(`${svc.url}/api/v1/upload`, [{ bytes: fake, name: 'x.jpg' }], { field: 'file', token: owner.token, fields: { albumId } });
    expect(res.status).toBe(415);
    expect(await filesUnder(svc.mediaDir)).toEqual(before);
    expect(await svc.uploads.model.countDocuments()).toBe(records);
  });

  it('serves a profile picture without its EXIF either', async () => {
    const res = await uploadFile(`${svc.url}/api/v1/upload/profile-image`, await aPhoto({ seed: 29 }), { name: 'me.jpg', type: 'image/jpeg' });
    const original = await download((await answer<{ url: string }>(res)).data.url);
    expect(await inspect(original)).toMatchObject({ format: 'jpeg', width: 200, height: 400, leftovers: [] });
    expect(telltalesIn(original)).toEqual([]);
  });

  it('refuses a profile picture that holds no picture', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 0x41)]);
    const before = await filesUnder(svc.mediaDir);
    const res = await uploadFile(`${svc.url}/api/v1/upload/profile-image`, fake, { name: 'me.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(415);
    expect(await filesUnder(svc.mediaDir)).toEqual(before);
  });
});

