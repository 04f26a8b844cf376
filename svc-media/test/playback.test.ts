import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Highlight } from '@abialbum/contracts';
import { answer, eventually } from '@abialbum/service-kit/testing';
import { inputFacts } from '../src/derivatives/playback';
import type { VideoTools } from '../src/derivatives/video-tools';
import { playbackKeyOf } from '../src/domain/playback-copies';
import { keyFromFileUrl } from '../src/storage/file-key';
import { aUser, anAlbum, newId, type TestUser } from './support/albums';
import { captureEvents } from './support/events';
import { bareUrl, call } from './support/media';
import { startService, type Service } from './support/service';
import { uploadFiles } from './support/upload';
import { aVideoItem, ffmpegWith, getItem, JOB_MS, uploadVideo, whenSettled } from './support/video-items';
import { anH264Mp4, anHevcMov, describe as describeVideo } from './support/video-clips';

async function fetchBytes(svc: Service, url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${svc.url}${url}`, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const untilStopped: VideoTools['playback'] = (_input, _output, signal) =>
  new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('killed'))));

describe('a video browsers may not play gets a playback copy, made by a job after the upload answers', () => {
  let svc: Service;
  let owner: TestUser;
  let albumId: string;

  beforeAll(async () => {
    svc = await startService({ videoQueues: `svc-media.playback-test-${randomUUID().slice(0, 8)}` });
    owner = await aUser(svc);
    albumId = (await anAlbum(svc, owner)).id;
  });
  afterAll(() => svc.close());

  it('answers an iPhone HEVC .mov as preparing, then offers an H.264 MP4 copy to play, the original to download', async () => {
    const file = await uploadVideo(svc, owner, albumId, anHevcMov(1), 'IMG_0001.MOV', 'video/quicktime');
    expect(file).toMatchObject({ type: 'VIDEO', mimeType: 'video/quicktime', playbackStatus: 'preparing' });
    const created = await aVideoItem(svc, owner, albumId, file);
    expect(created).toMatchObject({ playbackStatus: expect.stringMatching(/preparing|ready/) });

    const item = await whenSettled(svc, created.id, owner.token);
    expect(item).toMatchObject({ playbackStatus: 'ready', url: created.url, mimeType: 'video/quicktime' });
    // Anyone may see this album's approved media: the copy's link is bare, like the item's other files.
    expect(item.playbackUrl).toMatch(/^\/api\/v1\/files\/[a-f0-9]{32}-play\.mp4$/);

    const copy = await fetchBytes(svc, item.playbackUrl as string);
    expect(copy.res.status).toBe(200);
    expect(copy.res.headers.get('content-type')).toBe('video/mp4');
    const facts = inputFacts(describeVideo(copy.bytes));
    expect(facts).toMatchObject({ container: 'mp4', video: [{ codec: 'h264', pixelFormat: 'yuv420p' }], audio: [{ codec: 'aac' }] });
    // Faststart: the index (moov) comes before the media data (mdat).
    expect(copy.bytes.indexOf('moov')).toBeLessThan(copy.bytes.indexOf('mdat'));

    const original = await fetchBytes(svc, item.url);
    expect(inputFacts(describeVideo(original.bytes)).video[0]?.codec).toBe('hevc');
  }, JOB_MS + 30_000);

  it("tells the item's copy to the others (media.uploaded preparing, then a media.updated ready), revision by revision", async () => {
    const captured = await captureEvents(['media.*']);
    try {
      const file = await uploadVideo(svc, owner, albumId, anHevcMov(12), 'IMG_0012.MOV', 'video/quicktime');
      const created = await aVideoItem(svc, owner, albumId, file);
      const item = await whenSettled(svc, created.id, owner.token);
      await captured.waitFor(() => captured.about(created.id).some((e) => e.data.playbackStatus === 'ready'));
      const events = captured.about(created.id);
      expect(events[0]).toMatchObject({ type: 'media.uploaded', data: { playbackStatus: 'preparing', playbackUrl: null } });
      expect(events.at(-1)).toMatchObject({ type: 'media.updated', data: { mediaId: created.id, playbackStatus: 'ready', playbackUrl: bareUrl(item.playbackUrl) } });
      expect(events.map((e) => e.data.revision)).toEqual([...events.keys()].map((i) => i + 1));
    } finally {
      await captured.close();
    }
  }, JOB_MS + 30_000);

  it("gives a highlight of the video the copy too, once it is ready", async () => {
    const file = await uploadVideo(svc, owner, albumId, anHevcMov(10), 'IMG_0010.MOV', 'video/quicktime');
    const created = await aVideoItem(svc, owner, albumId, file);
    const added = await call<{ highlight: Highlight }>(svc, 'POST', '/albums/highlights/add-existing', owner.token, { albumId, mediaId: created.id });
    expect(added.body.data.highlight).toMatchObject({ mediaId: created.id, playbackStatus: 'preparing', playbackUrl: null });
    const item = await whenSettled(svc, created.id, owner.token);
    const highlights = (await call<{ highlights: Highlight[] }>(svc, 'GET', `/albums/${albumId}/highlights`)).body.data.highlights;
    expect(highlights.find((h) => h.mediaId === created.id)).toMatchObject({ playbackStatus: 'ready', playbackUrl: item.playbackUrl, thumbnailUrl: item.thumbnailUrl });
  }, JOB_MS + 30_000);

  it("tells a highlight of its own video's copy to the others (highlight.updated), and answers that highlight alone", async () => {
    const captured = await captureEvents(['highlight.*']);
    try {
      const res = await uploadFiles(`${svc.url}/api/v1/abialbum/albums/highlights`, [{ bytes: anHevcMov(11), name: 'IMG_0011.MOV', type: 'video/quicktime' }], {
        field: 'file',
        token: owner.token,
        fields: { albumId, caption: 'Lake' },
      });
      const { highlight } = (await answer<{ highlight: Highlight }>(res)).data;
      expect(highlight).toMatchObject({ mediaId: null, type: 'VIDEO', playbackStatus: 'preparing', playbackUrl: null });
      const one = () => call<{ highlight: Highlight }>(svc, 'GET', `/albums/highlights/${highlight.id}`);
      await eventually(async () => (await one()).body.data.highlight.playbackStatus !== 'preparing', JOB_MS, 250);
      const ready = (await one()).body.data.highlight;
      expect(ready).toMatchObject({ id: highlight.id, playbackStatus: 'ready', playbackUrl: expect.stringMatching(/^\/api\/v1\/files\/[a-f0-9]{32}-play\.mp4$/) });

      // The poster's change, then the copy's: each a highlight.updated of a higher revision.
      await captured.waitFor(() => captured.about(highlight.id).some((e) => e.data.playbackStatus === 'ready'));
      const updates = captured.about(highlight.id).filter((e) => e.type === 'highlight.updated');
      const last = updates.at(-1)?.data;
      expect(last).toMatchObject({ highlightId: highlight.id, playbackStatus: 'ready', playbackUrl: ready.playbackUrl, thumbnailUrl: ready.thumbnailUrl });
      expect(updates.map((e) => e.data.revision)).toEqual([...updates.keys()].map((i) => i + 2));
      expect((await call(svc, 'GET', `/albums/highlights/${newId()}`)).status).toBe(404);
    } finally {
      await captured.close();
    }
  }, JOB_MS + 30_000);

  it('serves byte ranges of the copy (206), as players seek', async () => {
    const file = await uploadVideo(svc, owner, albumId, anHevcMov(2), 'IMG_0002.MOV', 'video/quicktime');
    const item = await whenSettled(svc, (await aVideoItem(svc, owner, albumId, file)).id, owner.token);
    const res = await fetch(`${svc.url}${item.playbackUrl as string}`, { headers: { range: 'bytes=0-99' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect(Buffer.from(await res.arrayBuffer())).toHaveLength(100);
  }, JOB_MS + 30_000);

  it('links the copy of a private album with a signature, like the original', async () => {
    const privateAlbum = await anAlbum(svc, owner, { isPublic: false });
    const file = await uploadVideo(svc, owner, privateAlbum.id, anHevcMov(3), 'IMG_0003.MOV', 'video/quicktime');
    const item = await whenSettled(svc, (await aVideoItem(svc, owner, privateAlbum.id, file)).id, owner.token);
    expect(item.playbackUrl).toMatch(/-play\.mp4\?.*signature=/);
    expect((await fetch(`${svc.url}${bareUrl(item.playbackUrl as string)}`)).status).toBe(404);
    expect((await fetch(`${svc.url}${item.playbackUrl as string}`)).status).toBe(200);
  }, JOB_MS + 30_000);

  it('makes no copy of an H.264 MP4: browsers play it as it is', async () => {
    const file = await uploadVideo(svc, owner, albumId, anH264Mp4(4), 'clip.mp4', 'video/mp4');
    // Whether it plays as it is is known once its poster job has looked into it.
    expect(file).toMatchObject({ mimeType: 'video/mp4', playbackStatus: 'preparing' });
    const item = await whenSettled(svc, (await aVideoItem(svc, owner, albumId, file)).id, owner.token);
    expect(item).toMatchObject({ playbackStatus: null, playbackUrl: null });
    const key = keyFromFileUrl(item.url) as string;
    expect((await svc.uploads.find(key))?.keys).toEqual([key, expect.stringMatching(/-thumb\.webp$/), expect.stringMatching(/-display\.webp$/)]);
    expect(await svc.storage.head(playbackKeyOf(key))).toBeNull();
  }, JOB_MS + 30_000);

  it('removes the copy with the item, and a job run again changes nothing', async () => {
    const file = await uploadVideo(svc, owner, albumId, anHevcMov(5), 'IMG_0004.MOV', 'video/quicktime');
    const item = await whenSettled(svc, (await aVideoItem(svc, owner, albumId, file)).id, owner.token);
    const key = keyFromFileUrl(item.url) as string;
    const copyKey = keyFromFileUrl(item.playbackUrl) as string;
    const stored = await svc.storage.head(copyKey);
    expect(stored).not.toBeNull();
    expect((await svc.uploads.find(key))?.keys).toContain(copyKey);

    await svc.services.playback.make(key);
    expect((await svc.storage.head(copyKey))?.etag).toBe(stored?.etag);
    expect((await getItem(svc, item.id, owner.token)).body.data.media.playbackStatus).toBe('ready');

    expect((await call(svc, 'DELETE', `/albums/media/${item.id}`, owner.token)).status).toBe(200);
    expect(await svc.storage.head(copyKey)).toBeNull();
    expect(await svc.storage.head(key)).toBeNull();
  }, JOB_MS + 30_000);

  it('shows one item as its album lists it: a stranger does not see a pending one', async () => {
    const member = await aUser(svc);
    const stranger = await aUser(svc);
    const file = await uploadVideo(svc, owner, albumId, anH264Mp4(6), 'again.mp4', 'video/mp4');
    const item = await aVideoItem(svc, owner, albumId, file);
    expect((await getItem(svc, item.id)).status).toBe(200);
    expect((await getItem(svc, item.id, stranger.token)).status).toBe(200);
    expect((await getItem(svc, 'not-an-id', member.token)).status).toBe(404);
    const privateAlbum = await anAlbum(svc, owner, { isPublic: false });
    const hidden = await aVideoItem(svc, owner, privateAlbum.id, await uploadVideo(svc, owner, privateAlbum.id, anH264Mp4(7), 'h.mp4', 'video/mp4'));
    expect((await getItem(svc, hidden.id, stranger.token)).status).toBe(403);
  });
});

describe('a playback job that fails', () => {
  it('is retried with back-off, then given up: the item offers only its original', async () => {
    const failing = ffmpegWith({ playback: () => Promise.reject(new Error('ffmpeg exited with code 1')) });
    const svc = await startService({ video: failing.tools, videoQueues: `svc-media.playback-test-${randomUUID().slice(0, 8)}` });
    try {
      const owner = await aUser(svc);
      const albumId = (await anAlbum(svc, owner)).id;
      const file = await uploadVideo(svc, owner, albumId, anHevcMov(8), 'IMG_0005.MOV', 'video/quicktime');
      const item = await whenSettled(svc, (await aVideoItem(svc, owner, albumId, file)).id, owner.token);
      expect(item).toMatchObject({ playbackStatus: 'failed', playbackUrl: null, url: file.url.split('?')[0] });
      expect(failing.runs).toHaveLength(3);
      expect((await fetch(`${svc.url}${item.url}`)).status).toBe(200);
    } finally {
      await svc.close();
    }
  }, JOB_MS);
});

describe('a playback job when svc-media restarts', () => {
  it('stays in its queue while the process stops, and the next process makes the copy', async () => {
    const queue = `svc-media.playback-test-${randomUUID().slice(0, 8)}`;
    const stuck = ffmpegWith({ playback: untilStopped });
    const first = await startService({ video: stuck.tools, videoQueues: queue });
    let second: Service | undefined;
    try {
      const owner = await aUser(first);
      const albumId = (await anAlbum(first, owner)).id;
      const file = await uploadVideo(first, owner, albumId, anHevcMov(9), 'IMG_0006.MOV', 'video/quicktime');
      const created = await aVideoItem(first, owner, albumId, file);
      await eventually(() => stuck.runs.length === 1, 20_000);
      // SIGTERM: the running ffmpeg is killed, its job not acknowledged.
      await first.stop();

      second = await startService({ restartOf: { db: first.db, mediaDir: first.mediaDir }, videoQueues: queue });
      // Its own token issuer: the owner signs in again.
      const item = await whenSettled(second, created.id, await second.tokens.sign(owner.id));
      expect(item.playbackStatus).toBe('ready');
      const copy = await fetchBytes(second, item.playbackUrl as string);
      expect(inputFacts(describeVideo(copy.bytes)).video[0]?.codec).toBe('h264');
      // The stopped run was not counted against the video.
      expect((await second.uploads.find(keyFromFileUrl(item.url) as string))?.playback).toMatchObject({ status: 'ready', attempts: 1 });
    } finally {
      await second?.close();
      await first.db.drop();
      await rm(first.mediaDir, { recursive: true, force: true });
    }
  }, JOB_MS + 30_000);
});
