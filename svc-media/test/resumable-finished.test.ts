import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Media } from '@abialbum/contracts';
import { answer } from '@abialbum/service-kit/testing';
import { anAlbum, aUser, type TestUser } from './support/albums';
import { listMedia } from './support/media';
import { startService, type Service } from './support/service';
import { tusClient } from './support/tus';
import { anH264Mp4 } from './support/video-clips';

const HOUR = 3_600_000;

/**
 * Issue 28: a finished upload is remembered (tus 1.0: HEAD answers its offset "even if the upload is already
 * considered completed", until it expires), so a client that lost the last PATCH's answer finds its item rather
 * than uploading the file again: one item, whichever instance it asks.
 */
describe('a finished resumable upload', () => {
  let svc: Service;
  let tus: ReturnType<typeof tusClient>;
  let owner: TestUser;
  let albumId: string;
  beforeAll(async () => {
    svc = await startService();
    tus = tusClient(svc.url);
    owner = await aUser(svc);
    albumId = (await anAlbum(svc, owner)).id;
  });
  afterAll(() => svc.close());

  /** Creates an upload of `clip` and sends all of it but the last `tail` bytes; answers its location. */
  async function almostSent(clip: Buffer, caption: string, tail = 1000) {
    const created = await tus.create(owner.token, clip.length, { albumId, filename: 'drive.mp4', caption });
    const location = created.headers.get('location') ?? '';
    expect((await tus.patch(location, owner.token, 0, clip.subarray(0, clip.length - tail))).status).toBe(204);
    return location;
  }
  const itemsCaptioned = async (caption: string) => (await listMedia(svc, albumId, owner.token)).body.data.media.filter((item) => item.caption === caption);

  it('answers HEAD with its whole length and item, and a repeated last PATCH with the same item, from any instance', async () => {
    const clip = anH264Mp4(21);
    const location = await almostSent(clip, 'Lost answer');
    const last = await tus.patch(location, owner.token, clip.length - 1000, clip.subarray(clip.length - 1000));
    expect(last.status).toBe(200);
    const made = await answer<{ media: Media }>(last);
    const mediaId = made.data.media.id;

    // The client lost that answer: it asks where the upload stands.
    const head = await tus.head(location, owner.token);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(clip.length));
    expect(head.headers.get('upload-length')).toBe(String(clip.length));
    expect(head.headers.get('upload-media-id')).toBe(mediaId);
    expect(head.headers.get('tus-resumable')).toBe('1.0.0');
    // Then the last PATCH again, with no bytes: the same item, not a second one.
    const again = await tus.patch(location, owner.token, clip.length, Buffer.alloc(0));
    expect([again.status, again.headers.get('upload-media-id')]).toEqual([200, mediaId]);
    expect(await answer(again)).toEqual(made);

    // Another instance, with a staging folder of its own, answers the same from the database.
    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'abialbum-media-other-'));
    const other = await startService({ restartOf: { db: svc.db, mediaDir: elsewhere }, tokens: svc.tokens });
    try {
      const otherTus = tusClient(other.url);
      expect((await otherTus.head(location, owner.token)).headers.get('upload-media-id')).toBe(mediaId);
      const there = await otherTus.patch(location, owner.token, clip.length, Buffer.alloc(0));
      expect([there.status, (await answer<{ media: Media }>(there)).data.media.id]).toEqual([200, mediaId]);
    } finally {
      await other.close();
      await rm(elsewhere, { recursive: true, force: true });
    }
    expect(await itemsCaptioned('Lost answer')).toHaveLength(1);
  });

  it('is nobody else\'s, takes no more bytes, and is forgotten once it expires', async () => {
    const clip = anH264Mp4(22);
    const location = await almostSent(clip, 'Kept a while');
    expect((await tus.patch(location, owner.token, clip.length - 1000, clip.subarray(clip.length - 1000))).status).toBe(200);
    const stranger = await aUser(svc, { name: 'Cid Stranger' });
    expect((await tus.head(location, stranger.token)).status).toBe(404);
    expect((await tus.patch(location, stranger.token, clip.length, Buffer.alloc(0))).status).toBe(404);
    expect((await tus.patch(location, owner.token, 0, clip.subarray(0, 10))).status).toBe(409);
    expect((await tus.patch(location, owner.token, clip.length, Buffer.from('more'))).status).toBe(409);

    expect(await svc.services.resumable.server.removeExpired(Date.now() + 25 * HOUR)).toBeGreaterThanOrEqual(1);
    expect((await tus.head(location, owner.token)).status).toBe(404);
    expect(await itemsCaptioned('Kept a while')).toHaveLength(1);
  });

  it('makes one item when two instances get the last piece at once', async () => {
    const clip = anH264Mp4(23);
    const location = await almostSent(clip, 'Sent twice at once');
    // A second process of the service on the same staging folder (a rolling deploy): its locks are its own.
    const other = await startService({ restartOf: { db: svc.db, mediaDir: svc.mediaDir }, tokens: svc.tokens });
    try {
      const piece = clip.subarray(clip.length - 1000);
      const answers = await Promise.all([
        tus.patch(location, owner.token, clip.length - 1000, piece),
        tusClient(other.url).patch(location, owner.token, clip.length - 1000, piece),
      ]);
      const ids = new Set<string>();
      for (const res of answers) {
        if (res.status === 200) ids.add((await answer<{ media: Media }>(res)).data.media.id);
        else expect(res.status).toBe(409); // tus: the offset moved meanwhile, or the completion is still running
      }
      expect(ids.size).toBe(1);
    } finally {
      await other.close();
    }
    expect(await itemsCaptioned('Sent twice at once')).toHaveLength(1);
  });
});
