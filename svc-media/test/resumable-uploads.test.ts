import path from 'node:path';
import type { Media } from '@abialbum/contracts';
import { answer } from '@abialbum/service-kit/testing';
import { anAlbum, approveMember, aSection, aUser, type TestUser } from './support/albums';
import { filesUnder } from './support/images';
import { call } from './support/media';
import { startService, type Service } from './support/service';
import { tusClient } from './support/tus';
import { anH264Mp4 } from './support/video-clips';

const MB = 1_048_576;
const HOUR = 3_600_000;

/** `bytes` cut into `count` pieces of about the same size. */
const piecesOf = (bytes: Buffer, count: number) => {
  const size = Math.ceil(bytes.length / count);
  return Array.from({ length: count }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
};

describe('resumable uploads (tus) of large files', () => {
  let svc: Service;
  let tus: ReturnType<typeof tusClient>;
  let owner: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let albumId: string;
  let video: Buffer;
  beforeAll(async () => {
    svc = await startService();
    tus = tusClient(svc.url);
    owner = await aUser(svc);
    member = await aUser(svc, { name: 'Bea Member' });
    stranger = await aUser(svc, { name: 'Cid Stranger' });
    albumId = (await anAlbum(svc, owner)).id;
    await approveMember(svc, albumId, member.id);
    video = anH264Mp4(7);
  });
  afterAll(() => svc.close());

  const resumableFiles = async () => (await filesUnder(path.join(svc.mediaDir, '.resumable')).catch(() => [])).length;

  /** Creates an upload of `bytes` and answers its location. */
  async function started(user: TestUser, bytes: Buffer, metadata: Record<string, string> = {}) {
    const res = await tus.create(user.token, bytes.length, { albumId, filename: 'trip.mp4', filetype: 'video/mp4', ...metadata });
    expect(res.status).toBe(201);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/^\/api\/v1\/upload\/resumable\/[0-9a-f-]{36}$/);
    return location;
  }

  /** Sends `bytes` from `offset` in `count` PATCHes; answers the last one. */
  async function sendAll(user: TestUser, location: string, bytes: Buffer, count: number, offset = 0) {
    let res: Response | undefined;
    let at = offset;
    for (const piece of piecesOf(bytes.subarray(offset), count)) {
      res = await tus.patch(location, user.token, at, piece);
      at += piece.length;
      if (at < bytes.length) expect([res.status, res.headers.get('upload-offset')]).toEqual([204, String(at)]);
    }
    return res as Response;
  }

  it("makes the owner's file, sent in several PATCHes, an approved media item named by the last PATCH", async () => {
    const section = await aSection(svc, { id: albumId, ownerId: owner.id });
    const location = await started(owner, video, { sectionId: section.id, caption: 'The long drive' });
    const last = await sendAll(owner, location, video, 3);
    expect(last.status).toBe(200);
    const body = await answer<{ media: Media }>(last);
    expect(body.message).toBe('Successfully added 1 media items');
    expect(body.data.media).toMatchObject({ type: 'VIDEO', status: 'approved', caption: 'The long drive', albumId, sectionId: section.id });
    expect(last.headers.get('upload-media-id')).toBe(body.data.media.id);

    const item = await call<{ media: Media }>(svc, 'GET', `/albums/media/${body.data.media.id}`, owner.token);
    expect(item.status).toBe(200);
    const file = await fetch(`${svc.url}${item.body.data.media.url}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(video)).toBe(true);
    // The upload is over: nothing of it is staged any more (its answer is kept: resumable-finished.test.ts).
    expect(await resumableFiles()).toBe(0);
  });

  it("makes a member's file a media item pending the owner's approval", async () => {
    const clip = anH264Mp4(8);
    const last = await sendAll(member, await started(member, clip), clip, 2);
    expect(last.status).toBe(200);
    const body = await answer<{ media: Media }>(last);
    expect(body.data.media).toMatchObject({ status: 'pending', albumId });
    expect(body.message).toBe('Successfully added 1 media items. They are pending approval from the album owner.');
  });

  it('goes on after a PATCH cut off halfway from the offset HEAD answers', async () => {
    const clip = anH264Mp4(9);
    const location = await started(owner, clip);
    const half = Math.floor(clip.length / 2);
    await tus.cutPatch(location, owner.token, 0, clip.subarray(0, half), clip.length);
    const head = await tus.head(location, owner.token);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);
    expect(head.headers.get('upload-length')).toBe(String(clip.length));
    // A PATCH from the wrong place changes nothing (tus: 409).
    expect((await tus.patch(location, owner.token, 0, clip.subarray(0, 10))).status).toBe(409);

    const last = await sendAll(owner, location, clip, 2, offset);
    expect(last.status).toBe(200);
    const { data } = await answer<{ media: Media }>(last);
    const file = await fetch(`${svc.url}${data.media.url}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(clip)).toBe(true);
  });

  it('lets nobody but its creator go on with an upload, and nobody without a valid token', async () => {
    const clip = anH264Mp4(10);
    const location = await started(member, clip);
    expect((await tus.patch(location, member.token, 0, clip.subarray(0, 100))).status).toBe(204);
    for (const other of [owner, stranger]) {
      expect((await tus.head(location, other.token)).status).toBe(404);
      const patch = await tus.patch(location, other.token, 100, clip.subarray(100, 200));
      expect([patch.status, (await answer(patch)).code]).toEqual([404, 'UPLOAD_NOT_FOUND']);
      expect((await tus.remove(location, other.token)).status).toBe(404);
    }
    expect((await tus.head(location, undefined)).status).toBe(401);
    expect((await tus.patch(location, undefined, 100, clip.subarray(100, 200))).status).toBe(401);
    expect((await tus.patch(location, `${member.token}x`, 100, clip.subarray(100, 200))).status).toBe(401);
    const head = await tus.head(location, member.token);
    expect(head.headers.get('upload-offset')).toBe('100');
    // Its creator cancels it: nothing is kept.
    expect((await tus.remove(location, member.token)).status).toBe(204);
    expect((await tus.head(location, member.token)).status).toBe(404);
  });

  it('refuses to start what a multipart upload would refuse, with the same messages', async () => {
    const outcome = async (res: Response) => ({ status: res.status, message: (await answer(res)).message });
    expect(await outcome(await tus.create(owner.token, 50 * MB + 1, { albumId, filename: 'big.mp4' }))).toEqual({
      status: 413,
      message: 'File "big.mp4" is too large. Maximum size is 50MB.',
    });
    expect(await outcome(await tus.create(owner.token, 100 * MB + 1, { albumId, filename: 'huge.mp4', flow: 'large' }))).toEqual({
      status: 413,
      message: 'File "huge.mp4" is too large. Maximum size is 100MB.',
    });
    expect(await outcome(await tus.create(stranger.token, 1000, { albumId, filename: 'a.mp4' }))).toEqual({
      status: 403,
      message: 'You do not have permission to upload to this album',
    });
    expect((await tus.create(owner.token, 1000, { filename: 'a.mp4' })).status).toBe(400);
    expect((await tus.create(owner.token, 'lots', { albumId })).status).toBe(400);
    expect((await tus.create(owner.token, 1000, { albumId, uploaderId: stranger.id })).status).toBe(400);
    expect((await tus.create(undefined, 1000, { albumId })).status).toBe(401);
    // The large flow takes 60 MB; cancelled at once.
    const large = await tus.create(owner.token, 60 * MB, { albumId, filename: 'long.mp4', flow: 'large' });
    expect(large.status).toBe(201);
    expect((await tus.remove(large.headers.get('location') ?? '', owner.token)).status).toBe(204);
  });

  it('refuses a file that is no picture or video once its bytes are in, and leaves nothing behind', async () => {
    const notes = Buffer.from('Just some notes, certainly not a video.\n'.repeat(500));
    const filesBefore = await filesUnder(svc.mediaDir);
    const [records, media] = [await svc.uploads.model.countDocuments(), await svc.services.stores.media.model.countDocuments()];
    const location = await started(owner, notes, { filename: 'notes.mp4' });
    const last = await sendAll(owner, location, notes, 2);
    expect([last.status, (await answer(last)).message]).toEqual([415, 'File "notes.mp4" has an unsupported format.']);
    expect(await filesUnder(svc.mediaDir)).toEqual(filesBefore);
    expect(await svc.uploads.model.countDocuments()).toBe(records);
    expect(await svc.services.stores.media.model.countDocuments()).toBe(media);
    // Finished all the same: HEAD says so (no item), and the last PATCH repeated answers the refusal again.
    const head = await tus.head(location, owner.token);
    expect([head.status, head.headers.get('upload-offset'), head.headers.get('upload-media-id')]).toEqual([200, String(notes.length), null]);
    const again = await tus.patch(location, owner.token, notes.length, Buffer.alloc(0));
    expect([again.status, (await answer(again)).message]).toEqual([415, 'File "notes.mp4" has an unsupported format.']);
    expect(await svc.services.stores.media.model.countDocuments()).toBe(media);
  });

  it('removes unfinished uploads once they expire', async () => {
    const clip = anH264Mp4(11);
    const location = await started(owner, clip);
    const patch = await tus.patch(location, owner.token, 0, clip.subarray(0, 1000));
    expect(patch.status).toBe(204);
    const expires = Date.parse(patch.headers.get('upload-expires') ?? '');
    expect(expires).toBeGreaterThan(Date.now() + 23 * HOUR);
    const cleanup = svc.services.resumable.server;
    expect(await cleanup.removeExpired()).toBe(0);
    expect(await resumableFiles()).toBe(2);
    // This one, and the answers of the uploads finished above (kept as long: resumable-finished.test.ts).
    expect(await cleanup.removeExpired(Date.now() + 25 * HOUR)).toBeGreaterThanOrEqual(1);
    expect(await resumableFiles()).toBe(0);
    expect((await tus.head(location, owner.token)).status).toBe(404);
  });
});
