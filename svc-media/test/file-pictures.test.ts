import { randomUUID } from 'node:crypto';
import type { Highlight, Media, UploadedFile } from '@abialbum/contracts';
import { answer, eventually } from '@abialbum/service-kit/testing';
import sharp from 'sharp';
import { keyFromFileUrl } from '../src/storage/file-key';
import { aUser, anAlbum, type TestUser } from './support/albums';
import { aPhoto, aVideo } from './support/media-fixtures';
import { call } from './support/media';
import { startService, type Service } from './support/service';
import { uploadFiles } from './support/upload';
import { anHevcMov } from './support/video-clips';
import { aVideoItem, ffmpegWith, getItem, JOB_MS, uploadVideo, whenSettled } from './support/video-items';

const fetchBytes = async (svc: Service, url: string) => Buffer.from(await (await fetch(`${svc.url}${url}`)).arrayBuffer());

/** Real ffmpeg, whose poster runs are counted and can be held until let go (or made to fail). */
function heldTools(options: { fail?: boolean } = {}) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const { tools, runs, real } = ffmpegWith({
    frame: async (input, at, output) => {
      if (options.fail) throw new Error('ffmpeg exited with code 1');
      await gate;
      return real.frame(input, at, output);
    },
  });
  return { tools, runs, release };
}

describe("a video's poster, size and duration come from a job once its upload has answered", () => {
  let svc: Service;
  let owner: TestUser;
  let albumId: string;
  const held = heldTools();

  beforeAll(async () => {
    svc = await startService({ video: held.tools, videoQueues: `svc-media.posters-test-${randomUUID().slice(0, 8)}` });
    owner = await aUser(svc);
    albumId = (await anAlbum(svc, owner)).id;
  });
  afterAll(async () => {
    held.release();
    await svc.close();
  });

  it('answers before ffmpeg has looked at the video, then every item and highlight showing it gets the pictures', async () => {
    const file = await uploadVideo(svc, owner, albumId, aVideo(), 'clip.mp4', 'video/mp4');
    // The poster job is held: the answer came without it.
    expect(file).toMatchObject({ type: 'VIDEO', thumbnailUrl: null, displayUrl: null, width: null, height: null, duration: null, playbackStatus: 'preparing' });
    const item = await aVideoItem(svc, owner, albumId, file);
    expect(item).toMatchObject({ thumbnailUrl: null, playbackStatus: 'preparing' });
    const highlight = await call<{ highlight: Highlight }>(svc, 'POST', '/albums/highlights/add-existing', owner.token, { albumId, mediaId: item.id });
    expect(highlight.status).toBe(201);
    await eventually(() => held.runs.length === 1, 20_000);

    held.release();
    const ready = await whenSettled(svc, item.id, owner.token);
    expect(ready).toMatchObject({ width: 320, height: 240, duration: 2, playbackStatus: null });
    expect(ready.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect((await sharp(await fetchBytes(svc, ready.thumbnailUrl ?? '')).metadata()).format).toBe('webp');
    expect((await sharp(await fetchBytes(svc, ready.displayUrl ?? '')).metadata()).format).toBe('webp');
    const highlights = (await call<{ highlights: Highlight[] }>(svc, 'GET', `/albums/${albumId}/highlights`)).body.data.highlights;
    expect(highlights.find((h) => h.id === highlight.body.data.highlight.id)).toMatchObject({ thumbnailUrl: ready.thumbnailUrl });
    // The upload owns the pictures: they go with it.
    const key = keyFromFileUrl(ready.url) as string;
    expect((await svc.uploads.find(key))?.poster).toEqual({ status: 'ready', attempts: 1 });
  }, JOB_MS + 30_000);

  it("makes a picture's WebP sizes and blur placeholder in the same job, after the answer: the item made from it gets them", async () => {
    const res = await uploadFiles(`${svc.url}/api/v1/upload`, [{ bytes: await aPhoto({ seed: 71 }), name: 'IMG_0071.jpg', type: 'image/jpeg' }], {
      field: 'file',
      token: owner.token,
      fields: { albumId },
    });
    const file = (await answer<UploadedFile>(res)).data;
    expect(file).toMatchObject({ type: 'IMAGE', width: 200, height: 400, thumbnailUrl: null, displayUrl: null, placeholder: null });
    const created = await call<{ media: Media }>(svc, 'POST', '/albums/media', owner.token, { albumId, type: 'IMAGE', url: file.url });
    expect(created.status).toBe(201);
    let shown: Media | undefined;
    await eventually(async () => {
      shown = (await getItem(svc, created.body.data.media.id, owner.token)).body.data.media;
      return shown.thumbnailUrl !== null;
    }, JOB_MS, 250);
    if (!shown) throw new Error('no item');
    expect(shown).toMatchObject({ width: 200, height: 400, placeholder: expect.stringMatching(/^data:image\/webp;base64,/) });
    for (const url of [shown.thumbnailUrl, shown.displayUrl]) expect((await sharp(await fetchBytes(svc, url ?? '')).metadata()).format).toBe('webp');
    expect((await svc.uploads.find(keyFromFileUrl(file.url) as string))?.poster).toEqual({ status: 'ready', attempts: 1 });
  }, JOB_MS + 30_000);

  it('gives an item made after the poster the pictures at once, and a clip shorter than a second a poster too', async () => {
    const file = await uploadVideo(svc, owner, albumId, aVideo(0.5), 'short.mp4', 'video/mp4');
    const key = keyFromFileUrl(file.url) as string;
    await eventually(async () => (await svc.uploads.find(key))?.poster?.status === 'ready', JOB_MS, 250);
    const item = await aVideoItem(svc, owner, albumId, file);
    expect(item).toMatchObject({ width: 320, height: 240, duration: 0.5, playbackStatus: null });
    expect((await sharp(await fetchBytes(svc, item.thumbnailUrl ?? '')).metadata()).format).toBe('webp');
  }, JOB_MS + 30_000);

  it('queues the playback copy of a video browsers may not play once the poster job has looked into it', async () => {
    const file = await uploadVideo(svc, owner, albumId, anHevcMov(21), 'IMG_0021.MOV', 'video/quicktime');
    const item = await whenSettled(svc, (await aVideoItem(svc, owner, albumId, file)).id, owner.token);
    expect(item).toMatchObject({ playbackStatus: 'ready', width: 320, height: 240, duration: 2 });
    expect(item.thumbnailUrl).toMatch(/-thumb\.webp$/);
  }, JOB_MS + 30_000);

  it('removes the pictures with the video, and a job run again changes nothing', async () => {
    const file = await uploadVideo(svc, owner, albumId, aVideo(3), 'again.mp4', 'video/mp4');
    const item = await whenSettled(svc, (await aVideoItem(svc, owner, albumId, file)).id, owner.token);
    const thumbKey = keyFromFileUrl(item.thumbnailUrl) as string;
    const stored = await svc.storage.head(thumbKey);
    await svc.services.posters.make(keyFromFileUrl(item.url) as string);
    expect((await svc.storage.head(thumbKey))?.etag).toBe(stored?.etag);
    expect((await getItem(svc, item.id, owner.token)).body.data.media.updatedAt).toBe(item.updatedAt);

    expect((await call(svc, 'DELETE', `/albums/media/${item.id}`, owner.token)).status).toBe(200);
    expect(await svc.storage.head(thumbKey)).toBeNull();
  }, JOB_MS + 30_000);
});

describe('a poster job that keeps failing', () => {
  it('is given up after 3 attempts: the video is offered as it is, without pictures', async () => {
    const failing = heldTools({ fail: true });
    const svc = await startService({ video: failing.tools, videoQueues: `svc-media.posters-test-${randomUUID().slice(0, 8)}` });
    try {
      const owner = await aUser(svc);
      const albumId = (await anAlbum(svc, owner)).id;
      const file = await uploadVideo(svc, owner, albumId, aVideo(4), 'broken.mp4', 'video/mp4');
      const item = await whenSettled(svc, (await aVideoItem(svc, owner, albumId, file)).id, owner.token);
      expect(item).toMatchObject({ playbackStatus: null, thumbnailUrl: null, duration: null });
      expect(failing.runs).toHaveLength(3);
      expect((await fetch(`${svc.url}${item.url}`)).status).toBe(200);
    } finally {
      await svc.close();
    }
  }, JOB_MS + 30_000);
});
