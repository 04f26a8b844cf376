import { randomUUID } from 'node:crypto';
import { holdLiveness, PROCESS_ID } from '@abialbum/service-kit';
import { testFileLinks } from '@abialbum/service-kit/testing';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { cleanupJob, instanceLiveness, type InstanceLiveness } from '../src/domain/cleanup';
import { anAlbum, aUser, type TestUser } from './support/albums';
import { filesUnder, images } from './support/images';
import { aMedia, anUpload } from './support/media';
import { startService, type Service } from './support/service';
import { uploadFile } from './support/upload';

describe('cleaning up what uploads leave behind', () => {
  let svc: Service;
  let owner: TestUser;
  let albumId: string;
  beforeAll(async () => {
    svc = await startService();
    owner = await aUser(svc);
    albumId = (await anAlbum(svc, owner)).id;
  });
  afterAll(() => svc.close());

  /** This process as svc-media's instance, as index.ts wires it. */
  const thisInstance = () => instanceLiveness(svc.db.connection);
  const job = (maxAgeMs: number, instance?: InstanceLiveness) =>
    cleanupJob(
      { uploads: svc.uploads, references: svc.services.references, storage: svc.storage, logger: svc.logger, instance },
      { maxAgeMs, intervalMs: 60_000, tempMaxAgeMs: 60_000 },
    );
  const anyFile = { accepts: () => true, maxBytes: 1_000_000, tooLarge: () => new Error('too large'), unsupported: () => new Error('unsupported') };
  const status = async (url: string | null) => (await fetch(`${svc.url}${url}`)).status;

  it('keeps everything younger than the configured age', async () => {
    const loose = await anUpload(svc, owner.token, albumId);
    expect(await job(60 * 60_000).runOnce()).toEqual({ temp: 0, uploads: 0, files: 0 });
    expect(await status(loose.url)).toBe(200);
  });

  it('removes old uploads nothing points at, files no record knows and stale temporary parts', async () => {
    const loose = await anUpload(svc, owner.token, albumId);
    const profile = await (await uploadFile(`${svc.url}/api/v1/upload/profile-image`, images.gif)).json();
    const kept = await aMedia(svc, owner.token, albumId);
    await svc.storage.put('fedcba9876543210fedcba9876543210.png', Readable.from([images.png]), 'image/png');
    const part = path.join(svc.mediaDir, '.tmp', 'killed-upload.part');
    await writeFile(part, 'half a file');
    await utimes(part, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    await new Promise((resolve) => setTimeout(resolve, 20));

    const result = await job(0).runOnce();
    // The uploads of earlier tests are as unattached as these two.
    expect(result).toMatchObject({ temp: 1, files: 1, uploads: expect.any(Number) });
    expect(result.uploads).toBeGreaterThanOrEqual(2);
    for (const url of [loose.url, loose.thumbnailUrl, loose.displayUrl, (profile as { data: { url: string } }).data.url]) expect(await status(url)).toBe(404);
    expect(await status('/api/v1/files/fedcba9876543210fedcba9876543210.png')).toBe(404);
    for (const url of [kept.url, kept.thumbnailUrl, kept.displayUrl]) expect(await status(url)).toBe(200);
    expect((await filesUnder(path.join(svc.mediaDir, '.tmp'))).length).toBe(0);
  });

  it('keeps a file a media item shows even if its upload was never marked attached', async () => {
    const item = await aMedia(svc, owner.token, albumId);
    const key = item.url.split('/').pop() ?? '';
    await svc.uploads.model.updateOne({ key }, { $set: { attachedAt: null } });
    expect((await job(0).runOnce()).uploads).toBe(0);
    expect(await status(item.url)).toBe(200);
    expect((await svc.uploads.find(key))?.attachedAt).toBeInstanceOf(Date);
  });

  it('keeps an unanswered upload a media item shows after all, and has its poster job sent at once', async () => {
    const item = await aMedia(svc, owner.token, albumId);
    const key = item.url.split('/').pop() ?? '';
    // As if its process died after the item was made and before the upload was answered, its poster still to make.
    await svc.uploads.model.updateOne({ key }, { $set: { provisional: true, poster: { status: 'preparing', attempts: 0 } } });
    let told = 0;
    const cleanup = cleanupJob(
      { uploads: svc.uploads, references: svc.services.references, storage: svc.storage, logger: svc.logger, onEventsWritten: () => (told += 1) },
      { maxAgeMs: 60 * 60_000, intervalMs: 60_000, tempMaxAgeMs: 60_000 },
    );
    try {
      await cleanup.start();
    } finally {
      await cleanup.stop();
    }
    expect(await status(item.url)).toBe(200);
    expect((await svc.uploads.find(key))?.provisional).toBe(false);
    // Its poster job was queued in the upload's outbox (this service's relay may have sent it already): the relay is told.
    expect(told).toBe(1);
  });

  it('removes at start the files of an upload that never answered (its process died), before serving', async () => {
    const answered = await anUpload(svc, owner.token, albumId);
    const cutOff = await svc.services.files.receive(Readable.from([images.png]), { accepts: () => true, maxBytes: 1_000_000, tooLarge: () => new Error('too large'), unsupported: () => new Error('unsupported') }, {
      purpose: 'media',
      uploaderId: owner.id,
      albumId,
      provisional: true,
    });
    // Only its uploader could have had a link to it: a signed one (bare, an unattached upload is nobody's).
    const cutOffUrl = testFileLinks().link(`/api/v1/files/${cutOff.record.key}`, false);
    expect(await status(cutOffUrl)).toBe(200);
    await job(60 * 60_000).start();
    expect(await status(cutOffUrl)).toBe(404);
    expect(await svc.uploads.find(cutOff.record.key)).toBeNull();
    expect(await status(answered.url)).toBe(200);
  });

  it('removes at start only what dead instances left, never the uploads in flight of another that runs', async () => {
    await holdLiveness(svc.db.connection, svc.logger);
    // Another instance that runs: its record was written a moment ago (its process writes it every 2 s).
    const records = svc.db.connection.collection<{ _id: string; seenAt: Date }>('consumer_instances');
    const running = randomUUID();
    await records.insertOne({ _id: running, seenAt: new Date() });
    // One that died a while ago: its record went stale (or it never wrote one).
    const dead = randomUUID();
    await records.insertOne({ _id: dead, seenAt: new Date(Date.now() - 60_000) });
    /** A provisional upload (not answered yet) of `instance`, and a staged part it is receiving, in the shared folder. */
    const inFlight = async (instance: string, bytes: Buffer) => {
      const kept = await svc.services.files.receive(Readable.from([bytes]), anyFile, { purpose: 'media', uploaderId: owner.id, albumId, provisional: true });
      await svc.uploads.model.updateOne({ key: kept.record.key }, { $set: { stagedBy: instance } });
      await writeFile(path.join(svc.mediaDir, '.tmp', `${instance}~${randomUUID()}.part`), 'arriving');
      return testFileLinks().link(`/api/v1/files/${kept.record.key}`, false);
    };
    const ofDead = await inFlight(dead, images.png);
    const ofRunning = await inFlight(running, images.gif);
    const ofThis = await inFlight(PROCESS_ID, images.jpeg);
    const staged = async () => (await readdir(path.join(svc.mediaDir, '.tmp'))).map((name) => name.split('~')[0]).sort();
    const first = job(60 * 60_000, thisInstance());
    const second = job(60 * 60_000, thisInstance());
    try {
      await first.start();
      expect(await status(ofDead)).toBe(404);
      expect(await status(ofRunning)).toBe(200);
      expect(await status(ofThis)).toBe(200);
      expect(await staged()).toEqual([running, PROCESS_ID].sort());
      // Once that instance is gone (its record taken away by a clean stop, or gone stale), the next start takes its
      // leftovers too; this process's own stay while it lives.
      await records.deleteOne({ _id: running });
      await second.start();
      expect(await status(ofRunning)).toBe(404);
      expect(await status(ofThis)).toBe(200);
      expect(await staged()).toEqual([PROCESS_ID]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await records.deleteMany({ _id: { $in: [running, dead] } });
    }
  });
});
